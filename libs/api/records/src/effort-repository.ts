import { randomInt } from 'node:crypto';
import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { courses, courseSessions, enrolments, sessionCompletions, tags } from '@tiles/api-lms/schema';
import { pick, type GameReader } from '@tiles/api-game/repository';
import { issuedCredentials } from './schema.js';

/**
 * Places in a site's status list: 131,072 bits (16 KiB), the size the Bitstring Status List recommends at the least,
 * so a list says nothing about how many credentials a site issued.
 */
export const STATUS_LIST_LENGTH = 131_072;

export type IssuedCredential = typeof issuedCredentials.$inferSelect;
export type CredentialToIssue = Pick<IssuedCredential, 'id' | 'siteId' | 'userId' | 'kind' | 'subject' | 'name' | 'minutes' | 'facts'>;

/** The records of effort: completed courses, and every credential the site issued with its status. */
export const createEffortRepository = (db: Database) => ({
  /** The learner's completed courses, oldest completion first, titled in the reader's locale. */
  async completedCourses(reader: GameReader, userId: string) {
    const rows = await db
      .select({
        courseId: courses.id,
        titles: courses.titles,
        categoryId: courses.categoryId,
        completedAt: enrolments.completedAt,
      })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(and(eq(enrolments.userId, userId), isNotNull(enrolments.completedAt)))
      .orderBy(asc(enrolments.completedAt));
    return rows.map((row) => ({
      courseId: row.courseId,
      title: pick(row.titles, reader),
      categoryId: row.categoryId,
      completedAt: row.completedAt!,
    }));
  },

  /** How many of a course's sessions the learner completed. */
  async sessionsCompleted(userId: string, courseId: number) {
    const [row] = await db
      .select({ count: count() })
      .from(sessionCompletions)
      .innerJoin(courseSessions, eq(courseSessions.id, sessionCompletions.sessionId))
      .where(and(eq(sessionCompletions.userId, userId), eq(courseSessions.courseId, courseId)));
    return Number(row?.count ?? 0);
  },

  /** Categories' names in the reader's locale, by id. */
  async categoryNames(reader: GameReader, ids: string[]) {
    if (!ids.length) return new Map<string, string>();
    const rows = await db.select({ id: tags.id, names: tags.names }).from(tags).where(inArray(tags.id, ids));
    return new Map(rows.map((row) => [row.id, pick(row.names, reader)]));
  },

  /**
   * The credential of this id as first issued: inserted with a random free place in the site's status list when it is
   * new (two requests racing agree: the first insert wins, both read it back).
   */
  async issue(credential: CredentialToIssue): Promise<IssuedCredential> {
    const [existing] = await db.select().from(issuedCredentials).where(eq(issuedCredentials.id, credential.id));
    if (existing) return existing;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const inserted = await db
        .insert(issuedCredentials)
        .values({ ...credential, statusIndex: randomInt(STATUS_LIST_LENGTH) })
        .onConflictDoNothing()
        .returning();
      if (inserted[0]) return inserted[0];
      // Taken: either this id (a racing request) or that place in the list (draw again).
      const [raced] = await db.select().from(issuedCredentials).where(eq(issuedCredentials.id, credential.id));
      if (raced) return raced;
    }
    throw new Error(`No free place in site ${credential.siteId}'s status list`);
  },

  async byId(id: string) {
    const [row] = await db.select().from(issuedCredentials).where(eq(issuedCredentials.id, id));
    return row;
  },

  async byShareToken(token: string) {
    const [row] = await db.select().from(issuedCredentials).where(eq(issuedCredentials.shareToken, token));
    return row;
  },

  /** The learner's credentials on a site, the newest first. */
  async issuedTo(siteId: string, userId: string) {
    return db
      .select()
      .from(issuedCredentials)
      .where(and(eq(issuedCredentials.siteId, siteId), eq(issuedCredentials.userId, userId)))
      .orderBy(asc(issuedCredentials.issuedAt));
  },

  /** Sets or clears the learner's shared link of her credential; false when it is not hers. */
  async setShareToken(id: string, userId: string, token: string | null) {
    const updated = await db
      .update(issuedCredentials)
      .set({ shareToken: token })
      .where(and(eq(issuedCredentials.id, id), eq(issuedCredentials.userId, userId)))
      .returning({ id: issuedCredentials.id });
    return updated.length > 0;
  },

  /** Revokes a credential once: false when it was revoked already. */
  async revoke(id: string, reason: string, by: string, now: Date) {
    const updated = await db
      .update(issuedCredentials)
      .set({ revokedAt: now, revokedReason: reason, revokedBy: by, shareToken: null })
      .where(and(eq(issuedCredentials.id, id), isNull(issuedCredentials.revokedAt)))
      .returning({ id: issuedCredentials.id });
    return updated.length > 0;
  },

  /** The places of a site's revoked credentials in its status list. */
  async revokedPlaces(siteId: string) {
    const rows = await db
      .select({ statusIndex: issuedCredentials.statusIndex })
      .from(issuedCredentials)
      .where(and(eq(issuedCredentials.siteId, siteId), isNotNull(issuedCredentials.revokedAt)));
    return rows.map((row) => row.statusIndex);
  },
});

export type EffortRepository = ReturnType<typeof createEffortRepository>;
