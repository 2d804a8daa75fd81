import { defineTexts } from '@tiles/contracts';

/**
 * The interface texts of the courses lib's screens, each in it-IT, en-GB, de-DE and ar-EG.
 * The api seeds them; editors change them in the CMS.
 */
export const coursesTexts = defineTexts({
  'home.learner.recommendedCategory': {
    'it-IT': 'Un altro corso di [category], come quelli che segui, che non hai ancora iniziato:',
    'en-GB': 'Another [category] course, like the ones you follow, that you have not started yet:',
    'de-DE': 'Ein weiterer Kurs aus [category], wie die, denen du folgst, den du noch nicht begonnen hast:',
    'ar-EG': 'دورة أخرى في [category]، مثل التي تتابعها، لم تبدأها بعد:',
  },
  'home.learner.recommendedCatalogue': {
    'it-IT': 'Un corso per cominciare, dal catalogo ([category]):',
    'en-GB': 'A course to begin with, from the catalogue ([category]):',
    'de-DE': 'Ein Kurs für den Anfang, aus dem Katalog ([category]):',
    'ar-EG': 'دورة للبداية من الدليل ([category]):',
  },
  'home.learner.discover': { 'it-IT': 'Scopri il corso', 'en-GB': 'See the course', 'de-DE': 'Kurs ansehen', 'ar-EG': 'اطّلع على الدورة' },
  'page.catalogue.title': { 'it-IT': 'Catalogo corsi', 'en-GB': 'Course catalogue', 'de-DE': 'Kurskatalog', 'ar-EG': 'دليل الدورات' },
  'page.course.title': { 'it-IT': 'Corso', 'en-GB': 'Course', 'de-DE': 'Kurs', 'ar-EG': 'الدورة' },
  'page.coursePreview.title': { 'it-IT': 'Corso', 'en-GB': 'Course', 'de-DE': 'Kurs', 'ar-EG': 'دورة' },
  'coursePreview.signUp': {
    'it-IT': 'Iscriviti gratis',
    'en-GB': 'Sign up for free',
    'de-DE': 'Kostenlos registrieren',
    'ar-EG': 'سجّل مجانًا',
  },
  'coursePreview.signIn': {
    'it-IT': 'Accedi per iniziare',
    'en-GB': 'Sign in to start',
    'de-DE': 'Anmelden und beginnen',
    'ar-EG': 'سجّل الدخول لتبدأ',
  },
  'coursePreview.open': { 'it-IT': 'Vai al corso', 'en-GB': 'Go to the course', 'de-DE': 'Zum Kurs', 'ar-EG': 'انتقل إلى الدورة' },
  'coursePreview.contents': { 'it-IT': 'Cosa contiene', 'en-GB': 'What it contains', 'de-DE': 'Was er enthält', 'ar-EG': 'ماذا تتضمن' },
  'coursePreview.outline': {
    'it-IT': '{modules, plural, one {# modulo} other {# moduli}}, {sessions, plural, one {# lezione} other {# lezioni}}.',
    'en-GB': '{modules, plural, one {# module} other {# modules}}, {sessions, plural, one {# session} other {# sessions}}.',
    'de-DE': '{modules, plural, one {# Modul} other {# Module}}, {sessions, plural, one {# Lektion} other {# Lektionen}}.',
    'ar-EG':
      '{modules, plural, zero {# وحدة} one {وحدة واحدة} two {وحدتان} few {# وحدات} many {# وحدة} other {# وحدة}}، {sessions, plural, zero {# درس} one {درس واحد} two {درسان} few {# دروس} many {# درسًا} other {# درس}}.',
  },
  'coursePreview.questions': {
    'it-IT':
      '{count, plural, one {# domanda per metterti alla prova, che torna nel ripasso.} other {# domande per metterti alla prova, che tornano nel ripasso.}}',
    'en-GB':
      '{count, plural, one {# question to test yourself, brought back in review.} other {# questions to test yourself, brought back in review.}}',
    'de-DE':
      '{count, plural, one {# Frage zum Selbsttest, die in der Wiederholung zurückkommt.} other {# Fragen zum Selbsttest, die in der Wiederholung zurückkommen.}}',
    'ar-EG':
      '{count, plural, zero {# سؤال لتختبر نفسك.} one {سؤال واحد لتختبر نفسك، يعود في المراجعة.} two {سؤالان لتختبر نفسك، يعودان في المراجعة.} few {# أسئلة لتختبر نفسك، تعود في المراجعة.} many {# سؤالًا لتختبر نفسك، تعود في المراجعة.} other {# سؤال لتختبر نفسك، تعود في المراجعة.}}',
  },
  'page.session.title': { 'it-IT': 'Lezione', 'en-GB': 'Session', 'de-DE': 'Lektion', 'ar-EG': 'الجلسة' },
  'offline.completionQueued': {
    'it-IT': 'Lezione completata offline: verrà salvata quando tornerai online.',
    'en-GB': 'Lesson completed offline: it will be saved when you are back online.',
    'de-DE': 'Lektion offline abgeschlossen: Sie wird gespeichert, sobald du wieder online bist.',
    'ar-EG': 'اكتمل الدرس دون اتصال: سيُحفظ عند عودتك إلى الإنترنت.',
  },
  'course.draft': {
    'it-IT': 'Bozza, non pubblicato',
    'en-GB': 'Draft, not published',
    'de-DE': 'Entwurf, nicht veröffentlicht',
    'ar-EG': 'مسودة، غير منشورة',
  },
  'catalogue.intro': {
    'it-IT': 'Scegli un corso e inizia quando vuoi.',
    'en-GB': 'Pick a course and start whenever you like.',
    'de-DE': 'Wähle einen Kurs und beginne, wann du willst.',
    'ar-EG': 'اختر دورة وابدأ متى شئت.',
  },
  'catalogue.categories': {
    'it-IT': 'Filtra per categoria',
    'en-GB': 'Filter by category',
    'de-DE': 'Nach Kategorie filtern',
    'ar-EG': 'التصفية حسب الفئة',
  },
  'catalogue.allCategories': { 'it-IT': 'Tutte', 'en-GB': 'All', 'de-DE': 'Alle', 'ar-EG': 'الكل' },
  'catalogue.search': {
    'it-IT': 'Cerca nel catalogo',
    'en-GB': 'Search the catalogue',
    'de-DE': 'Katalog durchsuchen',
    'ar-EG': 'ابحث في الدليل',
  },
  'catalogue.searchButton': { 'it-IT': 'Cerca', 'en-GB': 'Search', 'de-DE': 'Suchen', 'ar-EG': 'بحث' },
  'catalogue.results': {
    'it-IT': '{count, plural, =0 {Nessun corso trovato} one {# corso trovato} other {# corsi trovati}}',
    'en-GB': '{count, plural, =0 {No courses found} one {# course found} other {# courses found}}',
    'de-DE': '{count, plural, =0 {Keine Kurse gefunden} one {# Kurs gefunden} other {# Kurse gefunden}}',
    'ar-EG':
      '{count, plural, =0 {لم يُعثر على دورات} one {عُثر على دورة واحدة} two {عُثر على دورتين} few {عُثر على # دورات} many {عُثر على # دورة} other {عُثر على # دورة}}',
  },
  'catalogue.empty': {
    'it-IT': 'Nessun corso corrisponde alla ricerca.',
    'en-GB': 'No course matches your search.',
    'de-DE': 'Kein Kurs passt zu deiner Suche.',
    'ar-EG': 'لا توجد دورة تطابق بحثك.',
  },
  'catalogue.duration': {
    'it-IT': 'Durata: [duration]',
    'en-GB': 'Duration: [duration]',
    'de-DE': 'Dauer: [duration]',
    'ar-EG': 'المدة: [duration]',
  },
  'catalogue.progress': {
    'it-IT': '[done] di {total, plural, one {# lezione completata} other {# lezioni completate}}',
    'en-GB': '[done] of {total, plural, one {# session completed} other {# sessions completed}}',
    'de-DE': '[done] von {total, plural, one {# Lektion abgeschlossen} other {# Lektionen abgeschlossen}}',
    'ar-EG':
      '[done] من {total, plural, zero {# جلسة مكتملة} one {جلسة واحدة مكتملة} two {جلستين مكتملتين} few {# جلسات مكتملة} many {# جلسة مكتملة} other {# جلسة مكتملة}}',
  },
  'catalogue.pagination': { 'it-IT': 'Pagine dei risultati', 'en-GB': 'Result pages', 'de-DE': 'Ergebnisseiten', 'ar-EG': 'صفحات النتائج' },
  'catalogue.page': {
    'it-IT': 'Pagina [page] di [pages]',
    'en-GB': 'Page [page] of [pages]',
    'de-DE': 'Seite [page] von [pages]',
    'ar-EG': 'الصفحة [page] من [pages]',
  },
  'catalogue.previousPage': {
    'it-IT': 'Pagina precedente',
    'en-GB': 'Previous page',
    'de-DE': 'Vorherige Seite',
    'ar-EG': 'الصفحة السابقة',
  },
  'catalogue.nextPage': { 'it-IT': 'Pagina successiva', 'en-GB': 'Next page', 'de-DE': 'Nächste Seite', 'ar-EG': 'الصفحة التالية' },
  'course.enrol': {
    'it-IT': 'Iscriviti al corso',
    'en-GB': 'Enrol in the course',
    'de-DE': 'Für den Kurs anmelden',
    'ar-EG': 'سجّل في الدورة',
  },
  'course.start': { 'it-IT': 'Inizia il corso', 'en-GB': 'Start the course', 'de-DE': 'Kurs beginnen', 'ar-EG': 'ابدأ الدورة' },
  'course.review': { 'it-IT': 'Rivedi il corso', 'en-GB': 'Review the course', 'de-DE': 'Kurs wiederholen', 'ar-EG': 'راجع الدورة' },
  'course.resume': {
    'it-IT': 'Riprendi dalla lezione [position]',
    'en-GB': 'Resume at session [position]',
    'de-DE': 'Bei Lektion [position] weitermachen',
    'ar-EG': 'استأنف من الجلسة [position]',
  },
  'course.completed': { 'it-IT': 'Corso completato', 'en-GB': 'Course completed', 'de-DE': 'Kurs abgeschlossen', 'ar-EG': 'اكتملت الدورة' },
  'course.expired': {
    'it-IT': 'Questo corso è scaduto: non accetta nuove iscrizioni.',
    'en-GB': 'This course has expired and takes no new enrolments.',
    'de-DE': 'Dieser Kurs ist abgelaufen und nimmt keine Anmeldungen mehr an.',
    'ar-EG': 'انتهت صلاحية هذه الدورة ولا تقبل تسجيلات جديدة.',
  },
  'course.rowExpired': { 'it-IT': 'Scaduto', 'en-GB': 'Expired', 'de-DE': 'Abgelaufen', 'ar-EG': 'منتهية' },
  'course.sessionDone': { 'it-IT': 'completata', 'en-GB': 'completed', 'de-DE': 'abgeschlossen', 'ar-EG': 'مكتملة' },
  'session.module': {
    'it-IT': 'Modulo [number]: [title]',
    'en-GB': 'Module [number]: [title]',
    'de-DE': 'Modul [number]: [title]',
    'ar-EG': 'الوحدة [number]: [title]',
  },
  'session.backToCourse': {
    'it-IT': 'Torna al corso',
    'en-GB': 'Back to the course',
    'de-DE': 'Zurück zum Kurs',
    'ar-EG': 'العودة إلى الدورة',
  },
  'session.previous': {
    'it-IT': 'Lezione precedente',
    'en-GB': 'Previous session',
    'de-DE': 'Vorherige Lektion',
    'ar-EG': 'الجلسة السابقة',
  },
  'session.next': { 'it-IT': 'Lezione successiva', 'en-GB': 'Next session', 'de-DE': 'Nächste Lektion', 'ar-EG': 'الجلسة التالية' },
  'session.complete': {
    'it-IT': 'Segna come completata',
    'en-GB': 'Mark as completed',
    'de-DE': 'Als abgeschlossen markieren',
    'ar-EG': 'تعليم كمكتملة',
  },
  'session.completed': {
    'it-IT': 'Lezione completata',
    'en-GB': 'Session completed',
    'de-DE': 'Lektion abgeschlossen',
    'ar-EG': 'اكتملت الجلسة',
  },
  'session.xpPending': {
    'it-IT':
      'Per gli XP di questa lezione studiala ancora {minutes, plural, one {# minuto} other {# minuti}}: il tempo di questa visita si conta quando lasci la pagina.',
    'en-GB':
      'Study {minutes, plural, one {# more minute} other {# more minutes}} for the XP of this session: the time of this visit counts when you leave the page.',
    'de-DE':
      'Lerne noch {minutes, plural, one {# Minute} other {# Minuten}} für die XP dieser Lektion: Die Zeit dieses Besuchs zählt, wenn du die Seite verlässt.',
    'ar-EG':
      'ادرس {minutes, plural, zero {# دقيقة أخرى} one {دقيقة أخرى} two {دقيقتين أخريين} few {# دقائق أخرى} many {# دقيقة أخرى} other {# دقيقة أخرى}} لتحصل على نقاط خبرة هذه الجلسة: يُحتسب وقت هذه الزيارة عند مغادرتك الصفحة.',
  },
  'session.xpEarned': {
    'it-IT': 'Hai ottenuto gli XP di questa lezione.',
    'en-GB': 'You earned the XP of this session.',
    'de-DE': 'Du hast die XP dieser Lektion erhalten.',
    'ar-EG': 'حصلت على نقاط خبرة هذه الجلسة.',
  },
  'session.completeFailed': {
    'it-IT': 'Non è stato possibile segnare la lezione come completata: [message]',
    'en-GB': 'We could not mark this session as complete: [message]',
    'de-DE': 'Die Lektion konnte nicht als abgeschlossen markiert werden: [message]',
    'ar-EG': 'تعذّر تعليم هذه الجلسة كمكتملة: [message]',
  },
  'session.au.label': {
    'it-IT': 'Attività del corso',
    'en-GB': 'Course activity',
    'de-DE': 'Kursaktivität',
    'ar-EG': 'نشاط الدورة',
  },
  'session.au.launch': {
    'it-IT': 'Avvia l’attività',
    'en-GB': 'Start the activity',
    'de-DE': 'Aktivität starten',
    'ar-EG': 'ابدأ النشاط',
  },
  'session.au.relaunch': {
    'it-IT': 'Riapri l’attività',
    'en-GB': 'Open the activity again',
    'de-DE': 'Aktivität erneut öffnen',
    'ar-EG': 'افتح النشاط مرة أخرى',
  },
  'session.au.frameTitle': {
    'it-IT': 'Attività: [title]',
    'en-GB': 'Activity: [title]',
    'de-DE': 'Aktivität: [title]',
    'ar-EG': 'النشاط: [title]',
  },
  'session.au.ownWindow': {
    'it-IT': 'L’attività si è aperta in una nuova finestra: il tempo che passi su questa pagina continua a contare.',
    'en-GB': 'The activity opened in a new window: the time you spend on this page keeps counting.',
    'de-DE': 'Die Aktivität wurde in einem neuen Fenster geöffnet: Die Zeit auf dieser Seite zählt weiter.',
    'ar-EG': 'فُتح النشاط في نافذة جديدة: الوقت الذي تقضيه في هذه الصفحة يستمر في الاحتساب.',
  },
  'session.au.launchFailed': {
    'it-IT': 'Non è stato possibile avviare l’attività: [message]',
    'en-GB': 'We could not start the activity: [message]',
    'de-DE': 'Die Aktivität konnte nicht gestartet werden: [message]',
    'ar-EG': 'تعذّر بدء النشاط: [message]',
  },
  'session.progress': { 'it-IT': 'Avanzamento del corso', 'en-GB': 'Course progress', 'de-DE': 'Kursfortschritt', 'ar-EG': 'تقدّم الدورة' },
  'session.playVideo': {
    'it-IT': 'Guarda il video: [title]',
    'en-GB': 'Watch the video: [title]',
    'de-DE': 'Video ansehen: [title]',
    'ar-EG': 'شاهد الفيديو: [title]',
  },
  'session.navigation': {
    'it-IT': 'Navigazione tra le lezioni',
    'en-GB': 'Session navigation',
    'de-DE': 'Navigation zwischen Lektionen',
    'ar-EG': 'التنقل بين الجلسات',
  },
  'myCourses.empty': {
    'it-IT': 'Non hai corsi in corso. Trova il prossimo nel catalogo.',
    'en-GB': 'You have no courses in progress. Find your next one in the catalogue.',
    'de-DE': 'Du hast keine laufenden Kurse. Finde deinen nächsten im Katalog.',
    'ar-EG': 'ليست لديك دورات قيد التقدم. اعثر على دورتك التالية في الدليل.',
  },
  'archive.empty': {
    'it-IT': 'L’archivio è vuoto: qui finiscono i corsi completati o scaduti.',
    'en-GB': 'The archive is empty: completed or expired courses end up here.',
    'de-DE': 'Das Archiv ist leer: Abgeschlossene oder abgelaufene Kurse landen hier.',
    'ar-EG': 'الأرشيف فارغ: تنتهي هنا الدورات المكتملة أو المنتهية.',
  },
  'archive.completedOn': {
    'it-IT': 'Completato il [date]',
    'en-GB': 'Completed on [date]',
    'de-DE': 'Abgeschlossen am [date]',
    'ar-EG': 'اكتملت في [date]',
  },
  'course.mastery': {
    'it-IT': '{mastered, plural, one {# domanda padroneggiata} other {# domande padroneggiate}} su [questions]; risposte date: [answered].',
    'en-GB': '{mastered, plural, one {# question mastered} other {# questions mastered}} of [questions]; answered: [answered].',
    'de-DE': '{mastered, plural, one {# Frage beherrscht} other {# Fragen beherrscht}} von [questions]; beantwortet: [answered].',
    'ar-EG':
      '{mastered, plural, zero {أتقنت # سؤال} one {أتقنت سؤالًا واحدًا} two {أتقنت سؤالين} few {أتقنت # أسئلة} many {أتقنت # سؤالًا} other {أتقنت # سؤال}} من [questions]؛ المُجاب عنها: [answered].',
  },
  'reward.title': {
    'it-IT': 'Lezione completata!',
    'en-GB': 'Session complete!',
    'de-DE': 'Lektion abgeschlossen!',
    'ar-EG': 'أكملت الدرس!',
  },
  'reward.loading': {
    'it-IT': 'Calcoliamo cosa hai ottenuto…',
    'en-GB': 'Working out what you earned…',
    'de-DE': 'Wir rechnen aus, was du erreicht hast …',
    'ar-EG': 'نحسب ما حققته…',
  },
  'reward.unavailable': {
    'it-IT': 'Il riepilogo non è disponibile ora: la lezione è comunque completata.',
    'en-GB': 'The summary is not available right now: the session is completed all the same.',
    'de-DE': 'Die Übersicht ist gerade nicht verfügbar: Die Lektion ist trotzdem abgeschlossen.',
    'ar-EG': 'الملخص غير متاح الآن: ومع ذلك اكتمل الدرس.',
  },
  'reward.retry': { 'it-IT': 'Riprova', 'en-GB': 'Try again', 'de-DE': 'Erneut versuchen', 'ar-EG': 'أعد المحاولة' },
  'reward.minutes': {
    'it-IT':
      '{minutes, plural, =0 {Meno di un minuto di studio attivo in questa lezione.} one {# minuto di studio attivo in questa lezione.} other {# minuti di studio attivo in questa lezione.}}',
    'en-GB':
      '{minutes, plural, =0 {Less than a minute of active study in this session.} one {# minute of active study in this session.} other {# minutes of active study in this session.}}',
    'de-DE':
      '{minutes, plural, =0 {Weniger als eine Minute aktives Lernen in dieser Lektion.} one {# Minute aktives Lernen in dieser Lektion.} other {# Minuten aktives Lernen in dieser Lektion.}}',
    'ar-EG':
      '{minutes, plural, zero {أقل من دقيقة من الدراسة الفعلية في هذا الدرس.} one {دقيقة واحدة من الدراسة الفعلية في هذا الدرس.} two {دقيقتان من الدراسة الفعلية في هذا الدرس.} few {# دقائق من الدراسة الفعلية في هذا الدرس.} many {# دقيقة من الدراسة الفعلية في هذا الدرس.} other {# دقيقة من الدراسة الفعلية في هذا الدرس.}}',
  },
  'reward.questions': {
    'it-IT': 'Risposte giuste: [right] su {total, plural, one {# domanda} other {# domande}}.',
    'en-GB': 'Right answers: [right] of {total, plural, one {# question} other {# questions}}.',
    'de-DE': 'Richtige Antworten: [right] von {total, plural, one {# Frage} other {# Fragen}}.',
    'ar-EG':
      'الإجابات الصحيحة: [right] من {total, plural, zero {# سؤال} one {سؤال واحد} two {سؤالين} few {# أسئلة} many {# سؤالًا} other {# سؤال}}.',
  },
  'reward.goalMet': {
    'it-IT':
      '{streak, plural, one {Obiettivo di oggi raggiunto: la tua serie è di # giorno.} other {Obiettivo di oggi raggiunto: la tua serie è di # giorni.}}',
    'en-GB': '{streak, plural, one {Today’s goal met: your streak is # day.} other {Today’s goal met: your streak is # days.}}',
    'de-DE':
      '{streak, plural, one {Tagesziel erreicht: Deine Serie ist # Tag lang.} other {Tagesziel erreicht: Deine Serie ist # Tage lang.}}',
    'ar-EG':
      '{streak, plural, zero {تحقق هدف اليوم: سلسلتك # يوم.} one {تحقق هدف اليوم: سلسلتك يوم واحد.} two {تحقق هدف اليوم: سلسلتك يومان.} few {تحقق هدف اليوم: سلسلتك # أيام.} many {تحقق هدف اليوم: سلسلتك # يومًا.} other {تحقق هدف اليوم: سلسلتك # يوم.}}',
  },
  'reward.goalLeft': {
    'it-IT':
      'Oggi {minutes, plural, one {# minuto} other {# minuti}} su un obiettivo di {goal, plural, one {# minuto} other {# minuti}}: ancora [left] min per l’obiettivo e la serie.',
    'en-GB':
      'Today {minutes, plural, one {# minute} other {# minutes}} of your {goal, plural, one {# minute} other {# minutes}} goal: [left] min more for the goal and your streak.',
    'de-DE':
      'Heute {minutes, plural, one {# Minute} other {# Minuten}} von {goal, plural, one {# Minute} other {# Minuten}} Tagesziel: noch [left] Min. für das Ziel und deine Serie.',
    'ar-EG':
      'اليوم {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}} من هدف {goal, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}: بقيت [left] دقيقة للهدف وللسلسلة.',
  },
  'reward.xpPending': {
    'it-IT':
      '{minutes, plural, one {Gli XP della lezione arriveranno dopo ancora # minuto di studio.} other {Gli XP della lezione arriveranno dopo ancora # minuti di studio.}}',
    'en-GB':
      '{minutes, plural, one {The session’s XP comes after # more minute of study.} other {The session’s XP comes after # more minutes of study.}}',
    'de-DE':
      '{minutes, plural, one {Die XP der Lektion kommen nach # weiteren Minute Lernen.} other {Die XP der Lektion kommen nach # weiteren Minuten Lernen.}}',
    'ar-EG':
      '{minutes, plural, zero {تصل نقاط الدرس بعد # دقيقة أخرى من الدراسة.} one {تصل نقاط الدرس بعد دقيقة أخرى من الدراسة.} two {تصل نقاط الدرس بعد دقيقتين أخريين من الدراسة.} few {تصل نقاط الدرس بعد # دقائق أخرى من الدراسة.} many {تصل نقاط الدرس بعد # دقيقة أخرى من الدراسة.} other {تصل نقاط الدرس بعد # دقيقة أخرى من الدراسة.}}',
  },
  'reward.xp': {
    'it-IT': '+[xp] XP da questa lezione e dallo studio di oggi',
    'en-GB': '+[xp] XP from this session and today’s study',
    'de-DE': '+[xp] XP aus dieser Lektion und dem heutigen Lernen',
    'ar-EG': '+[xp] نقطة خبرة من هذا الدرس ومن دراسة اليوم',
  },
  'reward.badge': {
    'it-IT': '[name]: [amount] di [next] per il prossimo grado.',
    'en-GB': '[name]: [amount] of [next] for the next tier.',
    'de-DE': '[name]: [amount] von [next] bis zur nächsten Stufe.',
    'ar-EG': '[name]: [amount] من [next] للدرجة التالية.',
  },
  'reward.badgeTop': {
    'it-IT': '[name]: [amount], il grado più alto.',
    'en-GB': '[name]: [amount], the top tier.',
    'de-DE': '[name]: [amount], die höchste Stufe.',
    'ar-EG': '[name]: [amount]، أعلى درجة.',
  },
  'reward.nextSession': {
    'it-IT': 'Vai alla prossima lezione',
    'en-GB': 'Go to the next session',
    'de-DE': 'Zur nächsten Lektion',
    'ar-EG': 'انتقل إلى الدرس التالي',
  },
  'reward.backToCourse': {
    'it-IT': 'Torna al corso',
    'en-GB': 'Back to the course',
    'de-DE': 'Zurück zum Kurs',
    'ar-EG': 'العودة إلى الدورة',
  },
  'course.effort.learners': {
    'it-IT': 'Di solito circa [duration] di studio (tempo attivo di chi l’ha completato)',
    'en-GB': 'Usually about [duration] of study (the active time of those who completed it)',
    'de-DE': 'Meist etwa [duration] Lernzeit (die aktive Zeit derer, die ihn abgeschlossen haben)',
    'ar-EG': 'عادةً نحو [duration] من الدراسة (الوقت النشط لمن أكملوها)',
  },
  'course.effort.content': {
    'it-IT': 'Circa [duration] di studio (stima dalla durata dei contenuti)',
    'en-GB': 'About [duration] of study (estimated from the content’s length)',
    'de-DE': 'Etwa [duration] Lernzeit (geschätzt aus der Länge der Inhalte)',
    'ar-EG': 'نحو [duration] من الدراسة (تقدير من طول المحتوى)',
  },
  'course.effort.left': {
    'it-IT': 'Circa [duration] rimasti, al tuo ritmo',
    'en-GB': 'About [duration] left at your pace',
    'de-DE': 'Noch etwa [duration] in deinem Tempo',
    'ar-EG': 'يتبقى نحو [duration] بوتيرتك',
  },
});

type CoursesTexts = typeof coursesTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends CoursesTexts {}
}
