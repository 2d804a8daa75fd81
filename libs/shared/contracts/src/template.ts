import { IntlMessageFormat } from 'intl-messageformat';

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

// Parsing a message costs far more than formatting it; texts are few and reused on every render.
const compiled = new Map<string, IntlMessageFormat>();
const compile = (template: string, locale: string): IntlMessageFormat => {
  const cacheKey = `${locale}\u0000${template}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(template, locale, undefined, { ignoreTag: true });
    compiled.set(cacheKey, format);
  }
  return format;
};

/**
 * Why a text's plural forms cannot be used (unbalanced braces, a plural without `other`…), or undefined when they
 * can. Texts without plural forms are shown as written and always usable.
 */
export const templateProblem = (template: string, locale: string): string | undefined => {
  if (!hasPluralForms(template)) return undefined;
  try {
    new IntlMessageFormat(template, locale, undefined, { ignoreTag: true });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

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

/**
 * Renders a boilerplate text: `[gender:m,f,n]` picks the variant for the gender (the first one when a variant is
 * missing), ICU plural and select forms (`{count, plural, one {# corso} other {# corsi}}`) take the locale's plural
 * rules, and `[name]`-style placeholders take their parameter. A placeholder without a parameter stays visible, so
 * a missing value shows up in review instead of silently vanishing. Parameters are filled after the ICU step, so a
 * learner's name with a brace in it is never read as syntax.
 */
export const renderTemplate = (template: string, params: TemplateParams = {}, gender: GenderCode = 'm', locale = 'it-IT'): string =>
  formatPlurals(
    template.replace(genderVariant, (_match, variants: string) => {
      const options = variants.split(',');
      return options[variantIndex[gender]] ?? options[0] ?? '';
    }),
    params,
    locale,
  ).replace(placeholder, (match, key: string) => {
    const value = params[key];
    return value === undefined ? match : String(value);
  });
