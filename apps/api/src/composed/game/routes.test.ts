import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, courseSessions } from '@tiles/api-lms/schema';
import { gameLevels, learnerGame, learnerLevels, xpLedger } from '@tiles/api-game/schema';
import { notifications } from '@tiles/api-notifications/schema';
import { studyDailySeries } from '@tiles/api-events/schema';
import { users } from '@tiles/api-users/schema';
import { settleLearner } from '@tiles/api-game/engine';
import { streakRemindersDue } from '@tiles/api-game/reminders';
import { addDays } from '@tiles/api-game/rules';
import { createTestApp, testDatabaseKinds } from '../../test/test-app.js';
import { signIn as signInAs } from '@tiles/api-auth/auth-test-helpers';
import { pageHit, studySession } from '@tiles/api-events/study-time';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())('game on %s', (kind) => {
  let app: FastifyInstance;
  const cookies = new Map<string, string>();

  const signIn = async (login: string) => {
    const cookie = await signInAs(app, login);
    cookies.set(login, cookie);
    return cookie;
  };
  const userIdOf = async (login: string) => (await app.db.select().from(users).where(eq(users.login, login)))[0]!.id;
  const get = (url: string, login?: string) => app.inject({ method: 'GET', url, headers: login ? { cookie: cookies.get(login)! } : {} });
  const put = (url: string, payload: unknown, login: string) =>
    app.inject({ method: 'PUT', url, payload: payload as Record<string, unknown>, headers: { cookie: cookies.get(login)! } });
  const hit = (login: string | undefined, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/event/hit', payload: body, headers: login ? { cookie: cookies.get(login)! } : {} });
  const page = pageHit;
  const study = async (login: string, course: number, module: number, session: number, minutes: number) =>
    studySession(app, cookies.get(login)!, { course, module, session }, minutes);
  const ledgerOf = async (login: string) =>
    app.db
      .select()
      .from(xpLedger)
      .where(eq(xpLedger.userId, await userIdOf(login)));
  const categoryOf = async (course: number) => (await app.db.select().from(courses).where(eq(courses.id, course)))[0]!.categoryId;

  beforeAll(async () => {
    app = await createTestApp(kind);
    // Time XP, goals and streaks count local days: this file's hours of study start on a Central European morning,
    // so they never cross a learner's midnight, whatever the hour the suite runs at (it failed from 16:00 UTC on).
    const now = app.clock.now();
    const morning = new Date(now);
    morning.setUTCHours(5, 0, 0, 0);
    if (morning <= now) morning.setUTCDate(morning.getUTCDate() + 1);
    app.clock.advance(morning.getTime() - now.getTime());
    for (const login of [
      'ada.lovelace@tiles.test',
      'alan.turing@tiles.test',
      'ipazia@tiles.test',
      'leonardo@tiles.test',
      'emmy.noether@tiles.test',
      'admin@tiles.test',
    ])
      await signIn(login);
  });
  afterAll(() => app?.close());

  it('answers the level and badge definitions, localised, to anyone', async () => {
    const levels = (await get('/api/lms/game/level')).json().outcome;
    expect(levels.map((level: { experience: number }) => level.experience)).toEqual([
      0, 60, 138, 239, 371, 543, 765, 1055, 1431, 1921, 2557, 3384,
    ]);
    expect(levels[2]).toMatchObject({ level: 3, name: 'Livello 3' });
    const badges = (await app.inject({ method: 'GET', url: '/api/lms/game/badge', headers: { 'tiles-locale-code': 'de-DE' } })).json()
      .outcome;
    expect(badges.find((badge: { _id: string }) => badge._id === 'streak')).toMatchObject({
      name: 'Beständigkeit',
      tiers: [3, 7, 14, 30, 60, 100, 365],
    });
  });

  it('answers 401 for the progress, the ledger and the streak without a session, and refuses a bad goal naming the field', async () => {
    for (const url of ['/api/lms/game/progress', '/api/lms/game/ledger', '/api/lms/game/streak'])
      expect((await get(url)).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/lms/game/goal', payload: { minutes: 7 } })).statusCode).toBe(401);
    const bad = await put('/api/lms/game/goal', { minutes: 7 }, 'leonardo@tiles.test');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('minutes');
    const good = await put('/api/lms/game/goal', { minutes: 20 }, 'leonardo@tiles.test');
    expect(good.json().outcome.goalMinutes).toBe(20);
    await put('/api/lms/game/goal', { minutes: 10 }, 'leonardo@tiles.test');
  });

  it('credits a script posting 40 half-hour hits in a moment with about that moment', async () => {
    const login = 'alan.turing@tiles.test';
    const identity = `script-${randomUUID()}`;
    for (let index = 0; index < 40; index += 1)
      await hit(login, page(identity, `/it-IT/course/session/1/1/1?${index}`, 30 * MINUTE, { course: 1, module: 1, session: 1 }));
    await app.ingestion.hits.flush();
    const stats = (await get('/api/stats', login)).json().outcome.data;
    expect(stats.totalTimeSpent).toBeLessThan(30_000);
  });

  it('pays time XP in bands per category and day, levels up, and tells only that learner', async () => {
    const login = 'ipazia@tiles.test';
    await study(login, 1, 1, 1, 90);
    const category = await categoryOf(1);
    const time = (await ledgerOf(login)).filter((row) => row.source === 'time');
    expect(time.reduce((sum, row) => sum + row.xp, 0)).toBe(75);
    const progress = (await get('/api/lms/game/progress', login)).json().outcome;
    expect(progress.levels[category]).toMatchObject({ level: 2, experience: 80 });
    expect(progress.badges['study-hours']).toMatchObject({ amount: 1, chain: 1 });
    const ledger = (await get('/api/lms/game/ledger', login)).json().outcome;
    // However many rows the day's band steps were stored as, the ledger tells one entry for the day and category.
    expect(ledger.map((entry: { source: string }) => entry.source).sort()).toEqual(['goal', 'time']);
    expect(ledger.find((entry: { source: string }) => entry.source === 'time').xp).toBe(75);
    const mine = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await userIdOf(login)));
    expect(mine.some((row) => row.type.startsWith('game.'))).toBe(true);
    const listed = (await get('/api/notifications', login)).json().outcome as { type: string; image?: string }[];
    expect(listed.filter((item) => item.type.startsWith('game.')).length).toBeGreaterThan(0);
    const others = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await userIdOf('leonardo@tiles.test')));
    expect(others.some((row) => row.type.startsWith('game.'))).toBe(false);
  });

  it('caps time XP at 150 a day across categories', async () => {
    const login = 'emmy.noether@tiles.test';
    await study(login, 1, 1, 1, 180);
    await study(login, 3, 1, 1, 180);
    const time = (await ledgerOf(login)).filter((row) => row.source === 'time');
    expect(time.reduce((sum, row) => sum + row.xp, 0)).toBe(150);
  });

  it('rewards a first completion once, and only after enough active time in the session', async () => {
    const login = 'leonardo@tiles.test';
    expect(
      (await app.inject({ method: 'POST', url: '/api/lms/courses/2/enrolment', payload: {}, headers: { cookie: cookies.get(login)! } }))
        .statusCode,
    ).toBeLessThan(300);
    const complete = (session: number) => put(`/api/lms/courses/2/modules/1/sessions/${session}/completion`, {}, login);
    await complete(1);
    expect((await ledgerOf(login)).filter((row) => row.source === 'session')).toEqual([]);

    const [second] = await app.db
      .select()
      .from(courseSessions)
      .where(and(eq(courseSessions.courseId, 2), eq(courseSessions.moduleNumber, 1), eq(courseSessions.number, 2)));
    await study(login, 2, 1, 2, 30);
    await complete(2);
    await complete(2);
    const sessions = (await ledgerOf(login)).filter((row) => row.source === 'session');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ sourceId: String(second!.id), xp: 15 });
    const progress = (await get('/api/lms/game/progress', login)).json().outcome;
    // Only sessions that earned their XP count for the badge: a click is not a completion.
    expect(progress.badges.sessions).toMatchObject({ amount: 1, chain: 1 });

    // The time of a page arrives with the next navigation: a session completed first and studied after earns then.
    await study(login, 2, 1, 1, 30);
    expect((await ledgerOf(login)).filter((row) => row.source === 'session')).toHaveLength(2);
    await study(login, 2, 1, 1, 30);
    expect((await ledgerOf(login)).filter((row) => row.source === 'session')).toHaveLength(2);
  });

  it("pays a module's and a course's XP once all their sessions earned theirs", async () => {
    const login = 'emmy.noether@tiles.test';
    await app.inject({ method: 'POST', url: '/api/lms/courses/7/enrolment', payload: {}, headers: { cookie: cookies.get(login)! } });
    const sessions = await app.db.select().from(courseSessions).where(eq(courseSessions.courseId, 7));
    for (const session of sessions) {
      await study(login, 7, session.moduleNumber, session.number, 25);
      await put(`/api/lms/courses/7/modules/${session.moduleNumber}/sessions/${session.number}/completion`, {}, login);
      // A module a day: at most 12 completion awards a day earn XP.
      if (session.number === 3) app.clock.advance(86_400_000);
    }
    const rows = (await ledgerOf(login)).filter((row) => ['session', 'module', 'course'].includes(row.source));
    const modules = new Set(sessions.map((session) => session.moduleNumber)).size;
    expect(rows.filter((row) => row.source === 'module')).toHaveLength(modules);
    expect(rows.filter((row) => row.source === 'course').map((row) => row.xp)).toEqual([120]);
  });

  it('gives staff nothing', async () => {
    await study('admin@tiles.test', 1, 1, 1, 60);
    expect(await ledgerOf('admin@tiles.test')).toEqual([]);
    expect((await get('/api/lms/game/progress', 'admin@tiles.test')).json().outcome).toMatchObject({ badges: {}, levels: {} });
  });

  it('changes nothing when the same hits arrive again', async () => {
    const login = 'ada.lovelace@tiles.test';
    const userId = await userIdOf(login);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 4 }), async (minutes) => {
        const identity = `replay-${randomUUID()}`;
        const sent = [page(identity, '/it-IT/course/session/4/1/1', 0, { course: 4, module: 1, session: 1 })];
        for (const value of minutes)
          sent.push(page(identity, '/it-IT/course/session/4/1/1', value * MINUTE, { course: 4, module: 1, session: 1 }));
        for (const body of sent) {
          app.clock.advance(Number(body.subject.meta[0]!.value));
          await hit(login, body);
        }
        await app.ingestion.hits.flush();
        const before = {
          ledger: await ledgerOf(login),
          levels: await app.db.select().from(learnerLevels).where(eq(learnerLevels.userId, userId)),
          stats: (await get('/api/stats', login)).json(),
        };
        for (const body of sent) await hit(login, body);
        await app.ingestion.hits.flush();
        const after = {
          ledger: await ledgerOf(login),
          levels: await app.db.select().from(learnerLevels).where(eq(learnerLevels.userId, userId)),
          stats: (await get('/api/stats', login)).json(),
        };
        expect(after).toEqual(before);
      }),
      { numRuns: 5 },
    );
  });

  it('never lowers a level when the thresholds rise, and bundles awards that come together', async () => {
    const login = 'ipazia@tiles.test';
    const category = await categoryOf(1);
    const before = (await get('/api/lms/game/progress', login)).json().outcome.levels[category];
    expect(before.level).toBeGreaterThanOrEqual(2);
    await app.db.update(gameLevels).set({ experience: sql`${gameLevels.experience} * 100` });
    try {
      await study(login, 1, 1, 1, 5);
      const after = (await get('/api/lms/game/progress', login)).json().outcome.levels[category];
      expect(after.level).toBe(before.level);
      expect(after.experience).toBeGreaterThan(before.experience);
    } finally {
      await app.db.update(gameLevels).set({ experience: sql`${gameLevels.experience} / 100` });
    }
    const mine = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await userIdOf(login)));
    // 90 minutes at once brought level 2, the study-hours badge and the daily goal's badges together: one bundle.
    expect(mine.filter((row) => row.type === 'game.bundle').length).toBeGreaterThanOrEqual(1);
  });

  it('sends at most 3 game notifications a day, none of a kind turned off, and refuses a bad setting naming the field', async () => {
    const login = 'emmy.noether@tiles.test';
    const userId = await userIdOf(login);
    const bad = await put('/api/lms/game/settings', { reminderHour: 23 }, login);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('reminderHour');
    expect((await put('/api/lms/game/settings', { mutedKinds: ['everything'] }, login)).statusCode).toBe(400);
    const gameNotices = async () =>
      (await app.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((row) => row.type.startsWith('game.'));
    const [state] = await app.db.select().from(learnerGame).where(eq(learnerGame.userId, userId));
    const sentToday = state!.noticesSent;
    expect(sentToday).toBeLessThanOrEqual(3);
    const countBefore = (await gameNotices()).length;
    const settings = await put('/api/lms/game/settings', { mutedKinds: ['level', 'badge', 'freeze', 'repair', 'risk'] }, login);
    expect(settings.json().outcome.mutedKinds).toHaveLength(5);
    await study(login, 5, 1, 1, 45);
    expect((await gameNotices()).length).toBe(countBefore);
    await put('/api/lms/game/settings', { mutedKinds: [] }, login);
  });

  it('tells at most 3 game awards a day; the rest stay on the progress page', async () => {
    const userId = await userIdOf('leonardo@tiles.test');
    const now = new Date('2031-03-10T12:00:00Z');
    const told: string[] = [];
    // Five settlements the same day, each crossing the next study-hours tier (he has the first: 5, 10, 25, 50, 100 hours).
    for (const [index, hours] of [4, 5, 15, 25, 50].entries()) {
      await app.db.insert(studyDailySeries).values({
        userId,
        localDay: `2031-02-${String(index + 1).padStart(2, '0')}`,
        dimension: 'device',
        key: 'desktop',
        ms: hours * 3_600_000,
      });
      const { awards, notice } = await app.db.transaction((tx) => settleLearner(tx, { userId, days: [], now }));
      expect(awards.some((award) => award.kind === 'badge' && award.badgeId === 'study-hours')).toBe(true);
      if (notice) told.push(notice.type);
    }
    expect(told).toHaveLength(3);
    const progress = (await get('/api/lms/game/progress', 'leonardo@tiles.test')).json().outcome;
    expect(progress.badges['study-hours'].chain).toBe(6);
  });

  it('reminds a learner whose streak is at risk once, at their hour, and not once the goal is met', async () => {
    const login = 'alan.turing@tiles.test';
    const userId = await userIdOf(login);
    // 18:00 in London, a winter day far from the other tests' days.
    const now = new Date('2030-01-15T18:00:00Z');
    const today = '2030-01-15';
    for (const day of [addDays(today, -2), addDays(today, -1)]) {
      await app.db
        .insert(studyDailySeries)
        .values({ userId, localDay: day, dimension: 'device', key: 'desktop', ms: 15 * MINUTE })
        .onConflictDoNothing();
    }
    await app.db.transaction((tx) => settleLearner(tx, { userId, days: [], now }));
    expect((await put('/api/lms/game/settings', { reminderHour: 18 }, login)).json().outcome.reminderHour).toBe(18);

    expect(await streakRemindersDue(app.db, new Date('2030-01-15T17:00:00Z'))).toEqual([]);
    const due = await streakRemindersDue(app.db, now);
    expect(due).toEqual([expect.objectContaining({ userId, type: 'game.risk', params: { streak: 2, minutes: 10 } })]);
    expect(await streakRemindersDue(app.db, new Date('2030-01-15T18:30:00Z'))).toEqual([]);

    // The next day the goal is met before the hour: nothing to remind.
    await app.db.insert(studyDailySeries).values({ userId, localDay: '2030-01-16', dimension: 'device', key: 'desktop', ms: 12 * MINUTE });
    expect(await streakRemindersDue(app.db, new Date('2030-01-16T18:05:00Z'))).toEqual([]);
  });
});
