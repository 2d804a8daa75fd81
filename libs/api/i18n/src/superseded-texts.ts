/**
 * Texts as an earlier release seeded them, where the release since changed them (plural forms, clearer wording).
 * A start upgrades a stored text only while it is still exactly the earlier seed's: a text an editor changed is
 * theirs and stays. Add the previous version here whenever a seeded text changes, whichever feature's table holds it.
 */
export const supersededSeedTexts: Readonly<Record<string, Record<string, string>[]>> = {
  'login.error.tooMany': [
    {
      'it-IT': 'Troppi tentativi. Riprova tra [minutes] minuti.',
      'en-GB': 'Too many attempts. Try again in [minutes] minutes.',
      'de-DE': 'Zu viele Versuche. Versuche es in [minutes] Minuten erneut.',
    },
  ],
  'cms.questions.help': [
    {
      'it-IT':
        'Una domanda per blocco, separati da una riga vuota: «? single», «? multiple», «? short», «? number 753 ±0» o «? recall» (con #id per quelle esistenti), poi la domanda; «+ » una risposta giusta, «- » una sbagliata, «> » il retro della carta, «= » la spiegazione. Le altre lingue traducono le stesse domande nello stesso ordine.',
      'en-GB':
        'One question per block, apart by a blank line: “? single”, “? multiple”, “? short”, “? number 753 ±0” or “? recall” (with #id for existing ones), then the question; “+ ” a right answer, “- ” a wrong one, “> ” the card’s back, “= ” the explanation. The other languages translate the same questions in the same order.',
      'de-DE':
        'Eine Frage pro Block, getrennt durch eine Leerzeile: „? single“, „? multiple“, „? short“, „? number 753 ±0“ oder „? recall“ (mit #id für bestehende), dann die Frage; „+ “ eine richtige Antwort, „- “ eine falsche, „> “ die Rückseite der Karte, „= “ die Erklärung. Die anderen Sprachen übersetzen dieselben Fragen in derselben Reihenfolge.',
      'ar-EG':
        'سؤال واحد في كل كتلة، مفصولة بسطر فارغ: «? single» أو «? multiple» أو «? short» أو «? number 753 ±0» أو «? recall» (مع #id للأسئلة الموجودة)، ثم السؤال؛ «+ » إجابة صحيحة، و«- » إجابة خاطئة، و«> » ظهر البطاقة، و«= » الشرح. تترجم اللغات الأخرى الأسئلة نفسها بالترتيب نفسه.',
    },
  ],
  // On the settings page, under its own "Settings" heading: the panel says what it holds.
  'game.settings.title': [{ 'it-IT': 'Impostazioni', 'en-GB': 'Settings', 'de-DE': 'Einstellungen', 'ar-EG': 'الإعدادات' }],
  'texts.count': [{ 'it-IT': '[count] testi', 'en-GB': '[count] texts', 'de-DE': '[count] Texte' }],
  'texts.more': [
    {
      'it-IT': 'Sono mostrati i primi [count]: affina la ricerca per vedere gli altri.',
      'en-GB': 'Showing the first [count]: refine the search to see the others.',
      'de-DE': 'Die ersten [count] werden angezeigt: Verfeinere die Suche, um weitere zu sehen.',
    },
  ],
  'compose.recipients': [{ 'it-IT': '[count] destinatari', 'en-GB': '[count] recipients', 'de-DE': '[count] Empfänger' }],
  'compose.sent': [
    { 'it-IT': 'Inviata a [count] corsisti.', 'en-GB': 'Sent to [count] learners.', 'de-DE': 'An [count] Lernende gesendet.' },
  ],
  'validation.tooLong': [
    { 'it-IT': 'Al massimo [max] caratteri.', 'en-GB': 'At most [max] characters.', 'de-DE': 'Höchstens [max] Zeichen.' },
  ],
  'notifications.unreadMany': [{ 'it-IT': '[count] non lette', 'en-GB': '[count] unread', 'de-DE': '[count] ungelesen' }],
  'catalogue.results': [{ 'it-IT': '[count] corsi trovati', 'en-GB': '[count] courses found', 'de-DE': '[count] Kurse gefunden' }],
  'catalogue.progress': [
    {
      'it-IT': '[done] di [total] lezioni completate',
      'en-GB': '[done] of [total] sessions completed',
      'de-DE': '[done] von [total] Lektionen abgeschlossen',
    },
  ],
  'game.streak.current': [
    { 'it-IT': 'Serie attuale: [count] giorni', 'en-GB': 'Current streak: [count] days', 'de-DE': 'Aktuelle Serie: [count] Tage' },
  ],
  'game.streak.longest': [{ 'it-IT': 'Record: [count] giorni', 'en-GB': 'Longest: [count] days', 'de-DE': 'Rekord: [count] Tage' }],
  'game.streak.today': [
    {
      'it-IT': 'Oggi: [minutes] minuti su [goal]',
      'en-GB': 'Today: [minutes] of [goal] minutes',
      'de-DE': 'Heute: [minutes] von [goal] Minuten',
    },
  ],
  'game.goal.option': [{ 'it-IT': '[minutes] minuti', 'en-GB': '[minutes] minutes', 'de-DE': '[minutes] Minuten' }],
  'game.goal.saved': [
    {
      'it-IT': 'Obiettivo salvato: [minutes] minuti al giorno.',
      'en-GB': 'Goal saved: [minutes] minutes a day.',
      'de-DE': 'Ziel gespeichert: [minutes] Minuten am Tag.',
    },
  ],
  'game.calendar.caption': [{ 'it-IT': 'Le ultime 12 settimane', 'en-GB': 'The last 12 weeks', 'de-DE': 'Die letzten 12 Wochen' }],
  'game.calendar.day': [
    {
      'it-IT': '[day]: [state], [minutes] minuti',
      'en-GB': '[day]: [state], [minutes] minutes',
      'de-DE': '[day]: [state], [minutes] Minuten',
    },
  ],
  'records.evidence.narrative': [
    {
      'it-IT': 'Fino a questo grado: [minutes] minuti di studio attivo e [sessions] sessioni completate.',
      'en-GB': 'Up to this tier: [minutes] minutes of active study and [sessions] sessions completed.',
      'de-DE': 'Bis zu diesem Rang: [minutes] Minuten aktives Lernen und [sessions] abgeschlossene Lektionen.',
    },
  ],
  'notification.game.risk.body': [
    {
      'it-IT': 'Ti mancano [minutes] minuti di studio per tenere viva la serie di [streak] giorni.',
      'en-GB': '[minutes] more minutes of study keep your [streak]-day streak alive.',
      'de-DE': 'Noch [minutes] Minuten Lernen halten deine Serie von [streak] Tagen am Leben.',
    },
  ],
  'game.calendar.summary': [
    {
      'it-IT': "Su [days] giorni: [studied] con l'obiettivo raggiunto, [frozen] coperti da un congelamento, [repaired] riparati.",
      'en-GB': 'Over [days] days: [studied] with the goal met, [frozen] covered by a freeze, [repaired] repaired.',
      'de-DE': 'In [days] Tagen: [studied] mit erreichtem Ziel, [frozen] durch einen Freeze abgedeckt, [repaired] repariert.',
    },
  ],
  'notification.game.freeze.body': [
    {
      'it-IT': 'Un congelamento ha coperto il [day]: la tua serie di [streak] giorni continua.',
      'en-GB': 'A freeze covered [day]: your [streak]-day streak goes on.',
      'de-DE': 'Ein Freeze hat den [day] abgedeckt: Deine Serie von [streak] Tagen geht weiter.',
    },
  ],
  'notification.game.repair.body': [
    {
      'it-IT': 'Hai studiato il doppio: la tua serie è di nuovo di [streak] giorni.',
      'en-GB': 'You studied twice your goal: your streak is back to [streak] days.',
      'de-DE': 'Du hast doppelt so viel gelernt: Deine Serie steht wieder bei [streak] Tagen.',
    },
  ],
  'notification.game.bundle.body': [
    {
      'it-IT': 'Hai ottenuto [count] traguardi insieme: aprili nei tuoi progressi.',
      'en-GB': 'You reached [count] milestones at once: see them in your progress.',
      'de-DE': 'Du hast [count] Meilensteine auf einmal erreicht: Sieh sie dir in deinem Fortschritt an.',
    },
  ],
};
