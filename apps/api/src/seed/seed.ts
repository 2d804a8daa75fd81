import type { Database } from '@tiles/api-platform/db/database';
import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/passwords.js';
import { boilerplate } from '../modules/i18n/schema.js';
import { contentPages, routeRules } from '../modules/content/schema.js';
import { courseModules, courses, courseSessions, sessionMaterials, tags } from '../modules/lms/schema.js';
import { gameBadges, gameLevels, gameRules } from '../modules/game/schema.js';
import { locales, sites } from '../modules/site/schema.js';
import { roles } from '../modules/roles/schema.js';
import { questionRevisions, sessionQuestions } from '../modules/practice/schema.js';
import { users } from '../modules/users/schema.js';
import { type Translations } from '@tiles/api-platform/db/columns';
import { demoCourses, demoPages, demoRouteRules } from './demo-courses.js';
import { demoQuestions } from './demo-questions.js';
import { boilerplateTexts } from './boilerplate.js';
import { supersededSeedTexts } from './superseded-texts.js';
import { demoCategories, demoLocales, demoSite } from './demo-data.js';
import { DEMO_PASSWORD, demoRoles, demoUsers } from './demo-users.js';
import { demoBadges, demoLevels, demoRules } from './game-data.js';

/** The locales the demo site offered before Arabic came: a site still offering exactly these gains it. */
const LOCALES_BEFORE_ARABIC = ['it-IT', 'en-GB', 'de-DE'];

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Per row key: its seeded translations without Arabic (what an earlier release wrote) and its Arabic. */
const arabicFor = <T>(rows: readonly T[], key: (row: T) => string | number, translations: (row: T) => Translations) =>
  JSON.stringify(
    Object.fromEntries(
      rows.map((row) => {
        const { 'ar-EG': arabic, ...european } = translations(row);
        return [String(key(row)), { european, arabic }];
      }),
    ),
  );

/**
 * Arabic reaches a database an earlier release seeded: the site offers it if its locales are still the seeded
 * ones, and every text, category, level and badge still exactly as seeded gains its Arabic. What an editor changed
 * keeps its words and shows Arabic as missing in admin mode (its Arabic would translate the old words). One
 * statement per table, so a start after the first costs next to nothing.
 */
const addArabic = async (tx: Transaction) => {
  await tx
    .update(sites)
    .set({ supportedLocales: demoSite.supportedLocales })
    .where(and(eq(sites.id, demoSite.id), sql`${sites.supportedLocales} = ${JSON.stringify(LOCALES_BEFORE_ARABIC)}::jsonb`));
  const seeded = (json: string) => sql`jsonb_each(${json}::jsonb) as seeded`;
  const withArabic = (column: SQLWrapper) => sql`${column} || jsonb_build_object('ar-EG', seeded.value -> 'arabic')`;
  await tx
    .update(boilerplate)
    .set({ translations: withArabic(boilerplate.translations) })
    .from(
      seeded(
        arabicFor(
          Object.entries(boilerplateTexts),
          ([key]) => key,
          ([, translations]) => translations,
        ),
      ),
    )
    .where(
      and(
        eq(boilerplate.siteId, demoSite.id),
        sql`${boilerplate.key} = seeded.key`,
        sql`${boilerplate.translations} = seeded.value -> 'european'`,
      ),
    );
  await tx
    .update(tags)
    .set({ names: withArabic(tags.names) })
    .from(
      seeded(
        arabicFor(
          demoCategories,
          (category) => category.id,
          (category) => category.names,
        ),
      ),
    )
    .where(and(sql`${tags.id} = seeded.key`, sql`${tags.names} = seeded.value -> 'european'`));
  await tx
    .update(gameLevels)
    .set({ names: withArabic(gameLevels.names) })
    .from(
      seeded(
        arabicFor(
          demoLevels,
          (level) => level.level,
          (level) => level.names,
        ),
      ),
    )
    .where(
      and(
        eq(gameLevels.siteId, demoSite.id),
        sql`${gameLevels.level}::text = seeded.key`,
        sql`${gameLevels.names} = seeded.value -> 'european'`,
      ),
    );
  await tx
    .update(gameBadges)
    .set({ names: withArabic(gameBadges.names) })
    .from(
      seeded(
        arabicFor(
          demoBadges,
          (badge) => badge.id,
          (badge) => badge.names,
        ),
      ),
    )
    .where(
      and(eq(gameBadges.siteId, demoSite.id), sql`${gameBadges.id} = seeded.key`, sql`${gameBadges.names} = seeded.value -> 'european'`),
    );
  await tx
    .update(gameBadges)
    .set({ descriptions: withArabic(gameBadges.descriptions) })
    .from(
      seeded(
        arabicFor(
          demoBadges,
          (badge) => badge.id,
          (badge) => badge.descriptions,
        ),
      ),
    )
    .where(
      and(
        eq(gameBadges.siteId, demoSite.id),
        sql`${gameBadges.id} = seeded.key`,
        sql`${gameBadges.descriptions} = seeded.value -> 'european'`,
      ),
    );
};

