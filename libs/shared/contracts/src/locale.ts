import { z } from 'zod';

export const DEFAULT_LOCALE = 'it-IT';

/** A language-country code such as it-IT: the shape every route prefix and locale header uses. */
export const localeCodeSchema = z
  .string()
  .regex(/^[a-z]{2}-[A-Z]{2}$/, 'must be a language-country code such as it-IT');
export type LocaleCode = z.infer<typeof localeCodeSchema>;

export const isLocaleCode = (value: string): boolean => localeCodeSchema.safeParse(value).success;

export const localeSchema = z.object({
  code: localeCodeSchema,
  country: z.object({ code: z.string().regex(/^[A-Z]{2}$/) }),
});
export type Locale = z.infer<typeof localeSchema>;

/** `lc=it-IT,en-GB`: one or more locale codes joined by commas, no blanks, no repeats. */
export const localeListSchema = z
  .string()
  .min(1, 'must list at least one locale code')
  .transform((value, ctx) => {
    const codes = value.split(',');
    for (const code of codes) {
      if (!isLocaleCode(code)) {
        ctx.addIssue({ code: 'custom', message: `'${code}' is not a language-country code such as it-IT` });
        return z.NEVER;
      }
    }
    return [...new Set(codes)];
  });
