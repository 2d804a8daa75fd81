import type { Database } from '../db/client.js';
import { boilerplate, locales, sites, tags } from '../db/schema.js';
import { boilerplateTexts } from './boilerplate.js';
import { demoCategories, demoLocales, demoSite } from './demo-data.js';

/**
 * Loads the demo data. Idempotent: every insert skips rows that exist, so a second start (or a partly seeded
 * database) changes nothing that is already stored, including texts an editor has changed since.
 */
export const seedDemoData = async (db: Database): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.insert(locales).values(demoLocales).onConflictDoNothing();
    await tx.insert(sites).values(demoSite).onConflictDoNothing();
    await tx
      .insert(boilerplate)
      .values(Object.entries(boilerplateTexts).map(([key, translations]) => ({ siteId: demoSite.id, key, translations })))
      .onConflictDoNothing();
    await tx
      .insert(tags)
      .values(demoCategories.map((category, position) => ({ ...category, siteId: demoSite.id, type: 'category', position })))
      .onConflictDoNothing();
  });
};
