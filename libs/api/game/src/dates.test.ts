import { randomUUID } from 'node:crypto';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSessions } from '@tiles/api-lms/schema';
import { createTestApp, testDatabaseKinds } from '@tiles/api-testing/test-app';
import { expectDatesToTellTheTruth } from './game-dates.js';
import { insertManyLearners } from '@tiles/api-users/many-learners';
import { pageHit } from '@tiles/api-events/study-time';
import { writeHits, type PendingHit } from '@tiles/api-events/hit-writer';
import { createLmsRepository } from '@tiles/api-lms/repository';
import { gameModule } from './module.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * One sitting of a learner's history, some hours after the last (the same day, or days later): study a session for
 * some minutes, and complete it before, after, or never.
 */
const sitting = fc.record({
  hoursLater: fc.integer({ min: 0, max: 80 }),
  minutes: fc.integer({ min: 1, max: 50 }),
  completion: fc.constantFrom('after', 'after', 'before', 'never'),
});

describe.each(testDatabaseKinds())('game dates on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind, {}, { modules: [gameModule] });
  }, 120_000);
  afterAll(() => app?.close());

  it('dates every badge tier and level at the moment its rule was met, whatever the history', async () => {
    // The course with the most sessions: a history long enough to reach the second tier of lessons.
    const [longest] = await app.db
      .select({ courseId: courseSessions.courseId, sessions: count() })
      .from(courseSessions)
      .groupBy(courseSessions.courseId)
      .orderBy(desc(count()))
      .limit(1);
    const sessions = await app.db
      .select()
      .from(courseSessions)
      .where(eq(courseSessions.courseId, longest!.courseId))
      .orderBy(asc(courseSessions.moduleNumber), asc(courseSessions.number));
    const lms = createLmsRepository(app.db, app.domainEvents);
    let run = 0;
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(sitting, { minLength: 1, maxLength: 16 }), async (sittings) => {
        // Two learners whose sittings share the hit writer's batches, the second an hour after the first: each one's
        // rewards are dated by their own study.
        const learners = await insertManyLearners(app.db, `dates-${run++}`, 2);
        // Time only moves on: each sitting starts once both learners finished the one before.
        let free = Date.UTC(2026, 0, 5, 6);
        for (const [index, sitting] of sittings.entries()) {
          const first = free + sitting.hoursLater * HOUR;
          const startOf = (position: number) => first + position * HOUR;
          const session = sessions[index % sessions.length]!;
          const place = { course: session.courseId, module: session.moduleNumber, session: session.number };
          const path = `/it-IT/course/session/${place.course}/${place.module}/${place.session}`;
          const batch: PendingHit[] = [];
          for (const [position, userId] of learners.entries()) {
            const start = startOf(position);
            const at = (minutes: number) => new Date(start + minutes * MINUTE);
            if (index === 0) await lms.enrol(userId, session.courseId, at(0));
            if (sitting.completion === 'before') await lms.completeSession(userId, session.courseId, session.id, at(0));
            const identity = `dates-${randomUUID()}`;
            const hit = (pagePath: string, ms: number, minutes: number, where = {}) =>
              batch.push({
                hit: pageHit(identity, pagePath, ms, where) as PendingHit['hit'],
                siteId: 'tiles',
                credential: { kind: 'learner', userId },
                receivedAt: at(minutes),
              });
            hit(path, 0, 0, place);
            for (let minute = 5; minute < sitting.minutes; minute += 5) hit(path, 5 * MINUTE, minute, place);
            hit('/it-IT', (sitting.minutes % 5 || 5) * MINUTE, sitting.minutes);
          }
          free = startOf(1) + HOUR;
          await writeHits(app.db, app.domainEvents, app.auth.accessTokens, app.courseSubjects.call, batch);
          if (sitting.completion === 'after')
            for (const [position, userId] of learners.entries())
              await lms.completeSession(userId, session.courseId, session.id, new Date(startOf(position) + (sitting.minutes + 1) * MINUTE));
        }
        for (const userId of learners) checked += await expectDatesToTellTheTruth(app.db, userId);
      }),
      { numRuns: 20, endOnFailure: true },
    );
    // The histories reached tiers and levels to check, not only empty records.
    expect(checked).toBeGreaterThan(24);
  }, 300_000);
});
