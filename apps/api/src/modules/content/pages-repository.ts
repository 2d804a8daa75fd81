import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentPages, routeRules } from '../../db/schema.js';

export const createPagesRepository = (db: Database) => ({
  async findRule(siteId: string, path: string) {
    const [row] = await db.select().from(routeRules).where(and(eq(routeRules.siteId, siteId), eq(routeRules.path, path))).limit(1);
    return row;
  },
  async findPage(siteId: string, locale: string, path: string) {
    const [row] = await db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.siteId, siteId), eq(contentPages.locale, locale), eq(contentPages.path, path)))
      .limit(1);
    return row;
  },
});
