import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { oneOf } from '@tiles/api-platform/db/one-of';
import { courseStudy, studyDailySeries } from './schema.js';

/** One learner's honest active time in each session of one course, by `module/session` (see `sessionKey`). */
export type SessionStudy = { userId: string; courseId: number; ms: Readonly<Record<string, number>> };
/** One learner's days with study in one course (her calendar's, sorted), and her time in it from a recent day on. */
export type CourseDays = { userId: string; courseId: number; days: string[]; recentMs: number };

/** The key `SessionStudy.ms` files a session's time under (the fold's own: a course's row is carried as read). */
export const sessionKey = (moduleNumber: number, sessionNumber: number) => `${moduleNumber}/${sessionNumber}`;

/** Her days with study in one course from `fromDay` on (sorted), and her time in it from `recentFromDay` on. */
const courseDaysOf = (
  row: { userId: string; courseId: number; days: Record<string, number> },
  fromDay: string,
  recentFromDay: string,
): CourseDays => {
  const days: string[] = [];
  let recentMs = 0;
  // Keys walked, not entries: a thousand learners' days make no pairs.
  for (const day in row.days) {
    const ms = row.days[day]!;
    if (day < fromDay || !(ms > 0)) continue;
    days.push(day);
    if (day >= recentFromDay) recentMs += ms;
  }
  // ISO days sort as text.
  return { userId: row.userId, courseId: row.courseId, days: days.sort(), recentMs };
};

/**
 * The study record, read for many learners at once (a group's page): the time the hits' writer credited, by course
 * session and by day. Other domains read it here, never from the tables. It reads the course folds (course_study):
 * a row per learner and course, so a thousand learners' sixty days are three thousand rows to carry, not sixty
 * thousand.
 */
export const createStudyRecord = (db: Database) => {
  const folds = (userIds: readonly string[], courseIds: readonly number[]) =>
    db
      .select({ userId: courseStudy.userId, courseId: courseStudy.courseId, sessions: courseStudy.sessions, days: courseStudy.days })
      .from(courseStudy)
      .where(and(oneOf(courseStudy.userId, userIds), inArray(courseStudy.courseId, [...courseIds])));
  return {
    /**
     * These learners' active time in these courses' sessions, and the days they studied them from `fromDay` on with
     * their time from `recentFromDay` on: one read for both.
     */
    async ofCourses(
      userIds: readonly string[],
      courseIds: readonly number[],
      fromDay: string,
      recentFromDay: string,
    ): Promise<{ bySession: SessionStudy[]; byCourseDay: CourseDays[] }> {
      if (!userIds.length || !courseIds.length) return { bySession: [], byCourseDay: [] };
      const bySession: SessionStudy[] = [];
      const byCourseDay: CourseDays[] = [];
      for (const row of await folds(userIds, courseIds)) {
        bySession.push({ userId: row.userId, courseId: row.courseId, ms: row.sessions });
        const days = courseDaysOf(row, fromDay, recentFromDay);
        if (days.days.length) byCourseDay.push(days);
      }
      return { bySession, byCourseDay };
    },

    /** The days these learners studied these courses from `fromDay` on, and their time in them from `recentFromDay` on. */
    async byCourseDay(
      userIds: readonly string[],
      courseIds: readonly number[],
      fromDay: string,
      recentFromDay: string,
    ): Promise<CourseDays[]> {
      if (!userIds.length || !courseIds.length) return [];
      return (await folds(userIds, courseIds)).map((row) => courseDaysOf(row, fromDay, recentFromDay)).filter((row) => row.days.length);
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
  };
};

export type StudyRecord = ReturnType<typeof createStudyRecord>;
