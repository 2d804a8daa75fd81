import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import type { ComposedModules } from '@tiles/api-platform/ground/api-module';
import { arabicUpdate } from '@tiles/api-platform/db/seeding';
import { demoSite } from '@tiles/api-site/demo-site';
import { boilerplate } from './schema.js';
import { supersededSeedTexts } from './superseded-texts.js';

/**
 * The interface texts of every module composed (the host's brings the web's). A text still exactly as an earlier
 * release seeded it takes this release's, and gains its Arabic; an editor's text stays theirs.
 */
export const seedInterfaceTexts = async (db: Database, { texts }: ComposedModules) => {
  await db.transaction(async (tx) => {
    await tx
      .insert(boilerplate)
      .values(Object.entries(texts).map(([key, translations]) => ({ siteId: demoSite.id, key, translations })))
      .onConflictDoNothing();
    for (const [key, versions] of Object.entries(supersededSeedTexts)) {
      const translations = texts[key];
      // A text of a module this app does not compose.
      if (!translations) continue;
      for (const previous of versions) {
        await tx
          .update(boilerplate)
          .set({ translations })
          .where(
            and(
              eq(boilerplate.siteId, demoSite.id),
              eq(boilerplate.key, key),
              sql`${boilerplate.translations} = ${JSON.stringify(previous)}::jsonb`,
            ),
          );
      }
    }
    const arabic = arabicUpdate(
      Object.entries(texts),
      ([key]) => key,
      ([, translations]) => translations,
    );
    await tx
      .update(boilerplate)
      .set({ translations: arabic.withArabic(boilerplate.translations) })
      .from(arabic.from)
      .where(and(eq(boilerplate.siteId, demoSite.id), arabic.keyIs(boilerplate.key), arabic.unchanged(boilerplate.translations)));
  });
};
