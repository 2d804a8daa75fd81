import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';

/** Gender as stored on a user (`fields.gender`) and the short code templates use. */
export type StoredGender = 'maschile' | 'femminile' | 'neutro';
export type GenderCode = 'm' | 'f' | 'n';

const genderCodes: Record<StoredGender, GenderCode> = { maschile: 'm', femminile: 'f', neutro: 'n' };

/** maschile/femminile/neutro -> m/f/n; anything else (or nothing) -> m, the spec's default. */
export const toGenderCode = (gender: string | null | undefined): GenderCode => (gender && genderCodes[gender as StoredGender]) || 'm';

export type TemplateParams = Partial<Record<'name' | 'subject' | 'average' | 'day' | (string & {}), string | number>>;

const genderVariant = /\[gender:([^\]]*)\]/g;
const placeholder = /\[([a-zA-Z][a-zA-Z0-9_]*)\]/g;
const variantIndex: Record<GenderCode, number> = { m: 0, f: 1, n: 2 };
/** `{count, plural, …}`, `{n, selectordinal, …}` or `{x, select, …}`: the ICU MessageFormat part of a text. */
const icuArgument = /\{\s*[a-zA-Z][a-zA-Z0-9_]*\s*,\s*(plural|selectordinal|select)\s*,/;

/** True when a text has ICU plural or select forms (`{count, plural, one {# corso} other {# corsi}}`). */
export const hasPluralForms = (template: string): boolean => icuArgument.test(template);

type ParsedMessage = MessageFormatElement[];
/** Texts with plural forms, parsed (ICU's syntax tree), keyed by the text after its gender variant was picked. */
export type ParsedTexts = Record<string, ParsedMessage>;

/**
 * The browser carries ICU's formatter but not its parser (the web build gives intl-messageformat the parser-less
 * build): the server sends the page's texts parsed, and the parser is loaded only when texts arrive without (a
 * language switch, the CMS editor). Elsewhere (the api, tests) intl-messageformat parses by itself.
 */
const parsedTexts = new Map<string, ParsedMessage>();
let parser: ((template: string) => ParsedMessage) | undefined;

export const provideParsedTexts = (texts: ParsedTexts | undefined) => {
  for (const [template, parsed] of Object.entries(texts ?? {})) parsedTexts.set(template, parsed);
};

/** Loads ICU's parser (a chunk of its own in the browser), after which any text can be formatted. */
export const loadTemplateParser = async (): Promise<void> => {
  if (parser) return;
  const { parse } = await import('@formatjs/icu-messageformat-parser');
  parser = (template) => parse(template, { ignoreTag: true });
};

export const templateParserLoaded = (): boolean => Boolean(parser);

/** Ready to format: parsed already, or parsed here when the parser is loaded, else as a string the formatter parses. */
const sourceOf = (template: string): ParsedMessage | string => parsedTexts.get(template) ?? parser?.(template) ?? template;

/**
 * Every message's constructor resolves its locale through `Intl.NumberFormat.supportedLocalesOf`: about 0.35 ms in
 * Chromium each time, and the first time ICU lists every locale it has (130 ms of one task on the review page at 4x
 * CPU, bench:trace). Our locales are the product's own, all of which ICU has, and the resolved locale serves only
 * the parser of texts given as strings: it is made from the locale's name, once per locale. Each message would also
 * make its own formatters (a plural rule per message); they are shared, one per locale and options.
 */
const resolvedLocales = new Map<string, Intl.Locale>();
IntlMessageFormat.resolveLocale = (locales) => {
  const name = typeof locales === 'string' ? locales : locales[0];
  if (name === undefined) return undefined;
  let resolved = resolvedLocales.get(name);
  if (!resolved) resolvedLocales.set(name, (resolved = new Intl.Locale(name)));
  return resolved;
};
/** One instance per distinct set of arguments (formatters are immutable and costly to make). */
const madeOnce = <Args extends unknown[], Made>(make: (...args: Args) => Made) => {
  const made = new Map<string, Made>();
  return (...args: Args): Made => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(...args)));
    return value;
  };
};
const sharedFormatters: Formatters = {
  getNumberFormat: madeOnce((locales?: string | string[], options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, options)),
  getDateTimeFormat: madeOnce((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
  getPluralRules: madeOnce((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
};

// Parsing a message costs far more than formatting it; texts are few and reused on every render.
const compiled = new Map<string, IntlMessageFormat>();
const compile = (template: string, locale: string): IntlMessageFormat => {
  const cacheKey = `${locale}\u0000${template}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(sourceOf(template), locale, undefined, { ignoreTag: true, formatters: sharedFormatters });
    compiled.set(cacheKey, format);
  }
  return format;
};

/**
 * Why a text's plural forms cannot be used (unbalanced braces, a plural without `other`…), or undefined when they
 * can. Texts without plural forms are shown as written and always usable. In the browser, after `loadTemplateParser`.
 */
export const templateProblem = (template: string, locale: string): string | undefined => {
  if (!hasPluralForms(template)) return undefined;
  try {
    new IntlMessageFormat(parser?.(template) ?? template, locale, undefined, { ignoreTag: true });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

const variantOf = (template: string, gender: GenderCode) =>
  template.replace(genderVariant, (_match, variants: string) => {
    const options = variants.split(',');
    return options[variantIndex[gender]] ?? options[0] ?? '';
  });

/** What of a text ICU formats, for each gender: the strings to send parsed. */
export const pluralSourcesOf = (template: string): string[] =>
  hasPluralForms(template) ? [...new Set((['m', 'f', 'n'] as const).map((gender) => variantOf(template, gender)))] : [];

/** True when every text with plural forms among these can be formatted here without loading the parser. */
export const pluralTextsReady = (templates: Iterable<string>): boolean =>
  Boolean(parser) || [...templates].every((template) => pluralSourcesOf(template).every((source) => parsedTexts.has(source)));

const formatPlurals = (template: string, params: TemplateParams, locale: string): string => {
  if (!hasPluralForms(template)) return template;
  try {
    const formatted = compile(template, locale).format(params);
    return typeof formatted === 'string' ? formatted : String(formatted);
  } catch {
    // A broken text or a missing count: show the text as written, so review sees it instead of a blank.
    return template;
  }
};

const numberFormats = new Map<string, Intl.NumberFormat>();
/**
 * A number in a placeholder in the locale's digits, as ICU writes the `#` beside it (Arabic-Indic in ar-EG), without
 * grouping (a year, a status code or an XP total reads as one number).
 */
const localNumber = (value: number, locale: string) => {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
};

/**
 * Renders a boilerplate text: `[gender:m,f,n]` picks the variant for the gender (the first one when a variant is
 * missing), ICU plural and select forms (`{count, plural, one {# corso} other {# corsi}}`) take the locale's plural
 * rules, and `[name]`-style placeholders take their parameter (a number in the locale's digits). A placeholder without a parameter stays visible, so
 * a missing value shows up in review instead of silently vanishing. Parameters are filled after the ICU step, so a
 * learner's name with a brace in it is never read as syntax.
 */
export const renderTemplate = (template: string, params: TemplateParams = {}, gender: GenderCode = 'm', locale = 'it-IT'): string =>
  formatPlurals(variantOf(template, gender), params, locale).replace(placeholder, (match, key: string) => {
    const value = params[key];
    if (value === undefined) return match;
    return typeof value === 'number' ? localNumber(value, locale) : value;
  });
