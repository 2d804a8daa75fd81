import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { rowsOf } from '@tiles/api-platform/db/rows';
import { oneOf } from '@tiles/api-platform/db/one-of';
import type { Translations } from '@tiles/api-platform/db/columns';
import { questionAnswers } from './schema.js';

/** How a question went at first try among some learners: how many answered it, and how many were right at once. */
export type FirstTries = { questionId: string; sessionId: number; prompts: Translations; answeredBy: number; right: number };

/**
 * Practice's figures over many learners at once, for a group's teachers (only ever for learners who share with
 * them, and only shown above the site's threshold): first-try success per question, and review retention.
 */
export const createPracticeFigures = (db: Database) => ({
  /** Per question of these courses' sessions (retired ones aside): these learners' first answers to it. */
  async firstTries(userIds: readonly string[], courseIds: readonly number[]): Promise<FirstTries[]> {
    if (!userIds.length || !courseIds.length) return [];
    const ofCourses = sql.join(
      courseIds.map((id) => sql`${id}`),
      sql`, `,
    );
    // Each learner's first try at each question is kept as one row (question_first_tries): counting them is one pass.
    const rows = rowsOf<{ question_id: string; session_id: number; prompts: Translations; answered_by: number; right: number }>(
      await db.execute(sql`
        select q.id as question_id, q.session_id, q.definition->'prompts' as prompts, per_question.answered_by, per_question.right
        from (
          select f.question_id, count(*)::int as answered_by, count(*) filter (where f.correct)::int as right
          from question_first_tries f
          where ${oneOf(sql`f.user_id`, userIds)}
            and f.question_id in (select q.id from session_questions q join course_sessions s on s.id = q.session_id
              where s.course_id in (${ofCourses}) and q.retired_at is null)
          group by f.question_id
        ) as per_question
        join session_questions q on q.id = per_question.question_id`),
    );
    return rows.map((row) => ({
      questionId: row.question_id,
      sessionId: Number(row.session_id),
      prompts: typeof row.prompts === 'string' ? (JSON.parse(row.prompts) as Translations) : row.prompts,
      answeredBy: Number(row.answered_by),
      right: Number(row.right),
    }));
  },

  /** Per learner: the review cards that were due since then, and how many of them she recalled. */
  async retention(userIds: readonly string[], since: Date) {
    if (!userIds.length) return new Map<string, { due: number; recalled: number }>();
    const rows = await db
      .select({
        userId: questionAnswers.userId,
        due: count(),
        recalled: sql<number>`count(*) filter (where ${questionAnswers.correct})::int`,
      })
      .from(questionAnswers)
      .where(and(oneOf(questionAnswers.userId, userIds), eq(questionAnswers.wasDue, true), gte(questionAnswers.answeredAt, since)))
      .groupBy(questionAnswers.userId);
    return new Map(rows.map((row) => [row.userId, { due: Number(row.due), recalled: Number(row.recalled) }]));
  },
});

export type PracticeFigures = ReturnType<typeof createPracticeFigures>;
