import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HIT_INTERVAL_CAP_MS } from '@tiles/contracts';
import { buildApp } from '../../app.js';
import { loadConfig } from '@tiles/api-platform/config';
import { behaviourEvents, hits, sessionStudy, studyDailySeries, studyRollups } from '@tiles/api-events/schema';
import { users } from '@tiles/api-users/schema';
import { WALL_CLOCK_TOLERANCE_MS } from '@tiles/api-events/honest-time';
import { DEMO_PASSWORD } from '@tiles/api-auth/demo-users';
import { createTestApp, testDatabaseKinds } from '../../test/test-app.js';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const hit = (identity: string, pathName: string, ms: number, extra: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  ua: DESKTOP,
  identity,
  origin: 'web',
  subject: { id: pathName, meta: [{ field: 'ms', value: ms }] },
  ...extra,
});

describe.each(testDatabaseKinds())('events and stats on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;
  let userId: string;

  /** The learner really spends the time a hit reports: the server's clock moves on by it before the hit arrives. */
  const postHit = (body: unknown, headers: Record<string, string> = { cookie }) => {
    const ms = (body as { subject?: { meta?: { field: string; value: unknown }[] } }).subject?.meta?.find(
      (entry) => entry.field === 'ms',
    )?.value;
    if (typeof ms === 'number' && ms > 0) app.clock.advance(ms);
    return app.inject({ method: 'POST', url: '/api/event/hit', payload: body as Record<string, unknown>, headers });
  };
  const stats = async (query = '') =>
    (await app.inject({ method: 'GET', url: `/api/stats${query}`, headers: { cookie } })).json().outcome.data;
  const flush = () => app.ingestion.hits.flush();

  beforeAll(async () => {
    app = await createTestApp(kind);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { cu: 'ipazia@tiles.test', cp: DEMO_PASSWORD } });
    cookie = `t-ssid=${login.cookies.find((entry) => entry.name === 't-ssid')!.value}`;
    userId = (await app.db.select().from(users).where(eq(users.login, 'ipazia@tiles.test')))[0]!.id;
  });
  afterAll(() => app?.close());
  const forgetStudyTime = async () => {
    await app.db.delete(studyRollups);
    await app.db.delete(studyDailySeries);
  };
  beforeEach(forgetStudyTime);

  it("accepts exactly the spec's payloads (no clientId) and credits the learner", async () => {
    const identity = `spec-${randomUUID()}`;
    const spec = (pathName: string, ms: number) => ({
      ua: DESKTOP,
      identity,
      origin: 'web',
      subject: { id: pathName, meta: [{ field: 'ms', value: ms }] },
    });
    expect((await postHit(spec('/it-IT', 0))).statusCode).toBe(202);
    expect((await postHit({ ...spec('/it-IT/course/session/1/1/1', 60_000), course: 1, module: 1, session: 1 })).statusCode).toBe(202);
    const event = {
      ua: DESKTOP,
      origin: 'web',
      type: 'event',
      createdAt: new Date().toISOString(),
      action: 'session',
      variant: 'completed',
      scope: 'course',
      subject: { id: '/it-IT' },
    };
    const eventResponse = await app.inject({ method: 'POST', url: '/api/event', payload: event, headers: { cookie } });
    expect(eventResponse.statusCode).toBe(202);
    await flush();
    await app.ingestion.events.flush();
    const stored = await app.db.select().from(hits).where(eq(hits.identity, identity));
    expect(stored).toHaveLength(2);
    expect(new Set(stored.map((row) => row.clientId)).size).toBe(2);
    expect((await stats()).totalTimeSpent).toBe(60_000);
  });

  it('accepts a hit with 202 and writes it in the next batch', async () => {
    const body = hit('identity-accept', '/it-IT/catalogo-corsi', 1000);
    const response = await postHit(body);
    expect(response.statusCode).toBe(202);
    await flush();
    const [row] = await app.db.select().from(hits).where(eq(hits.clientId, body.clientId));
    expect(row).toMatchObject({ userId, path: '/it-IT/catalogo-corsi', msReported: 1000, device: 'desktop', attributedPath: null });
  });

  it('credits each interval to the page before it, capped, once per client id', async () => {
    const identity = `identity-${randomUUID()}`;
    const first = hit(identity, '/it-IT/course/session/1/1/1', 4_000, { course: 1, module: 1, session: 1 });
    const second = hit(identity, '/it-IT/chi-siamo', 90_000);
    const third = hit(identity, '/it-IT', 3 * 60 * 60 * 1000);
    for (const body of [first, second, second, third]) expect((await postHit(body)).statusCode).toBe(202);
    await flush();
    expect((await postHit(second)).statusCode).toBe(202);
    await flush();

    const rows = await app.db.select().from(hits).where(eq(hits.identity, identity)).orderBy(hits.id);
    expect(rows.map((row) => [row.path, row.attributedPath, row.attributedCourseId, row.msCredited])).toEqual([
      ['/it-IT/course/session/1/1/1', null, null, 4_000],
      ['/it-IT/chi-siamo', '/it-IT/course/session/1/1/1', 1, 90_000],
      ['/it-IT', '/it-IT/chi-siamo', null, HIT_INTERVAL_CAP_MS],
    ]);
    const result = await stats();
    expect(result.totalTimeSpent).toBe(4_000 + 90_000 + HIT_INTERVAL_CAP_MS);
    expect(result.courseSubject).toEqual([
      { label: 'other', data: 4_000 + HIT_INTERVAL_CAP_MS },
      { label: 'Storia', data: 90_000 },
    ]);
  });

  it('credits the first page of a visit to the page the browser names, as the server has no hit before it', async () => {
    const identity = `identity-${randomUUID()}`;
    await postHit(hit(identity, '/it-IT/catalogo-corsi', 60_000, { from: { id: '/it-IT/course/session/3/1/1', course: 3 } }));
    await flush();
    const rows = await app.db.select().from(hits).where(eq(hits.identity, identity)).orderBy(hits.id);
    expect(rows.map((row) => [row.attributedPath, row.attributedCourseId])).toEqual([['/it-IT/course/session/3/1/1', 3]]);
    expect((await stats()).courseSubject).toEqual([{ label: 'Lingue', data: 60_000 }]);
  });

  it('after a full load, credits the page the browser studied, not the one the server last heard of', async () => {
    const identity = `identity-${randomUUID()}`;
    const session = { course: 3, module: 3, session: 3 };
    // Client navigation to the course page; then the learner types a session's address (a full load: no hit).
    await postHit(hit(identity, '/it-IT/course/3', 5_000, { course: 3, from: { id: '/it-IT' } }));
    await flush();
    // 78 s on the session, then "Lezione precedente": the hit names the session as where the time went.
    await postHit(
      hit(identity, '/it-IT/course/session/3/3/2', 78_000, {
        ...session,
        session: 2,
        from: { id: '/it-IT/course/session/3/3/3', ...session },
      }),
    );
    await flush();
    const [, studied] = await app.db.select().from(hits).where(eq(hits.identity, identity)).orderBy(hits.id);
    expect(studied).toMatchObject({
      attributedPath: '/it-IT/course/session/3/3/3',
      attributedCourseId: 3,
      attributedModule: 3,
      attributedSession: 3,
      msCredited: 78_000,
    });
    const [row] = await app.db
      .select()
      .from(sessionStudy)
      .where(
        and(
          eq(sessionStudy.userId, userId),
          eq(sessionStudy.courseId, 3),
          eq(sessionStudy.moduleNumber, 3),
          eq(sessionStudy.sessionNumber, 3),
        ),
      );
    expect(row?.ms).toBeGreaterThanOrEqual(78_000);
  });

  it('still caps what a named page may claim to the wall clock since the identity was last heard from', async () => {
    const identity = `identity-${randomUUID()}`;
    await postHit(hit(identity, '/it-IT', 1_000));
    await flush();
    // Claims 20 minutes on a session page, but only 10 s have passed.
    app.clock.advance(10_000);
    await app.inject({
      method: 'POST',
      url: '/api/event/hit',
      payload: hit(identity, '/it-IT/catalogo-corsi', 20 * 60_000, {
        from: { id: '/it-IT/course/session/1/1/1', course: 1, module: 1, session: 1 },
      }),
      headers: { cookie },
    });
    await flush();
    const rows = await app.db.select().from(hits).where(eq(hits.identity, identity)).orderBy(hits.id);
    expect(rows[1]!.msCredited).toBeLessThanOrEqual(10_000 + WALL_CLOCK_TOLERANCE_MS);
  });

  it('credits a hit that arrived before its session ended to the learner, even when written after', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { cu: 'ipazia@tiles.test', cp: DEMO_PASSWORD } });
    const ending = `t-ssid=${login.cookies.find((entry) => entry.name === 't-ssid')!.value}`;
    const identity = `identity-${randomUUID()}`;
    const before = hit(identity, '/it-IT', 40_000, { from: { id: '/it-IT/catalogo-corsi' } });
    expect((await postHit(before, { cookie: ending })).statusCode).toBe(202);
    // The logout lands before the batch is written.
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: { cookie: ending } })).statusCode).toBe(200);
    const after = hit(identity, '/it-IT/chi-siamo', 30_000, { from: { id: '/it-IT' } });
    expect((await postHit(after, { cookie: ending })).statusCode).toBe(202);
    await flush();
    const rows = await app.db.select().from(hits).where(eq(hits.identity, identity)).orderBy(hits.id);
    expect(rows.map((row) => row.userId)).toEqual([userId, null]);
  });

  it('keeps visitors hits out of every statistics', async () => {
    const body = hit('identity-visitor', '/it-IT', 50_000);
    await postHit(body, {});
    await flush();
    const [row] = await app.db.select().from(hits).where(eq(hits.clientId, body.clientId));
    expect(row?.userId).toBeNull();
    expect((await app.db.select({ value: count() }).from(studyRollups))[0]?.value).toBe(0);
    expect((await app.db.select({ value: count() }).from(studyDailySeries))[0]?.value).toBe(0);
  });

  it('tells devices apart', async () => {
    const identity = `identity-${randomUUID()}`;
    await postHit(hit(identity, '/a', 1_000, { ua: PHONE }));
    await postHit(hit(identity, '/b', 2_000, { ua: TABLET }));
    await postHit(hit(identity, '/c', 3_000));
    await flush();
    const result = await stats();
    expect(Object.fromEntries(result.devices.map((item: { label: string; data: number }) => [item.label, item.data]))).toEqual({
      mobile: 1_000,
      tablet: 2_000,
      desktop: 3_000,
    });
  });

  it.each([
    [{}, 'body'],
    [{ ...hit('identity-bad', '/a', 1), origin: 'ios' }, 'body.origin'],
    [{ ...hit('identity-bad', '/a', -5) }, 'body.subject.meta'],
    [{ ...hit('identity-bad', 'no-slash', 5) }, 'body.subject.id'],
    [{ ...hit('short', '/a', 5) }, 'body.identity'],
    [{ ...hit('identity-bad', '/a', 5), course: 0 }, 'body.course'],
    [{ ...hit('identity-bad', '/a', 5), extra: true }, 'body'],
    [
      {
        ...hit('identity-bad', '/a', 5),
        subject: {
          id: '/a',
          meta: [
            { field: 'ms', value: '-99999' },
            { field: 'ms', value: 1000 },
          ],
        },
      },
      'body.subject.meta.0.value',
    ],
    [
      {
        ...hit('identity-bad', '/a', 5),
        subject: {
          id: '/a',
          meta: [
            { field: 'ms', value: 5 },
            { field: 'ms', value: 1000 },
          ],
        },
      },
      'body.subject.meta.1.field',
    ],
    [{ ...hit('identity-bad', '/a', 5), subject: { id: '/a', meta: [{ field: 'ms', value: '1000' }] } }, 'body.subject.meta.0.value'],
    [
      {
        ...hit('identity-bad', '/a', 5),
        subject: {
          id: '/a',
          meta: [
            { field: 'ms', value: 5 },
            { field: 'scroll', value: 1 },
          ],
        },
      },
      'body.subject.meta.1',
    ],
  ])('refuses %p naming %s and stores nothing', async (body, field) => {
    const before = (await app.db.select({ value: count() }).from(hits))[0]!.value;
    const response = await postHit(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    await flush();
    expect((await app.db.select({ value: count() }).from(hits))[0]!.value).toBe(before);
  });

  it('stores behaviour events once per client id', async () => {
    const event = {
      clientId: randomUUID(),
      ua: DESKTOP,
      origin: 'web',
      type: 'event',
      createdAt: new Date().toISOString(),
      action: 'session',
      variant: 'completed',
      scope: 'course',
      subject: { course: 3 },
    };
    for (let time = 0; time < 2; time += 1) {
      expect((await app.inject({ method: 'POST', url: '/api/event', payload: event, headers: { cookie } })).statusCode).toBe(202);
    }
    await app.ingestion.events.flush();
    const rows = await app.db.select().from(behaviourEvents).where(eq(behaviourEvents.clientId, event.clientId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId, action: 'session', variant: 'completed', scope: 'course' });
    const bad = await app.inject({ method: 'POST', url: '/api/event', payload: { ...event, action: 'a.b' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.action');
  });

  it('never answers a malformed body with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.constantFrom('/api/event/hit', '/api/event'), async (body, url) => {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('sums every series to the total, for random streams of hits', async () => {
    const paths = ['/it-IT', '/it-IT/chi-siamo', '/it-IT/course/session/1/1/1', '/it-IT/course/session/3/2/1', '/it-IT/catalogo-corsi'];
    const stream = fc.array(
      fc.record({
        path: fc.constantFrom(...paths),
        ms: fc.integer({ min: 0, max: 2 * HIT_INTERVAL_CAP_MS }),
        ua: fc.constantFrom(DESKTOP, PHONE, TABLET, ''),
      }),
      { minLength: 1, maxLength: 25 },
    );
    await fc.assert(
      fc.asyncProperty(stream, async (steps) => {
        await forgetStudyTime();
        const identity = `identity-${randomUUID()}`;
        for (const step of steps) {
          const course = step.path.includes('/session/') ? Number(step.path.split('/')[4]) : undefined;
          await postHit(hit(identity, step.path, step.ms, { ua: step.ua, ...(course ? { course } : {}) }));
        }
        await flush();
        const result = await stats();
        const expected = steps.reduce((sum, step) => sum + Math.min(step.ms, HIT_INTERVAL_CAP_MS), 0);
        const sum = (items: { data: number }[]) => items.reduce((total, item) => total + item.data, 0);
        expect(result.totalTimeSpent).toBe(expected);
        expect(sum(result.timeSpentByDay)).toBe(expected);
        expect(sum(result.timeSpentByHour)).toBe(expected);
        expect(sum(result.devices)).toBe(expected);
        expect(sum(result.courseSubject)).toBe(expected);
        // The full rollups and the daily series the statistics read hold the same time.
        const [rollupTotal] = await app.db.select({ ms: sql<string>`coalesce(sum(${studyRollups.ms}), 0)` }).from(studyRollups);
        expect(Number(rollupTotal?.ms)).toBe(expected);
      }),
      { numRuns: 12 },
    );
  });

  it('answers the default 30 days, weekdays and hours, and checks the range', async () => {
    const result = await stats();
    expect(result.timeSpentByDay).toHaveLength(30);
    expect(result.averageTimeSpentByDay.map((item: { label: string }) => item.label)).toEqual([
      'mon',
      'tue',
      'wed',
      'thu',
      'fri',
      'sat',
      'sun',
    ]);
    expect(result.timeSpentByHour).toHaveLength(24);
    expect((await stats('?from=2026-01-01&to=2026-01-07')).timeSpentByDay.map((item: { label: string }) => item.label)[6]).toBe(
      '2026-01-07',
    );
    for (const query of ['?from=2026-02-01&to=2026-01-01', '?from=2020-01-01&to=2026-01-01', '?from=yesterday']) {
      const response = await app.inject({ method: 'GET', url: `/api/stats${query}`, headers: { cookie } });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/querystring\.from/);
    }
    expect((await app.inject({ method: 'GET', url: '/api/stats' })).statusCode).toBe(401);
  });
});

describe('graceful shutdown', () => {
  it('writes the hits in flight before the database closes, and answers each once it is stored', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiles-shutdown-'));
    const config = { ...loadConfig({ DEMO_HISTORY: '0' }), dataDir, webDistDir: undefined };
    const first = await buildApp(config, { logger: false });
    const bodies = Array.from({ length: 25 }, (_, index) => hit('identity-shutdown', `/p/${index}`, 1_000));
    // Sent together and not yet answered when the shutdown starts: each is answered 202 once it is stored.
    const answers = bodies.map((body) => first.inject({ method: 'POST', url: '/api/event/hit', payload: body }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await first.close();
    expect((await Promise.all(answers)).map((answer) => answer.statusCode)).toEqual(bodies.map(() => 202));

    const second = await buildApp(config, { logger: false });
    expect((await second.db.select({ value: count() }).from(hits))[0]!.value).toBe(25);
    await second.close();
  });
});
