import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '@tiles/api-lms/schema';
import { hits, studyRollups } from '@tiles/api-events/schema';
import { learnerGame, xpLedger } from '@tiles/api-game/schema';
import { notifications } from '@tiles/api-notifications/schema';
import { users } from '@tiles/api-users/schema';
import { localDayAndHour } from '@tiles/api-platform/ground/local-time';
import { streakRemindersDue } from '@tiles/api-game/reminders';
import { createTestApp, testDatabaseKinds } from '../../test/test-app.js';
import { enterMode, signIn as signInAs } from '@tiles/api-auth/auth-test-helpers';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())('tester mode on %s', (kind) => {
  let app: FastifyInstance;
  const signIn = (who: string) => signInAs(app, who);
  const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });
  const me = async (cookie: string) => (await get('/api/auth/user', cookie)).json().outcome as { _id: string; fields: { surname: string } };
  const rowsOf = async (table: typeof hits | typeof studyRollups | typeof xpLedger | typeof notifications, userId: string) =>
    (
      await app.db
        .select({ count: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.userId, userId))
    )[0]!.count;

  /** An hour on a course session page, as an open tab reports it, with the server's clock moving along. */
  const study = async (cookie: string) => {
    const identity = `tab-${randomUUID()}`;
    const hit = (ms: number) =>
      app.inject({
        method: 'POST',
        url: '/api/event/hit',
        headers: { cookie },
        payload: {
          clientId: randomUUID(),
          ua: 'vitest',
          identity,
          origin: 'web',
          subject: { id: '/it-IT/course/session/1/1/1', meta: [{ field: 'ms', value: ms }] },
          course: 1,
          module: 1,
          session: 1,
        },
      });
    await hit(0);
    for (let step = 0; step < 6; step += 1) {
      app.clock.advance(10 * MINUTE);
      expect((await hit(10 * MINUTE)).statusCode).toBe(202);
    }
    await app.ingestion.hits.flush();
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  it("acts as the tester's own test learner, made once and flagged as a test account, and back as themselves after", async () => {
    const tester = await signIn('tester@tiles.test');
    const real = await me(tester);
    await enterMode(app, tester, 'tester');
    const acting = await me(tester);
    expect(acting._id).not.toBe(real._id);
    expect(acting.fields.surname).toBe('Galilei (test)');
    const [row] = await app.db.select().from(users).where(eq(users.id, acting._id));
    expect(row).toMatchObject({ isTest: true, testAccountOf: real._id, roles: ['learner'] });
    // The mode and the role are still the tester's.
    expect((await get('/api/auth/mode', tester)).json().outcome).toEqual({ mode: 'tester', modes: ['tester'] });

    await enterMode(app, tester, 'user');
    expect((await me(tester))._id).toBe(real._id);
    await enterMode(app, tester, 'tester');
    expect((await me(tester))._id).toBe(acting._id);
  });

  it('sees unpublished courses in tester mode', async () => {
    const [draft] = await app.db.select().from(courses).where(eq(courses.published, false)).limit(1);
    const tester = await signIn('tester@tiles.test');
    await enterMode(app, tester, 'tester');
    expect((await get(`/api/lms/courses/${draft!.id}`, tester)).statusCode).toBe(200);
    expect((await get(`/api/lms/courses/${draft!.id}`, await signIn('ada.lovelace@tiles.test'))).statusCode).toBe(404);
  });

  it("writes the study for the test learner only: the tester's and the learners' numbers do not move", async () => {
    const ada = await signIn('ada.lovelace@tiles.test');
    // A fixed range: the study below moves the server's clock an hour on, which may start a new day.
    const day = (offsetDays: number) => new Date(app.clock.now().getTime() + offsetDays * 24 * 60 * MINUTE).toISOString().slice(0, 10);
    const adaStatsUrl = `/api/stats?from=${day(-60)}&to=${day(2)}`;
    const adaStatsAnswer = await get(adaStatsUrl, ada);
    expect(adaStatsAnswer.statusCode).toBe(200);
    const adaStatsBefore = adaStatsAnswer.json();
    const tester = await signIn('tester@tiles.test');
    const realId = (await me(tester))._id;
    await enterMode(app, tester, 'tester');
    const testId = (await me(tester))._id;
    expect(
      (await app.inject({ method: 'POST', url: '/api/lms/courses/1/enrolment', payload: {}, headers: { cookie: tester } })).statusCode,
    ).toBeLessThan(300);
    await study(tester);

    expect(await rowsOf(hits, testId)).toBeGreaterThan(0);
    expect(await rowsOf(studyRollups, testId)).toBeGreaterThan(0);
    expect(await rowsOf(xpLedger, testId)).toBeGreaterThan(0);
    expect(await rowsOf(hits, realId)).toBe(0);
    expect(await rowsOf(xpLedger, realId)).toBe(0);
    expect((await get('/api/stats', tester)).json().outcome.data.totalTimeSpent).toBeGreaterThanOrEqual(60 * MINUTE);
    expect((await get(adaStatsUrl, ada)).json()).toEqual(adaStatsBefore);
    // Its export is its own: the test learner's statements, none of Ada's.
    const statementsOf = async (cookie: string) =>
      (await get('/api/lms/xapi/statements', cookie)).json().statements as Array<{ id: string; actor: unknown }>;
    const exported = await statementsOf(tester);
    expect(exported.length).toBeGreaterThan(0);
    expect(new Set(exported.map((statement) => JSON.stringify(statement.actor))).size).toBe(1);
    const adaIds = new Set((await statementsOf(ada)).map((statement) => statement.id));
    expect(exported.filter((statement) => adaIds.has(statement.id))).toEqual([]);

    // A notification to every learner reaches no test learner: they are nobody's audience.
    const admin = await signIn('admin@tiles.test');
    await enterMode(app, admin, 'admin');
    const before = await rowsOf(notifications, testId);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/notifications',
      payload: { to: 'all', title: 'Per tutti', body: 'Novità' },
      headers: { cookie: admin },
    });
    expect(sent.statusCode).toBe(201);
    expect(await rowsOf(notifications, testId)).toBe(before);
    const learners = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.isTest, false), sql`${users.roles}->>0 = 'learner'`));
    expect(sent.json().outcome.sent).toBe(learners[0]!.count);
  });

  it('resets the test progress in tester mode only, in one go, keeping the account and the session', async () => {
    const tester = await signIn('tester@tiles.test');
    expect((await app.inject({ method: 'DELETE', url: '/api/tester/progress', payload: {}, headers: { cookie: tester } })).statusCode).toBe(
      403,
    );
    await enterMode(app, tester, 'tester');
    const testId = (await me(tester))._id;
    expect(await rowsOf(hits, testId)).toBeGreaterThan(0);
    const reset = await app.inject({ method: 'DELETE', url: '/api/tester/progress', payload: {}, headers: { cookie: tester } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().outcome.rows).toBeGreaterThan(0);
    for (const table of [hits, studyRollups, xpLedger, notifications]) expect(await rowsOf(table, testId)).toBe(0);
    expect((await get('/api/stats', tester)).json().outcome.data.totalTimeSpent).toBe(0);
    expect((await me(tester))._id).toBe(testId);
    expect((await get('/api/lms/my/courses', tester)).json().outcome).toEqual([]);
    // A learner cannot reset anything.
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/api/tester/progress',
          payload: {},
          headers: { cookie: await signIn('leonardo@tiles.test') },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("moves the test learner's clock ahead by whole days, for the test learner alone", async () => {
    const tester = await signIn('tester@tiles.test');
    const clock = (offsetDays: unknown) =>
      app.inject({ method: 'PUT', url: '/api/tester/clock', payload: { offsetDays }, headers: { cookie: tester } });
    expect((await clock(3)).statusCode).toBe(403);
    await enterMode(app, tester, 'tester');
    expect((await clock(366)).statusCode).toBe(400);
    expect((await clock(-1)).json().message).toMatch(/^body\.offsetDays: /);
    expect((await clock(3)).json().outcome).toEqual({ offsetDays: 3 });
    expect((await get('/api/tester/clock', tester)).json().outcome).toEqual({ offsetDays: 3 });

    const todayOf = async (cookie: string) =>
      ((await get('/api/lms/game/streak', cookie)).json().outcome.calendar as Array<{ day: string; state: string }>).find(
        (entry) => entry.state === 'today',
      )!.day;
    const learnerToday = await todayOf(await signIn('ada.lovelace@tiles.test'));
    const testerToday = await todayOf(tester);
    expect(Date.parse(testerToday) - Date.parse(learnerToday)).toBe(3 * 86_400_000);

    // Study lands on the test learner's own calendar.
    await study(tester);
    // The hour of study may cross midnight: the test learner's day and the next, three days from the learners' today.
    const next = new Date(Date.parse(testerToday) + 86_400_000).toISOString().slice(0, 10);
    const byDay = (await get(`/api/stats?from=${testerToday}&to=${next}`, tester)).json().outcome.data.timeSpentByDay as Array<{
      label: string;
      data: number;
    }>;
    expect(byDay.map((entry) => entry.label)).toEqual([testerToday, next]);
    expect(byDay.reduce((sum, entry) => sum + entry.data, 0)).toBeGreaterThanOrEqual(60 * MINUTE);
    const learnerDays = (await get(`/api/stats?from=${testerToday}&to=${next}`, await signIn('ada.lovelace@tiles.test'))).json().outcome
      .data.timeSpentByDay as Array<{ data: number }>;
    expect(learnerDays.every((entry) => entry.data === 0)).toBe(true);

    // The streak reminder follows the test learner's calendar: due on its first day without study after the streak,
    // at its reminder hour, while the real calendar is three days behind.
    const testId = (await me(tester))._id;
    const [game] = await app.db.select().from(learnerGame).where(eq(learnerGame.userId, testId));
    const remindOn = byDay[1]!.data > 0 ? new Date(Date.parse(next) + 86_400_000).toISOString().slice(0, 10) : next;
    let due = Date.parse(`${remindOn}T00:00:00Z`) - 3 * 3_600_000;
    while (JSON.stringify(localDayAndHour(new Date(due), 'Europe/Rome')) !== JSON.stringify({ day: remindOn, hour: game!.reminderHour }))
      due += 1_800_000;
    const reminders = await streakRemindersDue(app.db, new Date(due - 3 * 86_400_000));
    expect(reminders.map((reminder) => reminder.userId)).toContain(testId);
    await clock(0);
  });
});
