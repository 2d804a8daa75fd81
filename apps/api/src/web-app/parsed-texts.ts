import { parse } from '@formatjs/icu-messageformat-parser';
import { pluralSourcesOf, type BoilerplateEntry, type ParsedTexts } from '@tiles/contracts';

/**
 * The texts with plural forms, parsed, for the page's preload: the browser formats them without loading ICU's
 * parser. A text that does not parse is left out; it shows as written, there as here.
 */
export const parsedTextsOf = (entries: readonly BoilerplateEntry[]): ParsedTexts => {
  const parsed: ParsedTexts = {};
  for (const entry of entries)
    for (const text of Object.values(entry.translations))
      for (const source of pluralSourcesOf(text ?? '')) {
        if (parsed[source]) continue;
        try {
          parsed[source] = parse(source, { ignoreTag: true });
        } catch {
          // Broken plural forms: the CMS refuses them, but an old text may still be stored.
        }
      }
  return parsed;
};
