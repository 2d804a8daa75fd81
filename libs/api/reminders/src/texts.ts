import { defineTexts } from '@tiles/contracts';

/**
 * The interface texts of what the reminders domain writes to people (its notifications),
 * each in it-IT, en-GB, de-DE and ar-EG. The api seeds them; editors change them in the CMS.
 */
export const remindersTexts = defineTexts({
  'notification.game.review.title': {
    'it-IT': 'È ora di ripassare',
    'en-GB': 'Time to review',
    'de-DE': 'Zeit für die Wiederholung',
    'ar-EG': 'حان وقت المراجعة',
  },
  'notification.game.review.body': {
    'it-IT': '{count, plural, one {# carta ti aspetta} other {# carte ti aspettano}}: ripassale prima di dimenticarle.',
    'en-GB': '{count, plural, one {# card is waiting} other {# cards are waiting}}: review them before you forget.',
    'de-DE': '{count, plural, one {# Karte wartet} other {# Karten warten}} auf dich: Wiederhole sie, bevor du sie vergisst.',
    'ar-EG':
      '{count, plural, zero {# بطاقة تنتظر} one {بطاقة واحدة تنتظر} two {بطاقتان تنتظران} few {# بطاقات تنتظر} many {# بطاقة تنتظر} other {# بطاقة تنتظر}}: راجعها قبل أن تنسى.',
  },
});

type RemindersTexts = typeof remindersTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends RemindersTexts {}
}
