import { describe, expect, it } from 'vitest';
import { directionOf, isLocaleCode, localeListSchema, pickTranslation } from './locale.js';

describe('locale codes', () => {
  it.each(['it-IT', 'en-GB', 'de-DE'])('accepts %s', (code) => expect(isLocaleCode(code)).toBe(true));
  it.each(['it', 'IT-it', 'it_IT', 'it-ITA', '', 'federated'])('rejects %p', (code) => expect(isLocaleCode(code)).toBe(false));

  it('parses a comma-separated list without repeats', () => {
    expect(localeListSchema.parse('it-IT,en-GB,it-IT')).toEqual(['it-IT', 'en-GB']);
  });

  it.each(['', 'it-IT,', 'it-IT;en-GB', 'it-IT, en-GB', 'xx'])('rejects the malformed list %p', (value) => {
    expect(localeListSchema.safeParse(value).success).toBe(false);
  });
});

describe('pickTranslation', () => {
  const names = { 'it-IT': 'Storia', 'en-GB': 'History' };

  it("answers the reader's locale, then the site's default, then what the caller says", () => {
    expect(pickTranslation(names, ['en-GB', 'it-IT'], 'storia')).toBe('History');
    expect(pickTranslation(names, ['de-DE', 'it-IT'], 'storia')).toBe('Storia');
    expect(pickTranslation(names, ['de-DE', 'fr-FR'], 'storia')).toBe('storia');
    expect(pickTranslation(undefined, ['de-DE'], '')).toBe('');
  });

  it('keeps an empty translation that exists (only a missing one falls back)', () => {
    expect(pickTranslation({ 'de-DE': '' }, ['de-DE', 'it-IT'], 'x')).toBe('');
  });
});

describe('directionOf', () => {
  it.each([
    ['it-IT', 'ltr'],
    ['en-GB', 'ltr'],
    ['ar-EG', 'rtl'],
    ['he-IL', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur-PK', 'rtl'],
  ] as const)('writes %s %s', (locale, direction) => {
    expect(directionOf(locale)).toBe(direction);
  });
});
