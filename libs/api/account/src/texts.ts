import { defineTexts } from '@tiles/contracts';

/**
 * The interface texts of the data export the account domain writes (its read-me and file names),
 * each in it-IT, en-GB, de-DE and ar-EG. The api seeds them; editors change them in the CMS.
 */
export const accountTexts = defineTexts({
  'export.readme.title': {
    'it-IT': 'I tuoi dati su [site]',
    'en-GB': 'Your data on [site]',
    'de-DE': 'Deine Daten bei [site]',
    'ar-EG': 'بياناتك على [site]',
  },
  'export.readme.intro': {
    'it-IT':
      'Questo archivio contiene tutti i dati che [site] conserva sul tuo account, al [date]. Ogni file è in formato JSON (leggibile da qualsiasi programma); gli orari sono in UTC, i giorni nel tuo fuso orario. Le dichiarazioni xAPI si scaricano a parte dalla pagina dei progressi.',
    'en-GB':
      'This archive holds all the data [site] keeps about your account, as of [date]. Each file is JSON (any program can read it); times are in UTC, days in your time zone. Your xAPI statements are a separate download on the progress page.',
    'de-DE':
      'Dieses Archiv enthält alle Daten, die [site] über dein Konto speichert, Stand [date]. Jede Datei ist JSON (jedes Programm kann sie lesen); Zeiten sind in UTC, Tage in deiner Zeitzone. Deine xAPI-Anweisungen lädst du separat auf der Fortschrittsseite herunter.',
    'ar-EG':
      'يحتوي هذا الأرشيف على كل البيانات التي يحتفظ بها [site] عن حسابك، حتى [date]. كل ملف بصيغة JSON (يستطيع أي برنامج قراءته)؛ الأوقات بتوقيت UTC، والأيام بمنطقتك الزمنية. عبارات xAPI الخاصة بك تنزيل منفصل في صفحة التقدّم.',
  },
  'export.file.profile': {
    'it-IT': 'il tuo account: nome, indirizzo, lingua, fuso orario, ruolo, quando è stato creato.',
    'en-GB': 'your account: name, address, language, time zone, role, when it was made.',
    'de-DE': 'dein Konto: Name, Adresse, Sprache, Zeitzone, Rolle, Erstellungsdatum.',
    'ar-EG': 'حسابك: الاسم، والعنوان، واللغة، والمنطقة الزمنية، والدور، وتاريخ إنشائه.',
  },
  'export.file.enrolments': {
    'it-IT': 'i corsi a cui ti sei iscritt[gender:o,a,ə], con inizio, fine e ultima sessione aperta.',
    'en-GB': 'the courses you enrolled in, with start, end and the last session opened.',
    'de-DE': 'die Kurse, in die du dich eingeschrieben hast, mit Beginn, Ende und zuletzt geöffneter Einheit.',
    'ar-EG': 'الدورات التي سجّلت فيها، مع البداية والنهاية وآخر جلسة فُتحت.',
  },
  'export.file.completions': {
    'it-IT': 'le sessioni completate, con la data.',
    'en-GB': 'the sessions you completed, with their date.',
    'de-DE': 'die abgeschlossenen Einheiten mit Datum.',
    'ar-EG': 'الجلسات التي أكملتها، مع تاريخها.',
  },
  'export.file.studyTime': {
    'it-IT': 'il tempo di studio attivo: per sessione, e per giorno, ora, dispositivo e materia (in millisecondi).',
    'en-GB': 'your active study time: per session, and per day, hour, device and subject (in milliseconds).',
    'de-DE': 'deine aktive Lernzeit: pro Einheit sowie pro Tag, Stunde, Gerät und Fach (in Millisekunden).',
    'ar-EG': 'وقت دراستك النشط: لكل جلسة، ولكل يوم وساعة وجهاز وموضوع (بالمللي ثانية).',
  },
  'export.file.pageViews': {
    'it-IT': 'ogni pagina vista, con il tempo segnalato dal browser e quello accreditato.',
    'en-GB': 'every page you viewed, with the time your browser reported and the time credited.',
    'de-DE': 'jede aufgerufene Seite mit der vom Browser gemeldeten und der angerechneten Zeit.',
    'ar-EG': 'كل صفحة عرضتها، مع الوقت الذي أبلغ عنه متصفحك والوقت المحتسب.',
  },
  'export.file.events': {
    'it-IT': 'le azioni registrate sulle pagine (video, download, …).',
    'en-GB': 'the actions recorded on pages (video, downloads, …).',
    'de-DE': 'die auf Seiten erfassten Aktionen (Video, Downloads, …).',
    'ar-EG': 'الإجراءات المسجّلة على الصفحات (الفيديو، والتنزيلات، …).',
  },
  'export.file.xpLedger': {
    'it-IT': 'ogni punto esperienza guadagnato, con la regola che l’ha dato.',
    'en-GB': 'every experience point you earned, with the rule that gave it.',
    'de-DE': 'jeder verdiente Erfahrungspunkt mit der Regel, die ihn vergab.',
    'ar-EG': 'كل نقطة خبرة اكتسبتها، مع القاعدة التي منحتها.',
  },
  'export.file.game': {
    'it-IT': 'livelli per categoria, badge, serie, obiettivo giornaliero e promemoria.',
    'en-GB': 'levels per category, badges, streak, daily goal and reminders.',
    'de-DE': 'Stufen pro Kategorie, Abzeichen, Serie, Tagesziel und Erinnerungen.',
    'ar-EG': 'المستويات لكل فئة، والشارات، والسلسلة، والهدف اليومي، والتذكيرات.',
  },
  'export.file.credentials': {
    'it-IT':
      'una credenziale Open Badges firmata per ogni livello di badge ottenuto e per ogni corso completato, con i suoi minuti di studio (cartella credentials).',
    'en-GB':
      'a signed Open Badges credential for each badge tier you reached and each course you completed, with its minutes of study (folder credentials).',
    'de-DE':
      'ein signierter Open-Badges-Nachweis für jede erreichte Abzeichenstufe und jeden abgeschlossenen Kurs, mit seinen Lernminuten (Ordner credentials).',
    'ar-EG': 'شهادة Open Badges موقّعة لكل درجة شارة بلغتها ولكل دورة أكملتها، مع دقائق دراستها (المجلد credentials).',
  },
  'export.file.transcript': {
    'it-IT':
      'il registro dello studio (Comprehensive Learner Record firmato): i corsi completati e i minuti verificati per categoria e anno.',
    'en-GB':
      'your record of study (a signed Comprehensive Learner Record): the courses you completed and verified minutes per category and year.',
    'de-DE':
      'dein Lernnachweis (ein signierter Comprehensive Learner Record): abgeschlossene Kurse und geprüfte Minuten je Kategorie und Jahr.',
    'ar-EG': 'سجل دراستك (سجل متعلّم شامل موقّع): الدورات التي أكملتها والدقائق المُتحقَّق منها لكل فئة وسنة.',
  },
  'export.file.practice': {
    'it-IT': 'le risposte alle domande e le schede del ripasso, con le impostazioni.',
    'en-GB': 'your answers to questions and your review cards, with their settings.',
    'de-DE': 'deine Antworten auf Fragen und deine Wiederholungskarten mit ihren Einstellungen.',
    'ar-EG': 'إجاباتك عن الأسئلة وبطاقات مراجعتك، مع إعداداتها.',
  },
  'export.file.notifications': {
    'it-IT': 'le notifiche ricevute, come le hai lette.',
    'en-GB': 'the notifications you received, as you read them.',
    'de-DE': 'die erhaltenen Benachrichtigungen, wie du sie gelesen hast.',
    'ar-EG': 'الإشعارات التي تلقيتها، كما قرأتها.',
  },
  'export.file.passkeys': {
    'it-IT': 'le tue passkey: il nome che hai dato a ciascuna, quando l’hai aggiunta e usata l’ultima volta.',
    'en-GB': 'your passkeys: the name you gave each, when you added it and last used it.',
    'de-DE': 'deine Passkeys: der Name, den du jedem gegeben hast, wann du ihn hinzugefügt und zuletzt verwendet hast.',
    'ar-EG': 'مفاتيح المرور الخاصة بك: الاسم الذي أعطيته لكلٍّ منها، ومتى أضفته ومتى استخدمته آخر مرة.',
  },
  'export.file.devices': {
    'it-IT': 'i dispositivi con cui hai effettuato l’accesso, anche quelli disconnessi.',
    'en-GB': 'the devices you signed in with, including those signed out.',
    'de-DE': 'die Geräte, mit denen du dich angemeldet hast, auch abgemeldete.',
    'ar-EG': 'الأجهزة التي سجّلت الدخول بها، بما فيها التي سُجّل خروجها.',
  },
  'export.file.groups': {
    'it-IT': 'i gruppi di cui fai parte, se condividi i tuoi dati di studio con ciascuno e i compiti assegnati.',
    'en-GB': 'the groups you are in, whether you share your study figures with each, and their assignments.',
    'de-DE': 'die Gruppen, in denen du bist, ob du deine Lernzahlen mit jeder teilst, und ihre Aufgaben.',
    'ar-EG': 'المجموعات التي أنت عضو فيها، وهل تشارك بيانات دراستك مع كل منها، والمهام المسندة فيها.',
  },
  'export.file.pushSubscriptions': {
    'it-IT': 'i browser a cui inviamo le tue notifiche push: l’indirizzo del loro servizio push, il browser, da quando.',
    'en-GB': 'the browsers we send your push notifications to: their push service address, the browser, since when.',
    'de-DE': 'die Browser, an die wir deine Push-Benachrichtigungen senden: die Adresse ihres Push-Dienstes, der Browser, seit wann.',
    'ar-EG': 'المتصفحات التي نرسل إليها إشعاراتك الفورية: عنوان خدمة الإشعارات، والمتصفح، ومنذ متى.',
  },
  'export.file.settings': {
    'it-IT': 'le tue impostazioni: lingua, fuso orario, notifiche disattivate, obiettivo.',
    'en-GB': 'your settings: language, time zone, muted notifications, goal.',
    'de-DE': 'deine Einstellungen: Sprache, Zeitzone, stummgeschaltete Benachrichtigungen, Ziel.',
    'ar-EG': 'إعداداتك: اللغة، والمنطقة الزمنية، والإشعارات المكتومة، والهدف.',
  },
});

type AccountTexts = typeof accountTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends AccountTexts {}
}
