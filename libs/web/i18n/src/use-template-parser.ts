import { useEffect, useState } from 'react';
import { loadTemplateParser, templateParserLoaded } from '@tiles/contracts';

/**
 * For screens that format texts being written (the CMS previews): loads ICU's parser, which the first load leaves
 * out, and renders again once it is here. Until then a text with plural forms shows as written.
 */
export const useTemplateParser = (): boolean => {
  const [loaded, setLoaded] = useState(templateParserLoaded);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    void loadTemplateParser().then(
      () => current && setLoaded(true),
      () => undefined, // A chunk that cannot load: the previews stay as written; the texts are saved all the same.
    );
    return () => {
      current = false;
    };
  }, [loaded]);
  return loaded;
};
