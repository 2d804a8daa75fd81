import { and, eq, inArray, sql } from 'drizzle-orm';
import { parseDuration, sumDurations } from '@tiles/contracts';
import { EFFORT_MIN_LEARNERS, type CourseEffort } from '@tiles/contracts-courses';
import type { Database } from '@tiles/api-platform/db/database';
import { courseEffort, courseSessions, sessionCompletions } from './schema.js';
import { sessionStudy } from '@tiles/api-events/schema';

type MeasuredEffort = typeof courseEffort.$inferSelect;

/** What a course usually takes: the learners' median once enough completed it, else its content's durations. */
export const effortOf = (measured: MeasuredEffort | undefined, sessionDurations: readonly string[]): CourseEffort =>
  measured && measured.learners >= EFFORT_MIN_LEARNERS
    ? { minutes: Math.round(measured.medianMs / 60_000), basis: 'learners', learners: measured.learners }
    : { minutes: Math.round(sumDurations(sessionDurations).seconds / 60), basis: 'content', learners: measured?.learners ?? 0 };

const secondsOf = (duration: string) => parseDuration(duration) ?? 0;

/** The active study in completed sessions a learner's pace is read from, at least. */
export const PACE_MIN_STUDY_MS = 15 * 60_000;
/** A pace outside these (a lesson skimmed, a tab left open) is not a pace to plan by. */
const PACE_BOUNDS = { min: 0.25, max: 4 };

/** Honest effort: how long courses take those who finished them, and how long is left for a learner at their pace. */
export const createEffortQueries = (db: Database) => ({
  /** The measured efforts of these courses (absent for a course nobody completed). */
  async of(courseIds: number[]) {
    const rows = courseIds.length ? await db.select().from(courseEffort).where(inArray(courseEffort.courseId, courseIds)) : [];
    return new Map(rows.map((row) => [row.courseId, row]));
  },

  /**
   * Minutes left at the learner's pace, per course: their active time on the sessions they completed against those
   * sessions' durations, applied to the durations of the sessions still to do. Absent while the pace is not known:
   * no completed session yet, less than 15 minutes studied in them, or a pace below a quarter or above four times.
   */
  async minutesLeft(userId: string, courseIds: number[]) {
    const [sessions, done, studied] = await Promise.all([
      db
        .select({
          id: courseSessions.id,
          courseId: courseSessions.courseId,
          module: courseSessions.moduleNumber,
          number: courseSessions.number,
          duration: courseSessions.duration,
        })
        .from(courseSessions)
        .where(inArray(courseSessions.courseId, courseIds)),
      db
        .select({ sessionId: sessionCompletions.sessionId })
        .from(sessionCompletions)
        .innerJoin(courseSessions, eq(courseSessions.id, sessionCompletions.sessionId))
        .where(and(eq(sessionCompletions.userId, userId), inArray(courseSessions.courseId, courseIds))),
      db
        .select({
          courseId: sessionStudy.courseId,
          module: sessionStudy.moduleNumber,
          number: sessionStudy.sessionNumber,
          ms: sessionStudy.ms,
        })
        .from(sessionStudy)
        .where(and(eq(sessionStudy.userId, userId), inArray(sessionStudy.courseId, courseIds))),
    ]);
    const completedIds = new Set(done.map((row) => row.sessionId));
    const studiedMs = new Map(studied.map((row) => [`${row.courseId}/${row.module}/${row.number}`, row.ms]));
    const minutesLeft = new Map<number, number>();
    for (const courseId of courseIds) {
      const ofCourse = sessions.filter((session) => session.courseId === courseId);
      const completedOnes = ofCourse.filter((session) => completedIds.has(session.id));
      const plannedMs = completedOnes.reduce((sum, session) => sum + secondsOf(session.duration) * 1000, 0);
      if (!completedOnes.length || plannedMs === 0) continue;
      const spentMs = completedOnes.reduce(
        (sum, session) => sum + (studiedMs.get(`${courseId}/${session.module}/${session.number}`) ?? 0),
        0,
      );
      // A pace read from a lesson skimmed for a minute or two says nothing yet (bounded, it gave "about 36 min left"
      // for a course of hours): none until enough was studied, and none outside a believable range.
      const pace = spentMs / plannedMs;
      if (spentMs < PACE_MIN_STUDY_MS || pace < PACE_BOUNDS.min || pace > PACE_BOUNDS.max) continue;
      const restMs = ofCourse
        .filter((session) => !completedIds.has(session.id))
        .reduce((sum, session) => sum + secondsOf(session.duration) * 1000, 0);
      minutesLeft.set(courseId, Math.round((restMs * pace) / 60_000));
    }
    return minutesLeft;
  },

  /**
   * Measures every course's effort again: the median, over the learners who completed it (test learners aside), of
   * their active study time in it. Run daily; cheap (one statement over the completed enrolments).
   */
  async refresh(now: Date) {
    await db.transaction(async (tx) => {
      await tx.delete(courseEffort);
      await tx.execute(sql`
        insert into course_effort (course_id, median_ms, learners, refreshed_at)
        select course_id, round(percentile_cont(0.5) within group (order by studied_ms))::bigint, count(*)::int, ${now.toISOString()}::timestamptz
        from (
          select e.course_id, e.user_id, coalesce((select sum(s.ms) from session_study s where s.user_id = e.user_id and s.course_id = e.course_id), 0) as studied_ms
          from enrolments e join users u on u.id = e.user_id
          where e.status = 'completed' and not u.is_test
        ) as finished
        group by course_id`);
    });
  },

  /** When the efforts were last measured (undefined: never). */
  async refreshedAt() {
    const [row] = await db.select({ at: courseEffort.refreshedAt }).from(courseEffort).limit(1);
    return row?.at;
  },
});
