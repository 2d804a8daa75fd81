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

/**
 * Renders a boilerplate text: `[gender:m,f,n]` picks the variant for the gender (the first one when a variant is
 * missing), `[name]`-style placeholders take their parameter. A placeholder without a parameter stays visible,
 * so a missing value shows up in review instead of silently vanishing.
 */
export const renderTemplate = (template: string, params: TemplateParams = {}, gender: GenderCode = 'm'): string =>
  template
    .replace(genderVariant, (_match, variants: string) => {
      const options = variants.split(',');
      return options[variantIndex[gender]] ?? options[0] ?? '';
    })
    .replace(placeholder, (match, key: string) => {
      const value = params[key];
      return value === undefined ? match : String(value);
    });
