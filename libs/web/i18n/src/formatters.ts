import { spokenDuration } from '@tiles/contracts';

/**
 * Intl-based formatting for a locale: every date, number and language name goes through here.
 * Building an Intl formatter loads locale data and costs milliseconds on a phone, so each one is built when first
 * used and kept for the page's life (one set per locale), not once per component.
 */
const lazily = <T>(build: () => T) => {
  let value: T | undefined;
  return () => (value ??= build());
};

/**
 * The product's languages by their own names. Intl.DisplayNames gives the same words but loads a locale's data
 * for each language (tens of milliseconds on a phone, on the first screen): it stays the answer for any other.
 */
const languageNames = new Map<string, string>([
  ['it-IT', 'Italiano'],
  ['en-GB', 'English'],
  ['de-DE', 'Deutsch'],
  ['ar-EG', 'العربية'],
]);

/** A language's name in that language itself ('Italiano', 'English', 'Deutsch'), as a language menu shows it. */
const languageName = (code: string) => {
  let name = languageNames.get(code);
  if (name === undefined) {
    const own = new Intl.DisplayNames([code], { type: 'language' }).of(code.split('-')[0] ?? code) ?? code;
    name = own.charAt(0).toLocaleUpperCase(code) + own.slice(1);
    languageNames.set(code, name);
  }
  return name;
};

const build = (locale: string) => {
  const number = lazily(() => new Intl.NumberFormat(locale));
  const date = lazily(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }));
  const dateTime = lazily(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
  const weekday = lazily(() => new Intl.DateTimeFormat(locale, { weekday: 'long' }));
  const shortDay = lazily(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }));
  const kilobytes = lazily(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }));
  const megabytes = lazily(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }));
  return {
    /** A size in bytes as people read it: '850 kB', '12,4 MB' (decimal units, as browsers report storage). */
    bytes: (value: number) =>
      value < 1_000_000 ? kilobytes().format(Math.max(1, Math.round(value / 1000))) : megabytes().format(value / 1_000_000),
    number: (value: number) => number().format(value),
    /** A length of study as people say it in the locale ('2 h 46 min', '2 Std. 46 Min.'): see spokenDuration. */
    duration: (totalSeconds: number) => spokenDuration(totalSeconds, locale),
    date: (value: Date | number) => date().format(value),
    dateTime: (value: Date | number) => dateTime().format(value),
    weekday: (value: Date | number) => weekday().format(value),
    /** A calendar day (`YYYY-MM-DD`) as an axis shows it: '3 dic', '3 Dec'. */
    shortDay: (isoDay: string) => shortDay().format(new Date(`${isoDay}T12:00:00Z`)),
    languageName,
  };
};

export type Formatters = ReturnType<typeof build>;

const byLocale = new Map<string, Formatters>();

export const createFormatters = (locale: string): Formatters => {
  let formatters = byLocale.get(locale);
  if (!formatters) {
    formatters = build(locale);
    byLocale.set(locale, formatters);
  }
  return formatters;
};
