import { sql } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { rowsOf } from '@tiles/api-platform/db/rows';

/** What the home reads beyond the courses, the game and practice: the course studied last. */
export const createHomeRepository = (db: Database) => ({
  /** The course of the learner's latest page view in a course (the index on user and time makes it one row read). */
  async lastStudiedCourse(userId: string): Promise<number | undefined> {
    const [row] = rowsOf<{ course: number }>(
      await db.execute(sql`select attributed_course_id as course from hits
        where user_id = ${userId} and attributed_course_id is not null order by received_at desc limit 1`),
    );
    return row ? Number(row.course) : undefined;
  },
});

export type HomeRepository = ReturnType<typeof createHomeRepository>;
