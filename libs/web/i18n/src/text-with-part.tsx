import type { ReactNode } from 'react';
import type { TemplateParams, TextKey } from '@tiles/contracts';
import { useText } from './i18n-context';
import { useLanguageOf } from './use-language-of';

/** Stands in for the part while the text is rendered, so the text can be cut around it: a private-use character. */
const PART = '\uE000';

/** The parameter of a text written in a language of its own: its name in the template, its value and language. */
export type TextPart = { name: string; value: string; lang: string | undefined };

/**
 * A text with one parameter written in another language than the page's (an Italian module title not translated
 * yet, inside an Arabic sentence): that parameter wrapped in a span with its own `lang` and `dir`, so a screen
 * reader switches voice for it and it runs in its own direction. The plain text where the part is in the page's
 * language.
 */
export const useTextWithPart = () => {
  const t = useText();
  const languageOf = useLanguageOf();
  return (key: TextKey, params: TemplateParams, part: TextPart): ReactNode => {
    const marks = languageOf(part.lang);
    const plain = () => t(key, { ...params, [part.name]: part.value });
    if (!marks.lang) return plain();
    const pieces = t(key, { ...params, [part.name]: PART }).split(PART);
    // A translation that leaves the part out, or says it twice, is shown as it reads.
    if (pieces.length !== 2) return plain();
    return (
      <>
        {pieces[0]}
        <span {...marks}>{part.value}</span>
        {pieces[1]}
      </>
    );
  };
};
