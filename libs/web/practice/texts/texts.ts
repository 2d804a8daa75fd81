import { defineTexts } from '@tiles/contracts';

/**
 * The interface texts of the practice lib's screens, each in it-IT, en-GB, de-DE and ar-EG.
 * The api seeds them; editors change them in the CMS.
 */
export const practiceTexts = defineTexts({
  'review.settingsUnavailable': {
    'it-IT': 'Le impostazioni del ripasso non sono disponibili in questo momento.',
    'en-GB': 'The review settings are not available right now.',
    'de-DE': 'Die Einstellungen der Wiederholung sind gerade nicht verfügbar.',
    'ar-EG': 'إعدادات المراجعة غير متاحة الآن.',
  },
  'practice.title': { 'it-IT': 'Mettiti alla prova', 'en-GB': 'Test yourself', 'de-DE': 'Teste dich selbst', 'ar-EG': 'اختبر نفسك' },
  'practice.intro': {
    'it-IT': 'Rispondi per fissare ciò che hai studiato: ogni domanda tornerà nel ripasso quando starai per dimenticarla.',
    'en-GB': 'Answer to fix what you studied: each question comes back in review when you are about to forget it.',
    'de-DE': 'Antworte, um das Gelernte zu festigen: Jede Frage kommt in der Wiederholung zurück, wenn du sie bald vergessen würdest.',
    'ar-EG': 'أجب لتثبّت ما درسته: يعود كل سؤال في المراجعة عندما توشك على نسيانه.',
  },
  'practice.previewIntro': {
    'it-IT': 'Anteprima per chi modifica: le domande come le leggeranno i corsisti, bozze comprese. Per rispondere, iscriviti al corso.',
    'en-GB': 'A preview for editors: the questions as learners will read them, drafts included. To answer them, enrol in the course.',
    'de-DE':
      'Vorschau für Bearbeitende: die Fragen, wie Lernende sie lesen werden, Entwürfe eingeschlossen. Um sie zu beantworten, schreib dich in den Kurs ein.',
    'ar-EG': 'معاينة للمحرّرين: الأسئلة كما سيقرؤها المتعلمون، بما فيها المسودات. للإجابة عنها، سجّل في الدورة.',
  },
  'practice.chooseOne': {
    'it-IT': 'Scegli una risposta.',
    'en-GB': 'Choose one answer.',
    'de-DE': 'Wähle eine Antwort.',
    'ar-EG': 'اختر إجابة واحدة.',
  },
  'practice.chooseMany': {
    'it-IT': 'Scegli tutte le risposte giuste.',
    'en-GB': 'Choose every right answer.',
    'de-DE': 'Wähle alle richtigen Antworten.',
    'ar-EG': 'اختر كل الإجابات الصحيحة.',
  },
  'practice.yourAnswer': { 'it-IT': 'La tua risposta', 'en-GB': 'Your answer', 'de-DE': 'Deine Antwort', 'ar-EG': 'إجابتك' },
  'practice.check': { 'it-IT': 'Verifica', 'en-GB': 'Check', 'de-DE': 'Prüfen', 'ar-EG': 'تحقّق' },
  'practice.showBack': { 'it-IT': 'Mostra la risposta', 'en-GB': 'Show the answer', 'de-DE': 'Antwort zeigen', 'ar-EG': 'أظهر الإجابة' },
  'practice.back': { 'it-IT': 'Risposta:', 'en-GB': 'Answer:', 'de-DE': 'Antwort:', 'ar-EG': 'الإجابة:' },
  'practice.gradePrompt': {
    'it-IT': 'Quanto bene la ricordavi?',
    'en-GB': 'How well did you remember it?',
    'de-DE': 'Wie gut hast du dich erinnert?',
    'ar-EG': 'إلى أي حد تذكرتها؟',
  },
  'practice.grade.1': { 'it-IT': 'Non la ricordavo', 'en-GB': 'Forgot it', 'de-DE': 'Vergessen', 'ar-EG': 'نسيتها' },
  'practice.grade.2': { 'it-IT': 'Difficile', 'en-GB': 'Hard', 'de-DE': 'Schwer', 'ar-EG': 'صعبة' },
  'practice.grade.3': { 'it-IT': 'Bene', 'en-GB': 'Good', 'de-DE': 'Gut', 'ar-EG': 'جيدة' },
  'practice.grade.4': { 'it-IT': 'Facile', 'en-GB': 'Easy', 'de-DE': 'Leicht', 'ar-EG': 'سهلة' },
  'practice.chooseFirst': {
    'it-IT': 'Scegli almeno una risposta prima di verificare.',
    'en-GB': 'Choose an answer before checking.',
    'de-DE': 'Wähle eine Antwort, bevor du prüfst.',
    'ar-EG': 'اختر إجابة قبل التحقق.',
  },
  'practice.typeFirst': {
    'it-IT': 'Scrivi una risposta prima di verificare.',
    'en-GB': 'Type an answer before checking.',
    'de-DE': 'Gib eine Antwort ein, bevor du prüfst.',
    'ar-EG': 'اكتب إجابة قبل التحقق.',
  },
  'practice.failed': {
    'it-IT': 'La risposta non è stata registrata. Controlla la connessione e riprova.',
    'en-GB': 'Your answer was not recorded. Check your connection and try again.',
    'de-DE': 'Deine Antwort wurde nicht gespeichert. Prüfe die Verbindung und versuche es erneut.',
    'ar-EG': 'لم تُسجَّل إجابتك. تحقّق من اتصالك وحاول مرة أخرى.',
  },
  'practice.queued': {
    'it-IT': 'Salvata in questo browser: sarà inviata appena torna la connessione.',
    'en-GB': 'Saved in this browser: it will be sent as soon as you are back online.',
    'de-DE': 'In diesem Browser gespeichert: Sie wird gesendet, sobald die Verbindung zurück ist.',
    'ar-EG': 'حُفظت في هذا المتصفح: ستُرسل فور عودتك إلى الإنترنت.',
  },
  'practice.right': { 'it-IT': 'Giusto!', 'en-GB': 'Right!', 'de-DE': 'Richtig!', 'ar-EG': 'صحيح!' },
  'practice.wrong': { 'it-IT': 'Non proprio.', 'en-GB': 'Not quite.', 'de-DE': 'Nicht ganz.', 'ar-EG': 'ليس تمامًا.' },
  'practice.correctAnswer': {
    'it-IT': 'Risposta corretta: [answer].',
    'en-GB': 'Right answer: [answer].',
    'de-DE': 'Richtige Antwort: [answer].',
    'ar-EG': 'الإجابة الصحيحة: [answer].',
  },
  'practice.option.right': { 'it-IT': 'giusta', 'en-GB': 'right', 'de-DE': 'richtig', 'ar-EG': 'صحيحة' },
  'practice.option.chosenWrong': { 'it-IT': 'la tua scelta', 'en-GB': 'your choice', 'de-DE': 'deine Wahl', 'ar-EG': 'اختيارك' },
  'practice.retryTitle': { 'it-IT': 'Ancora una volta', 'en-GB': 'One more time', 'de-DE': 'Noch einmal', 'ar-EG': 'مرة أخرى' },
  'practice.retryIntro': {
    'it-IT':
      '{count, plural, one {La domanda sbagliata torna} other {Le # domande sbagliate tornano}}, con le risposte in un ordine nuovo.',
    'en-GB':
      '{count, plural, one {The question you missed comes back} other {The # questions you missed come back}}, with the answers in a new order.',
    'de-DE':
      '{count, plural, one {Die verpasste Frage kommt zurück} other {Die # verpassten Fragen kommen zurück}}, mit den Antworten in neuer Reihenfolge.',
    'ar-EG':
      '{count, plural, zero {لا يعود أي سؤال} one {يعود السؤال الذي أخطأت فيه} two {يعود السؤالان اللذان أخطأت فيهما} few {تعود # أسئلة أخطأت فيها} many {يعود # سؤالًا أخطأت فيها} other {يعود # سؤال أخطأت فيها}}، والإجابات بترتيب جديد.',
  },
  'review.summaryTitle': { 'it-IT': 'Ripasso', 'en-GB': 'Review', 'de-DE': 'Wiederholung', 'ar-EG': 'المراجعة' },
  'review.summaryUnavailable': {
    'it-IT': 'Il riepilogo del ripasso non è disponibile ora.',
    'en-GB': 'The review summary is not available right now.',
    'de-DE': 'Die Übersicht der Wiederholung ist gerade nicht verfügbar.',
    'ar-EG': 'ملخص المراجعة غير متاح الآن.',
  },
  'review.retentionLabel': {
    'it-IT': 'Ricordate negli ultimi 30 giorni',
    'en-GB': 'Recalled in the last 30 days',
    'de-DE': 'In den letzten 30 Tagen erinnert',
    'ar-EG': 'ما استُذكر في آخر ٣٠ يومًا',
  },
  'review.state.new': { 'it-IT': 'Carte nuove', 'en-GB': 'New cards', 'de-DE': 'Neue Karten', 'ar-EG': 'بطاقات جديدة' },
  'review.state.learning': { 'it-IT': 'In apprendimento', 'en-GB': 'Learning', 'de-DE': 'Im Lernen', 'ar-EG': 'قيد التعلّم' },
  'review.state.review': { 'it-IT': 'In ripasso', 'en-GB': 'In review', 'de-DE': 'In Wiederholung', 'ar-EG': 'قيد المراجعة' },
  'review.state.relearning': { 'it-IT': 'Da riprendere', 'en-GB': 'Relearning', 'de-DE': 'Neu zu lernen', 'ar-EG': 'إعادة التعلّم' },
  'review.dueLink': {
    'it-IT': '{count, plural, =0 {Apri il ripasso} one {Ripassa # carta di oggi} other {Ripassa le # carte di oggi}}',
    'en-GB': '{count, plural, =0 {Open the review} one {Review today’s # card} other {Review today’s # cards}}',
    'de-DE': '{count, plural, =0 {Zur Wiederholung} one {Die # Karte von heute wiederholen} other {Die # Karten von heute wiederholen}}',
    'ar-EG':
      '{count, plural, =0 {افتح المراجعة} one {راجع بطاقة اليوم} two {راجع بطاقتَي اليوم} few {راجع بطاقات اليوم الـ #} many {راجع بطاقات اليوم الـ #} other {راجع بطاقات اليوم الـ #}}',
  },
  'review.title': {
    'it-IT': 'Il ripasso di oggi',
    'en-GB': 'Today’s review',
    'de-DE': 'Die heutige Wiederholung',
    'ar-EG': 'مراجعة اليوم',
  },
  'review.keys': {
    'it-IT': 'Con la tastiera, dentro la carta: 1–4 scelgono una risposta o un voto, Invio verifica.',
    'en-GB': 'With the keyboard, inside the card: 1–4 choose an answer or a grade, Enter checks.',
    'de-DE': 'Mit der Tastatur, innerhalb der Karte: 1–4 wählen eine Antwort oder eine Bewertung, Enter prüft.',
    'ar-EG': 'بلوحة المفاتيح، داخل البطاقة: 1–4 لاختيار إجابة أو تقدير، وEnter للتحقق.',
  },
  'review.position': {
    'it-IT': 'Carta [current] di [total]',
    'en-GB': 'Card [current] of [total]',
    'de-DE': 'Karte [current] von [total]',
    'ar-EG': 'البطاقة [current] من [total]',
  },
  'review.from': {
    'it-IT': 'Da «[course]», [session]',
    'en-GB': 'From “[course]”, [session]',
    'de-DE': 'Aus „[course]“, [session]',
    'ar-EG': 'من «[course]»، [session]',
  },
  'review.next': { 'it-IT': 'Carta successiva', 'en-GB': 'Next card', 'de-DE': 'Nächste Karte', 'ar-EG': 'البطاقة التالية' },
  'review.finish': { 'it-IT': 'Fine del ripasso', 'en-GB': 'Finish the review', 'de-DE': 'Wiederholung beenden', 'ar-EG': 'أنهِ المراجعة' },
  'review.doneTitle': {
    'it-IT': 'Ripasso finito per oggi',
    'en-GB': 'Review done for today',
    'de-DE': 'Wiederholung für heute erledigt',
    'ar-EG': 'انتهت مراجعة اليوم',
  },
  'review.doneBody': {
    'it-IT': '{count, plural, one {Hai ripassato # carta} other {Hai ripassato # carte}}; ricordate: [recalled].',
    'en-GB': '{count, plural, one {You reviewed # card} other {You reviewed # cards}}; recalled: [recalled].',
    'de-DE': '{count, plural, one {Du hast # Karte wiederholt} other {Du hast # Karten wiederholt}}; erinnert: [recalled].',
    'ar-EG':
      '{count, plural, zero {راجعت # بطاقة} one {راجعت بطاقة واحدة} two {راجعت بطاقتين} few {راجعت # بطاقات} many {راجعت # بطاقة} other {راجعت # بطاقة}}؛ المُستذكرة: [recalled].',
  },
  'review.empty': {
    'it-IT': 'Niente da ripassare ora.',
    'en-GB': 'Nothing to review right now.',
    'de-DE': 'Gerade gibt es nichts zu wiederholen.',
    'ar-EG': 'لا شيء للمراجعة الآن.',
  },
  'review.nextDue': {
    'it-IT': 'La prossima carta sarà da ripassare il [date].',
    'en-GB': 'The next card is due on [date].',
    'de-DE': 'Die nächste Karte ist am [date] fällig.',
    'ar-EG': 'تستحق البطاقة التالية في [date].',
  },
  'review.noCards': {
    'it-IT': 'Rispondi alle domande delle lezioni: ogni domanda diventa una carta da ripassare.',
    'en-GB': 'Answer the questions in your sessions: each one becomes a card to review.',
    'de-DE': 'Beantworte die Fragen in deinen Lektionen: Jede wird zu einer Karte für die Wiederholung.',
    'ar-EG': 'أجب عن الأسئلة في جلساتك: يصبح كل سؤال بطاقة للمراجعة.',
  },
  'review.forecastTitle': {
    'it-IT': 'I prossimi {days, plural, one {# giorno} other {# giorni}}',
    'en-GB': 'The next {days, plural, one {# day} other {# days}}',
    'de-DE': 'Die nächsten {days, plural, one {# Tag} other {# Tage}}',
    'ar-EG':
      '{days, plural, zero {الأيام الـ # القادمة} one {اليوم القادم} two {اليومان القادمان} few {الأيام الـ # القادمة} many {الأيام الـ # القادمة} other {الأيام الـ # القادمة}}',
  },
  'review.forecastSummary': {
    'it-IT': '{count, plural, one {# ripasso previsto} other {# ripassi previsti}}.',
    'en-GB': '{count, plural, one {# review due} other {# reviews due}}.',
    'de-DE': '{count, plural, one {# Wiederholung fällig} other {# Wiederholungen fällig}}.',
    'ar-EG':
      '{count, plural, zero {# مراجعة مستحقة} one {مراجعة واحدة مستحقة} two {مراجعتان مستحقتان} few {# مراجعات مستحقة} many {# مراجعة مستحقة} other {# مراجعة مستحقة}}.',
  },
  'review.forecastChart': {
    'it-IT': 'Ripassi previsti per giorno',
    'en-GB': 'Reviews due per day',
    'de-DE': 'Fällige Wiederholungen pro Tag',
    'ar-EG': 'المراجعات المستحقة في اليوم',
  },
  'review.retention': {
    'it-IT': 'Negli ultimi 30 giorni hai ricordato il [percent]% delle carte da ripassare.',
    'en-GB': 'In the last 30 days you recalled [percent]% of the cards that were due.',
    'de-DE': 'In den letzten 30 Tagen hast du [percent] % der fälligen Karten erinnert.',
    'ar-EG': 'في آخر ٣٠ يومًا استذكرت [percent]% من البطاقات المستحقة.',
  },
  'review.settingsTitle': {
    'it-IT': 'Impostazioni del ripasso',
    'en-GB': 'Review settings',
    'de-DE': 'Einstellungen der Wiederholung',
    'ar-EG': 'إعدادات المراجعة',
  },
  'review.retentionSetting': {
    'it-IT': 'Quanto vuoi ricordare (80–95%)',
    'en-GB': 'How much you want to remember (80–95%)',
    'de-DE': 'Wie viel du behalten willst (80–95 %)',
    'ar-EG': 'مقدار ما تريد تذكره (٨٠–٩٥%)',
  },
  'review.newPerDay': {
    'it-IT': 'Carte nuove al giorno',
    'en-GB': 'New cards a day',
    'de-DE': 'Neue Karten pro Tag',
    'ar-EG': 'بطاقات جديدة في اليوم',
  },
  'review.reviewsPerDay': {
    'it-IT': 'Ripassi al giorno',
    'en-GB': 'Reviews a day',
    'de-DE': 'Wiederholungen pro Tag',
    'ar-EG': 'مراجعات في اليوم',
  },
  'review.saveSettings': {
    'it-IT': 'Salva le impostazioni',
    'en-GB': 'Save the settings',
    'de-DE': 'Einstellungen speichern',
    'ar-EG': 'احفظ الإعدادات',
  },
  'review.settingsSaved': {
    'it-IT': 'Impostazioni salvate.',
    'en-GB': 'Settings saved.',
    'de-DE': 'Einstellungen gespeichert.',
    'ar-EG': 'حُفظت الإعدادات.',
  },
  'review.settingsFailed': {
    'it-IT': 'Le impostazioni non sono state salvate: riprova.',
    'en-GB': 'The settings were not saved: try again.',
    'de-DE': 'Die Einstellungen wurden nicht gespeichert: Versuche es erneut.',
    'ar-EG': 'لم تُحفظ الإعدادات: حاول مرة أخرى.',
  },
});

type PracticeTexts = typeof practiceTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends PracticeTexts {}
}
