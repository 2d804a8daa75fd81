import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSessions, enrolments } from '@tiles/api-lms/schema';
import { learnerGame } from '@tiles/api-game/schema';
import { studyDailySeries } from '@tiles/api-events/schema';
import { users } from '@tiles/api-users/schema';
import { localDayAndHour } from '@tiles/api-platform/ground/local-time';
import { createTestApp, testDatabaseKinds } from '@tiles/api-testing/test-app';
import { signIn } from '@tiles/api-auth/auth-test-helpers';
import { homeModule } from './module.js';

describe.each(testDatabaseKinds())('the learner home on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind, {}, { modules: [homeModule] });
  });
  afterAll(async () => app?.close());

  it('says where to continue, the next session, the goal and streak of today, a course to start; nothing to continue for a newcomer', async () => {
    const cookie = await signIn(app, 'ipazia@tiles.test');
    const home = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/lms/home', headers: { cookie, 'tiles-locale-code': 'en-GB' } });
      expect(response.statusCode).toBe(200);
      return response.json().outcome;
    };
    expect((await app.inject({ method: 'GET', url: '/api/lms/home' })).statusCode).toBe(401);
    expect(await home()).toEqual({
      resume: null,
      next: null,
      day: { goalMinutes: 10, todayMinutes: 0, streak: 0, freezes: 0, state: 'none' },
      review: null,
      // A newcomer: welcomed, and offered the catalogue's first course with what it takes.
      recommended: {
        course: expect.objectContaining({
          _id: 1,
          slug: 'roma-antica',
          progress: null,
          effort: expect.objectContaining({ minutes: expect.any(Number) }),
        }),
        reason: 'catalogue',
      },
      newcomer: true,
    });

    const [ipazia] = await app.db.select().from(users).where(eq(users.login, 'ipazia@tiles.test'));
    const sessions = await app.db
      .select()
      .from(courseSessions)
      .where(eq(courseSessions.courseId, 1))
      .orderBy(courseSessions.moduleNumber, courseSessions.number);
    const [first, second, third] = sessions;
    await app.db.insert(enrolments).values({
      userId: ipazia!.id,
      courseId: 1,
      status: 'in-progress',
      startedAt: app.clock.now(),
      lastModule: second!.moduleNumber,
      lastSession: second!.number,
    });
    await app.lmsRepository.completeSession(ipazia!.id, 1, first!.id, app.clock.now());
    const today = localDayAndHour(app.clock.now(), ipazia!.timezone).day;
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await app.db
      .insert(learnerGame)
      .values({ userId: ipazia!.id, currentStreak: 2, goalMetDay: yesterday })
      .onConflictDoUpdate({ target: learnerGame.userId, set: { currentStreak: 2, goalMetDay: yesterday } });
    for (const [day, minutes] of [
      [yesterday, 12],
      [today, 4],
    ] as const)
      await app.db
        .insert(studyDailySeries)
        .values({ userId: ipazia!.id, localDay: day, dimension: 'device', key: 'desktop', ms: minutes * 60_000 });

    const atRisk = await home();
    expect(atRisk.resume).toMatchObject({
      course: { _id: 1, progress: { completedSessions: 1 } },
      module: second!.moduleNumber,
      session: second!.number,
      sessionTitle: second!.titles['en-GB'],
      sessionLang: 'en-GB',
    });
    expect(atRisk.next).toMatchObject({
      module: third!.moduleNumber,
      session: third!.number,
      sessionTitle: third!.titles['en-GB'],
      sessionLang: 'en-GB',
    });
    expect(atRisk.day).toEqual({ goalMinutes: 10, todayMinutes: 4, streak: 1, freezes: 0, state: 'at-risk' });
    // No longer a newcomer; the course to start next is another of the category she studies, not one she started.
    expect(atRisk.newcomer).toBe(false);
    expect(atRisk.recommended).toMatchObject({
      course: { slug: 'rinascimento-italiano', category: { _id: 'cat-history' } },
      reason: 'category',
    });

    await app.db.execute(sql`update study_daily_series set ms = ${11 * 60_000} where user_id = ${ipazia!.id} and local_day = ${today}`);
    expect((await home()).day).toMatchObject({ todayMinutes: 11, state: 'met' });
  });
});
