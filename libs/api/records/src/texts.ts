import { defineTexts } from '@tiles/contracts';

/**
 * The interface texts of the records domain's credentials (their names, criteria and evidence),
 * each in it-IT, en-GB, de-DE and ar-EG. The api seeds them; editors change them in the CMS.
 */
export const recordsTexts = defineTexts({
  'records.achievement.name': {
    'it-IT': '[badge] — grado [tier] di [tiers]',
    'en-GB': '[badge] — tier [tier] of [tiers]',
    'de-DE': '[badge] — Rang [tier] von [tiers]',
    'ar-EG': '[badge] — الدرجة [tier] من [tiers]',
  },
  'records.achievement.criteria': {
    'it-IT': '[description] Grado [tier]: almeno [threshold].',
    'en-GB': '[description] Tier [tier]: at least [threshold].',
    'de-DE': '[description] Rang [tier]: mindestens [threshold].',
    'ar-EG': '[description] الدرجة [tier]: [threshold] على الأقل.',
  },
  'records.evidence.name': {
    'it-IT': 'Studio registrato su [site]',
    'en-GB': 'Study recorded on [site]',
    'de-DE': 'Auf [site] erfasstes Lernen',
    'ar-EG': 'دراسة مسجّلة على [site]',
  },
  'records.evidence.narrative': {
    'it-IT':
      'Fino a questo grado: {minutes, plural, one {# minuto} other {# minuti}} di studio attivo e {sessions, plural, one {# sessione completata} other {# sessioni completate}}.',
    'en-GB':
      'Up to this tier: {minutes, plural, one {# minute} other {# minutes}} of active study and {sessions, plural, one {# session} other {# sessions}} completed.',
    'de-DE':
      'Bis zu diesem Rang: {minutes, plural, one {# Minute} other {# Minuten}} aktives Lernen und {sessions, plural, one {# abgeschlossene Lektion} other {# abgeschlossene Lektionen}}.',
    'ar-EG':
      'حتى هذه الدرجة: {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}} من الدراسة النشطة و{sessions, plural, zero {# جلسة مكتملة} one {جلسة واحدة مكتملة} two {جلستان مكتملتان} few {# جلسات مكتملة} many {# جلسة مكتملة} other {# جلسة مكتملة}}.',
  },
  'records.level.name': {
    'it-IT': '[level] in [category]',
    'en-GB': '[level] in [category]',
    'de-DE': '[level] in [category]',
    'ar-EG': '[level] في [category]',
  },
});

type RecordsTexts = typeof recordsTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends RecordsTexts {}
}
