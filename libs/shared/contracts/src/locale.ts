import { z } from 'zod/mini';

export const DEFAULT_LOCALE = 'it-IT';

const localeCodePattern = /^[a-z]{2}-[A-Z]{2}$/;

/** A language-country code such as it-IT: the shape every route prefix and locale header uses. */
export const localeCodeSchema = z.string().check(z.regex(localeCodePattern, 'must be a language-country code such as it-IT'));
export type LocaleCode = z.infer<typeof localeCodeSchema>;

export const isLocaleCode = (value: string): boolean => localeCodePattern.test(value);

/** Languages written right to left (Arabic, Hebrew, Persian, Urdu, Pashto, Sindhi, Yiddish, Dhivehi, Kurdish Sorani). */
const RIGHT_TO_LEFT_LANGUAGES = ['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'yi', 'dv', 'ckb'];
/** The writing direction of a locale's language, for `<html dir>`. */
export const directionOf = (locale: string): 'ltr' | 'rtl' =>
  RIGHT_TO_LEFT_LANGUAGES.includes(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';

export const localeSchema = z.object({
  code: localeCodeSchema,
  country: z.object({ code: z.string().check(z.regex(/^[A-Z]{2}$/)) }),
});
export type Locale = z.infer<typeof localeSchema>;

/** `lc=it-IT,en-GB`: one or more locale codes joined by commas, no blanks; repeats are dropped. */
export const localeListSchema = z.pipe(
  z.string().check(z.minLength(1, 'must list at least one locale code')),
  z.transform((value: string, ctx) => {
    const codes = value.split(',');
    const bad = codes.find((code) => !isLocaleCode(code));
    if (bad !== undefined) {
      ctx.issues.push({ code: 'custom', input: value, message: `'${bad}' is not a language-country code such as it-IT` });
      return [];
    }
    return [...new Set(codes)];
  }),
);

/**
 * The one translation picker: the entry of `texts` in the first of `locales` that has one (the reader's locale,
 * then the site's default), else `otherwise`.
 */
export const pickTranslation = <T>(
  texts: Readonly<Partial<Record<string, T>>> | null | undefined,
  locales: readonly string[],
  otherwise: NoInfer<T>,
): T => {
  for (const locale of locales) {
    const text = texts?.[locale];
    if (text !== undefined) return text;
  }
  return otherwise;
};

/**
 * The locale of the entry `pickTranslation` would pick from `texts` (the first of `locales` that has one), else
 * the first locale `texts` holds: the language a picked text is written in, for its `lang`.
 */
export const translationLocale = (texts: Readonly<Partial<Record<string, unknown>>> | null | undefined, locales: readonly string[]) =>
  locales.find((locale) => texts?.[locale] !== undefined) ?? Object.keys(texts ?? {})[0];
