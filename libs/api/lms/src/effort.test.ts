import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDuration } from '@tiles/contracts';
import { courseSessions, enrolments, sessionCompletions } from './schema.js';
import { sessionStudy } from '@tiles/api-events/schema';
import { users } from '@tiles/api-users/schema';
import { createTestApp, testDatabaseKinds } from '@tiles/api-testing/test-app';
import { ADA, signIn } from '@tiles/api-auth/auth-test-helpers';
import { lmsModule } from './module.js';

const ROMA = 1;
const MINUTE = 60_000;

describe.each(testDatabaseKinds())('honest effort estimates on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind, {}, { modules: [lmsModule] });
  });
  afterAll(() => app?.close());

  const sessionsOf = (courseId: number) =>
    app.db
      .select()
      .from(courseSessions)
      .where(eq(courseSessions.courseId, courseId))
      .orderBy(asc(courseSessions.moduleNumber), asc(courseSessions.number));
  const contentMinutes = async (courseId: number) =>
    Math.round((await sessionsOf(courseId)).reduce((sum, session) => sum + (parseDuration(session.duration) ?? 0), 0) / 60);
  /** A learner who completed the course with this much active study, spread over its first session. */
  const finisher = async (studiedMinutes: number, isTest = false) => {
    const [user] = await app.db
      .insert(users)
      .values({
        id: randomUUID(),
        siteId: 'tiles',
        login: `finisher-${randomUUID()}@example.org`,
        roles: ['learner'],
        locale: 'it-IT',
        timezone: 'Europe/Rome',
        fields: { name: 'F', surname: 'F', gender: 'neutro' },
        isTest,
      })
      .returning();
    const now = new Date();
    await app.db.insert(enrolments).values({ userId: user!.id, courseId: ROMA, status: 'completed', startedAt: now, completedAt: now });
    await app.db
      .insert(sessionStudy)
      .values({ userId: user!.id, courseId: ROMA, moduleNumber: 1, sessionNumber: 1, ms: studiedMinutes * MINUTE });
  };
  const effortOfRoma = async () => {
    await app.lmsRepository.refreshEffort(app.clock.now());
    const response = await app.inject({ method: 'GET', url: `/api/lms/courses/${ROMA}` });
    expect(response.statusCode).toBe(200);
    const catalogue = await app.inject({ method: 'GET', url: '/api/lms/courses' });
    const card = (catalogue.json().outcome.items as Array<{ _id: number; effort: unknown }>).find((item) => item._id === ROMA)!;
    expect(card.effort).toEqual(response.json().outcome.effort);
    return response.json().outcome.effort;
  };

  it('estimates from the content until 5 learners completed the course, then says their median', async () => {
    expect(await effortOfRoma()).toEqual({ minutes: await contentMinutes(ROMA), basis: 'content', learners: 0 });
    for (const minutes of [300, 120, 200, 90]) await finisher(minutes);
    // A test learner's time counts for nobody.
    await finisher(5, true);
    expect(await effortOfRoma()).toEqual({ minutes: await contentMinutes(ROMA), basis: 'content', learners: 4 });
    await finisher(150);
    // 90, 120, 150, 200, 300: the median is 150.
    expect(await effortOfRoma()).toEqual({ minutes: 150, basis: 'learners', learners: 5 });
  });

  it('tells a learner in progress how long is left at their own pace', async () => {
    const cookie = await signIn(app, ADA);
    expect(
      (await app.inject({ method: 'POST', url: `/api/lms/courses/${ROMA}/enrolment`, headers: { cookie }, payload: {} })).statusCode,
    ).toBe(200);
    const detail = async () => (await app.inject({ method: 'GET', url: `/api/lms/courses/${ROMA}`, headers: { cookie } })).json().outcome;
    // Nothing completed yet: no pace to go by.
    expect((await detail()).progress.minutesLeft).toBeNull();
    const [ada] = await app.db.select().from(users).where(eq(users.login, ADA));
    const [first, ...rest] = await sessionsOf(ROMA);
    const planned = parseDuration(first!.duration)!;
    // One lesson skimmed for 1.7 minutes and completed: no pace to plan by yet (not "about 36 minutes left").
    await app.db.insert(sessionCompletions).values({ userId: ada!.id, sessionId: first!.id, completedAt: new Date() });
    await app.db
      .insert(sessionStudy)
      .values({ userId: ada!.id, courseId: ROMA, moduleNumber: first!.moduleNumber, sessionNumber: first!.number, ms: 102_000 });
    expect((await detail()).progress.minutesLeft).toBeNull();
    // Twice the first session's duration: the rest at twice their durations.
    await app.db
      .update(sessionStudy)
      .set({ ms: planned * 2 * 1000 })
      .where(and(eq(sessionStudy.userId, ada!.id), eq(sessionStudy.courseId, ROMA)));
    const restSeconds = rest.reduce((sum, session) => sum + (parseDuration(session.duration) ?? 0), 0);
    expect((await detail()).progress.minutesLeft).toBe(Math.round((restSeconds * 2) / 60));
    const mine = (await app.inject({ method: 'GET', url: '/api/lms/my/courses', headers: { cookie } })).json().outcome as Array<{
      _id: number;
      progress: { minutesLeft: number };
    }>;
    expect(mine.find((card) => card._id === ROMA)!.progress.minutesLeft).toBe(Math.round((restSeconds * 2) / 60));
    await app.db.delete(sessionCompletions).where(and(eq(sessionCompletions.userId, ada!.id), eq(sessionCompletions.sessionId, first!.id)));
  });
});
