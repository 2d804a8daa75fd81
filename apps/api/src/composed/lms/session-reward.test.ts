import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionReward } from '@tiles/contracts-courses';
import type { PracticeQuestion } from '@tiles/contracts-practice';
import { signIn } from '@tiles/api-auth/auth-test-helpers';
import { createTestApp, moveClockToLocalHour, testDatabaseKinds } from '../../test/test-app.js';
import { studySession } from '@tiles/api-events/study-time';

const ROMA = 1;
const first = { course: ROMA, module: 1, session: 1 };
const sessionUrl = `/api/lms/courses/${ROMA}/modules/1/sessions/1`;

describe.each(testDatabaseKinds())('what a session earned, on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const reward = async () => {
    const response = await call('GET', `${sessionUrl}/reward`);
    expect(response.statusCode).toBe(200);
    return response.json().outcome as SessionReward;
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
    // The session's 23 minutes and the day they count in must be one day in Leonardo's Rome.
    moveClockToLocalHour(app, 10);
    // Leonardo has no history in the bare demo data.
    cookie = await signIn(app, 'leonardo@tiles.test');
  });
  afterAll(() => app?.close());

  it('refuses a learner not enrolled, and a session that does not exist', async () => {
    expect((await call('GET', `${sessionUrl}/reward`)).json()).toMatchObject({ code: 'not-enrolled' });
    expect((await call('GET', `/api/lms/courses/${ROMA}/modules/9/sessions/9/reward`)).statusCode).toBe(404);
  });

  it('before completion: nothing earned, the time studied so far', async () => {
    expect((await call('POST', `/api/lms/courses/${ROMA}/enrolment`, {})).statusCode).toBe(200);
    await studySession(app, cookie, first, 3);
    const before = await reward();
    expect(before).toMatchObject({ completed: false, minutes: 3, missingMinutes: 0, badges: [] });
    // Time is paid as it is studied; the completion's XP waits for the completion.
    expect(before.awards.map((award) => award.source)).toEqual(['time']);
  });

  it('once completed with enough study: the minutes, each award as the ledger tells it, the questions, the day and the badge it moved', async () => {
    await studySession(app, cookie, first, 20);
    const questions = (await call('GET', sessionUrl)).json().outcome.questions as PracticeQuestion[];
    const [year, , card] = questions;
    const answer = (question: PracticeQuestion, response: object) => ({
      _id: crypto.randomUUID(),
      question: question._id,
      context: 'session',
      response,
      answeredAt: app.clock.now().toISOString(),
      durationMs: 5_000,
    });
    await call('POST', '/api/lms/answers', { answers: [answer(year!, { text: '700' }), answer(card!, { grade: 3 })] });
    expect((await call('PUT', `${sessionUrl}/completion`, {})).statusCode).toBe(200);

    const earned = await reward();
    expect(earned).toMatchObject({
      completed: true,
      minutes: 23,
      missingMinutes: 0,
      questions: { total: 3, answered: 2, right: 1 },
      day: { goalMinutes: 10, todayMinutes: 23, goalMet: true, streak: 1 },
    });
    // The awards are the ledger's own entries for this session and today: the same ids, XP and reasons.
    const ledger = (await call('GET', '/api/lms/game/ledger')).json().outcome as SessionReward['awards'];
    // The day's time in the category is one entry, however many band steps it was paid in.
    expect(earned.awards.map((award) => award.source).sort()).toEqual(['goal', 'session', 'time']);
    for (const award of earned.awards) expect(ledger).toContainEqual(award);
    // The lessons badge moved by one; its next tier is ahead.
    const progress = (await call('GET', '/api/lms/game/progress')).json().outcome;
    expect(earned.badges).toEqual([
      expect.objectContaining({ _id: 'sessions', amount: progress.amounts.sessions, tier: 1, nextTier: expect.any(Number) }),
    ]);
    expect(earned.badges[0]!.amount).toBe(1);
    // The next step after the course is the home's: the same cards due (the answered questions became cards) and
    // the same course to start.
    const home = (await call('GET', '/api/lms/home')).json().outcome;
    expect(earned.upNext).toEqual({ review: home.review, recommended: home.recommended });
    expect(earned.upNext.review).not.toBeNull();
    expect(earned.upNext.recommended?.course._id).not.toBe(ROMA);
  });

  it('completed too soon: the minutes still missing, no completion XP', async () => {
    const second = { course: ROMA, module: 1, session: 2 };
    await studySession(app, cookie, second, 1);
    expect((await call('PUT', `/api/lms/courses/${ROMA}/modules/1/sessions/2/completion`, {})).statusCode).toBe(200);
    const early = (await call('GET', `/api/lms/courses/${ROMA}/modules/1/sessions/2/reward`)).json().outcome as SessionReward;
    expect(early.completed).toBe(true);
    expect(early.minutes).toBe(1);
    expect(early.missingMinutes).toBeGreaterThan(0);
    expect(early.awards.filter((award) => award.source === 'session')).toEqual([]);
    expect(early.badges).toEqual([]);
  });
});
