import { describe, expect, it } from 'vitest';
import { parseDuration, sumDurations } from '@tiles/contracts';
import { createFormatters } from './formatters';

describe('createFormatters', () => {
  it('formats numbers and dates through Intl for the locale', () => {
    expect(createFormatters('it-IT').number(1234.5)).toBe('1234,5');
    expect(createFormatters('en-GB').number(1234.5)).toBe('1,234.5');
    expect(createFormatters('de-DE').date(new Date(Date.UTC(2026, 10, 21, 12)))).toBe('21. November 2026');
  });

  it('says a course duration as a person would in each language, parsed and summed from the spec strings', () => {
    const total = sumDurations(['1h 20m 15s', '1h 26m']).seconds;
    expect(createFormatters('it-IT').duration(total)).toBe('2 h 46 min');
    expect(createFormatters('de-DE').duration(total)).toBe('2 Std. 46 Min.');
    expect(createFormatters('en-GB').duration(total)).toBe('2 hrs 46 mins');
    expect(createFormatters('it-IT').duration(parseDuration('45m')!)).toBe('45 min');
    expect(createFormatters('de-DE').duration(parseDuration('3h')!)).toBe('3 Std.');
    expect(createFormatters('it-IT').duration(parseDuration('30s')!)).toBe('30 s');
  });

  it('names each language in itself', () => {
    const { languageName } = createFormatters('it-IT');
    expect(languageName('it-IT')).toBe('Italiano');
    expect(languageName('en-GB')).toBe('English');
    expect(languageName('de-DE')).toBe('Deutsch');
    expect(languageName('fr-FR')).toBe('Français');
  });

  it("keeps its own names of the product's languages equal to Intl's", () => {
    const { languageName } = createFormatters('en-GB');
    for (const code of ['it-IT', 'en-GB', 'de-DE']) {
      const own = new Intl.DisplayNames([code], { type: 'language' }).of(code.slice(0, 2))!;
      expect(languageName(code)).toBe(own.charAt(0).toLocaleUpperCase(code) + own.slice(1));
    }
  });

  it('builds one set of formatters per locale', () => {
    expect(createFormatters('it-IT')).toBe(createFormatters('it-IT'));
    expect(createFormatters('it-IT')).not.toBe(createFormatters('de-DE'));
  });
});
