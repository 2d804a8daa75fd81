export { localeEntered, localeSlice, selectCurrentLocale, type LocaleState } from './locale-slice';
export { I18nProvider, useI18n, useText, type Translate } from './i18n-context';
export { useFormatters } from './use-formatters';
export { useDocumentLanguage } from './use-document-language';
export { useErrorText } from './use-error-text';
export { useTemplateParser } from './use-template-parser';
export { useLanguageOf } from './use-language-of';
export { useTextWithPart, type TextPart } from './text-with-part';
