export { localeEntered, localeSlice, selectCurrentLocale, type LocaleState } from './locale-slice';
export {
  createTranslator,
  I18nProvider,
  useI18n,
  useText,
  type I18nProviderProps,
  type I18nValue,
  type Translate,
} from './i18n-context';
export { createFormatters, type Formatters } from './formatters';
export { useFormatters } from './use-formatters';
export { useDocumentLanguage } from './use-document-language';
export { useErrorText } from './use-error-text';
