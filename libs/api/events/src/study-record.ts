import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { oneOf } from '@tiles/api-platform/db/one-of';
import { sessionStudy, studyDailySeries } from './schema.js';

/** One learner's honest active time in each course session, by `course/module/session`. */
export type SessionStudy = { userId: string; ms: Record<string, number> };
/** One learner's days with study in one course (her calendar's, sorted), and her time in it from a recent day on. */
export type CourseDays = { userId: string; courseId: number; days: string[]; recentMs: number };

/** The key `SessionStudy.ms` files a session's time under. */
export const sessionKey = (courseId: number, moduleNumber: number, sessionNumber: number) => `${courseId}/${moduleNumber}/${sessionNumber}`;

const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/**
 * The study record, read for many learners at once (a group's page): the time the hits' writer credited, by course
 * session and by day. Other domains read it here, never from the tables. One row per learner (or learner and
 * course), folded by the database: a thousand learners' sixty days are a thousand rows to carry, not sixty thousand.
 */
export const createStudyRecord = (db: Database) => ({
  /** Active time of these learners in these courses' sessions. */
  async bySession(userIds: readonly string[], courseIds: readonly number[]): Promise<SessionStudy[]> {
    if (!userIds.length || !courseIds.length) return [];
    const rows = await db
      .select({
        userId: sessionStudy.userId,
        ms: sql<unknown>`json_object_agg(${sessionStudy.courseId} || '/' || ${sessionStudy.moduleNumber} || '/' || ${sessionStudy.sessionNumber}, ${sessionStudy.ms})`,
      })
      .from(sessionStudy)
      .where(and(oneOf(sessionStudy.userId, userIds), inArray(sessionStudy.courseId, [...courseIds])))
      .groupBy(sessionStudy.userId);
    return rows.map((row) => ({ userId: row.userId, ms: jsonOf<Record<string, number>>(row.ms) }));
  },

  /** The days these learners studied these courses from `fromDay` on, and their time in them from `recentFromDay` on. */
  async byCourseDay(
    userIds: readonly string[],
    courseIds: readonly number[],
    fromDay: string,
    recentFromDay: string,
  ): Promise<CourseDays[]> {
    if (!userIds.length || !courseIds.length) return [];
    const rows = await db
      .select({
        userId: studyDailySeries.userId,
        courseId: studyDailySeries.key,
        days: sql<unknown>`json_agg(${studyDailySeries.localDay}::text)`,
        recentMs: sql<number>`coalesce(sum(${studyDailySeries.ms}) filter (where ${studyDailySeries.localDay} >= ${recentFromDay}), 0)`,
      })
      .from(studyDailySeries)
      .where(
        and(
          oneOf(studyDailySeries.userId, userIds),
          eq(studyDailySeries.dimension, 'course'),
          inArray(studyDailySeries.key, courseIds.map(String)),
          gte(studyDailySeries.localDay, fromDay),
          gt(studyDailySeries.ms, 0),
        ),
      )
      .groupBy(studyDailySeries.userId, studyDailySeries.key);
    return rows.map((row) => ({
      userId: row.userId,
      courseId: Number(row.courseId),
      // Sorted here: an ordered aggregate would sort every learner's days in the database.
      days: jsonOf<string[]>(row.days).sort(),
      recentMs: Number(row.recentMs),
    }));
  },

  /**
   * One learner's time in one course on her days up to `throughDay` (her calendar's, included): the total and each
   * day with study, sorted. What a course's credential states: the same series the statistics sum.
   */
  async courseDays(userId: string, courseId: number, throughDay: string): Promise<{ day: string; ms: number }[]> {
    const rows = await db
      .select({ day: sql<string>`${studyDailySeries.localDay}::text`, ms: studyDailySeries.ms })
      .from(studyDailySeries)
      .where(
        and(
          eq(studyDailySeries.userId, userId),
          eq(studyDailySeries.dimension, 'course'),
          eq(studyDailySeries.key, String(courseId)),
          lte(studyDailySeries.localDay, throughDay),
          gt(studyDailySeries.ms, 0),
        ),
      )
      .orderBy(asc(studyDailySeries.localDay));
    return rows.map((row) => ({ day: row.day, ms: Number(row.ms) }));
  },

  /** One learner's time per subject (a category, or outside courses) and calendar year: a transcript's totals. */
  async bySubjectAndYear(userId: string): Promise<{ subject: string; year: number; ms: number }[]> {
    const rows = await db
      .select({
        subject: studyDailySeries.key,
        year: sql<number>`extract(year from ${studyDailySeries.localDay})::int`,
        ms: sql<string>`sum(${studyDailySeries.ms})::bigint`,
      })
      .from(studyDailySeries)
      .where(and(eq(studyDailySeries.userId, userId), eq(studyDailySeries.dimension, 'subject')))
      .groupBy(studyDailySeries.key, sql`2`);
    return rows.map((row) => ({ subject: row.subject, year: Number(row.year), ms: Number(row.ms) })).filter((row) => row.ms > 0);
  },

  /** One learner's whole time per day (every course and outside them) from `fromDay` to `toDay`, both included. */
  async byDay(userId: string, fromDay: string, toDay: string): Promise<{ day: string; ms: number }[]> {
    const rows = await db
      .select({ day: sql<string>`${studyDailySeries.localDay}::text`, ms: sql<string>`sum(${studyDailySeries.ms})::bigint` })
      .from(studyDailySeries)
      .where(
        and(
          eq(studyDailySeries.userId, userId),
          eq(studyDailySeries.dimension, 'device'),
          gte(studyDailySeries.localDay, fromDay),
          lte(studyDailySeries.localDay, toDay),
        ),
      )
      .groupBy(studyDailySeries.localDay)
      .orderBy(asc(studyDailySeries.localDay));
    return rows.map((row) => ({ day: row.day, ms: Number(row.ms) })).filter((row) => row.ms > 0);
  },
});

export type StudyRecord = ReturnType<typeof createStudyRecord>;
