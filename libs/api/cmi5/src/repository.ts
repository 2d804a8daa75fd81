import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import type { Translations } from '@tiles/api-platform/db/columns';
import { courseModules, courses, courseSessions, tags } from '@tiles/api-lms/schema';
import { ausOf, type AuStructure, type CourseStructure, type LangStrings } from './course-structure.js';
import type { CoursePackage } from './course-package.js';
import { cmi5AuStatus, cmi5Aus, cmi5Files, cmi5Packages, cmi5Registrations, cmi5Sessions } from './schema.js';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The site's locales a package's language tags go to: the same tag, else the same language (`en-US` -> `en-GB`). */
export const toSiteTexts = (strings: LangStrings, locales: readonly string[], defaultLocale: string): Translations => {
  const texts: Translations = {};
  for (const [lang, text] of Object.entries(strings)) {
    const exact = locales.find((locale) => locale.toLowerCase() === lang.toLowerCase());
    const sameLanguage = locales.find((locale) => locale.split('-')[0]!.toLowerCase() === lang.split('-')[0]!.toLowerCase());
    const locale = exact ?? sameLanguage;
    if (locale && (exact || !(locale in texts)) && text) texts[locale] = text;
  }
  // A page in the site's language shows the package's text rather than nothing: its first, where it has none.
  if (!texts[defaultLocale]) texts[defaultLocale] = Object.values(texts).find(Boolean) ?? Object.values(strings).find(Boolean) ?? '';
  return texts;
};

const slugOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'cmi5-course';

/** Modules of the course: each top-level block one (its nested blocks' AUs in it), top-level AUs in a row one. */
const modulesOf = (structure: CourseStructure) => {
  const modules: { title: LangStrings; aus: AuStructure[] }[] = [];
  for (const node of structure.children) {
    if (node.kind === 'block') modules.push({ title: node.title, aus: ausOf(node).map(({ au }) => au) });
    else if (modules.at(-1)?.title === structure.title) modules.at(-1)!.aus.push(node);
    else modules.push({ title: structure.title, aus: [node] });
  }
  return modules;
};

export type LaunchableAu = typeof cmi5Aus.$inferSelect & {
  siteId: string;
  courseId: number;
  courseIri: string;
  structure: CourseStructure;
  /** The session's place in its course. */
  place: { courseId: number; module: number; session: number };
};

