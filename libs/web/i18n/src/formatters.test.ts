import { describe, expect, it } from 'vitest';
import { createFormatters } from './formatters';

describe('createFormatters', () => {
  it('formats numbers and dates through Intl for the locale', () => {
    expect(createFormatters('it-IT').number(1234.5)).toBe('1234,5');
    expect(createFormatters('en-GB').number(1234.5)).toBe('1,234.5');
    expect(createFormatters('de-DE').date(new Date(Date.UTC(2026, 10, 21, 12)))).toBe('21. November 2026');
  });

  it('names each language in itself', () => {
    const { languageName } = createFormatters('it-IT');
    expect(languageName('it-IT')).toBe('Italiano');
    expect(languageName('en-GB')).toBe('English');
    expect(languageName('de-DE')).toBe('Deutsch');
  });
});
