import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { oneOf } from '@tiles/api-platform/db/one-of';
import type { Translations } from '@tiles/api-platform/db/columns';
import { courseSessions } from '@tiles/api-lms/schema';
import { courseFirstTries, questionAnswers, sessionQuestions } from './schema.js';

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
    const [folds, questions] = await Promise.all([
      // Each learner's first tries in a course are one row (course_first_tries); they are counted here rather than
      // unnested by the database (a group's 30,000 first tries: a pass over parsed rows, not an aggregate).
      db
        .select({ tries: courseFirstTries.tries })
        .from(courseFirstTries)
        .where(and(oneOf(courseFirstTries.userId, userIds), inArray(courseFirstTries.courseId, [...courseIds]))),
      db
        .select({
          id: sessionQuestions.id,
          sessionId: sessionQuestions.sessionId,
          prompts: sql<Translations>`${sessionQuestions.definition}->'prompts'`,
        })
        .from(sessionQuestions)
        .innerJoin(courseSessions, eq(courseSessions.id, sessionQuestions.sessionId))
        .where(and(inArray(courseSessions.courseId, [...courseIds]), isNull(sessionQuestions.retiredAt))),
    ]);
    const counted = new Map<string, { answeredBy: number; right: number }>();
    for (const { tries } of folds)
      for (const questionId in tries) {
        let count = counted.get(questionId);
        if (!count) counted.set(questionId, (count = { answeredBy: 0, right: 0 }));
        count.answeredBy += 1;
        if (tries[questionId]) count.right += 1;
      }
    return questions.flatMap((question) => {
      const count = counted.get(question.id);
      return count
        ? [
            {
              questionId: question.id,
              sessionId: question.sessionId,
              prompts: typeof question.prompts === 'string' ? (JSON.parse(question.prompts) as Translations) : question.prompts,
              ...count,
            },
          ]
        : [];
    });
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
