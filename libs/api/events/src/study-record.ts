import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { sessionStudy, studyDailySeries } from './schema.js';

/** Honest active time of one learner in one session of a course (by its position). */
export type SessionStudyRow = { userId: string; courseId: number; moduleNumber: number; sessionNumber: number; ms: number };
/** Her active time in a course on one day of her calendar. */
export type CourseDayRow = { userId: string; courseId: number; day: string; ms: number };

/**
 * The study record, read for many learners at once (a group's page): the time the hits' writer credited, by course
 * session and by day. Other domains read it here, never from the tables.
 */
export const createStudyRecord = (db: Database) => ({
  /** Active time of these learners in these courses' sessions. */
  async bySession(userIds: readonly string[], courseIds: readonly number[]): Promise<SessionStudyRow[]> {
    if (!userIds.length || !courseIds.length) return [];
    return db
      .select({
        userId: sessionStudy.userId,
        courseId: sessionStudy.courseId,
        moduleNumber: sessionStudy.moduleNumber,
        sessionNumber: sessionStudy.sessionNumber,
        ms: sessionStudy.ms,
      })
      .from(sessionStudy)
      .where(and(inArray(sessionStudy.userId, [...userIds]), inArray(sessionStudy.courseId, [...courseIds])));
  },

  /** Active time of these learners in these courses, per day of their calendars, from a day on. */
  async byCourseDay(userIds: readonly string[], courseIds: readonly number[], fromDay: string): Promise<CourseDayRow[]> {
    if (!userIds.length || !courseIds.length) return [];
    const rows = await db
      .select({
        userId: studyDailySeries.userId,
        courseId: sql<number>`${studyDailySeries.key}::int`,
        day: studyDailySeries.localDay,
        ms: studyDailySeries.ms,
      })
      .from(studyDailySeries)
      .where(
        and(
          inArray(studyDailySeries.userId, [...userIds]),
          eq(studyDailySeries.dimension, 'course'),
          inArray(studyDailySeries.key, courseIds.map(String)),
          gte(studyDailySeries.localDay, fromDay),
        ),
      );
    return rows.map((row) => ({ ...row, courseId: Number(row.courseId), ms: Number(row.ms) }));
  },
});

export type StudyRecord = ReturnType<typeof createStudyRecord>;
