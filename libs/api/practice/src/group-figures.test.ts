import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSessions } from '@tiles/api-lms/schema';
import { insertManyLearners } from '@tiles/api-users/many-learners';
import { createTestApp, testDatabaseKinds } from '@tiles/api-testing/test-app';
import { practiceModule } from './module.js';
import { questionAnswers, questionFirstTries, sessionQuestions } from './schema.js';

describe.each(testDatabaseKinds())('practice figures on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind, {}, { modules: [practiceModule] });
  });
  afterAll(async () => app?.close());

  it("counts each learner's first try at a question, whatever came after and in whatever order it arrived", async () => {
    const [question] = await app.db
      .select({ id: sessionQuestions.id, sessionId: sessionQuestions.sessionId, courseId: courseSessions.courseId })
      .from(sessionQuestions)
      .innerJoin(courseSessions, eq(courseSessions.id, sessionQuestions.sessionId))
      .orderBy(asc(sessionQuestions.id))
      .limit(1);
    const learners = await insertManyLearners(app.db, `figures-${kind}`, 4);
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute));
    // Wrong then right; right at once; right then wrong; wrong, the later right one received first.
    const tries: Array<[string, number, boolean]> = [
      [learners[0]!, 1, false],
      [learners[0]!, 2, true],
      [learners[1]!, 1, true],
      [learners[2]!, 1, true],
      [learners[2]!, 5, false],
      [learners[3]!, 9, true],
      [learners[3]!, 3, false],
    ];
    const answer = ([userId, minute, correct]: [string, number, boolean], id: string) => ({
      userId,
      id,
      questionId: question!.id,
      revision: 1,
      context: 'session' as const,
      response: { choices: [0] },
      correct,
      grade: correct ? 3 : 1,
      answeredAt: at(minute),
      receivedAt: at(minute),
      durationMs: 5_000,
    });
    await app.db.insert(questionAnswers).values(tries.map((tried, index) => answer(tried, `figures-${index}`)));
    const figures = await app.practiceFigures.firstTries(learners, [question!.courseId]);
    expect(figures).toEqual([
      expect.objectContaining({ questionId: question!.id, sessionId: question!.sessionId, answeredBy: 4, right: 2 }),
    ]);
    // Nobody else's answers count: two of the four are one right first try of two.
    expect(await app.practiceFigures.firstTries(learners.slice(0, 2), [question!.courseId])).toEqual([
      expect.objectContaining({ answeredBy: 2, right: 1 }),
    ]);
    // Later, an answer made offline before her right one arrives: it was her first try, and it was wrong.
    await app.db.insert(questionAnswers).values(answer([learners[1]!, 0, false], 'figures-late'));
    // Two answers made at the same moment as a first try: right if either was.
    await app.db.insert(questionAnswers).values(answer([learners[0]!, 1, true], 'figures-same-moment'));
    const rightAtOnce = async (learner: string) => (await app.practiceFigures.firstTries([learner], [question!.courseId]))[0]?.right;
    expect(await rightAtOnce(learners[1]!)).toBe(0);
    expect(await rightAtOnce(learners[0]!)).toBe(1);
    // A first try removed (her answers taken back by an operator) leaves the course's fold with it.
    await app.db
      .delete(questionFirstTries)
      .where(and(eq(questionFirstTries.userId, learners[2]!), eq(questionFirstTries.questionId, question!.id)));
    expect(await app.practiceFigures.firstTries(learners, [question!.courseId])).toEqual([
      expect.objectContaining({ answeredBy: 3, right: 1 }),
    ]);
    // A retired question is no weak spot to teach again; another course's first tries are not this one's.
    expect(await app.practiceFigures.firstTries(learners, [question!.courseId + 1_000])).toEqual([]);
    await app.db.update(sessionQuestions).set({ retiredAt: new Date() }).where(eq(sessionQuestions.id, question!.id));
    expect(await app.practiceFigures.firstTries(learners, [question!.courseId])).toEqual([]);
    await app.db.update(sessionQuestions).set({ retiredAt: null }).where(eq(sessionQuestions.id, question!.id));
  });
});
