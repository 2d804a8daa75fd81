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
    // A learner's first try at a question is right when her first right answer is her first answer: two minimums of
    // one hashed grouping, where picking each pair's earliest row would sort every answer.
    const rows = rowsOf<{ question_id: string; session_id: number; prompts: Translations; answered_by: number; right: number }>(
      await db.execute(sql`
        select q.id as question_id, q.session_id, q.definition->'prompts' as prompts, per_question.answered_by, per_question.right
        from (
          select first.question_id, count(*)::int as answered_by, count(*) filter (where first.right_at = first.first_at)::int as right
          from (
            select a.question_id, min(a.answered_at) as first_at, min(a.answered_at) filter (where a.correct) as right_at
            from question_answers a
            where ${oneOf(sql`a.user_id`, userIds)}
              and a.question_id in (select q.id from session_questions q join course_sessions s on s.id = q.session_id
                where s.course_id in (${ofCourses}) and q.retired_at is null)
            group by a.user_id, a.question_id
          ) as first
          group by first.question_id
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
