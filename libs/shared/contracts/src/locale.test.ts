import { describe, expect, it } from 'vitest';
import { isLocaleCode, localeListSchema } from './locale.js';

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
