import { and, eq } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import type { PageEdit, RouteEdit } from '@tiles/contracts-cms';
import { createDraftsReader } from '@tiles/api-drafts/drafts';
import { contentPages, routeRules } from './schema.js';
import { pageIdOf } from './page-ids.js';

/** Pages and route rules; with `withDrafts` (admin mode's preview) a pending draft answers instead of the published row. */
export const createPagesRepository = (db: Database) => {
  const drafts = createDraftsReader(db);
  const draftOf = <Value>(siteId: string, entity: 'page' | 'route', entityId: string) => drafts.one<Value>(siteId, entity, entityId);

  return {
    async findRule(siteId: string, path: string, withDrafts = false) {
      const draft = withDrafts ? await draftOf<RouteEdit>(siteId, 'route', path) : undefined;
      if (draft) return 'remove' in draft ? undefined : { path, ...draft };
      const [row] = await db
        .select()
        .from(routeRules)
        .where(and(eq(routeRules.siteId, siteId), eq(routeRules.path, path)))
        .limit(1);
      return row;
    },
    async findPage(siteId: string, locale: string, path: string, withDrafts = false) {
      const draft = withDrafts ? await draftOf<PageEdit>(siteId, 'page', pageIdOf(locale, path)) : undefined;
      if (draft) return draft;
      const [row] = await db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.siteId, siteId), eq(contentPages.locale, locale), eq(contentPages.path, path)))
        .limit(1);
      return row;
    },
  };
};

export type PagesRepository = ReturnType<typeof createPagesRepository>;
