import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Translations } from '@tiles/api-platform/db/columns';
import { oneOf } from '@tiles/api-platform/db/one-of';
import type { Database } from '@tiles/api-platform/db/database';
import { createEffortQueries } from './effort-queries.js';
import { courseCompletions, courses, courseSessions, enrolments } from './schema.js';

/** A course as a group's assignment needs it: its names, its sessions in order, and what it takes those who finished. */
export type CourseOutline = {
  id: number;
  siteId: string;
  slug: string;
  published: boolean;
  titles: Translations;
  sessions: { id: number; moduleNumber: number; number: number; titles: Translations; duration: string }[];
  /** The median active time of those who completed it, and how many they were (absent: nobody yet). */
  measured?: { medianMs: number; learners: number };
};

/**
 * The catalogue's record for many learners at once: what a group's page reads of its members' courses (their
 * enrolments and completed sessions), through the catalogue rather than its tables.
 */
export const createCohortRecord = (db: Database) => {
  const effort = createEffortQueries(db);
  return {
    /** These courses of the site, each with its sessions and measured effort (absent: not on the site). */
    async outlines(siteId: string, courseIds: readonly number[]): Promise<Map<number, CourseOutline>> {
      if (!courseIds.length) return new Map();
      const ids = [...new Set(courseIds)];
      const [courseRows, sessionRows, measured] = await Promise.all([
        db
          .select()
          .from(courses)
          .where(and(eq(courses.siteId, siteId), inArray(courses.id, ids))),
        db
          .select({
            id: courseSessions.id,
            courseId: courseSessions.courseId,
            moduleNumber: courseSessions.moduleNumber,
            number: courseSessions.number,
            titles: courseSessions.titles,
            duration: courseSessions.duration,
          })
          .from(courseSessions)
          .where(inArray(courseSessions.courseId, ids))
          .orderBy(asc(courseSessions.courseId), asc(courseSessions.moduleNumber), asc(courseSessions.number)),
        effort.of(ids),
      ]);
      return new Map(
        courseRows.map((course) => {
          const effortRow = measured.get(course.id);
          return [
            course.id,
            {
              id: course.id,
              siteId: course.siteId,
              slug: course.slug,
              published: course.published,
              titles: course.titles,
              sessions: sessionRows.filter((session) => session.courseId === course.id),
              ...(effortRow ? { measured: { medianMs: effortRow.medianMs, learners: effortRow.learners } } : {}),
            },
          ];
        }),
      );
    },

    /**
     * These learners' enrolments in these courses, and the sessions of them each completed with when: one row per
     * learner and course (the completions' fold, course_completions): epoch ms by session id.
     */
    async completions(userIds: readonly string[], courseIds: readonly number[]) {
      if (!userIds.length || !courseIds.length) return { enrolled: [], sessions: [] };
      const [enrolled, sessions] = await Promise.all([
        db
          .select({
            userId: enrolments.userId,
            courseId: enrolments.courseId,
            status: enrolments.status,
            // Epoch ms, as the fold beside it: a thousand learners' enrolments parse as numbers, not dates from text.
            completedAt: sql<number | null>`floor(extract(epoch from ${enrolments.completedAt}) * 1000)::float8`,
          })
          .from(enrolments)
          .where(and(oneOf(enrolments.userId, userIds), inArray(enrolments.courseId, [...courseIds]))),
        // The fold as it is kept (a thousand learners' completions make no pairs, maps or dates on the way).
        db
          .select({ userId: courseCompletions.userId, courseId: courseCompletions.courseId, done: courseCompletions.done })
          .from(courseCompletions)
          .where(and(oneOf(courseCompletions.userId, userIds), inArray(courseCompletions.courseId, [...courseIds]))),
      ]);
      return { enrolled, sessions };
    },
  };
};

export type CohortRecord = ReturnType<typeof createCohortRecord>;
