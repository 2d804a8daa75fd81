// The shell's and the shared texts: their keys are known to every lib that translates. A type import: the texts
// travel in the page's HTML, never in a script.
import type {} from '@tiles/i18n-texts';
export { localeEntered, localeSlice, selectCurrentLocale, type LocaleState } from './locale-slice';
export { I18nProvider, useI18n, useText, type Translate } from './i18n-context';
export { useFormatters } from './use-formatters';
export { useDocumentLanguage } from './use-document-language';
export { apiErrorTextKey, useErrorText } from './use-error-text';
export { useTemplateParser } from './use-template-parser';
export { useLanguageOf } from './use-language-of';
export { useTextWithPart, type TextPart } from './text-with-part';
