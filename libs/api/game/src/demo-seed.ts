import { and, eq } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { arabicUpdate } from '@tiles/api-platform/db/seeding';
import { demoSite } from '@tiles/api-site/demo-site';
import { demoBadges, demoLevels, demoRules } from './demo-game.js';
import { gameBadges, gameLevels, gameRules } from './schema.js';

/** Levels, badges and the XP rules; levels and badges still as an earlier release seeded them gain their Arabic. */
export const seedDemoGame = async (db: Database) => {
  await db.transaction(async (tx) => {
    await tx
      .insert(gameLevels)
      .values(demoLevels.map((level) => ({ ...level, siteId: demoSite.id })))
      .onConflictDoNothing();
    await tx
      .insert(gameBadges)
      .values(demoBadges.map(({ hidden, ...badge }, position) => ({ ...badge, hidden: hidden ?? false, position, siteId: demoSite.id })))
      .onConflictDoNothing();
    await tx
      .insert(gameRules)
      .values({ siteId: demoSite.id, ...demoRules })
      .onConflictDoNothing();
    const levelNames = arabicUpdate(
      demoLevels,
      (level) => level.level,
      (level) => level.names,
    );
    await tx
      .update(gameLevels)
      .set({ names: levelNames.withArabic(gameLevels.names) })
      .from(levelNames.from)
      .where(and(eq(gameLevels.siteId, demoSite.id), levelNames.keyIs(gameLevels.level), levelNames.unchanged(gameLevels.names)));
    for (const field of ['names', 'descriptions'] as const) {
      const texts = arabicUpdate(
        demoBadges,
        (badge) => badge.id,
        (badge) => badge[field],
      );
      await tx
        .update(gameBadges)
        .set({ [field]: texts.withArabic(gameBadges[field]) })
        .from(texts.from)
        .where(and(eq(gameBadges.siteId, demoSite.id), texts.keyIs(gameBadges.id), texts.unchanged(gameBadges[field])));
    }
  });
};
