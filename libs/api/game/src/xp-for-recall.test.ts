import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerKeyOf, type AnswerResponse, type QuestionDefinition } from '@tiles/contracts-practice';
import { localDayAndHour, zoneHistoryAfterChange } from '@tiles/api-platform/ground/local-time';
import { DAY_MS } from '@tiles/api-platform/ground/time';
import { courseSessions } from '@tiles/api-lms/schema';
import { xpLedger } from './schema.js';
import { users } from '@tiles/api-users/schema';
import { createTestApp } from '@tiles/api-testing/test-app';
import { sessionQuestions } from '@tiles/api-practice/schema';
import { gameModule } from './module.js';

const HOUR_MS = 3_600_000;
/** The demo's rule: 2 XP a recalled card, at most 30 a day. */
const DAILY_RECALL_CAP = 30;
const ZONES = ['Europe/Rome', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo', 'UTC'] as const;

/** What a forger does, step by step: answer (right, dated as they like), let time pass, change zone, keep a copy. */
const stepArbitrary = fc.oneof(
  fc.record({
    kind: fc.constant('answer' as const),
    questions: fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
    backdateMs: fc.integer({ min: 0, max: 40 * DAY_MS }),
  }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: HOUR_MS, max: 3 * DAY_MS }) }),
  fc.record({ kind: fc.constant('zone' as const), zone: fc.constantFrom(...ZONES) }),
  fc.record({ kind: fc.constant('keep' as const), session: fc.nat() }),
);
type StepValue = typeof stepArbitrary extends fc.Arbitrary<infer Step> ? Step : never;

/**
 * Issue 46: XP only for recall. Forged histories (answers backdated up to 40 days, answered again whenever, zones
 * changed near midnight, offline copies kept, self-graded cards) go through the real writer and the game's settling;
 * whatever they do, the daily cap holds, nothing is earned before the learner saw the question, the days that earn
 * are no more than the days that passed, and a card the learner graded themselves earns nothing.
 */
describe('recall XP under forged histories', () => {
  let app: FastifyInstance;
  let questions: { id: string; sessionId: number; definition: QuestionDefinition }[];

  beforeAll(async () => {
    // The game settles what the answers earn: practice and what it stands on, with the game above them.
    app = await createTestApp('pglite', {}, { modules: [gameModule] });
    questions = await app.db
      .select({ id: sessionQuestions.id, sessionId: sessionQuestions.sessionId, definition: sessionQuestions.definition })
      .from(sessionQuestions)
      .innerJoin(courseSessions, eq(courseSessions.id, sessionQuestions.sessionId))
      .where(eq(courseSessions.courseId, 1))
      .orderBy(asc(sessionQuestions.id));
    expect(questions.length).toBeGreaterThan(15);
  });
  afterAll(() => app?.close());

  /** The right answer to a question, from its key; a recall card's top self-grade. */
  const rightAnswer = (definition: QuestionDefinition): AnswerResponse => {
    if (definition.kind === 'recall') return { grade: 4 };
    const key = answerKeyOf(definition, 'it-IT', 'it-IT');
    if (definition.kind === 'single' || definition.kind === 'multiple') return { choices: key.options };
    return { text: key.numeric ? String(key.numeric.value) : key.accepted[0]! };
  };

  it('never passes the daily cap, never earns before the question was seen, nor for a self-graded card', async () => {
    // The histories earn something too: a property that held because nothing was ever earned would prove nothing.
    // Random histories earn only when a card comes due and is answered again, which 25 of them may never do; so one
    // honest history is always among them: a question the learner saw, answered right, and again once it was due.
    let earned = 0;
    const seenAtStart = questions.findIndex(
      (question) => question.sessionId === questions[0]!.sessionId && question.definition.kind !== 'recall',
    );
    expect(seenAtStart).toBeGreaterThanOrEqual(0);
    const honestHistory: StepValue[] = [
      { kind: 'answer', questions: [seenAtStart], backdateMs: 0 },
      { kind: 'wait', ms: 3 * DAY_MS },
      { kind: 'answer', questions: [seenAtStart], backdateMs: 0 },
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 3, maxLength: 14 }), async (steps) => {
        const learner = await app.auth.users.create({
          siteId: app.config.defaultSiteId,
          login: `forger-${randomUUID()}@example.org`,
          roles: ['learner'],
          locale: 'it-IT',
          timezone: 'Europe/Rome',
          fields: { name: 'Forger', surname: '', gender: 'neutro' },
        });
        const startedAt = app.clock.now();
        await app.lmsRepository.enrol(learner.id, 1, startedAt);
        // The learner opens the first session once; every other question they have never seen.
        await app.practiceRepository.sessionQuestions(questions[0]!.sessionId, {
          userId: learner.id,
          locale: 'it-IT',
          defaultLocale: 'it-IT',
          withKeys: false,
          seenAt: startedAt,
        });
        for (const step of steps) {
          const [row] = await app.db.select().from(users).where(eq(users.id, learner.id));
          const now = app.clock.now();
          if (step.kind === 'wait') app.clock.advance(step.ms);
          if (step.kind === 'zone')
            await app.auth.users.update(
              learner.id,
              { fields: row!.fields, timezone: step.zone },
              zoneHistoryAfterChange(row!, step.zone, now),
            );
          if (step.kind === 'keep') {
            const sessionId = questions[step.session % questions.length]!.sessionId;
            await app.practiceRepository.sessionQuestions(sessionId, {
              userId: learner.id,
              locale: 'it-IT',
              defaultLocale: 'it-IT',
              withKeys: true,
              seenAt: now,
            });
          }
          if (step.kind === 'answer') {
            const answered = [...new Set(step.questions.map((index) => questions[index % questions.length]!))];
            await app.practiceRepository.recordAnswers(
              { ...row!, id: learner.id, locale: 'it-IT', defaultLocale: 'it-IT', now },
              answered.map((question) => ({
                _id: randomUUID(),
                question: question.id,
                context: 'review' as const,
                response: rightAnswer(question.definition),
                answeredAt: new Date(now.getTime() - step.backdateMs).toISOString(),
                durationMs: 4000,
              })),
              () => undefined,
            );
          }
        }

        const ledger = await app.db
          .select()
          .from(xpLedger)
          .where(and(eq(xpLedger.userId, learner.id), inArray(xpLedger.source, ['recall'])));
        earned += ledger.length;
        const byDay = new Map<string, number>();
        for (const entry of ledger) byDay.set(entry.localDay, (byDay.get(entry.localDay) ?? 0) + entry.xp);
        // The cap, every day.
        for (const [day, xp] of byDay) expect(xp, day).toBeLessThanOrEqual(DAILY_RECALL_CAP);
        // Nothing before the learner could have seen a question: no day before the first one's.
        const firstDay = localDayAndHour(startedAt, 'Europe/Rome').day;
        for (const day of byDay.keys()) expect(day >= firstDay, `${day} is before ${firstDay}`).toBe(true);
        // No more earning days than days that passed (and the day a zone change may carry over).
        const elapsedDays = Math.ceil((app.clock.now().getTime() - startedAt.getTime()) / DAY_MS);
        expect(byDay.size).toBeLessThanOrEqual(elapsedDays + 2);
        // A self-graded card earns nothing.
        const selfGraded = new Set(questions.filter((question) => question.definition.kind === 'recall').map((question) => question.id));
        for (const entry of ledger) expect(selfGraded.has(String(entry.inputs.questionId))).toBe(false);
      }),
      { numRuns: 25, examples: [[honestHistory]] },
    );
    expect(earned).toBeGreaterThan(0);
  }, 300_000);
});
