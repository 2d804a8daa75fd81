import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertManyLearners } from '@tiles/api-users/many-learners';
import { createTestApp, testDatabaseKinds } from '@tiles/api-testing/test-app';
import { eventsModule } from './module.js';
import { sessionStudy, studyDailySeries } from './schema.js';

const minutes = (count: number) => count * 60_000;

describe.each(testDatabaseKinds())('the study record on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind, {}, { modules: [eventsModule] });
  });
  afterAll(async () => app?.close());

  // Written as the hits' writer writes: each batch adds its time to the stored totals.
  const addSession = (userId: string, courseId: number, sessionNumber: number, ms: number) =>
    app.db
      .insert(sessionStudy)
      .values({ userId, courseId, moduleNumber: 1, sessionNumber, ms })
      .onConflictDoUpdate({
        target: [sessionStudy.userId, sessionStudy.courseId, sessionStudy.moduleNumber, sessionStudy.sessionNumber],
        set: { ms: sql`${sessionStudy.ms} + excluded.ms` },
      });
  const addDay = (userId: string, localDay: string, dimension: 'course' | 'device', key: string, ms: number) =>
    app.db
      .insert(studyDailySeries)
      .values({ userId, localDay, dimension, key, ms })
      .onConflictDoUpdate({
        target: [studyDailySeries.userId, studyDailySeries.localDay, studyDailySeries.dimension, studyDailySeries.key],
        set: { ms: sql`${studyDailySeries.ms} + excluded.ms` },
      });

  it('reads per learner the time of each session and the days of each course, as the writer added them batch by batch', async () => {
    const [ada, alan, other] = await insertManyLearners(app.db, `study-${kind}`, 3);
    await addSession(ada!, 7, 1, minutes(10));
    await addSession(ada!, 7, 1, minutes(5));
    await addSession(ada!, 7, 2, minutes(3));
    await addSession(ada!, 8, 1, minutes(4));
    await addSession(alan!, 7, 1, minutes(20));
    await addSession(other!, 7, 1, minutes(99));
    for (const [day, ms] of [
      ['2026-10-01', minutes(30)],
      ['2026-11-20', minutes(10)],
      ['2026-11-25', minutes(8)],
      ['2026-11-20', minutes(5)],
    ] as const)
      await addDay(ada!, day, 'course', '7', ms);
    await addDay(ada!, '2026-11-21', 'course', '8', minutes(4));
    // Time outside courses is no course's day.
    await addDay(ada!, '2026-11-22', 'device', 'desktop', minutes(60));

    const study = await app.studyRecord.ofCourses([ada!, alan!], [7, 8], '2026-11-01', '2026-11-22');
    const byLearnerAndCourse = (a: { userId: string; courseId: number }, b: { userId: string; courseId: number }) =>
      a.userId.localeCompare(b.userId) || a.courseId - b.courseId;
    expect(study.bySession.sort(byLearnerAndCourse)).toEqual(
      [
        { userId: ada!, courseId: 7, ms: { '1/1': minutes(15), '1/2': minutes(3) } },
        { userId: ada!, courseId: 8, ms: { '1/1': minutes(4) } },
        { userId: alan!, courseId: 7, ms: { '1/1': minutes(20) } },
      ].sort(byLearnerAndCourse),
    );
    // October is before the window; only the 25th is recent.
    expect(study.byCourseDay.sort((a, b) => a.courseId - b.courseId)).toEqual([
      { userId: ada, courseId: 7, days: ['2026-11-20', '2026-11-25'], recentMs: minutes(8) },
      { userId: ada, courseId: 8, days: ['2026-11-21'], recentMs: 0 },
    ]);
    expect(await app.studyRecord.byCourseDay([ada!], [8], '2026-11-22', '2026-11-22')).toEqual([]);
    expect(await app.studyRecord.ofCourses([ada!], [9], '2026-11-01', '2026-11-22')).toEqual({ bySession: [], byCourseDay: [] });
  });
});
