import { defineTexts } from '@tiles/contracts';

/**
 * The interface texts of the cms lib's screens, each in it-IT, en-GB, de-DE and ar-EG.
 * The api seeds them; editors change them in the CMS.
 */
export const cmsTexts = defineTexts({
  'cms.bar.texts': { 'it-IT': 'Testi dell’interfaccia', 'en-GB': 'Interface texts', 'de-DE': 'Oberflächentexte', 'ar-EG': 'نصوص الواجهة' },
  'cms.bar.drafts': { 'it-IT': 'Bozze', 'en-GB': 'Drafts', 'de-DE': 'Entwürfe', 'ar-EG': 'المسودات' },
  'cms.bar.notifications': {
    'it-IT': 'Invia una notifica',
    'en-GB': 'Send a notification',
    'de-DE': 'Benachrichtigung senden',
    'ar-EG': 'إرسال إشعار',
  },
  'cms.course.heading': { 'it-IT': 'Modifica il corso', 'en-GB': 'Edit the course', 'de-DE': 'Kurs bearbeiten', 'ar-EG': 'تحرير الدورة' },
  'cms.course.hasDraft': {
    'it-IT': 'Stai vedendo la bozza: i corsisti vedono ancora la versione pubblicata.',
    'en-GB': 'You are seeing the draft: learners still see the published version.',
    'de-DE': 'Du siehst den Entwurf: Lernende sehen noch die veröffentlichte Fassung.',
    'ar-EG': 'أنت ترى المسودة: لا يزال المتعلمون يرون النسخة المنشورة.',
  },
  'cms.field.title': {
    'it-IT': 'Titolo ([locale])',
    'en-GB': 'Title ([locale])',
    'de-DE': 'Titel ([locale])',
    'ar-EG': 'العنوان ([locale])',
  },
  'cms.field.description': {
    'it-IT': 'Descrizione ([locale])',
    'en-GB': 'Description ([locale])',
    'de-DE': 'Beschreibung ([locale])',
    'ar-EG': 'الوصف ([locale])',
  },
  'cms.field.category': { 'it-IT': 'Categoria', 'en-GB': 'Category', 'de-DE': 'Kategorie', 'ar-EG': 'الفئة' },
  'cms.field.cover': {
    'it-IT': 'Immagine di copertina (percorso sul sito)',
    'en-GB': 'Cover image (path on this site)',
    'de-DE': 'Titelbild (Pfad dieser Website)',
    'ar-EG': 'صورة الغلاف (مسارها في هذا الموقع)',
  },
  'cms.field.published': { 'it-IT': 'Pubblicato', 'en-GB': 'Published', 'de-DE': 'Veröffentlicht', 'ar-EG': 'منشور' },
  'cms.field.expiresAt': {
    'it-IT': 'Scade il (vuoto: mai)',
    'en-GB': 'Expires on (empty: never)',
    'de-DE': 'Läuft ab am (leer: nie)',
    'ar-EG': 'ينتهي في (فارغ: أبدًا)',
  },
  'cms.saveDraft': { 'it-IT': 'Salva bozza', 'en-GB': 'Save draft', 'de-DE': 'Entwurf speichern', 'ar-EG': 'حفظ المسودة' },
  'cms.publish': { 'it-IT': 'Pubblica', 'en-GB': 'Publish', 'de-DE': 'Veröffentlichen', 'ar-EG': 'نشر' },
  'cms.discard': { 'it-IT': 'Scarta bozza', 'en-GB': 'Discard draft', 'de-DE': 'Entwurf verwerfen', 'ar-EG': 'تجاهل المسودة' },
  'cms.saved': { 'it-IT': 'Bozza salvata.', 'en-GB': 'Draft saved.', 'de-DE': 'Entwurf gespeichert.', 'ar-EG': 'حُفظت المسودة.' },
  'cms.publishedNow': {
    'it-IT': 'Pubblicato: i corsisti lo vedono ora.',
    'en-GB': 'Published: learners see it now.',
    'de-DE': 'Veröffentlicht: Lernende sehen es jetzt.',
    'ar-EG': 'نُشر: يراه المتعلمون الآن.',
  },
  'cms.discarded': { 'it-IT': 'Bozza scartata.', 'en-GB': 'Draft discarded.', 'de-DE': 'Entwurf verworfen.', 'ar-EG': 'تم تجاهل المسودة.' },
  'cms.failed': {
    'it-IT': 'Non salvato: [message]',
    'en-GB': 'Not saved: [message]',
    'de-DE': 'Nicht gespeichert: [message]',
    'ar-EG': 'لم يُحفظ: [message]',
  },
  'page.texts.title': {
    'it-IT': 'Testi dell’interfaccia',
    'en-GB': 'Interface texts',
    'de-DE': 'Oberflächentexte',
    'ar-EG': 'نصوص الواجهة',
  },
  'texts.search': {
    'it-IT': 'Cerca per chiave o testo',
    'en-GB': 'Search by key or text',
    'de-DE': 'Nach Schlüssel oder Text suchen',
    'ar-EG': 'ابحث بالمفتاح أو بالنص',
  },
  'texts.count': {
    'it-IT': '{count, plural, one {# testo} other {# testi}}',
    'en-GB': '{count, plural, one {# text} other {# texts}}',
    'de-DE': '{count, plural, one {# Text} other {# Texte}}',
    'ar-EG': '{count, plural, zero {# نص} one {نص واحد} two {نصان} few {# نصوص} many {# نصًا} other {# نص}}',
  },
  'texts.more': {
    'it-IT': '{count, plural, one {È mostrato il primo} other {Sono mostrati i primi #}}: affina la ricerca per vedere gli altri.',
    'en-GB': 'Showing the first {count, plural, one {one} other {#}}: refine the search to see the others.',
    'de-DE': '{count, plural, one {Der erste wird} other {Die ersten # werden}} angezeigt: Verfeinere die Suche, um weitere zu sehen.',
    'ar-EG':
      'يُعرض {count, plural, zero {أول #} one {الأول} two {أول اثنين} few {أول #} many {أول #} other {أول #}}: حسّن البحث لرؤية البقية.',
  },
  'texts.missing': { 'it-IT': 'Mancante', 'en-GB': 'Missing', 'de-DE': 'Fehlt', 'ar-EG': 'مفقود' },
  'texts.needsReview': { 'it-IT': 'Da rivedere', 'en-GB': 'Needs review', 'de-DE': 'Zu prüfen', 'ar-EG': 'يحتاج إلى مراجعة' },
  'texts.reviewed': { 'it-IT': 'Rivisto', 'en-GB': 'Reviewed', 'de-DE': 'Geprüft', 'ar-EG': 'تمت مراجعته' },
  'texts.draft': { 'it-IT': 'Bozza', 'en-GB': 'Draft', 'de-DE': 'Entwurf', 'ar-EG': 'مسودة' },
  'texts.source': { 'it-IT': '[locale], sorgente', 'en-GB': '[locale], source', 'de-DE': '[locale], Quelle', 'ar-EG': '[locale]، المصدر' },
  'texts.preview': {
    'it-IT': 'Anteprima per maschile, femminile e neutro',
    'en-GB': 'Preview for masculine, feminine and neutral',
    'de-DE': 'Vorschau für männlich, weiblich und neutral',
    'ar-EG': 'معاينة للمذكر والمؤنث والمحايد',
  },
  'texts.previewCounts': {
    'it-IT': 'Anteprima con 0, 1 e 2',
    'en-GB': 'Preview with 0, 1 and 2',
    'de-DE': 'Vorschau mit 0, 1 und 2',
    'ar-EG': 'معاينة مع ٠ و١ و٢',
  },
  'texts.edit': { 'it-IT': 'Modifica [key]', 'en-GB': 'Edit [key]', 'de-DE': '[key] bearbeiten', 'ar-EG': 'تحرير [key]' },
  'page.drafts.title': {
    'it-IT': 'Bozze da pubblicare',
    'en-GB': 'Drafts to publish',
    'de-DE': 'Zu veröffentlichende Entwürfe',
    'ar-EG': 'مسودات للنشر',
  },
  'cmi5Import.title': {
    'it-IT': 'Importa un corso cmi5',
    'en-GB': 'Import a cmi5 course',
    'de-DE': 'cmi5-Kurs importieren',
    'ar-EG': 'استيراد دورة cmi5',
  },
  'cmi5Import.intro': {
    'it-IT':
      'Un pacchetto cmi5 (uno ZIP con cmi5.xml, o il solo cmi5.xml) diventa un nuovo corso non pubblicato: un modulo per blocco, una lezione per attività. Poi lo modifichi e lo pubblichi come ogni corso.',
    'en-GB':
      'A cmi5 package (a ZIP with cmi5.xml, or cmi5.xml alone) becomes a new unpublished course: a module per block, a session per activity. Then you edit and publish it as any course.',
    'de-DE':
      'Ein cmi5-Paket (ein ZIP mit cmi5.xml oder nur cmi5.xml) wird ein neuer, unveröffentlichter Kurs: ein Modul je Block, eine Lektion je Aktivität. Danach bearbeiten und veröffentlichen Sie ihn wie jeden Kurs.',
    'ar-EG':
      'تصبح حزمة cmi5 (ملف ZIP يحوي cmi5.xml، أو cmi5.xml وحده) دورة جديدة غير منشورة: وحدة لكل كتلة وجلسة لكل نشاط. ثم تحرّرها وتنشرها كأي دورة.',
  },
  'cmi5Import.file': { 'it-IT': 'Pacchetto del corso', 'en-GB': 'Course package', 'de-DE': 'Kurspaket', 'ar-EG': 'حزمة الدورة' },
  'cmi5Import.submit': { 'it-IT': 'Importa', 'en-GB': 'Import', 'de-DE': 'Importieren', 'ar-EG': 'استيراد' },
  'cmi5Import.fileRequired': {
    'it-IT': 'Scegli il file del pacchetto.',
    'en-GB': 'Choose the package file.',
    'de-DE': 'Wählen Sie die Paketdatei.',
    'ar-EG': 'اختر ملف الحزمة.',
  },
  'cmi5Import.tooLarge': {
    'it-IT': 'Il pacchetto supera i [megabytes] MiB.',
    'en-GB': 'The package is larger than [megabytes] MiB.',
    'de-DE': 'Das Paket ist größer als [megabytes] MiB.',
    'ar-EG': 'الحزمة أكبر من [megabytes] ميغابايت.',
  },
  'cmi5Import.done': {
    'it-IT': '{sessions, plural, one {Corso importato con # lezione.} other {Corso importato con # lezioni.}}',
    'en-GB': '{sessions, plural, one {Course imported with # session.} other {Course imported with # sessions.}}',
    'de-DE': '{sessions, plural, one {Kurs mit # Lektion importiert.} other {Kurs mit # Lektionen importiert.}}',
    'ar-EG':
      '{sessions, plural, zero {استُوردت الدورة بلا جلسات.} one {استُوردت الدورة بجلسة واحدة.} two {استُوردت الدورة بجلستين.} few {استُوردت الدورة بـ # جلسات.} other {استُوردت الدورة بـ # جلسة.}}',
  },
  'cmi5Import.open': {
    'it-IT': 'Apri il corso per modificarlo e pubblicarlo',
    'en-GB': 'Open the course to edit and publish it',
    'de-DE': 'Kurs zum Bearbeiten und Veröffentlichen öffnen',
    'ar-EG': 'افتح الدورة لتحريرها ونشرها',
  },
  'drafts.empty': {
    'it-IT': 'Nessuna bozza in sospeso.',
    'en-GB': 'No pending drafts.',
    'de-DE': 'Keine offenen Entwürfe.',
    'ar-EG': 'لا توجد مسودات معلّقة.',
  },
  'drafts.publishAll': { 'it-IT': 'Pubblica tutto', 'en-GB': 'Publish all', 'de-DE': 'Alle veröffentlichen', 'ar-EG': 'نشر الكل' },
  'drafts.confirm': {
    'it-IT':
      '{count, plural, one {Pubblicare questa bozza? I corsisti la vedranno subito.} other {Pubblicare queste # bozze? I corsisti le vedranno subito.}}',
    'en-GB':
      '{count, plural, one {Publish this draft? Learners will see it at once.} other {Publish these # drafts? Learners will see them at once.}}',
    'de-DE':
      '{count, plural, one {Diesen Entwurf veröffentlichen? Die Lernenden sehen ihn sofort.} other {Diese # Entwürfe veröffentlichen? Die Lernenden sehen sie sofort.}}',
    'ar-EG':
      '{count, plural, zero {نشر هذه المسودات الـ #؟ سيراها المتعلمون فورًا.} one {نشر هذه المسودة؟ سيراها المتعلمون فورًا.} two {نشر هاتين المسودتين؟ سيراهما المتعلمون فورًا.} few {نشر هذه المسودات الـ #؟ سيراها المتعلمون فورًا.} many {نشر هذه المسودات الـ #؟ سيراها المتعلمون فورًا.} other {نشر هذه المسودات الـ #؟ سيراها المتعلمون فورًا.}}',
  },
  'drafts.confirmPublish': { 'it-IT': 'Sì, pubblica', 'en-GB': 'Yes, publish', 'de-DE': 'Ja, veröffentlichen', 'ar-EG': 'نعم، انشر' },
  'drafts.entity.course': { 'it-IT': 'Corso', 'en-GB': 'Course', 'de-DE': 'Kurs', 'ar-EG': 'الدورة' },
  'drafts.entity.text': { 'it-IT': 'Testo', 'en-GB': 'Text', 'de-DE': 'Text', 'ar-EG': 'النص' },
  'drafts.updated': {
    'it-IT': 'Modificata da [name] il [date]',
    'en-GB': 'Changed by [name] on [date]',
    'de-DE': 'Geändert von [name] am [date]',
    'ar-EG': 'غيّره [name] في [date]',
  },
  'page.compose.title': {
    'it-IT': 'Invia una notifica',
    'en-GB': 'Send a notification',
    'de-DE': 'Benachrichtigung senden',
    'ar-EG': 'إرسال إشعار',
  },
  'compose.audience': { 'it-IT': 'Destinatari', 'en-GB': 'Recipients', 'de-DE': 'Empfänger', 'ar-EG': 'المستلمون' },
  'compose.audience.all': { 'it-IT': 'Tutti i corsisti', 'en-GB': 'All learners', 'de-DE': 'Alle Lernenden', 'ar-EG': 'جميع المتعلمين' },
  'compose.audience.user': { 'it-IT': 'Un corsista', 'en-GB': 'One learner', 'de-DE': 'Eine lernende Person', 'ar-EG': 'متعلم واحد' },
  'compose.audience.course': {
    'it-IT': 'I corsisti di un corso',
    'en-GB': 'A course’s learners',
    'de-DE': 'Die Lernenden eines Kurses',
    'ar-EG': 'متعلمو دورة',
  },
  'compose.login': {
    'it-IT': 'Email o nome utente del corsista',
    'en-GB': 'The learner’s email or username',
    'de-DE': 'E-Mail oder Benutzername der lernenden Person',
    'ar-EG': 'البريد الإلكتروني للمتعلم أو اسم المستخدم',
  },
  'compose.course': { 'it-IT': 'Corso', 'en-GB': 'Course', 'de-DE': 'Kurs', 'ar-EG': 'الدورة' },
  'compose.body': {
    'it-IT': 'Testo ([locale])',
    'en-GB': 'Message ([locale])',
    'de-DE': 'Nachricht ([locale])',
    'ar-EG': 'الرسالة ([locale])',
  },
  'compose.link': {
    'it-IT': 'Collegamento (facoltativo, un percorso del sito)',
    'en-GB': 'Link (optional, a path on this site)',
    'de-DE': 'Link (optional, ein Pfad dieser Website)',
    'ar-EG': 'الرابط (اختياري، مسار في هذا الموقع)',
  },
  'compose.recipients': {
    'it-IT': '{count, plural, one {# destinatario} other {# destinatari}}',
    'en-GB': '{count, plural, one {# recipient} other {# recipients}}',
    'de-DE': '{count, plural, one {# Empfänger} other {# Empfänger}}',
    'ar-EG': '{count, plural, zero {# مستلم} one {مستلم واحد} two {مستلمان} few {# مستلمين} many {# مستلمًا} other {# مستلم}}',
  },
  'compose.preview': {
    'it-IT': 'Anteprima ([locale])',
    'en-GB': 'Preview ([locale])',
    'de-DE': 'Vorschau ([locale])',
    'ar-EG': 'معاينة ([locale])',
  },
  'compose.previewFor': {
    'it-IT': 'Come la legge [name]',
    'en-GB': 'As [name] reads it',
    'de-DE': 'So liest es [name]',
    'ar-EG': 'كما يقرؤها [name]',
  },
  'compose.placeholders': {
    'it-IT':
      'Scrivi [nameToken] per il nome di chi la riceve e [genderToken] per una parola che cambia con il genere (maschile, femminile, neutro).',
    'en-GB':
      'Write [nameToken] for the name of each recipient and [genderToken] for a word that changes with gender (masculine, feminine, neutral).',
    'de-DE':
      'Schreibe [nameToken] für den Namen der Empfänger und [genderToken] für ein Wort, das sich mit dem Geschlecht ändert (männlich, weiblich, neutral).',
    'ar-EG': 'اكتب [nameToken] لاسم كل مستلم و[genderToken] لكلمة تتغير بحسب الجنس (مذكر، مؤنث، محايد).',
  },
  'compose.send': { 'it-IT': 'Invia', 'en-GB': 'Send', 'de-DE': 'Senden', 'ar-EG': 'إرسال' },
  'compose.confirm': {
    'it-IT':
      '{count, plural, =0 {Nessun corsista riceverà questa notifica: inviarla comunque?} one {Inviare questa notifica a # corsista?} other {Inviare questa notifica a # corsisti?}}',
    'en-GB':
      '{count, plural, =0 {No learner will get this notification: send it anyway?} one {Send this notification to # learner?} other {Send this notification to # learners?}}',
    'de-DE':
      '{count, plural, =0 {Niemand erhält diese Benachrichtigung: trotzdem senden?} one {Diese Benachrichtigung an # lernende Person senden?} other {Diese Benachrichtigung an # Lernende senden?}}',
    'ar-EG':
      '{count, plural, =0 {لن يتلقى أي متعلم هذا الإشعار: أتريد إرساله على أي حال؟} one {إرسال هذا الإشعار إلى متعلم واحد؟} two {إرسال هذا الإشعار إلى متعلمَين؟} few {إرسال هذا الإشعار إلى # متعلمين؟} many {إرسال هذا الإشعار إلى # متعلمًا؟} other {إرسال هذا الإشعار إلى # متعلم؟}}',
  },
  'compose.confirmSend': { 'it-IT': 'Sì, invia', 'en-GB': 'Yes, send', 'de-DE': 'Ja, senden', 'ar-EG': 'نعم، أرسل' },
  'compose.sent': {
    'it-IT': 'Inviata a {count, plural, one {# corsista} other {# corsisti}}.',
    'en-GB': 'Sent to {count, plural, one {# learner} other {# learners}}.',
    'de-DE': 'An {count, plural, one {# lernende Person} other {# Lernende}} gesendet.',
    'ar-EG': 'أُرسل إلى {count, plural, zero {# متعلم} one {متعلم واحد} two {متعلمَين} few {# متعلمين} many {# متعلمًا} other {# متعلم}}.',
  },
  'cms.needsAdminMode': {
    'it-IT': 'Questa pagina si usa in modalità amministratore: attivala dal menu Modalità.',
    'en-GB': 'This page is used in admin mode: switch to it from the Mode menu.',
    'de-DE': 'Diese Seite wird im Admin-Modus verwendet: Wechsle im Menü Modus dorthin.',
    'ar-EG': 'تُستخدم هذه الصفحة في وضع المسؤول: انتقل إليه من قائمة الوضع.',
  },
  'cms.material.legend': {
    'it-IT': 'Materiale: [file]',
    'en-GB': 'Material: [file]',
    'de-DE': 'Material: [file]',
    'ar-EG': 'المادة: [file]',
  },
  'cms.field.materialBody': {
    'it-IT': 'Testo del file ([locale])',
    'en-GB': 'File text ([locale])',
    'de-DE': 'Dateitext ([locale])',
    'ar-EG': 'نص الملف ([locale])',
  },
  'cms.bar.pages': { 'it-IT': 'Pagine', 'en-GB': 'Pages', 'de-DE': 'Seiten', 'ar-EG': 'الصفحات' },
  'page.pages.title': {
    'it-IT': 'Pagine e reindirizzamenti',
    'en-GB': 'Pages and redirects',
    'de-DE': 'Seiten und Weiterleitungen',
    'ar-EG': 'الصفحات وعمليات إعادة التوجيه',
  },
  'pages.list': { 'it-IT': 'Pagine', 'en-GB': 'Pages', 'de-DE': 'Seiten', 'ar-EG': 'الصفحات' },
  'pages.open': {
    'it-IT': 'Modifica [path] ([locale])',
    'en-GB': 'Edit [path] ([locale])',
    'de-DE': '[path] ([locale]) bearbeiten',
    'ar-EG': 'تحرير [path] ([locale])',
  },
  'pages.new': {
    'it-IT': 'Nuova pagina o traduzione',
    'en-GB': 'New page or translation',
    'de-DE': 'Neue Seite oder Übersetzung',
    'ar-EG': 'صفحة أو ترجمة جديدة',
  },
  'pages.path': {
    'it-IT': 'Percorso (es. /chi-siamo)',
    'en-GB': 'Path (e.g. /chi-siamo)',
    'de-DE': 'Pfad (z. B. /chi-siamo)',
    'ar-EG': 'المسار (مثل /chi-siamo)',
  },
  'pages.locale': { 'it-IT': 'Lingua', 'en-GB': 'Language', 'de-DE': 'Sprache', 'ar-EG': 'اللغة' },
  'pages.start': { 'it-IT': 'Apri l’editor', 'en-GB': 'Open the editor', 'de-DE': 'Editor öffnen', 'ar-EG': 'افتح المحرر' },
  'pages.editing': {
    'it-IT': 'Pagina [path] ([locale])',
    'en-GB': 'Page [path] ([locale])',
    'de-DE': 'Seite [path] ([locale])',
    'ar-EG': 'الصفحة [path] ([locale])',
  },
  'pages.titleField': { 'it-IT': 'Titolo della pagina', 'en-GB': 'Page title', 'de-DE': 'Seitentitel', 'ar-EG': 'عنوان الصفحة' },
  'pages.rows': {
    'it-IT':
      'Righe di riquadri: ## nome della riga, poi la descrizione, poi un riquadro per riga: la chiave tra parentesi quadre, il prefisso, due punti e le righe separate da |',
    'en-GB':
      'Rows of tiles: ## row name, then its description, then one tile per line: its key in square brackets, the prefix, a colon and the lines separated by |',
    'de-DE':
      'Kachelreihen: ## Reihenname, dann die Beschreibung, dann eine Kachel pro Zeile: der Schlüssel in eckigen Klammern, das Präfix, ein Doppelpunkt und die Zeilen, getrennt durch |',
    'ar-EG': 'صفوف من المربعات: ## اسم الصف، ثم وصفه، ثم مربع في كل سطر: مفتاحه بين قوسين مربعين، والبادئة، ونقطتان، والأسطر مفصولة بـ |',
  },
  'pages.badLine': {
    'it-IT':
      'La riga [line] non si legge: scrivi ## nome, una descrizione o un riquadro (chiave tra parentesi quadre, prefisso, due punti, testo).',
    'en-GB': 'Line [line] cannot be read: write ## name, a description or a tile (key in square brackets, prefix, colon, text).',
    'de-DE':
      'Zeile [line] ist nicht lesbar: Schreibe ## Name, eine Beschreibung oder eine Kachel (Schlüssel in eckigen Klammern, Präfix, Doppelpunkt, Text).',
    'ar-EG': 'تعذّرت قراءة السطر [line]: اكتب ## اسمًا، أو وصفًا، أو مربعًا (المفتاح بين قوسين مربعين، والبادئة، ونقطتان، والنص).',
  },
  'pages.editHere': {
    'it-IT': 'Modifica questa pagina',
    'en-GB': 'Edit this page',
    'de-DE': 'Diese Seite bearbeiten',
    'ar-EG': 'حرّر هذه الصفحة',
  },
  'routes.heading': { 'it-IT': 'Reindirizzamenti', 'en-GB': 'Redirects', 'de-DE': 'Weiterleitungen', 'ar-EG': 'عمليات إعادة التوجيه' },
  'routes.from': { 'it-IT': 'Da (percorso)', 'en-GB': 'From (path)', 'de-DE': 'Von (Pfad)', 'ar-EG': 'من (المسار)' },
  'routes.location': {
    'it-IT': 'Verso (/{locale}/… o https://…)',
    'en-GB': 'To (/{locale}/… or https://…)',
    'de-DE': 'Nach (/{locale}/… oder https://…)',
    'ar-EG': 'إلى (/{locale}/… أو https://…)',
  },
  'routes.status': { 'it-IT': 'Codice HTTP', 'en-GB': 'HTTP status', 'de-DE': 'HTTP-Status', 'ar-EG': 'حالة HTTP' },
  'routes.remove': {
    'it-IT': 'Elimina alla pubblicazione',
    'en-GB': 'Remove on publishing',
    'de-DE': 'Beim Veröffentlichen entfernen',
    'ar-EG': 'إزالة عند النشر',
  },
  'routes.new': { 'it-IT': 'Nuovo reindirizzamento', 'en-GB': 'New redirect', 'de-DE': 'Neue Weiterleitung', 'ar-EG': 'إعادة توجيه جديدة' },
  'cms.session.heading': {
    'it-IT': 'Modifica la sessione e il suo modulo',
    'en-GB': 'Edit the session and its module',
    'de-DE': 'Einheit und Modul bearbeiten',
    'ar-EG': 'تحرير الجلسة ووحدتها',
  },
  'cms.module.legend': { 'it-IT': 'Modulo', 'en-GB': 'Module', 'de-DE': 'Modul', 'ar-EG': 'الوحدة' },
  'cms.session.legend': { 'it-IT': 'Sessione', 'en-GB': 'Session', 'de-DE': 'Einheit', 'ar-EG': 'الجلسة' },
  'cms.field.duration': {
    'it-IT': 'Durata stimata (es. 1h 20m)',
    'en-GB': 'Estimated duration (e.g. 1h 20m)',
    'de-DE': 'Geschätzte Dauer (z. B. 1h 20m)',
    'ar-EG': 'المدة المقدّرة (مثل 1h 20m)',
  },
  'cms.field.content': {
    'it-IT': 'Contenuto ([locale]): ## titolo, - elenco, > citazione, una riga vuota tra i blocchi',
    'en-GB': 'Content ([locale]): ## heading, - list, > quote, a blank line between blocks',
    'de-DE': 'Inhalt ([locale]): ## Überschrift, - Liste, > Zitat, eine Leerzeile zwischen Blöcken',
    'ar-EG': 'المحتوى ([locale]): ## عنوان، - قائمة، > اقتباس، وسطر فارغ بين الكتل',
  },
  'cms.bar.game': { 'it-IT': 'Gioco', 'en-GB': 'Game', 'de-DE': 'Spiel', 'ar-EG': 'اللعبة' },
  'page.game.title': {
    'it-IT': 'Livelli, badge e regole XP',
    'en-GB': 'Levels, badges and XP rules',
    'de-DE': 'Stufen, Abzeichen und XP-Regeln',
    'ar-EG': 'المستويات والشارات وقواعد نقاط الخبرة',
  },
  'game.edit.levels': { 'it-IT': 'Livelli', 'en-GB': 'Levels', 'de-DE': 'Stufen', 'ar-EG': 'المستويات' },
  'game.edit.level': { 'it-IT': 'Livello [level]', 'en-GB': 'Level [level]', 'de-DE': 'Stufe [level]', 'ar-EG': 'المستوى [level]' },
  'game.edit.experience': { 'it-IT': 'XP necessari', 'en-GB': 'XP needed', 'de-DE': 'Benötigte XP', 'ar-EG': 'نقاط الخبرة المطلوبة' },
  'game.edit.name': { 'it-IT': 'Nome ([locale])', 'en-GB': 'Name ([locale])', 'de-DE': 'Name ([locale])', 'ar-EG': 'الاسم ([locale])' },
  'game.edit.badges': { 'it-IT': 'Badge', 'en-GB': 'Badges', 'de-DE': 'Abzeichen', 'ar-EG': 'الشارات' },
  'game.edit.tiers': {
    'it-IT': 'Soglie, separate da virgole',
    'en-GB': 'Tiers, separated by commas',
    'de-DE': 'Stufen, durch Kommas getrennt',
    'ar-EG': 'الدرجات، مفصولة بفواصل',
  },
  'game.edit.hidden': {
    'it-IT': 'Nascosto finché non viene ottenuto',
    'en-GB': 'Hidden until earned',
    'de-DE': 'Verborgen, bis es erreicht ist',
    'ar-EG': 'مخفية حتى تُكتسب',
  },
  'game.edit.rules': { 'it-IT': 'Regole XP', 'en-GB': 'XP rules', 'de-DE': 'XP-Regeln', 'ar-EG': 'قواعد نقاط الخبرة' },
  'game.edit.version': {
    'it-IT': 'Versione pubblicata: [version]',
    'en-GB': 'Published version: [version]',
    'de-DE': 'Veröffentlichte Version: [version]',
    'ar-EG': 'النسخة المنشورة: [version]',
  },
  'game.edit.band': { 'it-IT': 'Fascia [number]', 'en-GB': 'Band [number]', 'de-DE': 'Stufe [number]', 'ar-EG': 'الشريحة [number]' },
  'game.edit.bandUntil': { 'it-IT': 'Fino al minuto', 'en-GB': 'Up to minute', 'de-DE': 'Bis Minute', 'ar-EG': 'حتى الدقيقة' },
  'game.edit.bandRate': { 'it-IT': 'XP al minuto', 'en-GB': 'XP per minute', 'de-DE': 'XP pro Minute', 'ar-EG': 'نقاط الخبرة لكل دقيقة' },
  'cms.questions.legend': {
    'it-IT': 'Domande della sessione',
    'en-GB': 'The session’s questions',
    'de-DE': 'Fragen der Lektion',
    'ar-EG': 'أسئلة الجلسة',
  },
  'cms.questions.help': {
    'it-IT':
      'Una domanda per blocco, separati da una riga vuota: «? single», «? multiple», «? short», «? number 753 ±0» o «? recall» (con #id per quelle esistenti), poi la domanda; «+ » una risposta giusta, «- » una sbagliata, «> » il retro della carta, «= » la spiegazione. Le altre lingue traducono le stesse domande, con il loro #id: una domanda scritta prima solo qui si vede nelle altre lingue in questa, finché non la traduci.',
    'en-GB':
      'One question per block, apart by a blank line: “? single”, “? multiple”, “? short”, “? number 753 ±0” or “? recall” (with #id for existing ones), then the question; “+ ” a right answer, “- ” a wrong one, “> ” the card’s back, “= ” the explanation. The other languages translate the same questions, with their #id: a question written here first shows in this language in the others until you translate it.',
    'de-DE':
      'Eine Frage pro Block, getrennt durch eine Leerzeile: „? single“, „? multiple“, „? short“, „? number 753 ±0“ oder „? recall“ (mit #id für bestehende), dann die Frage; „+ “ eine richtige Antwort, „- “ eine falsche, „> “ die Rückseite der Karte, „= “ die Erklärung. Die anderen Sprachen übersetzen dieselben Fragen mit ihrer #id: Eine zuerst nur hier geschriebene Frage erscheint in den anderen Sprachen in dieser, bis du sie übersetzt.',
    'ar-EG':
      'سؤال واحد في كل كتلة، مفصولة بسطر فارغ: «? single» أو «? multiple» أو «? short» أو «? number 753 ±0» أو «? recall» (مع #id للأسئلة الموجودة)، ثم السؤال؛ «+ » إجابة صحيحة، و«- » إجابة خاطئة، و«> » ظهر البطاقة، و«= » الشرح. تترجم اللغات الأخرى الأسئلة نفسها مع #id الخاص بها: السؤال المكتوب هنا أولًا يظهر بهذه اللغة في اللغات الأخرى إلى أن تترجمه.',
  },
  'cms.questions.field': {
    'it-IT': 'Domande ([locale])',
    'en-GB': 'Questions ([locale])',
    'de-DE': 'Fragen ([locale])',
    'ar-EG': 'الأسئلة ([locale])',
  },
  'cms.questions.problem': {
    'it-IT': 'riga [line]: [message]',
    'en-GB': 'line [line]: [message]',
    'de-DE': 'Zeile [line]: [message]',
    'ar-EG': 'السطر [line]: [message]',
  },
  'cms.questions.problemInQuestion': {
    'it-IT': 'domanda [question], riga [line]: [message]',
    'en-GB': 'question [question], line [line]: [message]',
    'de-DE': 'Frage [question], Zeile [line]: [message]',
    'ar-EG': 'السؤال [question]، السطر [line]: [message]',
  },
  'cms.questions.untranslated': {
    'it-IT': 'Non ancora tradotte, qui si vedono in [defaultLocale]: domande [numbers]',
    'en-GB': 'Not translated yet, shown here in [defaultLocale]: questions [numbers]',
    'de-DE': 'Noch nicht übersetzt, hier auf [defaultLocale] gezeigt: Fragen [numbers]',
    'ar-EG': 'لم تُترجم بعد، وتظهر هنا بلغة [defaultLocale]: الأسئلة [numbers]',
  },
  'cms.questions.reason.unknownKind': {
    'it-IT': 'tipo «[kind]» sconosciuto (single, multiple, short, number, recall)',
    'en-GB': 'unknown kind “[kind]” (single, multiple, short, number, recall)',
    'de-DE': 'unbekannte Art „[kind]“ (single, multiple, short, number, recall)',
    'ar-EG': 'نوع غير معروف «[kind]» (single أو multiple أو short أو number أو recall)',
  },
  'cms.questions.reason.numberValue': {
    'it-IT': 'una domanda numerica indica valore e tolleranza: ? number 753 ±0',
    'en-GB': 'a number question gives its value and tolerance: ? number 753 ±0',
    'de-DE': 'eine Zahlenfrage nennt Wert und Toleranz: ? number 753 ±0',
    'ar-EG': 'سؤال الرقم يذكر قيمته والفرق المسموح: ? number 753 ±0',
  },
  'cms.questions.reason.noHeader': {
    'it-IT': 'una domanda inizia con una riga come «? single»',
    'en-GB': 'a question starts with a line such as “? single”',
    'de-DE': 'eine Frage beginnt mit einer Zeile wie „? single“',
    'ar-EG': 'يبدأ السؤال بسطر مثل «? single»',
  },
  'cms.questions.reason.badLine': {
    'it-IT': 'una riga inizia con + (giusta), - (sbagliata), > (il retro) o = (la spiegazione)',
    'en-GB': 'a line starts with + (right), - (wrong), > (the back) or = (the explanation)',
    'de-DE': 'eine Zeile beginnt mit + (richtig), - (falsch), > (Rückseite) oder = (Erklärung)',
    'ar-EG': 'يبدأ السطر بـ + (صحيحة) أو - (خاطئة) أو > (ظهر البطاقة) أو = (الشرح)',
  },
  'cms.questions.reason.noPrompt': {
    'it-IT': 'la domanda non ha il testo',
    'en-GB': 'the question has no prompt',
    'de-DE': 'der Frage fehlt der Fragetext',
    'ar-EG': 'السؤال بلا نص',
  },
  'cms.questions.reason.noExplanation': {
    'it-IT': 'la domanda non ha la spiegazione (= …)',
    'en-GB': 'the question has no explanation (= …)',
    'de-DE': 'der Frage fehlt die Erklärung (= …)',
    'ar-EG': 'السؤال بلا شرح (= …)',
  },
  'cms.questions.reason.singleOptions': {
    'it-IT': 'una domanda a scelta singola ha almeno due opzioni, esattamente una giusta (+)',
    'en-GB': 'a single-choice question has at least two options, exactly one right (+)',
    'de-DE': 'eine Einfachauswahl hat mindestens zwei Optionen, genau eine richtige (+)',
    'ar-EG': 'لسؤال الاختيار الواحد خياران على الأقل، واحد منهما فقط صحيح (+)',
  },
  'cms.questions.reason.multipleOptions': {
    'it-IT': 'una domanda a scelta multipla ha almeno due opzioni, una o più giuste (+)',
    'en-GB': 'a multiple-choice question has at least two options, one or more right (+)',
    'de-DE': 'eine Mehrfachauswahl hat mindestens zwei Optionen, eine oder mehrere richtige (+)',
    'ar-EG': 'لسؤال الاختيار المتعدد خياران على الأقل، واحد منها أو أكثر صحيح (+)',
  },
  'cms.questions.reason.shortAccepted': {
    'it-IT': 'una risposta breve elenca le risposte accettate (+ …)',
    'en-GB': 'a short answer lists its accepted answers (+ …)',
    'de-DE': 'eine Kurzantwort nennt die akzeptierten Antworten (+ …)',
    'ar-EG': 'الإجابة القصيرة تذكر الإجابات المقبولة (+ …)',
  },
  'cms.questions.reason.recallBack': {
    'it-IT': 'una carta da ricordare ha il suo retro (> …)',
    'en-GB': 'a recall card has its back (> …)',
    'de-DE': 'eine Lernkarte hat eine Rückseite (> …)',
    'ar-EG': 'لبطاقة التذكّر ظهر (> …)',
  },
  'cms.questions.reason.countDiffers': {
    'it-IT': 'domande qui: [count]; in [defaultLocale]: [expected]',
    'en-GB': 'questions here: [count]; in [defaultLocale]: [expected]',
    'de-DE': 'Fragen hier: [count]; in [defaultLocale]: [expected]',
    'ar-EG': 'الأسئلة هنا: [count]؛ في [defaultLocale]: [expected]',
  },
  'cms.questions.reason.notSame': {
    'it-IT': 'non è la stessa domanda della domanda [number] in [defaultLocale]',
    'en-GB': 'not the same question as question [number] in [defaultLocale]',
    'de-DE': 'nicht dieselbe Frage wie Frage [number] in [defaultLocale]',
    'ar-EG': 'ليس السؤال نفسه مثل السؤال [number] في [defaultLocale]',
  },
});

type CmsTexts = typeof cmsTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends CmsTexts {}
}
