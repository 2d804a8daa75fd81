import { defineTexts } from '@tiles/contracts';

/**
 * The interface texts of the offline lib's screens, each in it-IT, en-GB, de-DE and ar-EG.
 * The api seeds them; editors change them in the CMS.
 */
export const offlineTexts = defineTexts({
  'offline.title': {
    'it-IT': 'Disponibili offline',
    'en-GB': 'Available offline',
    'de-DE': 'Offline verfügbar',
    'ar-EG': 'متاح دون اتصال',
  },
  'offline.intro': {
    'it-IT':
      'I corsi salvati qui si aprono anche senza connessione, in questo browser. Il tempo di studio e le lezioni completate offline vengono inviati quando torni online.',
    'en-GB':
      'Courses saved here open without a connection, in this browser. Study time and lessons completed offline are sent when you are back online.',
    'de-DE':
      'Hier gespeicherte Kurse öffnen sich auch ohne Verbindung, in diesem Browser. Lernzeit und offline abgeschlossene Lektionen werden gesendet, sobald du wieder online bist.',
    'ar-EG': 'الدورات المحفوظة هنا تُفتح دون اتصال، في هذا المتصفح. يُرسل وقت الدراسة والدروس المكتملة دون اتصال عند عودتك إلى الإنترنت.',
  },
  'offline.empty': {
    'it-IT': 'Nessun corso salvato. Apri un corso e scegli «Rendi disponibile offline».',
    'en-GB': 'No course saved yet. Open a course and choose “Make available offline”.',
    'de-DE': 'Noch kein Kurs gespeichert. Öffne einen Kurs und wähle „Offline verfügbar machen“.',
    'ar-EG': 'لم تُحفظ أي دورة بعد. افتح دورة واختر «إتاحة دون اتصال».',
  },
  'offline.make': {
    'it-IT': 'Rendi disponibile offline',
    'en-GB': 'Make available offline',
    'de-DE': 'Offline verfügbar machen',
    'ar-EG': 'إتاحة دون اتصال',
  },
  'offline.withVideos': { 'it-IT': 'Anche i video', 'en-GB': 'Videos too', 'de-DE': 'Auch die Videos', 'ar-EG': 'مع مقاطع الفيديو أيضًا' },
  'offline.saving': {
    'it-IT': 'Salvataggio… [done] di [total]',
    'en-GB': 'Saving… [done] of [total]',
    'de-DE': 'Wird gespeichert… [done] von [total]',
    'ar-EG': 'جارٍ الحفظ… [done] من [total]',
  },
  'offline.saved': {
    'it-IT': 'Disponibile offline · [size]',
    'en-GB': 'Available offline · [size]',
    'de-DE': 'Offline verfügbar · [size]',
    'ar-EG': 'متاح دون اتصال · [size]',
  },
  'offline.remove': {
    'it-IT': 'Rimuovi da offline',
    'en-GB': 'Remove from offline',
    'de-DE': 'Offline-Kopie entfernen',
    'ar-EG': 'إزالة من وضع عدم الاتصال',
  },
  'offline.removeCourse': { 'it-IT': 'Rimuovi [title]', 'en-GB': 'Remove [title]', 'de-DE': '[title] entfernen', 'ar-EG': 'إزالة [title]' },
  'offline.failed': {
    'it-IT': 'Non è stato possibile salvare il corso per l’uso offline: [message]',
    'en-GB': 'The course could not be saved for offline use: [message]',
    'de-DE': 'Der Kurs konnte nicht offline gespeichert werden: [message]',
    'ar-EG': 'تعذّر حفظ الدورة للاستخدام دون اتصال: [message]',
  },
  'offline.removeFailed': {
    'it-IT': 'Non è stato possibile rimuovere la copia offline: riprova.',
    'en-GB': 'The offline copy could not be removed: try again.',
    'de-DE': 'Die Offline-Kopie konnte nicht entfernt werden: versuche es erneut.',
    'ar-EG': 'تعذّرت إزالة النسخة المحفوظة دون اتصال: حاول مرة أخرى.',
  },
  'offline.quota': {
    'it-IT': 'spazio di archiviazione insufficiente in questo browser. Rimuovi un corso salvato e riprova.',
    'en-GB': 'not enough storage in this browser. Remove a saved course and try again.',
    'de-DE': 'nicht genug Speicherplatz in diesem Browser. Entferne einen gespeicherten Kurs und versuche es erneut.',
    'ar-EG': 'لا توجد مساحة تخزين كافية في هذا المتصفح. أزل دورة محفوظة وحاول مرة أخرى.',
  },
  'offline.unsupported': {
    'it-IT': 'questo browser non può conservare pagine per l’uso offline.',
    'en-GB': 'this browser cannot keep pages for offline use.',
    'de-DE': 'dieser Browser kann keine Seiten für die Offline-Nutzung speichern.',
    'ar-EG': 'لا يستطيع هذا المتصفح الاحتفاظ بالصفحات للاستخدام دون اتصال.',
  },
  'offline.usage': {
    'it-IT': 'Spazio usato: [used] di [quota] disponibili',
    'en-GB': 'Storage used: [used] of [quota] available',
    'de-DE': 'Belegter Speicher: [used] von [quota] verfügbar',
    'ar-EG': 'المساحة المستخدمة: [used] من [quota] متاحة',
  },
  'offline.storedAt': {
    'it-IT': 'Salvato il [date]',
    'en-GB': 'Saved on [date]',
    'de-DE': 'Gespeichert am [date]',
    'ar-EG': 'حُفظت في [date]',
  },
  'offline.sessions': {
    'it-IT': '{count, plural, one {# lezione} other {# lezioni}}',
    'en-GB': '{count, plural, one {# lesson} other {# lessons}}',
    'de-DE': '{count, plural, one {# Lektion} other {# Lektionen}}',
    'ar-EG': '{count, plural, zero {# درس} one {درس واحد} two {درسان} few {# دروس} many {# درسًا} other {# درس}}',
  },
  'offline.fallback.title': { 'it-IT': 'Sei offline', 'en-GB': 'You are offline', 'de-DE': 'Du bist offline', 'ar-EG': 'أنت غير متصل' },
  'offline.fallback.intro': {
    'it-IT': 'La pagina [address] non è disponibile senza connessione: si aprirà da sola appena la connessione torna.',
    'en-GB': 'The page [address] is not available without a connection: it will open by itself as soon as the connection returns.',
    'de-DE': 'Die Seite [address] ist ohne Verbindung nicht verfügbar: Sie öffnet sich von selbst, sobald die Verbindung zurück ist.',
    'ar-EG': 'الصفحة [address] غير متاحة دون اتصال: ستُفتح تلقائيًا فور عودة الاتصال.',
  },
  'offline.fallback.introNoAddress': {
    'it-IT': 'Questa pagina non è disponibile senza connessione.',
    'en-GB': 'This page is not available without a connection.',
    'de-DE': 'Diese Seite ist ohne Verbindung nicht verfügbar.',
    'ar-EG': 'هذه الصفحة غير متاحة دون اتصال.',
  },
  'offline.fallback.kept': {
    'it-IT': 'I tuoi corsi disponibili offline',
    'en-GB': 'Your courses available offline',
    'de-DE': 'Deine offline verfügbaren Kurse',
    'ar-EG': 'دوراتك المتاحة دون اتصال',
  },
  'offline.fallback.none': {
    'it-IT': 'Nessun corso è disponibile offline in questo browser: rendine uno disponibile dalla sua pagina quando sei online.',
    'en-GB': 'No course is available offline in this browser: make one available from its page when you are online.',
    'de-DE': 'In diesem Browser ist kein Kurs offline verfügbar: Mach einen auf seiner Seite verfügbar, wenn du online bist.',
    'ar-EG': 'لا توجد دورة متاحة دون اتصال في هذا المتصفح: أتِح واحدة من صفحتها عندما تكون متصلًا.',
  },
});

type OfflineTexts = typeof offlineTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends OfflineTexts {}
}
