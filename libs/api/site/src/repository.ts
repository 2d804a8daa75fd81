import { eq } from 'drizzle-orm';
import type { SignUpPolicy, Site } from '@tiles/contracts';
import type { Database } from '@tiles/api-platform/db/database';
import { isDatabaseUnavailable } from '@tiles/api-platform/db/errors';
import { sites } from './schema.js';
import type { AuditWithin } from '@tiles/api-audit/repository';

export type SiteRepository = {
  findById: (siteId: string) => Promise<Site | undefined>;
  /** Maintenance on or off, audited in the same transaction (`audit` gets the site and the state before). */
  setMaintenance: (siteId: string, enabled: boolean, audit: AuditWithin<{ site: Site; before: boolean }>) => Promise<Site | undefined>;
  /** Who may sign up, audited in the same transaction. */
  setSignUp: (siteId: string, policy: SignUpPolicy, audit: AuditWithin<{ site: Site; before: SignUpPolicy }>) => Promise<Site | undefined>;
};

const toSite = (row: typeof sites.$inferSelect): Site => ({
  _id: row.id,
  niceName: row.niceName,
  logo: row.logo,
  defaultLocale: row.defaultLocale,
  supportedLocale: row.supportedLocales,
  maintenance: row.maintenance,
  signUp: row.signUp,
});

/**
 * Every /api call resolves its site, so lookups are cached briefly: a site edit shows within `ttlMs`, and the
 * hot paths (tracking hits) do not pay a query each. While the database is unreachable the last known site is
 * used however old it is: calls that need the database still answer 503, but those that do not (hits, which are
 * buffered) keep working through an outage.
 */
export const createSiteRepository = (db: Database, { ttlMs = 5_000, now = Date.now } = {}): SiteRepository => {
  const cache = new Map<string, { site: Site | undefined; expiresAt: number }>();
  return {
    async findById(siteId) {
      const cached = cache.get(siteId);
      if (cached && cached.expiresAt > now()) return cached.site;
      let row: typeof sites.$inferSelect | undefined;
      try {
        [row] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
      } catch (error) {
        if (cached && isDatabaseUnavailable(error)) return cached.site;
        throw error;
      }
      const site = row ? toSite(row) : undefined;
      cache.set(siteId, { site, expiresAt: now() + ttlMs });
      return site;
    },
    async setMaintenance(siteId, enabled, audit) {
      const site = await db.transaction(async (tx) => {
        const [before] = await tx.select({ maintenance: sites.maintenance }).from(sites).where(eq(sites.id, siteId)).for('update');
        if (!before) return undefined;
        const [row] = await tx.update(sites).set({ maintenance: enabled }).where(eq(sites.id, siteId)).returning();
        const changed = toSite(row!);
        await audit({ site: changed, before: before.maintenance }, tx);
        return changed;
      });
      cache.delete(siteId);
      return site;
    },
    async setSignUp(siteId, policy, audit) {
      const site = await db.transaction(async (tx) => {
        const [before] = await tx.select({ signUp: sites.signUp }).from(sites).where(eq(sites.id, siteId)).for('update');
        if (!before) return undefined;
        const [row] = await tx.update(sites).set({ signUp: policy }).where(eq(sites.id, siteId)).returning();
        const changed = toSite(row!);
        await audit({ site: changed, before: before.signUp }, tx);
        return changed;
      });
      cache.delete(siteId);
      return site;
    },
  };
};
