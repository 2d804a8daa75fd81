import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { demoLocales, demoSite } from './demo-site.js';
import { locales, sites } from './schema.js';

/** The locales the demo site offered before Arabic came: a site still offering exactly these gains it. */
const LOCALES_BEFORE_ARABIC = ['it-IT', 'en-GB', 'de-DE'];

/** The demo site and its locales. */
export const seedDemoSite = async (db: Database) => {
  await db.transaction(async (tx) => {
    await tx.insert(locales).values(demoLocales).onConflictDoNothing();
    await tx.insert(sites).values(demoSite).onConflictDoNothing();
    await tx
      .update(sites)
      .set({ supportedLocales: demoSite.supportedLocales })
      .where(and(eq(sites.id, demoSite.id), sql`${sites.supportedLocales} = ${JSON.stringify(LOCALES_BEFORE_ARABIC)}::jsonb`));
  });
};
