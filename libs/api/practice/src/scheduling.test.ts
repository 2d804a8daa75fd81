import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewGrade } from '@tiles/contracts-practice';
import { questionAnswers, reviewCards, sessionQuestions, sessionSightings } from './schema.js';
import { OLDEST_ANSWER_MS } from './repository.js';
import { users } from '@tiles/api-users/schema';
import { createTestApp } from '@tiles/api-testing/test-app';
import { replayCard, type ScheduledAnswer } from './scheduling.js';
import { practiceModule } from './module.js';

const DAY = 86_400_000;
const settings = { retention: 0.9, timeZone: 'Europe/Rome' };

/** A card's answers: distinct ids, made over four weeks, any grades. */
const answersArbitrary = (now: number) =>
  fc
    .uniqueArray(
      fc.record({
        id: fc.uuid(),
        offset: fc.integer({ min: 0, max: 28 * DAY }),
        grade: fc.constantFrom<ReviewGrade>(1, 2, 3, 4),
      }),
      { minLength: 1, maxLength: 12, selector: (answer) => answer.id },
    )
    .map((answers) => answers.map(({ id, offset, grade }): ScheduledAnswer => ({ id, answeredAt: new Date(now - offset), grade })));

describe('a card’s schedule', () => {
  it('is the same whatever order its answers are replayed in', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    fc.assert(
      fc.property(
        answersArbitrary(now).chain((answers) =>
          fc.tuple(fc.constant(answers), fc.shuffledSubarray(answers, { minLength: answers.length })),
        ),
        ([answers, shuffled]) => {
          const a = replayCard(answers, settings);
          const b = replayCard(shuffled, settings);
          expect(b.card).toEqual(a.card);
          expect([...b.dueAnswers].sort()).toEqual([...a.dueAnswers].sort());
        },
      ),
    );
  });

  it('never finds a first answer due, nor a second one on the same day', () => {
    const first = new Date('2026-11-20T09:00:00Z');
    const { dueAnswers, card } = replayCard(
      [
        { id: 'a', answeredAt: first, grade: 3 },
        { id: 'b', answeredAt: new Date(first.getTime() + 3_600_000), grade: 3 },
      ],
      settings,
    );
    expect([...dueAnswers]).toEqual([]);
    expect(card.state).toBe('review');
    expect(card.due.getTime()).toBeGreaterThan(first.getTime() + DAY);
  });
});

describe('answers from several devices and offline stretches', () => {
  let app: FastifyInstance;
  let userId: string;

  beforeAll(async () => {
    app = await createTestApp('pglite', {}, { modules: [practiceModule] });
    const [learner] = await app.db.select().from(users).where(eq(users.login, 'leonardo@tiles.test'));
    userId = learner!.id;
    await app.lmsRepository.enrol(userId, 1, app.clock.now());
    // The learner has seen the session's questions since before the oldest answer: no answer here is bounded by it.
    const [question] = await app.db
      .select({ sessionId: sessionQuestions.sessionId })
      .from(sessionQuestions)
      .where(eq(sessionQuestions.id, 'roma-antica-m1s1-q3'));
    await app.db
      .insert(sessionSightings)
      .values({ userId, sessionId: question!.sessionId, firstSeenAt: new Date(app.clock.now().getTime() - OLDEST_ANSWER_MS - 86_400_000) });
  });
  afterAll(() => app?.close());

  it('merge to the state of their replay, whatever batches they arrive in and however often', async () => {
    const now = app.clock.now().getTime();
    const question = 'roma-antica-m1s1-q3';
    await fc.assert(
      fc.asyncProperty(
        answersArbitrary(now).chain((answers) =>
          fc.tuple(
            fc.constant(answers),
            // The arrival: the answers shuffled, cut into batches, some sent twice.
            fc.shuffledSubarray(answers, { minLength: answers.length }),
            fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 12, maxLength: 12 }),
            fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
          ),
        ),
        async ([answers, arrival, cuts, resent]) => {
          await app.db.delete(questionAnswers).where(eq(questionAnswers.userId, userId));
          await app.db.delete(reviewCards).where(eq(reviewCards.userId, userId));
          const learner = { id: userId, timezone: settings.timeZone, locale: 'it-IT', defaultLocale: 'it-IT', now: new Date(now) };
          let at = 0;
          for (const [index, size] of cuts.entries()) {
            const batch = arrival.slice(at, at + size);
            at += size;
            if (!batch.length) break;
            const submitted = batch.map((answer) => ({
              _id: answer.id,
              question,
              context: 'review' as const,
              response: { grade: answer.grade },
              answeredAt: answer.answeredAt.toISOString(),
              durationMs: 1000,
            }));
            await app.practiceRepository.recordAnswers(learner, submitted, () => undefined);
            if (resent[index]) await app.practiceRepository.recordAnswers(learner, submitted, () => undefined);
          }
          const [stored] = await app.db
            .select()
            .from(reviewCards)
            .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, question)));
          const expected = replayCard(answers, settings);
          expect({
            state: stored!.state,
            due: stored!.due.toISOString(),
            reps: stored!.reps,
            lapses: stored!.lapses,
            stability: stored!.stability,
            difficulty: stored!.difficulty,
          }).toEqual({
            state: expected.card.state,
            due: expected.card.due.toISOString(),
            reps: expected.card.reps,
            lapses: expected.card.lapses,
            stability: expected.card.stability,
            difficulty: expected.card.difficulty,
          });
          const dueRows = await app.db
            .select({ id: questionAnswers.id })
            .from(questionAnswers)
            .where(and(eq(questionAnswers.userId, userId), eq(questionAnswers.wasDue, true)));
          expect(dueRows.map((row) => row.id).sort()).toEqual([...expected.dueAnswers].sort());
        },
      ),
      { numRuns: 40 },
    );
  });

  it('counts an answer sent twice once', async () => {
    const learner = { id: userId, timezone: settings.timeZone, locale: 'it-IT', defaultLocale: 'it-IT', now: app.clock.now() };
    const once = {
      _id: randomUUID(),
      question: 'roma-antica-m1s1-q1',
      context: 'session' as const,
      response: { text: '753' },
      answeredAt: learner.now.toISOString(),
      durationMs: 1,
    };
    await app.practiceRepository.recordAnswers(learner, [once, once], () => undefined);
    const rows = await app.db
      .select()
      .from(questionAnswers)
      .where(and(eq(questionAnswers.userId, userId), eq(questionAnswers.id, once._id)));
    expect(rows).toHaveLength(1);
  });
});
