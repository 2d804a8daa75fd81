import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hits } from '@tiles/api-events/schema';
import { learnerBadges, learnerLevels, xpLedger } from '@tiles/api-game/schema';
import { users } from '@tiles/api-users/schema';
import { expectDatesToTellTheTruth } from '@tiles/api-game/game-dates';
import { createTestApp, testDatabaseKinds } from '../test/test-app.js';
import { seedDemoHistory } from './demo-history.js';
import { signIn as signInAs } from '@tiles/api-auth/auth-test-helpers';

describe.each(testDatabaseKinds())('demo history on %s', (kind) => {
  let app: FastifyInstance;
  const signIn = (login: string) => signInAs(app, login);
  const get = async (url: string, cookie: string) => (await app.inject({ method: 'GET', url, headers: { cookie } })).json().outcome;

  beforeAll(async () => {
    app = await createTestApp(kind, { demoHistory: true });
  }, 120_000);
  afterAll(() => app?.close());

  it('gives Ada full charts, levels in several categories, badges and a streak of 30 days and more', async () => {
    const ada = await signIn('ada.lovelace@tiles.test');
    const stats = (await get('/api/stats', ada)).data;
    expect(stats.totalTimeSpent).toBeGreaterThan(10 * 3_600_000);
    expect(stats.timeSpentByDay.filter((day: { data: number }) => day.data > 0).length).toBeGreaterThanOrEqual(25);
    const progress = await get('/api/lms/game/progress', ada);
    expect(Object.values(progress.levels).filter((level) => (level as { level: number }).level >= 2).length).toBeGreaterThanOrEqual(2);
    expect(progress.badges.streak.amount).toBeGreaterThanOrEqual(30);
    expect(progress.badges['study-hours'].chain).toBeGreaterThanOrEqual(2);
    expect(progress.badges.sessions.chain).toBeGreaterThanOrEqual(1);
    const streak = await get('/api/lms/game/streak', ada);
    expect(streak.longest).toBeGreaterThanOrEqual(30);
    // The last 50 awards; a day's recalled cards are one entry.
    const ledger = await get('/api/lms/game/ledger', ada);
    expect(ledger.length).toBeLessThanOrEqual(50);
    expect(ledger.length).toBeGreaterThan(30);
    // She answered her sessions' questions and reviewed them: cards in review, and a forecast of what comes back.
    const review = await get('/api/lms/review', ada);
    expect(review.states.review).toBeGreaterThan(0);
    expect(review.dueToday + review.forecast.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBeGreaterThan(0);
    expect(review.retention).toBeGreaterThan(0.5);
  });

  it('gives each learner their rhythm, and the tester nothing', async () => {
    const alan = (await get('/api/stats', await signIn('alan.turing@tiles.test'))).data;
    const evening = alan.timeSpentByHour
      .filter((hour: { label: string }) => Number(hour.label) >= 19)
      .reduce((sum: number, hour: { data: number }) => sum + hour.data, 0);
    expect(evening / alan.totalTimeSpent).toBeGreaterThan(0.8);
    const ipazia = (await get('/api/stats', await signIn('ipazia@tiles.test'))).data;
    const weekend = ipazia.averageTimeSpentByDay.filter((day: { label: string }) => day.label === 'sat' || day.label === 'sun');
    expect(weekend.every((day: { data: number }) => day.data > 0)).toBe(true);
    const tester = await signIn('tester@tiles.test');
    expect((await get('/api/stats', tester)).data.totalTimeSpent).toBe(0);
    expect(await get('/api/lms/game/progress', tester)).toMatchObject({ badges: {}, levels: {} });
  });

  it('dates every badge tier and level at the moment its rule was met, none on the day the server started', async () => {
    const learners = await app.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.login, ['ada.lovelace@tiles.test', 'alan.turing@tiles.test', 'ipazia@tiles.test']));
    let checked = 0;
    for (const learner of learners) checked += await expectDatesToTellTheTruth(app.db, learner.id);
    expect(checked).toBeGreaterThan(20);
    const startOfToday = new Date(app.clock.now()).setUTCHours(0, 0, 0, 0);
    const dates = [
      ...(await app.db.select().from(learnerBadges)).flatMap((held) => held.tierDates.map((date) => new Date(date).getTime())),
      ...(await app.db.select().from(learnerLevels)).map((level) => level.obtainedAt.getTime()),
    ];
    expect(dates.filter((date) => date >= startOfToday)).toEqual([]);
  });

  it("makes Maria Montessori's class alive: work due in 5 days, work overdue, a learner at risk, the group's figures and weak spots", async () => {
    const maria = await signIn('maria.montessori@tiles.test');
    const [storia] = ((await get('/api/groups', maria)) as { id: string; name: string; learners: number }[]).filter(
      (group) => group.name === 'Storia 3B',
    );
    expect(storia?.learners).toBeGreaterThanOrEqual(8);
    const progress = await get(`/api/groups/${storia!.id}/progress`, maria);
    const states = progress.members.flatMap((member: { statuses: { state: string }[] }) => member.statuses.map((status) => status.state));
    expect(states).toContain('overdue');
    expect(states).toContain('in-progress');
    expect(
      progress.assignments.some((assignment: { dueAt: string | null }) => assignment.dueAt && Date.parse(assignment.dueAt) > Date.now()),
    ).toBe(true);
    const shared = progress.members.filter((member: { detail: unknown }) => member.detail);
    expect(shared.length).toBeGreaterThanOrEqual(5);
    expect(progress.members.find((member: { name: string }) => member.name === 'Enrico Fermi').detail).toMatchObject({
      atRisk: true,
      atRiskReason: 'idle',
    });
    expect(
      shared.some((member: { detail: { assignments: { activeMinutes: number }[] } }) =>
        member.detail.assignments.some((entry) => entry.activeMinutes > 0),
      ),
    ).toBe(true);
    expect(progress.aggregates.medianMinutes).toBeGreaterThan(0);
    expect(progress.aggregates.weakSpots.length).toBeGreaterThan(0);
    // Those who do not share: their status only.
    expect(progress.members.find((member: { name: string }) => member.name === 'Natalia Ginzburg')).toMatchObject({
      sharing: false,
      detail: null,
    });
  });

  it('runs once: a second start adds nothing', async () => {
    const [{ value: ledgerBefore }] = (await app.db.select({ value: count() }).from(xpLedger)) as [{ value: number }];
    const [{ value: hitsBefore }] = (await app.db.select({ value: count() }).from(hits)) as [{ value: number }];
    await seedDemoHistory(app.db, app.auth.accessTokens, app.domainEvents.quietly, app.courseSubjects.call);
    expect((await app.db.select({ value: count() }).from(xpLedger))[0]!.value).toBe(ledgerBefore);
    expect((await app.db.select({ value: count() }).from(hits))[0]!.value).toBe(hitsBefore);
    const [admin] = await app.db.select().from(users).where(eq(users.login, 'admin@tiles.test'));
    expect(await app.db.select().from(xpLedger).where(eq(xpLedger.userId, admin!.id))).toEqual([]);
  });
});
