import type { Database } from '@tiles/api-platform/db/database';
import { demoSite } from '@tiles/api-site/demo-site';
import { demoPages, demoRouteRules } from './demo-pages.js';
import { contentPages, routeRules } from './schema.js';

/** The generic pages (about us, privacy...) in every locale, and two redirects. */
export const seedDemoPages = async (db: Database) => {
  await db.transaction(async (tx) => {
    await tx
      .insert(contentPages)
      .values(
        demoPages.flatMap((page) =>
          Object.entries(page.pages).map(([locale, content]) => ({ siteId: demoSite.id, locale, path: page.path, ...content })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(routeRules)
      .values(demoRouteRules.map((rule) => ({ ...rule, siteId: demoSite.id })))
      .onConflictDoNothing();
  });
};
