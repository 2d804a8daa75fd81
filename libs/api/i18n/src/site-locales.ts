import type { Site } from '@tiles/contracts';
import { badRequest } from '@tiles/api-platform/ground/http-errors';

/** Texts keyed by a locale the site does not offer are refused, naming the field and the locale (`body.titles.fr-FR`). */
export const assertSiteLocales = (site: Pick<Site, 'supportedLocale'>, fields: Record<string, Record<string, unknown>>) => {
  for (const [field, texts] of Object.entries(fields)) {
    const unsupported = Object.keys(texts).find((locale) => !site.supportedLocale.includes(locale));
    if (unsupported) throw badRequest(`body.${field}.${unsupported}: not a locale of this site`);
  }
};
