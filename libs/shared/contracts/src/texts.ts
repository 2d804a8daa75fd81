/** The locales every interface text ships in; a site may add its own in the CMS. */
export const TEXT_LOCALES = ['it-IT', 'en-GB', 'de-DE', 'ar-EG'] as const;
export type TextLocale = (typeof TEXT_LOCALES)[number];
export type TextTranslations = Readonly<Record<TextLocale, string>>;
/** Interface texts by key, each in every locale a text ships in. */
export type TextTable = Readonly<Record<string, TextTranslations>>;

/**
 * A feature's interface texts, beside the feature. A text without one of the shipped locales fails the type-check.
 * The table adds its keys to `TextRegistry`, so `TextKey` is the keys of the tables a program imports.
 */
export const defineTexts = <T extends Record<string, TextTranslations>>(texts: T): T => texts;

/**
 * The keys of every text table in the program: each table extends this interface with its own keys
 * (`declare module '@tiles/contracts'`). A key no imported table defines is not a `TextKey`.
 */
export interface TextRegistry extends Record<never, unknown> {}
export type TextKey = Extract<keyof TextRegistry, string>;
