import { defineTexts } from '@tiles/contracts';

/**
 * The interface texts of what the game domain writes to people (its notifications),
 * each in it-IT, en-GB, de-DE and ar-EG. The api seeds them; editors change them in the CMS.
 */
export const gameTexts = defineTexts({
  'notification.game.risk.title': {
    'it-IT': 'La tua serie è a rischio',
    'en-GB': 'Your streak is at risk',
    'de-DE': 'Deine Serie ist in Gefahr',
    'ar-EG': 'سلسلتك في خطر',
  },
  'notification.game.risk.body': {
    'it-IT':
      '{minutes, plural, one {Ti manca # minuto} other {Ti mancano # minuti}} di studio per tenere viva la serie di {streak, plural, one {# giorno} other {# giorni}}.',
    'en-GB': '{minutes, plural, one {One more minute of study keeps} other {# more minutes of study keep}} your [streak]-day streak alive.',
    'de-DE':
      '{minutes, plural, one {Noch # Minute Lernen hält} other {Noch # Minuten Lernen halten}} deine Serie von {streak, plural, one {# Tag} other {# Tagen}} am Leben.',
    'ar-EG':
      '{minutes, plural, zero {# دقيقة أخرى من الدراسة تُبقي} one {دقيقة أخرى من الدراسة تُبقي} two {دقيقتان أخريان من الدراسة تُبقيان} few {# دقائق أخرى من الدراسة تُبقي} many {# دقيقة أخرى من الدراسة تُبقي} other {# دقيقة أخرى من الدراسة تُبقي}} سلسلتك البالغة [streak] يوم حيّة.',
  },
  'notification.game.level.title': {
    'it-IT': 'Livello [level] in [category]!',
    'en-GB': 'Level [level] in [category]!',
    'de-DE': 'Stufe [level] in [category]!',
    'ar-EG': 'المستوى [level] في [category]!',
  },
  'notification.game.level.body': {
    'it-IT': 'Sei salit[gender:o,a,ə] al livello [level] in [category]: guarda da dove viene la tua esperienza.',
    'en-GB': 'You reached level [level] in [category]: see where your experience came from.',
    'de-DE': 'Du hast Stufe [level] in [category] erreicht: Sieh dir an, woher deine Erfahrung stammt.',
    'ar-EG': 'بلغت المستوى [level] في [category]: اطّلع على مصدر خبرتك.',
  },
  'notification.game.badge.title': {
    'it-IT': 'Nuovo badge: [badge]',
    'en-GB': 'New badge: [badge]',
    'de-DE': 'Neues Abzeichen: [badge]',
    'ar-EG': 'شارة جديدة: [badge]',
  },
  'notification.game.badge.body': {
    'it-IT': 'Hai raggiunto il grado [tier] del badge [badge].',
    'en-GB': 'You reached tier [tier] of the [badge] badge.',
    'de-DE': 'Du hast Rang [tier] des Abzeichens [badge] erreicht.',
    'ar-EG': 'بلغت الدرجة [tier] من شارة [badge].',
  },
  'notification.game.freeze.title': {
    'it-IT': 'Serie salvata',
    'en-GB': 'Streak saved',
    'de-DE': 'Serie gerettet',
    'ar-EG': 'أُنقذت السلسلة',
  },
  'notification.game.freeze.body': {
    'it-IT': 'Un congelamento ha coperto il [day]: la tua serie di {streak, plural, one {# giorno} other {# giorni}} continua.',
    'en-GB': 'A freeze covered [day]: your [streak]-day streak goes on.',
    'de-DE': 'Ein Freeze hat den [day] abgedeckt: Deine Serie von {streak, plural, one {# Tag} other {# Tagen}} geht weiter.',
    'ar-EG': 'غطّى تجميدٌ يوم [day]: سلسلتك البالغة [streak] يوم مستمرة.',
  },
  'notification.game.repair.title': {
    'it-IT': 'Serie riparata',
    'en-GB': 'Streak repaired',
    'de-DE': 'Serie repariert',
    'ar-EG': 'أُصلحت السلسلة',
  },
  'notification.game.repair.body': {
    'it-IT': 'Hai studiato il doppio: la tua serie è di nuovo di {streak, plural, one {# giorno} other {# giorni}}.',
    'en-GB': 'You studied twice your goal: your streak is back to {streak, plural, one {# day} other {# days}}.',
    'de-DE': 'Du hast doppelt so viel gelernt: Deine Serie steht wieder bei {streak, plural, one {# Tag} other {# Tagen}}.',
    'ar-EG':
      'درست ضعف هدفك: عادت سلسلتك إلى {streak, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}.',
  },
  'notification.game.bundle.title': {
    'it-IT': 'Nuovi traguardi!',
    'en-GB': 'New milestones!',
    'de-DE': 'Neue Meilensteine!',
    'ar-EG': 'إنجازات جديدة!',
  },
  'notification.game.bundle.body': {
    'it-IT': 'Hai ottenuto {count, plural, one {# traguardo} other {# traguardi insieme}}: aprili nei tuoi progressi.',
    'en-GB': 'You reached {count, plural, one {# milestone} other {# milestones at once}}: see them in your progress.',
    'de-DE':
      'Du hast {count, plural, one {# Meilenstein} other {# Meilensteine auf einmal}} erreicht: Sieh sie dir in deinem Fortschritt an.',
    'ar-EG':
      'بلغت {count, plural, zero {# إنجاز} one {إنجازًا واحدًا} two {إنجازين دفعة واحدة} few {# إنجازات دفعة واحدة} many {# إنجازًا دفعة واحدة} other {# إنجاز دفعة واحدة}}: اطّلع عليها في تقدّمك.',
  },
});

type GameTexts = typeof gameTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends GameTexts {}
}