/**
 * Loads the demo data. Idempotent: every insert skips rows that exist, so a second start (or a partly seeded
 * database) changes nothing that is already stored, including texts an editor has changed since.
 */
export const seedDemoData = async (db: Database): Promise<void> => {
  // Hashing is slow on purpose: only pay for it when the demo users are not there yet.
  const [existingUser] = await db.select({ id: users.id }).from(users).where(eq(users.siteId, demoSite.id)).limit(1);
  const passwordHashes = existingUser ? undefined : await Promise.all(demoUsers.map(() => hashPassword(DEMO_PASSWORD)));

  await db.transaction(async (tx) => {
    await tx.insert(locales).values(demoLocales).onConflictDoNothing();
    await tx.insert(sites).values(demoSite).onConflictDoNothing();
    await tx
      .insert(boilerplate)
      .values(Object.entries(boilerplateTexts).map(([key, translations]) => ({ siteId: demoSite.id, key, translations })))
      .onConflictDoNothing();
    // A text still exactly as an earlier release seeded it takes this release's; an editor's text stays theirs.
    for (const [key, versions] of Object.entries(supersededSeedTexts)) {
      for (const previous of versions ?? []) {
        await tx
          .update(boilerplate)
          .set({ translations: boilerplateTexts[key as keyof typeof boilerplateTexts] })
          .where(
            and(
              eq(boilerplate.siteId, demoSite.id),
              eq(boilerplate.key, key),
              sql`${boilerplate.translations} = ${JSON.stringify(previous)}::jsonb`,
            ),
          );
      }
    }
    await addArabic(tx);
    await tx
      .insert(tags)
      .values(demoCategories.map((category, position) => ({ ...category, siteId: demoSite.id, type: 'category', position })))
      .onConflictDoNothing();
    await tx.insert(roles).values(demoRoles).onConflictDoNothing();
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
    if (passwordHashes) {
      await tx
        .insert(users)
        .values(
          demoUsers.map(({ role, ...user }, index) => ({
            ...user,
            id: randomUUID(),
            siteId: demoSite.id,
            email: user.login,
            passwordHash: passwordHashes[index]!,
            roles: [role],
          })),
        )
        .onConflictDoNothing();
    }
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

    for (const course of demoCourses) {
      const [existing] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.siteId, demoSite.id), eq(courses.slug, course.slug)))
        .limit(1);
      if (existing) continue;
      const { modules, ...fields } = course;
      const [created] = await tx
        .insert(courses)
        .values({ ...fields, siteId: demoSite.id })
        .returning({ id: courses.id });
      for (const module of modules) {
        await tx.insert(courseModules).values({ courseId: created!.id, number: module.number, titles: module.titles });
        for (const session of module.sessions) {
          const { material, video, ...sessionFields } = session;
          const [savedSession] = await tx
            .insert(courseSessions)
            .values({ ...sessionFields, video, courseId: created!.id, moduleNumber: module.number })
            .returning({ id: courseSessions.id });
          if (material) {
            await tx.insert(sessionMaterials).values({
              id: `${course.slug}-m${module.number}s${session.number}-sheet`,
              sessionId: savedSession!.id,
              titles: material.titles,
              fileName: material.fileName,
              mimeType: 'text/plain',
              bodies: material.bodies,
            });
          }
        }
      }
    }

    // The demo sessions' questions, also for a database seeded before questions existed.
    const sessionRows = await tx
      .select({ id: courseSessions.id, slug: courses.slug, module: courseSessions.moduleNumber, number: courseSessions.number })
      .from(courseSessions)
      .innerJoin(courses, eq(courses.id, courseSessions.courseId))
      .where(eq(courses.siteId, demoSite.id));
    const questionRows = sessionRows.flatMap((session) =>
      (demoQuestions[`${session.slug}/${session.module}/${session.number}`] ?? []).map((definition, index) => ({
        id: `${session.slug}-m${session.module}s${session.number}-q${index + 1}`,
        sessionId: session.id,
        position: index + 1,
        revision: 1,
        definition,
      })),
    );
    if (questionRows.length) {
      const created = await tx.insert(sessionQuestions).values(questionRows).onConflictDoNothing().returning();
      if (created.length)
        await tx
          .insert(questionRevisions)
          .values(
            created.map((question) => ({
              questionId: question.id,
              revision: 1,
              definition: question.definition,
              publishedAt: new Date(0),
            })),
          )
          .onConflictDoNothing();
    }
  });
};
