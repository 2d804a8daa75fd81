import { defineTexts } from '@tiles/contracts';

/**
 * The interface texts of the notifications lib's screens, each in it-IT, en-GB, de-DE and ar-EG.
 * The api seeds them; editors change them in the CMS.
 */
export const notificationsTexts = defineTexts({
  'barrier.intro': {
    'it-IT':
      'Qualcosa su questo sito ti ha impedito di leggere, capire o usare una pagina? Dicci dove e cosa è successo: la segnalazione arriva agli amministratori, che rispondono entro 30 giorni se ci lasci un recapito.',
    'en-GB':
      'Did something on this site stop you reading, understanding or using a page? Tell us where and what happened: the report reaches the administrators, who answer within 30 days if you leave a way to reach you.',
    'de-DE':
      'Hat dich etwas auf dieser Website daran gehindert, eine Seite zu lesen, zu verstehen oder zu benutzen? Sag uns, wo und was passiert ist: Die Meldung erreicht die Administratoren, die innerhalb von 30 Tagen antworten, wenn du eine Kontaktmöglichkeit hinterlässt.',
    'ar-EG':
      'هل منعك شيء في هذا الموقع من قراءة صفحة أو فهمها أو استخدامها؟ أخبرنا أين حدث ذلك وماذا حدث: يصل البلاغ إلى المسؤولين، ويردّون خلال ٣٠ يومًا إذا تركت لنا وسيلة للتواصل معك.',
  },
  'barrier.page': {
    'it-IT': 'Pagina (indirizzo sul sito)',
    'en-GB': 'Page (address on this site)',
    'de-DE': 'Seite (Adresse auf dieser Website)',
    'ar-EG': 'الصفحة (عنوانها في هذا الموقع)',
  },
  'barrier.description': { 'it-IT': 'Cosa è successo', 'en-GB': 'What happened', 'de-DE': 'Was ist passiert', 'ar-EG': 'ماذا حدث' },
  'barrier.contact': {
    'it-IT': 'Come risponderti (facoltativo: email o telefono)',
    'en-GB': 'How to answer you (optional: email or phone)',
    'de-DE': 'Wie wir dir antworten können (optional: E-Mail oder Telefon)',
    'ar-EG': 'كيف نرد عليك (اختياري: بريد إلكتروني أو هاتف)',
  },
  'barrier.submit': { 'it-IT': 'Invia la segnalazione', 'en-GB': 'Send the report', 'de-DE': 'Meldung senden', 'ar-EG': 'أرسل البلاغ' },
  'barrier.done': {
    'it-IT': 'Grazie: la segnalazione è arrivata agli amministratori.',
    'en-GB': 'Thank you: the report has reached the administrators.',
    'de-DE': 'Danke: Die Meldung hat die Administratoren erreicht.',
    'ar-EG': 'شكرًا لك: وصل البلاغ إلى المسؤولين.',
  },
  'barrier.error.page': {
    'it-IT': 'Scrivi un indirizzo di questo sito che inizia con /, ad esempio /it-IT/catalogo-corsi.',
    'en-GB': 'Write an address on this site starting with /, for example /en-GB/catalogo-corsi.',
    'de-DE': 'Gib eine Adresse dieser Website an, die mit / beginnt, zum Beispiel /de-DE/catalogo-corsi.',
    'ar-EG': 'اكتب عنوانًا في هذا الموقع يبدأ بـ /، مثل /ar-EG/catalogo-corsi.',
  },
  'barrier.error.description': {
    'it-IT': 'Descrivi cosa è successo (almeno 10 caratteri).',
    'en-GB': 'Describe what happened (at least 10 characters).',
    'de-DE': 'Beschreibe, was passiert ist (mindestens 10 Zeichen).',
    'ar-EG': 'صف ما حدث (١٠ أحرف على الأقل).',
  },
  'barrier.statement': {
    'it-IT': 'Dichiarazione di accessibilità',
    'en-GB': 'Accessibility statement',
    'de-DE': 'Erklärung zur Barrierefreiheit',
    'ar-EG': 'بيان إمكانية الوصول',
  },
  'notifications.bell': { 'it-IT': 'Notifiche', 'en-GB': 'Notifications', 'de-DE': 'Benachrichtigungen', 'ar-EG': 'الإشعارات' },
  'notifications.unreadOne': { 'it-IT': '1 non letta', 'en-GB': '1 unread', 'de-DE': '1 ungelesen', 'ar-EG': '١ غير مقروء' },
  'notifications.unreadMany': {
    'it-IT': '{count, plural, one {# non letta} other {# non lette}}',
    'en-GB': '{count, plural, one {# unread} other {# unread}}',
    'de-DE': '{count, plural, one {# ungelesen} other {# ungelesen}}',
    'ar-EG':
      '{count, plural, zero {# غير مقروء} one {# غير مقروء} two {# غير مقروءين} few {# غير مقروءة} many {# غير مقروء} other {# غير مقروء}}',
  },
  'notifications.unreadNone': {
    'it-IT': 'nessuna non letta',
    'en-GB': 'none unread',
    'de-DE': 'keine ungelesen',
    'ar-EG': 'لا شيء غير مقروء',
  },
  'notifications.title': {
    'it-IT': 'Le tue notifiche',
    'en-GB': 'Your notifications',
    'de-DE': 'Deine Benachrichtigungen',
    'ar-EG': 'إشعاراتك',
  },
  'notifications.empty': {
    'it-IT': 'Nessuna notifica per ora.',
    'en-GB': 'No notifications yet.',
    'de-DE': 'Noch keine Benachrichtigungen.',
    'ar-EG': 'لا توجد إشعارات بعد.',
  },
  'notifications.markRead': {
    'it-IT': 'Segna come letta',
    'en-GB': 'Mark as read',
    'de-DE': 'Als gelesen markieren',
    'ar-EG': 'تعليم كمقروء',
  },
  'notifications.read': { 'it-IT': 'Letta', 'en-GB': 'Read', 'de-DE': 'Gelesen', 'ar-EG': 'مقروء' },
  'notifications.unread': { 'it-IT': 'Non letta', 'en-GB': 'Unread', 'de-DE': 'Ungelesen', 'ar-EG': 'غير مقروء' },
  'notifications.open': { 'it-IT': 'Apri', 'en-GB': 'Open', 'de-DE': 'Öffnen', 'ar-EG': 'فتح' },
  'notifications.close': { 'it-IT': 'Chiudi', 'en-GB': 'Close', 'de-DE': 'Schließen', 'ar-EG': 'إغلاق' },
  'notifications.error': {
    'it-IT': 'Non è stato possibile caricare le notifiche: [message]',
    'en-GB': 'We could not load your notifications: [message]',
    'de-DE': 'Benachrichtigungen konnten nicht geladen werden: [message]',
    'ar-EG': 'تعذّر تحميل إشعاراتك: [message]',
  },
  'notifications.toasts': {
    'it-IT': 'Nuove notifiche',
    'en-GB': 'New notifications',
    'de-DE': 'Neue Benachrichtigungen',
    'ar-EG': 'إشعارات جديدة',
  },
  'notifications.dismiss': {
    'it-IT': 'Chiudi la notifica “[title]”',
    'en-GB': 'Dismiss “[title]”',
    'de-DE': '„[title]“ schließen',
    'ar-EG': 'إخفاء «[title]»',
  },
  'push.device.title': {
    'it-IT': 'Notifiche su questo dispositivo',
    'en-GB': 'Notifications on this device',
    'de-DE': 'Benachrichtigungen auf diesem Gerät',
    'ar-EG': 'الإشعارات على هذا الجهاز',
  },
  'push.device.explain': {
    'it-IT': 'Promemoria e messaggi arrivano anche a scheda chiusa. Vale solo per questo browser.',
    'en-GB': 'Reminders and messages arrive even with the tab closed. This applies to this browser only.',
    'de-DE': 'Erinnerungen und Nachrichten kommen auch bei geschlossenem Tab an. Das gilt nur für diesen Browser.',
    'ar-EG': 'تصل التذكيرات والرسائل حتى مع إغلاق علامة التبويب. ينطبق هذا على هذا المتصفح فقط.',
  },
  'push.device.turnOn': {
    'it-IT': 'Attiva su questo dispositivo',
    'en-GB': 'Turn on for this device',
    'de-DE': 'Auf diesem Gerät einschalten',
    'ar-EG': 'التفعيل لهذا الجهاز',
  },
  'push.device.turnOff': {
    'it-IT': 'Disattiva su questo dispositivo',
    'en-GB': 'Turn off for this device',
    'de-DE': 'Auf diesem Gerät ausschalten',
    'ar-EG': 'الإيقاف لهذا الجهاز',
  },
  'push.device.on': {
    'it-IT': 'Attive su questo dispositivo.',
    'en-GB': 'On for this device.',
    'de-DE': 'Auf diesem Gerät eingeschaltet.',
    'ar-EG': 'مفعّلة لهذا الجهاز.',
  },
  'push.device.off': {
    'it-IT': 'Non attive su questo dispositivo.',
    'en-GB': 'Off for this device.',
    'de-DE': 'Auf diesem Gerät ausgeschaltet.',
    'ar-EG': 'متوقفة لهذا الجهاز.',
  },
  'push.device.unsupported': {
    'it-IT': 'Questo browser non può ricevere notifiche push.',
    'en-GB': 'This browser cannot receive push notifications.',
    'de-DE': 'Dieser Browser kann keine Push-Benachrichtigungen empfangen.',
    'ar-EG': 'لا يستطيع هذا المتصفح تلقي الإشعارات الفورية.',
  },
  'push.device.blocked': {
    'it-IT': 'Le notifiche sono bloccate per questo sito: puoi sbloccarle nelle impostazioni del browser.',
    'en-GB': 'Notifications are blocked for this site: you can allow them in the browser’s settings.',
    'de-DE': 'Benachrichtigungen sind für diese Website blockiert: Sie können sie in den Browser-Einstellungen erlauben.',
    'ar-EG': 'الإشعارات محظورة لهذا الموقع: يمكنك السماح بها من إعدادات المتصفح.',
  },
  'push.device.failed': {
    'it-IT': 'Non è stato possibile cambiare le notifiche push. Riprova.',
    'en-GB': 'The push notifications could not be changed. Please try again.',
    'de-DE': 'Die Push-Benachrichtigungen konnten nicht geändert werden. Bitte versuchen Sie es erneut.',
    'ar-EG': 'تعذّر تغيير الإشعارات الفورية. يُرجى المحاولة مرة أخرى.',
  },
  'unsubscribe.title': { 'it-IT': 'Annulla l’iscrizione', 'en-GB': 'Unsubscribe', 'de-DE': 'Abmelden', 'ar-EG': 'إلغاء الاشتراك' },
  'unsubscribe.kind.risk': {
    'it-IT': 'il promemoria della serie per mail',
    'en-GB': 'the streak reminder by mail',
    'de-DE': 'die Serien-Erinnerung per E-Mail',
    'ar-EG': 'تذكير السلسلة بالبريد',
  },
  'unsubscribe.kind.review': {
    'it-IT': 'il promemoria del ripasso per mail',
    'en-GB': 'the review reminder by mail',
    'de-DE': 'die Wiederholungs-Erinnerung per E-Mail',
    'ar-EG': 'تذكير المراجعة بالبريد',
  },
  'unsubscribe.kind.digest': {
    'it-IT': 'il riepilogo settimanale',
    'en-GB': 'the weekly digest',
    'de-DE': 'die wöchentliche Zusammenfassung',
    'ar-EG': 'الملخص الأسبوعي',
  },
  'unsubscribe.kind.due': {
    'it-IT': 'i promemoria dei compiti in scadenza',
    'en-GB': 'the reminders of assignments falling due',
    'de-DE': 'die Erinnerungen an fällige Aufgaben',
    'ar-EG': 'تذكيرات المهام المستحقة',
  },
  'unsubscribe.ask': {
    'it-IT': 'Non ricevere più [kind]?',
    'en-GB': 'Stop receiving [kind]?',
    'de-DE': '[kind] nicht mehr erhalten?',
    'ar-EG': 'أتريد التوقف عن تلقي [kind]؟',
  },
  'unsubscribe.confirm': {
    'it-IT': 'Sì, non inviarmelo più',
    'en-GB': 'Yes, stop sending it',
    'de-DE': 'Ja, nicht mehr senden',
    'ar-EG': 'نعم، أوقف إرساله',
  },
  'unsubscribe.done': {
    'it-IT': 'Fatto: non riceverai più [kind]. Puoi riattivarlo dalle impostazioni della pagina Progressi.',
    'en-GB': 'Done: you will no longer receive [kind]. You can turn it back on in the settings of the Progress page.',
    'de-DE': 'Erledigt: Du erhältst [kind] nicht mehr. Du kannst es in den Einstellungen der Fortschrittsseite wieder einschalten.',
    'ar-EG': 'تم: لن تتلقى [kind] بعد الآن. يمكنك إعادة تفعيله من إعدادات صفحة التقدّم.',
  },
  'unsubscribe.invalid': {
    'it-IT': 'Questo link non è valido: copialo intero dalla mail, oppure cambia le mail dalle impostazioni della pagina Progressi.',
    'en-GB': 'This link is not valid: copy it whole from the mail, or change your mail in the settings of the Progress page.',
    'de-DE':
      'Dieser Link ist ungültig: Kopiere ihn vollständig aus der E-Mail oder ändere deine E-Mails in den Einstellungen der Fortschrittsseite.',
    'ar-EG': 'هذا الرابط غير صالح: انسخه كاملًا من البريد، أو غيّر إعدادات البريد من صفحة التقدّم.',
  },
  'unsubscribe.failed': {
    'it-IT': 'Non è stato possibile annullare l’iscrizione. Riprova.',
    'en-GB': 'The unsubscription failed. Please try again.',
    'de-DE': 'Die Abmeldung ist fehlgeschlagen. Bitte versuche es erneut.',
    'ar-EG': 'فشل إلغاء الاشتراك. يُرجى المحاولة مرة أخرى.',
  },
});

type NotificationsTexts = typeof notificationsTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends NotificationsTexts {}
}
