import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_COPY_HEADER } from '@tiles/contracts';
import { type PracticeQuestion } from '@tiles/contracts-practice';
import { eq } from 'drizzle-orm';
import { learnerGame } from '@tiles/api-game/schema';
import { questionAnswers, reviewCards } from '@tiles/api-practice/schema';
import { users } from '@tiles/api-users/schema';
import { signIn } from '@tiles/api-auth/auth-test-helpers';
import { reviewRemindersDue } from '@tiles/api-reminders/review-reminder';
import { createTestApp, testDatabaseKinds } from '../../test/test-app.js';

const DAY = 86_400_000;
const ROMA = 1;
const firstSession = `/api/lms/courses/${ROMA}/modules/1/sessions/1`;

describe.each(testDatabaseKinds())('practice api on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}, as = cookie) =>
    app.inject({ method, url, headers: { cookie: as, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const answer = (question: string, response: object, extra: Record<string, unknown> = {}) => ({
    _id: randomUUID(),
    question,
    context: 'session',
    response,
    answeredAt: app.clock.now().toISOString(),
    durationMs: 5_000,
    ...extra,
  });
  const questionsOf = async (url = firstSession, headers: Record<string, string> = {}, as = cookie) =>
    (await call('GET', url, undefined, headers, as)).json().outcome.questions as PracticeQuestion[];
  /** The authored position of the option shown with this text: what an answer names. */
  const authored = (question: PracticeQuestion, text: string) => question.order![question.options.indexOf(text)]!;
  let romolo: number;

  beforeAll(async () => {
    app = await createTestApp(kind);
    // Leonardo has no history in the bare demo data: a learner starting from nothing.
    cookie = await signIn(app, 'leonardo@tiles.test');
    expect((await call('POST', `/api/lms/courses/${ROMA}/enrolment`, {})).statusCode).toBe(200);
  });
  afterAll(() => app?.close());

  it('shows a session’s questions without what is right; the offline copy carries it', async () => {
    const questions = await questionsOf();
    expect(questions.map((question) => question.kind)).toEqual(['short', 'single', 'recall']);
    expect(questions[1]).toMatchObject({ prompt: 'Chi fu, secondo la leggenda, il primo re di Roma?' });
    expect([...questions[1]!.options].sort()).toEqual(['Enea', 'Numa Pompilio', 'Remo', 'Romolo']);
    expect([...questions[1]!.order!].sort()).toEqual([0, 1, 2, 3]);
    romolo = authored(questions[1]!, 'Romolo');
    expect(questions.every((question) => question.key === undefined && question.last === null)).toBe(true);
    const english = await questionsOf(firstSession, { 'tiles-locale-code': 'en-GB' });
    // The same showing in another language: the same order.
    expect(english[1]!.options[questions[1]!.options.indexOf('Romolo')]).toBe('Romulus');
    const offline = await questionsOf(firstSession, { [OFFLINE_COPY_HEADER]: '1' });
    expect(offline[1]!.key).toMatchObject({ options: [romolo], correctAnswer: 'Romolo' });
    expect(offline[0]!.key).toMatchObject({ numeric: { value: 753, tolerance: 0 } });
  });

  it('checks answers on the server, right and wrong, and records a resent answer once', async () => {
    const [year, king] = await questionsOf();
    const wrong = answer(king!._id, { choices: [authored(king!, 'Remo')] }, { shown: king!.order });
    const response = await call('POST', '/api/lms/answers', { answers: [answer(year!._id, { text: ' 753 ' }), wrong] });
    expect(response.statusCode).toBe(200);
    const [first, second] = response.json().outcome.results;
    expect(first).toMatchObject({ correct: true, correctOptions: [] });
    expect(second).toMatchObject({ correct: false, correctAnswer: 'Romolo', correctOptions: [romolo] });
    expect(second.explanation).toContain('Numa Pompilio');
    // A card answered wrong comes back tomorrow; one answered right later.
    const tomorrow = Date.parse(second.due) - app.clock.now().getTime();
    expect(tomorrow).toBeGreaterThan(0.5 * DAY);
    expect(Date.parse(first.due)).toBeGreaterThan(Date.parse(second.due));
    // The same answer again (an offline queue flushed twice): the same result, nothing recorded twice.
    const again = (await call('POST', '/api/lms/answers', { answers: [{ ...wrong, response: { choices: [romolo] } }] })).json().outcome
      .results[0];
    expect(again).toMatchObject({ correct: false, due: second.due });
    const questions = await questionsOf();
    expect(questions[1]!.last).toMatchObject({ correct: false });
  });

  it('shuffles choices per learner and per showing: a reload shows the same order, the next showing another', async () => {
    const orderOf = async (as = cookie) => (await questionsOf(firstSession, {}, as))[1]!.order!;
    const shown = await orderOf();
    expect(await orderOf()).toEqual(shown);
    const [, king] = await questionsOf();
    const sent = answer(king!._id, { choices: [authored(king!, 'Enea')] }, { shown });
    const result = (await call('POST', '/api/lms/answers', { answers: [sent] })).json().outcome.results[0];
    const next = await orderOf();
    expect(next).not.toEqual(shown);
    // The result tells the next showing's order (a retry of a missed question shows it).
    expect(result).toMatchObject({ correct: false, nextOrder: next });
    // The answer keeps what was shown.
    const [stored] = await app.db.select({ shown: questionAnswers.shown }).from(questionAnswers).where(eq(questionAnswers.id, sent._id));
    expect(stored!.shown).toEqual(shown);
    // Another learner's showing is drawn for them: over the demo's choice questions, the orders are not all alike.
    const other = await signIn(app, 'ipazia@tiles.test');
    expect((await call('POST', `/api/lms/courses/${ROMA}/enrolment`, {}, {}, other)).statusCode).toBe(200);
    const ordersOf = async (as: string) => {
      const orders: number[][] = [];
      for (const [module, session] of [
        [1, 2],
        [1, 3],
        [2, 1],
        [2, 2],
      ])
        for (const question of await questionsOf(`/api/lms/courses/${ROMA}/modules/${module}/sessions/${session}`, {}, as))
          if (question.order) orders.push(question.order);
      return orders;
    };
    const mine = await ordersOf(cookie);
    expect(mine.length).toBeGreaterThan(2);
    expect(await ordersOf(other)).not.toEqual(mine);
  });

  it('gives the practice XP once, when every question of the session has been answered', async () => {
    const questions = await questionsOf();
    const ledger = async () => (await call('GET', '/api/lms/game/ledger')).json().outcome as { source: string; xp: number }[];
    expect((await ledger()).filter((entry) => entry.source === 'practice')).toEqual([]);
    await call('POST', '/api/lms/answers', { answers: [answer(questions[2]!._id, { grade: 3 })] });
    const practice = (await ledger()).filter((entry) => entry.source === 'practice');
    expect(practice).toEqual([expect.objectContaining({ xp: 3, subject: 'La monarchia e le origini · Introduzione' })]);
    await call('POST', '/api/lms/answers', { answers: [answer(questions[2]!._id, { grade: 4 })] });
    expect((await ledger()).filter((entry) => entry.source === 'practice')).toHaveLength(1);
  });

  it('schedules review: nothing due today, due cards tomorrow, XP only for a right answer to a due card', async () => {
    const today = (await call('GET', '/api/lms/review')).json().outcome;
    expect(today.cards).toEqual([]);
    expect(today.nextDue).not.toBeNull();
    expect(today.forecast).toHaveLength(30);
    expect(today.forecast.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(3);
    expect(today.settings).toEqual({ desiredRetention: 0.9, newPerDay: 20, reviewsPerDay: 200 });

    app.clock.advance(DAY + 3_600_000);
    const tomorrow = (await call('GET', '/api/lms/review')).json().outcome;
    expect(tomorrow.cards.map((card: { question: { _id: string } }) => card.question._id)).toContain('roma-antica-m1s1-q2');
    const card = tomorrow.cards.find((entry: { question: { _id: string } }) => entry.question._id === 'roma-antica-m1s1-q2');
    expect(card).toMatchObject({ isNew: true, course: { _id: ROMA, slug: 'roma-antica' }, session: { module: 1, session: 1 } });
    expect(card.question.key).toBeUndefined();

    const recall = async (response: object) =>
      (
        await call('POST', '/api/lms/answers', {
          answers: [answer(card.question._id, response, { context: 'review', answeredAt: app.clock.now().toISOString() })],
        })
      ).json().outcome.results[0];
    expect(await recall({ choices: [romolo] })).toMatchObject({ correct: true });
    const recalled = (await call('GET', '/api/lms/game/ledger'))
      .json()
      .outcome.filter((entry: { source: string }) => entry.source === 'recall');
    expect(recalled).toEqual([expect.objectContaining({ xp: 2, count: 1 })]);
    // The same card again the same day is not due any more: no XP.
    await recall({ choices: [romolo] });
    const after = (await call('GET', '/api/lms/game/ledger'))
      .json()
      .outcome.filter((entry: { source: string }) => entry.source === 'recall');
    expect(after).toEqual([expect.objectContaining({ xp: 2, count: 1 })]);
    const review = (await call('GET', '/api/lms/review')).json().outcome;
    expect(review.reviewedToday).toBe(1);
    expect(review.retention).toBe(1);
  });

  it('keeps the daily limit of new cards', async () => {
    expect((await call('PUT', '/api/lms/review/settings', { desiredRetention: 0.85, newPerDay: 0, reviewsPerDay: 50 })).statusCode).toBe(
      200,
    );
    const review = (await call('GET', '/api/lms/review')).json().outcome;
    expect(review.cards.filter((card: { isNew: boolean }) => card.isNew)).toEqual([]);
    expect(review.settings).toEqual({ desiredRetention: 0.85, newPerDay: 0, reviewsPerDay: 50 });
  });

  it('tells the learner once a day, at their reminder hour, that cards are due; not when they turned it off', async () => {
    // Leonardo (Europe/Rome) has cards due today (answered wrong yesterday); his reminder hour is 19.
    const [learner] = await app.db.select().from(users).where(eq(users.login, 'leonardo@tiles.test'));
    const today = app.clock.now().toISOString().slice(0, 10);
    const at = (hour: string) => new Date(`${today}T${hour}:00Z`);
    await app.db
      .update(reviewCards)
      .set({ due: at('00:00') })
      .where(eq(reviewCards.userId, learner!.id));
    expect((await reviewRemindersDue(app.db, at('12:05'))).filter((notice) => notice.userId === learner!.id)).toEqual([]);
    const told = (await reviewRemindersDue(app.db, at('18:05'))).filter((notice) => notice.userId === learner!.id);
    expect(told).toEqual([
      expect.objectContaining({
        type: 'game.review',
        params: { count: 3 },
        link: '/it-IT/profile/user-review',
        titleKey: 'notification.game.review.title',
      }),
    ]);
    expect((await reviewRemindersDue(app.db, at('18:30'))).filter((notice) => notice.userId === learner!.id)).toEqual([]);
    await app.db
      .update(learnerGame)
      .set({ reviewRemindedDay: null, mutedKinds: ['review'] })
      .where(eq(learnerGame.userId, learner!.id));
    expect((await reviewRemindersDue(app.db, at('18:10'))).filter((notice) => notice.userId === learner!.id)).toEqual([]);
  });

  it.each([
    [{ desiredRetention: 0.99, newPerDay: 10, reviewsPerDay: 10 }, 'body.desiredRetention'],
    [{ desiredRetention: 0.9, newPerDay: -1, reviewsPerDay: 10 }, 'body.newPerDay'],
    [{ desiredRetention: 0.9, newPerDay: 1, reviewsPerDay: 0 }, 'body.reviewsPerDay'],
  ])('refuses settings %j naming %s, and keeps what was stored', async (payload, field) => {
    const response = await call('PUT', '/api/lms/review/settings', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect((await call('GET', '/api/lms/review')).json().outcome.settings.desiredRetention).toBe(0.85);
  });

  it('refuses what cannot be an answer, naming the field, and records none of the batch', async () => {
    const [year, king, card] = await questionsOf();
    const cases: [object, number, string][] = [
      [answer(king!._id, { text: 'Romolo' }), 400, 'answers.0.response'],
      [answer(king!._id, { choices: [0, 1] }), 400, 'answers.0.response'],
      [answer(king!._id, { choices: [9] }), 400, 'answers.0.response'],
      [answer(king!._id, { choices: [romolo] }, { shown: [0, 0, 1, 2] }), 400, 'answers.0.shown'],
      [answer(king!._id, { choices: [romolo] }, { shown: [0, 1, 2] }), 400, 'answers.0.shown'],
      [answer(card!._id, { choices: [0] }), 400, 'answers.0.response'],
      [answer(year!._id, { grade: 5 }), 400, 'body.answers.0.response'],
      [{ ...answer(year!._id, { text: '1' }), _id: 'not-a-uuid' }, 400, 'body.answers.0._id'],
      [answer('no-such-question', { text: '1' }), 404, 'answers.0.question'],
    ];
    for (const [submitted, status, field] of cases) {
      const response = await call('POST', '/api/lms/answers', { answers: [submitted] });
      expect([response.statusCode, response.json().message]).toEqual([status, expect.stringContaining(field)]);
    }
    const good = answer(year!._id, { text: '753' });
    const mixed = await call('POST', '/api/lms/answers', { answers: [good, answer(king!._id, { text: 'x' })] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toContain('answers.1.response');
    // The good answer of the refused batch was not kept: sending it now records it.
    const alone = await call('POST', '/api/lms/answers', { answers: [good] });
    expect(alone.json().outcome.results[0]).toMatchObject({ correct: true });
  });

  it('answers 403 for a course the learner is not enrolled in, and 401 to a visitor', async () => {
    const other = await signIn(app, 'alan.turing@tiles.test');
    const [year] = await questionsOf();
    const response = await call('POST', '/api/lms/answers', { answers: [answer(year!._id, { text: '753' })] }, {}, other);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'not-enrolled' });
    expect((await app.inject({ method: 'GET', url: '/api/lms/review' })).statusCode).toBe(401);
  });
});
