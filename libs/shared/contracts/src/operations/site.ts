import { z } from 'zod/mini';
import { boilerplateEntrySchema } from '../boilerplate.js';
import { localeCodeSchema, localeListSchema, localeSchema } from '../locale.js';
import { operation } from '../operation.js';
import { PERMISSIONS } from '../permissions.js';
import { siteIdSchema, siteSchema } from '../site.js';

const siteParams = z.object({ siteId: siteIdSchema });

/** The site, its maintenance switch, its locales and its interface texts. */
export const siteOperations = {
  getSite: operation({
    method: 'GET',
    path: '/site/sites/:siteId',
    group: 'site',
    summary: 'A site: name, logo, default and supported locales',
    params: siteParams,
    answer: siteSchema,
    errors: [404],
    errorCodes: ['site-not-found'],
    access: 'anyone',
    provides: [{ type: 'Site', idFrom: 'siteId' }],
  }),
  setMaintenance: operation({
    method: 'PUT',
    path: '/site/sites/:siteId/maintenance',
    group: 'site',
    summary: 'Switch maintenance on or off (administrators, in admin mode; audited). While on, learners get 503 from content calls.',
    params: siteParams,
    body: z.strictObject({ enabled: z.boolean() }),
    answer: siteSchema,
    errors: [404],
    access: { permission: PERMISSIONS.maintenance, mode: 'admin' },
  }),
  getLocales: operation({
    method: 'GET',
    path: '/i18n/locales',
    group: 'i18n',
    summary: 'The locale objects for the codes listed in lc (comma-separated, e.g. it-IT,en-GB)',
    query: z.object({ lc: localeListSchema }),
    answer: z.array(localeSchema),
    access: 'anyone',
  }),
  getBoilerplate: operation({
    method: 'GET',
    path: '/i18n/boilerplate/',
    group: 'i18n',
    summary: "The site's interface texts, each with its translation in every supported locale (or only those in lc)",
    description:
      'lc (optional, comma-separated) limits the translations to those locales. With fallback (a locale), a text ' +
      "missing in an lc locale comes in the fallback's instead, under the fallback's code: a page asks for its own " +
      "locale with the site's default as fallback and gets one text per key. In admin mode, pending drafts show " +
      'instead of the published texts.',
    query: z.object({ lc: z.optional(localeListSchema), fallback: z.optional(localeCodeSchema) }),
    answer: z.array(boilerplateEntrySchema),
    access: 'anyone',
    varies: ['content'],
    provides: ['Boilerplate'],
  }),
} as const;