export const createCmi5Repository = (db: Database) => ({
  /**
   * Imports a package as a new, unpublished course of the site (published later as any course is), in one
   * transaction: the course, a module per block, a session per AU with its launch data, the package's files.
   */
  async importPackage(
    siteId: string,
    coursePackage: CoursePackage,
    options: { categoryId: string | null; importedBy: string | null; now: Date; locales: readonly string[]; defaultLocale: string },
  ) {
    const { structure, files } = coursePackage;
    const texts = (strings: LangStrings) => toSiteTexts(strings, options.locales, options.defaultLocale);
    return db.transaction(async (tx) => {
      const [category] = await tx
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.siteId, siteId), eq(tags.type, 'category'), options.categoryId ? eq(tags.id, options.categoryId) : undefined))
        .orderBy(asc(tags.position))
        .limit(1);
      if (!category)
        return {
          refused: options.categoryId ? `body.categoryId: no category '${options.categoryId}' on this site` : 'the site has no category',
        };
      const title = texts(structure.title);
      const base = slugOf(title[options.defaultLocale] ?? Object.values(title)[0]!);
      const taken = new Set(
        (
          await tx
            .select({ slug: courses.slug })
            .from(courses)
            .where(and(eq(courses.siteId, siteId), like(courses.slug, `${base}%`)))
        ).map((row) => row.slug),
      );
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      const [course] = await tx
        .insert(courses)
        .values({
          siteId,
          slug,
          categoryId: category.id,
          cover: '/covers/cmi5.svg',
          titles: title,
          descriptions: texts(structure.description),
          published: false,
          position: 1_000,
        })
        .returning({ id: courses.id });
      const packageId = randomUUID();
      await tx.insert(cmi5Packages).values({
        id: packageId,
        siteId,
        courseId: course!.id,
        courseIri: structure.id,
        structure: structure as unknown as Record<string, unknown>,
        importedBy: options.importedBy,
        importedAt: options.now,
      });
      const modules = modulesOf(structure);
      let sessionCount = 0;
      for (const [moduleIndex, module] of modules.entries()) {
        await tx.insert(courseModules).values({ courseId: course!.id, number: moduleIndex + 1, titles: texts(module.title) });
        for (const [auIndex, au] of module.aus.entries()) {
          const description = texts(au.description);
          const [session] = await tx
            .insert(courseSessions)
            .values({
              courseId: course!.id,
              moduleNumber: moduleIndex + 1,
              number: auIndex + 1,
              titles: texts(au.title),
              content: Object.fromEntries(
                Object.entries(description).map(([locale, text]) => [locale, [{ type: 'paragraph' as const, text }]]),
              ),
              video: null,
              // The AU says nothing of how long it takes; its learners' median will.
              duration: '0s',
            })
            .returning({ id: courseSessions.id });
          await tx.insert(cmi5Aus).values({
            sessionId: session!.id,
            packageId,
            auIri: au.id,
            url: au.url,
            launchMethod: au.launchMethod,
            moveOn: au.moveOn,
            masteryScore: au.masteryScore,
            launchParameters: au.launchParameters,
            entitlementKey: au.entitlementKey,
          });
          sessionCount++;
        }
      }
      for (let start = 0; start < files.length; start += 100)
        await tx.insert(cmi5Files).values(files.slice(start, start + 100).map((file) => ({ packageId, ...file })));
      return { courseId: course!.id, slug, modules: modules.length, sessions: sessionCount, files: files.length };
    });
  },

  async file(packageId: string, path: string) {
    const [row] = await db
      .select({ contentType: cmi5Files.contentType, content: cmi5Files.content })
      .from(cmi5Files)
      .where(and(eq(cmi5Files.packageId, packageId), eq(cmi5Files.path, path)));
    return row ?? null;
  },

  /** The AU a course session is, with its package's course IRI and structure; null for a session of our own. */
  async auOf(sessionId: number): Promise<LaunchableAu | null> {
    const [row] = await db
      .select({
        au: cmi5Aus,
        siteId: cmi5Packages.siteId,
        courseId: cmi5Packages.courseId,
        courseIri: cmi5Packages.courseIri,
        structure: cmi5Packages.structure,
        module: courseSessions.moduleNumber,
        session: courseSessions.number,
      })
      .from(cmi5Aus)
      .innerJoin(cmi5Packages, eq(cmi5Packages.id, cmi5Aus.packageId))
      .innerJoin(courseSessions, eq(courseSessions.id, cmi5Aus.sessionId))
      .where(eq(cmi5Aus.sessionId, sessionId));
    if (!row) return null;
    return {
      ...row.au,
      siteId: row.siteId,
      courseId: row.courseId,
      courseIri: row.courseIri,
      structure: row.structure as unknown as CourseStructure,
      place: { courseId: row.courseId, module: row.module, session: row.session },
    };
  },

  /** Which sessions of a course are AUs, by session id. */
  async ausOfCourse(courseId: number) {
    return db
      .select({ sessionId: cmi5Aus.sessionId, auIri: cmi5Aus.auIri, moveOn: cmi5Aus.moveOn })
      .from(cmi5Aus)
      .innerJoin(cmi5Packages, eq(cmi5Packages.id, cmi5Aus.packageId))
      .where(eq(cmi5Packages.courseId, courseId));
  },

  /** The learner's registration in the course, made at their first launch and kept. */
  async registrationOf(userId: string, courseId: number, now: Date) {
    const made = await db
      .insert(cmi5Registrations)
      .values({ userId, courseId, registration: randomUUID(), createdAt: now })
      .onConflictDoNothing()
      .returning({ registration: cmi5Registrations.registration });
    if (made[0]) return { registration: made[0].registration, created: true };
    const [row] = await db
      .select({ registration: cmi5Registrations.registration })
      .from(cmi5Registrations)
      .where(and(eq(cmi5Registrations.userId, userId), eq(cmi5Registrations.courseId, courseId)));
    return { registration: row!.registration, created: false };
  },

  /** The registration's sessions still open (neither terminated nor abandoned). */
  async openSessions(registration: string) {
    return db
      .select()
      .from(cmi5Sessions)
      .where(and(eq(cmi5Sessions.registration, registration), isNull(cmi5Sessions.terminatedAt), isNull(cmi5Sessions.abandonedAt)));
  },

  async createSession(session: typeof cmi5Sessions.$inferInsert) {
    await db.insert(cmi5Sessions).values(session);
  },

  async session(id: string) {
    const [row] = await db.select().from(cmi5Sessions).where(eq(cmi5Sessions.id, id));
    return row ?? null;
  },

  async sessionByFetchToken(token: string) {
    const [row] = await db
      .select()
      .from(cmi5Sessions)
      .where(eq(cmi5Sessions.fetchTokenHash, sha256(token)));
    return row ?? null;
  },

  /** Marks the token fetched; false when another request fetched it first. */
  async markFetched(id: string, now: Date) {
    const rows = await db
      .update(cmi5Sessions)
      .set({ fetchedAt: now })
      .where(and(eq(cmi5Sessions.id, id), isNull(cmi5Sessions.fetchedAt)))
      .returning({ id: cmi5Sessions.id });
    return rows.length > 0;
  },

  /** The AU read the learner's preferences in this session (the first time counts). */
  async markPreferencesRead(id: string, now: Date) {
    await db
      .update(cmi5Sessions)
      .set({ preferencesReadAt: now })
      .where(and(eq(cmi5Sessions.id, id), isNull(cmi5Sessions.preferencesReadAt)));
  },

  /** Ends a session still open; false when it had already ended (terminated or abandoned). */
  async endSession(id: string, end: { abandonedAt: Date }) {
    const rows = await db
      .update(cmi5Sessions)
      .set(end)
      .where(and(eq(cmi5Sessions.id, id), isNull(cmi5Sessions.terminatedAt), isNull(cmi5Sessions.abandonedAt)))
      .returning({ id: cmi5Sessions.id });
    return rows.length > 0;
  },

  /** Whose registration it is, in which course; null for one this site never made. */
  async registration(registration: string) {
    const [row] = await db
      .select({ userId: cmi5Registrations.userId, courseId: cmi5Registrations.courseId })
      .from(cmi5Registrations)
      .where(eq(cmi5Registrations.registration, registration));
    return row ?? null;
  },

  /** The AU at a place of a course; null when that session is none or not an AU. */
  async auAt(courseId: number, place: { module: number; session: number }) {
    const [row] = await db
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .where(
        and(eq(courseSessions.courseId, courseId), eq(courseSessions.moduleNumber, place.module), eq(courseSessions.number, place.session)),
      );
    return row ? this.auOf(row.id) : null;
  },

  async updateSession(id: string, update: Partial<typeof cmi5Sessions.$inferInsert>) {
    await db.update(cmi5Sessions).set(update).where(eq(cmi5Sessions.id, id));
  },

  async status(registration: string, sessionId: number) {
    const [row] = await db
      .select()
      .from(cmi5AuStatus)
      .where(and(eq(cmi5AuStatus.registration, registration), eq(cmi5AuStatus.sessionId, sessionId)));
    return row ?? { registration, sessionId, completed: false, passed: false, failed: false, satisfiedAt: null };
  },

  async saveStatus(status: typeof cmi5AuStatus.$inferInsert) {
    await db
      .insert(cmi5AuStatus)
      .values(status)
      .onConflictDoUpdate({
        target: [cmi5AuStatus.registration, cmi5AuStatus.sessionId],
        set: { completed: status.completed, passed: status.passed, failed: status.failed, satisfiedAt: status.satisfiedAt },
      });
  },

  /** The AUs of the registration whose moveOn is met, by publisher id. */
  async satisfiedAus(registration: string) {
    const rows = await db
      .select({ auIri: cmi5Aus.auIri })
      .from(cmi5AuStatus)
      .innerJoin(cmi5Aus, eq(cmi5Aus.sessionId, cmi5AuStatus.sessionId))
      .where(and(eq(cmi5AuStatus.registration, registration), sql`${cmi5AuStatus.satisfiedAt} is not null`));
    return new Set(rows.map((row) => row.auIri));
  },
});

export type Cmi5Repository = ReturnType<typeof createCmi5Repository>;
