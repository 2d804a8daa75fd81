import { defineTexts } from '@tiles/contracts';

/**
 * The interface texts of what the notifications domain writes to people (its notifications),
 * each in it-IT, en-GB, de-DE and ar-EG. The api seeds them; editors change them in the CMS.
 */
export const notificationsTexts = defineTexts({
  'notification.barrier.title': {
    'it-IT': 'Segnalata una barriera di accessibilità',
    'en-GB': 'An accessibility barrier was reported',
    'de-DE': 'Eine Barriere wurde gemeldet',
    'ar-EG': 'تم الإبلاغ عن عائق في إمكانية الوصول',
  },
  'notification.barrier.body': {
    'it-IT': 'Su [page]: «[description]»',
    'en-GB': 'On [page]: “[description]”',
    'de-DE': 'Auf [page]: „[description]“',
    'ar-EG': 'في [page]: «[description]»',
  },
  'notification.barrier.bodyWithContact': {
    'it-IT': 'Su [page]: «[description]» Per rispondere: [contact]',
    'en-GB': 'On [page]: “[description]” To reply: [contact]',
    'de-DE': 'Auf [page]: „[description]“ Antwort an: [contact]',
    'ar-EG': 'في [page]: «[description]» للرد: [contact]',
  },
  'notification.barrierDigest.title': {
    'it-IT': '{count, plural, one {# barriera di accessibilità segnalata} other {# barriere di accessibilità segnalate}}',
    'en-GB': '{count, plural, one {# accessibility barrier was reported} other {# accessibility barriers were reported}}',
    'de-DE': '{count, plural, one {# Barriere wurde gemeldet} other {# Barrieren wurden gemeldet}}',
    'ar-EG':
      '{count, plural, zero {لم يُبلَّغ عن أي عائق في إمكانية الوصول} one {تم الإبلاغ عن عائق واحد في إمكانية الوصول} two {تم الإبلاغ عن عائقين في إمكانية الوصول} few {تم الإبلاغ عن # عوائق في إمكانية الوصول} many {تم الإبلاغ عن # عائقًا في إمكانية الوصول} other {تم الإبلاغ عن # عائق في إمكانية الوصول}}',
  },
  'notification.barrierDigest.body': { 'it-IT': '[reports]', 'en-GB': '[reports]', 'de-DE': '[reports]', 'ar-EG': '[reports]' },
  'notification.barrierDigest.bodyWithMore': {
    'it-IT': '[reports]\n{more, plural, one {Un’altra nel prossimo riepilogo.} other {Altre # nel prossimo riepilogo.}}',
    'en-GB': '[reports]\n{more, plural, one {One more in the next summary.} other {# more in the next summary.}}',
    'de-DE':
      '[reports]\n{more, plural, one {Eine weitere in der nächsten Zusammenfassung.} other {# weitere in der nächsten Zusammenfassung.}}',
    'ar-EG':
      '[reports]\n{more, plural, zero {لا شيء آخر.} one {بلاغ آخر في الملخص التالي.} two {بلاغان آخران في الملخص التالي.} few {# بلاغات أخرى في الملخص التالي.} many {# بلاغًا آخر في الملخص التالي.} other {# بلاغ آخر في الملخص التالي.}}',
  },
  'notification.welcome.title': {
    'it-IT': 'Benvenut[gender:o,a,ə], [name]!',
    'en-GB': 'Welcome, [name]!',
    'de-DE': 'Willkommen, [name]!',
    'ar-EG': 'مرحبًا يا [name]!',
  },
  'notification.welcome.body': {
    'it-IT': 'Il catalogo ti aspetta: ogni minuto di studio conta nelle tue statistiche.',
    'en-GB': 'The catalogue is waiting: every minute of study counts in your statistics.',
    'de-DE': 'Der Katalog wartet: Jede Lernminute zählt in deiner Statistik.',
    'ar-EG': 'الدليل في انتظارك: كل دقيقة دراسة تُحتسب في إحصاءاتك.',
  },
});

type NotificationsTexts = typeof notificationsTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends NotificationsTexts {}
}
