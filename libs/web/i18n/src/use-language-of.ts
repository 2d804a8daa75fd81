import { directionOf } from '@tiles/contracts';
import { useI18n } from './i18n-context';

/**
 * `lang` and `dir` for a text written in another language than the page's (course content not translated yet,
 * shown in the site's default language), so screen readers read it with the right voice and it runs in its own
 * direction; nothing for a text in the page's language.
 */
export const useLanguageOf = () => {
  const { locale } = useI18n();
  return (lang: string | undefined): { lang?: string; dir?: 'ltr' | 'rtl' } =>
    lang && lang !== locale ? { lang, dir: directionOf(lang) } : {};
};
