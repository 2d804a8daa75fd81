/** Texts keyed by locale code, e.g. { 'it-IT': 'Storia', 'en-GB': 'History' }. */
export type Translations = Record<string, string>;
