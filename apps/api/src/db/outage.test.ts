import type pg from 'pg';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADA, login, sessionCookieOf } from '@tiles/api-auth/auth-test-helpers';
import { DEMO_PASSWORD } from '@tiles/api-auth/demo-users';
import { startTcpProxy, type TcpProxy } from '@tiles/api-testing/tcp-proxy';
import { createTestApp, withPgClient } from '../test/test-app.js';
import { hits } from '@tiles/api-events/schema';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Faults only a database server has: run against PostgreSQL, reached through a relay the test can cut or hang. */
describe.skipIf(!serverUrl)('database outages (PostgreSQL)', () => {
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let databaseName = '';
  let cookie = '';

  const admin = <T>(work: (client: pg.Client) => Promise<T>) => withPgClient(serverUrl!, work);
  const myCourses = () => app.inject({ method: 'GET', url: '/api/lms/my/courses', headers: { cookie } });
  const untilAnswered = async (status: number) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if ((await myCourses()).statusCode === status) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`never answered ${status}`);
  };

  beforeAll(async () => {
    const target = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    app = await createTestApp(
      'postgres',
      { queryTimeoutMs: 1_500 },
      {
        reachDatabaseThrough: (url) => {
          const proxied = new URL(url);
          databaseName = proxied.pathname.slice(1);
          proxied.hostname = '127.0.0.1';
          proxied.port = String(proxy.port);
          return proxied.toString();
        },
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    cookie = `t-ssid=${sessionCookieOf(await login(app, ADA, DEMO_PASSWORD))!.value}`;
  });
  afterAll(async () => {
    proxy?.restore();
    await app?.close();
    await proxy?.close();
  });

  it("survives the server ending every connection, the socket adapter's LISTEN included, and listens again", async () => {
    expect((await myCourses()).statusCode).toBe(200);
    const listening = () =>
      admin(
        async (client) =>
          (
            await client.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and query like 'LISTEN%'`, [
              databaseName,
            ])
          ).rows[0].n as number,
      );
    expect(await listening()).toBeGreaterThan(0);
    const ended = await admin(
      async (client) =>
        (
          await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
            databaseName,
          ])
        ).rowCount,
    );
    expect(ended).toBeGreaterThan(0);
    await untilAnswered(200);
    for (let attempt = 0; attempt < 50 && (await listening()) === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await listening()).toBeGreaterThan(0);
  });

  it('answers 503 with Retry-After while the database is down, keeps hits, and recovers without a restart', async () => {
    proxy.cut();
    const down = await myCourses();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({ code: 'unavailable', message: expect.stringContaining('briefly unavailable') });
    // Hits are buffered, not refused: they are written once the database is back.
    const hit = await app.inject({
      method: 'POST',
      url: '/api/event/hit',
      headers: { cookie },
      payload: {
        ua: 'vitest',
        identity: 'outage-probe-1',
        origin: 'web',
        subject: { id: '/corsi', meta: [{ field: 'ms', value: 1_000 }] },
      },
    });
    expect(hit.statusCode).toBe(202);
    proxy.restore();
    await untilAnswered(200);
  });

  it('takes hits through an outage longer than the site cache, and writes every one once the database is back', async () => {
    const identity = `outage-${Date.now()}`;
    const clientIds = Array.from({ length: 20 }, (_, index) => `outage-hit-${index}-${Date.now()}`);
    proxy.cut();
    // The site is cached for 5 s: past that, the lookup itself fails, and hits must still be taken.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect((await myCourses()).statusCode).toBe(503);
    for (const clientId of clientIds) {
      const hit = await app.inject({
        method: 'POST',
        url: '/api/event/hit',
        headers: { cookie },
        payload: {
          clientId,
          ua: 'vitest',
          identity,
          origin: 'web',
          subject: { id: '/it-IT', meta: [{ field: 'ms', value: 1_000 }] },
        },
      });
      expect(hit.statusCode, hit.body).toBe(202);
    }
    proxy.restore();
    await untilAnswered(200);
    for (let attempt = 0; attempt < 100 && app.ingestion.hits.size() > 0; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 200));
    await app.ingestion.hits.flush();
    expect(await app.db.select({ clientId: hits.clientId }).from(hits).where(eq(hits.identity, identity))).toHaveLength(clientIds.length);
  });

  it('answers 503 instead of hanging while the database is frozen', async () => {
    expect((await myCourses()).statusCode).toBe(200);
    proxy.freeze();
    try {
      const frozen = await myCourses();
      expect(frozen.statusCode).toBe(503);
      expect(frozen.headers['retry-after']).toBe('5');
    } finally {
      proxy.restore();
    }
    await untilAnswered(200);
  });
});
