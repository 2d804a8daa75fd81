import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { renderTemplate, toGenderCode, type BoilerplateEntry, type GenderCode, type TemplateParams, type TextKey } from '@tiles/contracts';

export type Translate = (key: TextKey, params?: TemplateParams) => string;

export type I18nValue = {
  locale: string;
  gender: GenderCode;
  t: Translate;
  /** True when the boilerplate has been loaded (t answers real texts, not keys). */
  ready: boolean;
};

/** key -> text in `locale`, falling back to `fallbackLocale`. */
export const createTranslator = (
  entries: readonly BoilerplateEntry[],
  locale: string,
  fallbackLocale: string,
  gender: GenderCode,
): Translate => {
  const texts = new Map(entries.map((entry) => [entry.key, entry.translations]));
  return (key, params) => {
    const translations = texts.get(key);
    const template = translations?.[locale] ?? translations?.[fallbackLocale];
    // A missing text shows its key: visible in review, never a blank.
    return template === undefined
      ? key
      : renderTemplate(template, params, gender, translations?.[locale] === undefined ? fallbackLocale : locale);
  };
};

const I18nContext = createContext<I18nValue | null>(null);

export type I18nProviderProps = {
  locale: string;
  fallbackLocale: string;
  boilerplate: readonly BoilerplateEntry[] | undefined;
  /** The learner's stored gender (maschile/femminile/neutro); default m. */
  gender?: string | undefined;
  children: ReactNode;
};

export const I18nProvider = ({ locale, fallbackLocale, boilerplate, gender, children }: I18nProviderProps) => {
  const value = useMemo<I18nValue>(() => {
    const genderCode = toGenderCode(gender);
    return {
      locale,
      gender: genderCode,
      t: createTranslator(boilerplate ?? [], locale, fallbackLocale, genderCode),
      ready: boilerplate !== undefined,
    };
  }, [locale, fallbackLocale, boilerplate, gender]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
};

export const useI18n = (): I18nValue => {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside an I18nProvider');
  return value;
};

/** The translate function of the current locale. */
export const useText = (): Translate => useI18n().t;
