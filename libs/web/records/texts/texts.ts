import { defineTexts } from '@tiles/contracts';

const minutesIt = '{minutes, plural, one {# minuto} other {# minuti}}';
const minutesEn = '{minutes, plural, one {# minute} other {# minutes}}';
const minutesDe = '{minutes, plural, one {# Minute} other {# Minuten}}';
const minutesAr = '{minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}';

/**
 * The interface texts of the effort record's screens (the progress page's record, the verification page, the page on
 * how time is measured), each in it-IT, en-GB, de-DE and ar-EG. The api seeds them; editors change them in the CMS.
 */
export const recordsTexts = defineTexts({
  'effort.title': {
    'it-IT': 'Il registro dello studio',
    'en-GB': 'Your record of study',
    'de-DE': 'Dein Lernnachweis',
    'ar-EG': 'سجل دراستك',
  },
  'effort.intro': {
    'it-IT':
      'Il tempo di studio attivo misurato, giorno per giorno, e un attestato firmato per ogni corso completato: chiunque può verificarli.',
    'en-GB': 'Your measured active study time, day by day, and a signed credential for each course you completed: anyone can verify them.',
    'de-DE':
      'Deine gemessene aktive Lernzeit, Tag für Tag, und ein signierter Nachweis für jeden abgeschlossenen Kurs: Jeder kann sie prüfen.',
    'ar-EG': 'وقت دراستك النشط المقيس يومًا بيوم، وشهادة موقّعة لكل دورة أكملتها: يمكن لأي شخص التحقق منها.',
  },
  'effort.howMeasured': {
    'it-IT': 'Come si misura il tempo',
    'en-GB': 'How time is measured',
    'de-DE': 'Wie die Zeit gemessen wird',
    'ar-EG': 'كيف يُقاس الوقت',
  },
  'effort.heatmap.title': {
    'it-IT': 'Minuti verificati nell’ultimo anno',
    'en-GB': 'Verified minutes in the last year',
    'de-DE': 'Geprüfte Minuten im letzten Jahr',
    'ar-EG': 'الدقائق المُتحقَّق منها في السنة الأخيرة',
  },
  'effort.heatmap.total': {
    'it-IT': `In tutto: ${minutesIt} in {days, plural, one {# giorno} other {# giorni}}.`,
    'en-GB': `In all: ${minutesEn} on {days, plural, one {# day} other {# days}}.`,
    'de-DE': `Insgesamt: ${minutesDe} an {days, plural, one {# Tag} other {# Tagen}}.`,
    'ar-EG': `المجموع: ${minutesAr} في {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}.`,
  },
  'effort.heatmap.label': {
    'it-IT': 'Calendario dello studio: usa le frecce per spostarti tra i giorni',
    'en-GB': 'Study calendar: use the arrow keys to move between days',
    'de-DE': 'Lernkalender: Mit den Pfeiltasten zwischen den Tagen wechseln',
    'ar-EG': 'تقويم الدراسة: استخدم مفاتيح الأسهم للتنقل بين الأيام',
  },
  'effort.heatmap.day': {
    'it-IT': `[date]: ${minutesIt}`,
    'en-GB': `[date]: ${minutesEn}`,
    'de-DE': `[date]: ${minutesDe}`,
    'ar-EG': `[date]: ${minutesAr}`,
  },
  'effort.heatmap.table': {
    'it-IT': 'Giorni con studio e i loro minuti',
    'en-GB': 'Days with study and their minutes',
    'de-DE': 'Tage mit Lernzeit und ihre Minuten',
    'ar-EG': 'أيام الدراسة ودقائقها',
  },
  'effort.heatmap.date': { 'it-IT': 'Giorno', 'en-GB': 'Day', 'de-DE': 'Tag', 'ar-EG': 'اليوم' },
  'effort.heatmap.minutes': { 'it-IT': 'Minuti', 'en-GB': 'Minutes', 'de-DE': 'Minuten', 'ar-EG': 'الدقائق' },
  'effort.heatmap.none': {
    'it-IT': 'Nessun minuto di studio nell’ultimo anno.',
    'en-GB': 'No minutes of study in the last year.',
    'de-DE': 'Keine Lernminuten im letzten Jahr.',
    'ar-EG': 'لا دقائق دراسة في السنة الأخيرة.',
  },
  'effort.credentials.title': {
    'it-IT': 'Attestati dei corsi',
    'en-GB': 'Course credentials',
    'de-DE': 'Kursnachweise',
    'ar-EG': 'شهادات الدورات',
  },
  'effort.credentials.none': {
    'it-IT': 'Completa un corso per ricevere il suo attestato firmato, con i minuti di studio.',
    'en-GB': 'Complete a course to receive its signed credential, with your minutes of study.',
    'de-DE': 'Schließe einen Kurs ab, um seinen signierten Nachweis mit deinen Lernminuten zu erhalten.',
    'ar-EG': 'أكمل دورة لتحصل على شهادتها الموقّعة مع دقائق دراستك.',
  },
  'effort.credential.minutes': { 'it-IT': minutesIt, 'en-GB': minutesEn, 'de-DE': minutesDe, 'ar-EG': minutesAr },
  'effort.credential.download': {
    'it-IT': 'Scarica l’attestato di [name]',
    'en-GB': 'Download the credential of [name]',
    'de-DE': 'Nachweis von [name] herunterladen',
    'ar-EG': 'نزّل شهادة [name]',
  },
  'effort.credential.revoked': {
    'it-IT': 'Revocato dal sito',
    'en-GB': 'Revoked by the site',
    'de-DE': 'Von der Website widerrufen',
    'ar-EG': 'ألغاها الموقع',
  },
  'effort.share': { 'it-IT': 'Condividi con un link', 'en-GB': 'Share by a link', 'de-DE': 'Per Link teilen', 'ar-EG': 'شارك برابط' },
  'effort.share.link': {
    'it-IT': 'Link per chi vuoi: mostra l’attestato a chiunque lo apra',
    'en-GB': 'Link for whoever you choose: it shows the credential to anyone who opens it',
    'de-DE': 'Link für wen du willst: Er zeigt den Nachweis allen, die ihn öffnen',
    'ar-EG': 'رابط لمن تختار: يعرض الشهادة لكل من يفتحه',
  },
  'effort.share.copy': { 'it-IT': 'Copia il link', 'en-GB': 'Copy the link', 'de-DE': 'Link kopieren', 'ar-EG': 'انسخ الرابط' },
  'effort.share.copied': { 'it-IT': 'Link copiato.', 'en-GB': 'Link copied.', 'de-DE': 'Link kopiert.', 'ar-EG': 'نُسخ الرابط.' },
  'effort.share.stop': {
    'it-IT': 'Smetti di condividere',
    'en-GB': 'Stop sharing',
    'de-DE': 'Teilen beenden',
    'ar-EG': 'أوقف المشاركة',
  },
  'effort.share.stopped': {
    'it-IT': 'Il link non mostra più nulla.',
    'en-GB': 'The link shows nothing any more.',
    'de-DE': 'Der Link zeigt nichts mehr.',
    'ar-EG': 'لم يعد الرابط يعرض شيئًا.',
  },
  'effort.error': {
    'it-IT': 'Non è stato possibile: [message]',
    'en-GB': 'That did not work: [message]',
    'de-DE': 'Das hat nicht geklappt: [message]',
    'ar-EG': 'لم ينجح ذلك: [message]',
  },
  'effort.transcript': {
    'it-IT': 'Scarica il registro completo (CLR)',
    'en-GB': 'Download the whole record (CLR)',
    'de-DE': 'Gesamten Nachweis herunterladen (CLR)',
    'ar-EG': 'نزّل السجل كاملًا (CLR)',
  },
  'effort.verifyLink': {
    'it-IT': 'Verifica un attestato',
    'en-GB': 'Verify a credential',
    'de-DE': 'Einen Nachweis prüfen',
    'ar-EG': 'تحقّق من شهادة',
  },
  'effort.unavailable': {
    'it-IT': 'Il registro dello studio non si è caricato.',
    'en-GB': 'Your record of study did not load.',
    'de-DE': 'Dein Lernnachweis wurde nicht geladen.',
    'ar-EG': 'لم يُحمَّل سجل دراستك.',
  },
  'effort.retry': { 'it-IT': 'Riprova', 'en-GB': 'Try again', 'de-DE': 'Erneut versuchen', 'ar-EG': 'حاول مجددًا' },
  'effort.loading': {
    'it-IT': 'Caricamento del registro…',
    'en-GB': 'Loading your record…',
    'de-DE': 'Nachweis wird geladen…',
    'ar-EG': 'جارٍ تحميل السجل…',
  },

  'page.verify.title': {
    'it-IT': 'Verifica un attestato',
    'en-GB': 'Verify a credential',
    'de-DE': 'Einen Nachweis prüfen',
    'ar-EG': 'تحقّق من شهادة',
  },
  'verify.intro': {
    'it-IT': 'Apri, trascina o incolla un attestato (un file JSON) o il suo link: il controllo avviene in questo browser, senza inviarlo.',
    'en-GB': 'Open, drop or paste a credential (a JSON file) or its link: it is checked in this browser, without sending it anywhere.',
    'de-DE':
      'Öffne, ziehe oder füge einen Nachweis (eine JSON-Datei) oder seinen Link ein: Er wird in diesem Browser geprüft, ohne ihn zu senden.',
    'ar-EG': 'افتح شهادة (ملف JSON) أو اسحبها أو الصقها أو رابطها: يجري التحقق في هذا المتصفح دون إرسالها.',
  },
  'verify.file': {
    'it-IT': 'Apri un file (o trascinalo qui)',
    'en-GB': 'Open a file (or drop it here)',
    'de-DE': 'Datei öffnen (oder hierher ziehen)',
    'ar-EG': 'افتح ملفًا (أو اسحبه إلى هنا)',
  },
  'verify.paste': {
    'it-IT': 'Oppure incolla il testo',
    'en-GB': 'Or paste its text',
    'de-DE': 'Oder Text einfügen',
    'ar-EG': 'أو الصق نصّها',
  },
  'verify.link': {
    'it-IT': 'Oppure il suo link',
    'en-GB': 'Or its link',
    'de-DE': 'Oder ihren Link',
    'ar-EG': 'أو رابطها',
  },
  'verify.check': { 'it-IT': 'Verifica', 'en-GB': 'Verify', 'de-DE': 'Prüfen', 'ar-EG': 'تحقّق' },
  'verify.checking': { 'it-IT': 'Verifica in corso…', 'en-GB': 'Checking…', 'de-DE': 'Wird geprüft…', 'ar-EG': 'جارٍ التحقق…' },
  'verify.empty': {
    'it-IT': 'Scegli un file, incolla un testo o scrivi un link da verificare.',
    'en-GB': 'Choose a file, paste a text or type a link to verify.',
    'de-DE': 'Wähle eine Datei, füge Text ein oder gib einen Link an.',
    'ar-EG': 'اختر ملفًا أو الصق نصًا أو اكتب رابطًا للتحقق منه.',
  },
  'verify.unreadable': {
    'it-IT': 'Questo non è un attestato leggibile: serve il testo JSON di una credenziale verificabile.',
    'en-GB': 'This is not a readable credential: it needs the JSON text of a verifiable credential.',
    'de-DE': 'Das ist kein lesbarer Nachweis: Nötig ist der JSON-Text eines überprüfbaren Nachweises.',
    'ar-EG': 'هذه ليست شهادة مقروءة: يلزم نص JSON لشهادة قابلة للتحقق.',
  },
  'verify.unreachable': {
    'it-IT': 'Il link non ha dato un attestato: [message]',
    'en-GB': 'The link gave no credential: [message]',
    'de-DE': 'Der Link lieferte keinen Nachweis: [message]',
    'ar-EG': 'لم يُعطِ الرابط شهادة: [message]',
  },
  'verify.sharedGone': {
    'it-IT': 'Questo link non mostra nulla: non è mai stato creato, o chi l’ha condiviso l’ha chiuso.',
    'en-GB': 'This link shows nothing: it was never made, or whoever shared it ended it.',
    'de-DE': 'Dieser Link zeigt nichts: Er wurde nie erstellt, oder wer ihn geteilt hat, hat ihn beendet.',
    'ar-EG': 'هذا الرابط لا يعرض شيئًا: لم يُنشأ قط، أو أنهاه من شاركه.',
  },
  'verify.verdict.passed': {
    'it-IT': 'Verificato: è autentico e valido',
    'en-GB': 'Verified: genuine and in force',
    'de-DE': 'Geprüft: echt und gültig',
    'ar-EG': 'تم التحقق: أصلية وسارية',
  },
  'verify.verdict.failed': {
    'it-IT': 'Non verificato',
    'en-GB': 'Not verified',
    'de-DE': 'Nicht bestätigt',
    'ar-EG': 'لم يتم التحقق',
  },
  'verify.check.signature.passed': {
    'it-IT': 'La firma corrisponde: nessuno ha cambiato il contenuto.',
    'en-GB': 'The signature matches: nobody changed its content.',
    'de-DE': 'Die Signatur stimmt: Niemand hat den Inhalt geändert.',
    'ar-EG': 'التوقيع مطابق: لم يغيّر أحد المحتوى.',
  },
  'verify.check.signature.failed': {
    'it-IT': 'La firma non corrisponde: il contenuto è stato cambiato dopo la firma, o non è firmato.',
    'en-GB': 'The signature does not match: the content was changed after signing, or it is not signed.',
    'de-DE': 'Die Signatur stimmt nicht: Der Inhalt wurde nach dem Signieren geändert oder ist nicht signiert.',
    'ar-EG': 'التوقيع غير مطابق: غُيّر المحتوى بعد التوقيع، أو أنه غير موقّع.',
  },
  'verify.check.issuer.passed': {
    'it-IT': 'Firmato da [site], con la sua chiave.',
    'en-GB': 'Signed by [site], with its key.',
    'de-DE': 'Von [site] mit seinem Schlüssel signiert.',
    'ar-EG': 'وقّعه [site] بمفتاحه.',
  },
  'verify.check.issuer.unknown': {
    'it-IT': 'Firmato da un emittente che questo sito non conosce ([issuer]).',
    'en-GB': 'Signed by an issuer this site does not know ([issuer]).',
    'de-DE': 'Von einem Aussteller signiert, den diese Website nicht kennt ([issuer]).',
    'ar-EG': 'وقّعه مُصدِر لا يعرفه هذا الموقع ([issuer]).',
  },
  'verify.check.validity.passed': {
    'it-IT': 'È in vigore: non è scaduto.',
    'en-GB': 'It is in force: it has not expired.',
    'de-DE': 'Er ist gültig: nicht abgelaufen.',
    'ar-EG': 'سارية: لم تنتهِ صلاحيتها.',
  },
  'verify.check.validity.failed': {
    'it-IT': 'Non è in vigore: è scaduto o non è ancora valido.',
    'en-GB': 'It is not in force: it has expired or is not valid yet.',
    'de-DE': 'Er ist nicht gültig: abgelaufen oder noch nicht gültig.',
    'ar-EG': 'ليست سارية: انتهت صلاحيتها أو لم تبدأ بعد.',
  },
  'verify.check.revocation.passed': {
    'it-IT': 'Non è stato revocato.',
    'en-GB': 'It has not been revoked.',
    'de-DE': 'Er wurde nicht widerrufen.',
    'ar-EG': 'لم تُلغَ.',
  },
  'verify.check.revocation.failed': {
    'it-IT': 'Revocato: chi l’ha emesso l’ha ritirato.',
    'en-GB': 'Revoked: its issuer withdrew it.',
    'de-DE': 'Widerrufen: Der Aussteller hat ihn zurückgezogen.',
    'ar-EG': 'مُلغاة: سحبها مُصدِرها.',
  },
  'verify.check.revocation.unknown': {
    'it-IT': 'Non si può sapere qui se è stato revocato.',
    'en-GB': 'Whether it was revoked cannot be known here.',
    'de-DE': 'Ob er widerrufen wurde, lässt sich hier nicht feststellen.',
    'ar-EG': 'لا يمكن معرفة ما إذا أُلغيت من هنا.',
  },
  'verify.proves': {
    'it-IT': 'Cosa prova: il tempo di studio attivo misurato da [site] e i risultati indicati, per la persona a cui è stato rilasciato.',
    'en-GB': 'What it proves: the active study time [site] measured and the results stated, for the person it was issued to.',
    'de-DE':
      'Was er belegt: die von [site] gemessene aktive Lernzeit und die genannten Ergebnisse, für die Person, der er ausgestellt wurde.',
    'ar-EG': 'ما تثبته: وقت الدراسة النشط الذي قاسه [site] والنتائج المذكورة، للشخص الذي صدرت له.',
  },
  'verify.provesNot': {
    'it-IT': 'Cosa non prova: che si sia imparato qualcosa, né chi sedeva davanti allo schermo; non è un esame sotto sorveglianza.',
    'en-GB': 'What it does not prove: that anything was learnt, nor who sat at the screen; it is not an exam under supervision.',
    'de-DE': 'Was er nicht belegt: dass etwas gelernt wurde, noch wer vor dem Bildschirm saß; es ist keine beaufsichtigte Prüfung.',
    'ar-EG': 'ما لا تثبته: أن شيئًا قد تُعُلِّم، ولا من جلس أمام الشاشة؛ وليست امتحانًا تحت المراقبة.',
  },
  'verify.name': { 'it-IT': 'Attestato: [name]', 'en-GB': 'Credential: [name]', 'de-DE': 'Nachweis: [name]', 'ar-EG': 'الشهادة: [name]' },
  'verify.effort.minutes': {
    'it-IT': `Studio attivo: ${minutesIt}`,
    'en-GB': `Active study: ${minutesEn}`,
    'de-DE': `Aktives Lernen: ${minutesDe}`,
    'ar-EG': `دراسة نشطة: ${minutesAr}`,
  },
  'verify.effort.sessions': {
    'it-IT': '{sessions, plural, one {# sessione completata} other {# sessioni completate}}',
    'en-GB': '{sessions, plural, one {# session completed} other {# sessions completed}}',
    'de-DE': '{sessions, plural, one {# Lektion abgeschlossen} other {# Lektionen abgeschlossen}}',
    'ar-EG':
      '{sessions, plural, zero {# جلسة مكتملة} one {جلسة واحدة مكتملة} two {جلستان مكتملتان} few {# جلسات مكتملة} many {# جلسة مكتملة} other {# جلسة مكتملة}}',
  },
  'verify.effort.days': {
    'it-IT': 'Dal [first] al [last]',
    'en-GB': 'From [first] to [last]',
    'de-DE': 'Vom [first] bis [last]',
    'ar-EG': 'من [first] إلى [last]',
  },
  'verify.effort.mastered': {
    'it-IT': '{count, plural, one {# domanda padroneggiata} other {# domande padroneggiate}}',
    'en-GB': '{count, plural, one {# question mastered} other {# questions mastered}}',
    'de-DE': '{count, plural, one {# Frage beherrscht} other {# Fragen beherrscht}}',
    'ar-EG':
      '{count, plural, zero {# سؤال متقن} one {سؤال واحد متقن} two {سؤالان متقنان} few {# أسئلة متقنة} many {# سؤالًا متقنًا} other {# سؤال متقن}}',
  },
  'verify.courses': {
    'it-IT': 'Corsi in questo registro',
    'en-GB': 'Courses in this record',
    'de-DE': 'Kurse in diesem Nachweis',
    'ar-EG': 'الدورات في هذا السجل',
  },
  'verify.course.unverified': {
    'it-IT': '(la sua firma non corrisponde)',
    'en-GB': '(its signature does not match)',
    'de-DE': '(seine Signatur stimmt nicht)',
    'ar-EG': '(توقيعها غير مطابق)',
  },
  'verify.revoke.title': {
    'it-IT': 'Revoca questo attestato',
    'en-GB': 'Revoke this credential',
    'de-DE': 'Diesen Nachweis widerrufen',
    'ar-EG': 'ألغِ هذه الشهادة',
  },
  'verify.revoke.reason': {
    'it-IT': 'Motivo (resta nel registro delle attività)',
    'en-GB': 'Reason (kept in the audit log)',
    'de-DE': 'Grund (bleibt im Protokoll)',
    'ar-EG': 'السبب (يُحفظ في سجل التدقيق)',
  },
  'verify.revoke.submit': { 'it-IT': 'Revoca', 'en-GB': 'Revoke', 'de-DE': 'Widerrufen', 'ar-EG': 'ألغِ' },
  'verify.revoke.done': {
    'it-IT': 'Revocato: ogni verifica ora lo dice.',
    'en-GB': 'Revoked: every verification now says so.',
    'de-DE': 'Widerrufen: Jede Prüfung zeigt es jetzt.',
    'ar-EG': 'أُلغيت: كل تحقق يقول ذلك الآن.',
  },

  'page.measuredTime.title': {
    'it-IT': 'Come si misura il tempo di studio',
    'en-GB': 'How study time is measured',
    'de-DE': 'Wie die Lernzeit gemessen wird',
    'ar-EG': 'كيف يُقاس وقت الدراسة',
  },
  'measuredTime.visible': {
    'it-IT': 'Conta solo il tempo in cui la pagina di studio è visibile e in uso: una scheda nascosta o una finestra ridotta non conta.',
    'en-GB': 'Only time while the study page is visible and in use counts: a hidden tab or a minimised window does not.',
    'de-DE':
      'Es zählt nur Zeit, in der die Lernseite sichtbar ist und genutzt wird: ein verborgener Tab oder ein minimiertes Fenster zählt nicht.',
    'ar-EG': 'لا يُحسب إلا الوقت الذي تكون فيه صفحة الدراسة ظاهرة وقيد الاستخدام: لا تُحسب علامة تبويب مخفية أو نافذة مصغّرة.',
  },
  'measuredTime.idle': {
    'it-IT': 'Dopo {idle, plural, one {# minuto} other {# minuti}} senza attività (nessun tasto, tocco o movimento) il conteggio si ferma.',
    'en-GB': 'After {idle, plural, one {# minute} other {# minutes}} without activity (no key, touch or movement) counting stops.',
    'de-DE':
      'Nach {idle, plural, one {# Minute} other {# Minuten}} ohne Aktivität (keine Taste, Berührung oder Bewegung) stoppt die Zählung.',
    'ar-EG':
      'بعد {idle, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}} دون نشاط (لا مفتاح ولا لمس ولا حركة) يتوقف العد.',
  },
  'measuredTime.caps': {
    'it-IT':
      'Il server non accredita mai più del tempo realmente trascorso sul suo orologio, e nessun intervallo vale più di {cap, plural, one {# minuto} other {# minuti}}.',
    'en-GB':
      'The server never credits more than the time really passed on its clock, and no interval counts for more than {cap, plural, one {# minute} other {# minutes}}.',
    'de-DE':
      'Der Server schreibt nie mehr gut als die auf seiner Uhr wirklich vergangene Zeit, und kein Intervall zählt mehr als {cap, plural, one {# Minute} other {# Minuten}}.',
    'ar-EG':
      'لا يحتسب الخادم أبدًا أكثر من الوقت الذي مضى فعلًا على ساعته، ولا تُحسب أي فترة بأكثر من {cap, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
  },
  'measuredTime.offline': {
    'it-IT': 'Lo studio offline conta quando la connessione torna, con la sua ora: con gli stessi limiti, e mai oltre un anno di attesa.',
    'en-GB':
      'Study offline counts when the connection returns, at its own time: with the same limits, and never after more than a year of waiting.',
    'de-DE':
      'Offline-Lernen zählt, wenn die Verbindung zurückkehrt, zu seiner eigenen Zeit: mit denselben Grenzen und nie nach mehr als einem Jahr Wartezeit.',
    'ar-EG': 'تُحسب الدراسة دون اتصال عند عودة الاتصال، بوقتها: بالحدود نفسها، وليس بعد انتظار أكثر من سنة.',
  },
  'measuredTime.same': {
    'it-IT': 'Gli attestati indicano gli stessi minuti delle statistiche: sono la stessa misura, firmata.',
    'en-GB': 'Credentials state the same minutes as the statistics: the same measure, signed.',
    'de-DE': 'Nachweise nennen dieselben Minuten wie die Statistik: dieselbe Messung, signiert.',
    'ar-EG': 'تذكر الشهادات الدقائق نفسها التي في الإحصاءات: القياس نفسه، موقّعًا.',
  },
  'measuredTime.limits': {
    'it-IT': 'Cosa non prova: che si sia imparato qualcosa, né chi sedeva davanti allo schermo. Non è un esame sotto sorveglianza.',
    'en-GB': 'What it does not prove: that anything was learnt, nor who sat at the screen. It is not an exam under supervision.',
    'de-DE': 'Was sie nicht belegt: dass etwas gelernt wurde, noch wer vor dem Bildschirm saß. Es ist keine beaufsichtigte Prüfung.',
    'ar-EG': 'ما لا يثبته: أن شيئًا قد تُعُلِّم، ولا من جلس أمام الشاشة. وليس امتحانًا تحت المراقبة.',
  },
});

type RecordsTexts = typeof recordsTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends RecordsTexts {}
}
