import type { Database } from '../db/client.js';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/passwords.js';
import {
  boilerplate,
  contentPages,
  courseModules,
  courses,
  courseSessions,
  gameBadges,
  gameLevels,
  gameRules,
  locales,
  roles,
  routeRules,
  questionRevisions,
  sessionMaterials,
  sessionQuestions,
  sites,
  tags,
  users,
} from '../db/schema.js';
import { demoCourses, demoPages, demoRouteRules } from './demo-courses.js';
import { demoQuestions } from './demo-questions.js';
import { boilerplateTexts } from './boilerplate.js';
import { supersededSeedTexts } from './superseded-texts.js';
import { demoCategories, demoLocales, demoSite } from './demo-data.js';
import { DEMO_PASSWORD, demoRoles, demoUsers } from './demo-users.js';
import { demoBadges, demoLevels, demoRules } from './game-data.js';

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
