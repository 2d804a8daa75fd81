import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_SESSION_MS } from '@tiles/api-auth/active-sessions';
import { ADA, enterMode, getUser, login, sessionCookieOf, signIn } from '@tiles/api-auth/auth-test-helpers';
import { DEMO_PASSWORD } from '@tiles/api-auth/demo-users';
import { sha256 } from '@tiles/api-auth/tokens';
import { SIGNALS_APPLICATION } from '@tiles/api-server/db/signals';
import { createSecondInstance, createTestApp, testDatabaseKinds } from '../../test/test-app.js';

let address = 0;
/** Each sign-in from an address of its own: the sign-in limits count per address. */
const nextIp = () => `10.44.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

const cookieOf = async (app: FastifyInstance, who: string) => {
  const response = await login(app, who, DEMO_PASSWORD, nextIp());
  expect(response.statusCode, response.body).toBe(200);
  return `t-ssid=${sessionCookieOf(response)!.value}`;
};
const idHashOf = (cookie: string) => sha256(cookie.slice('t-ssid='.length));
const statusOf = async (app: FastifyInstance, cookie: string) => (await getUser(app, { cookie })).statusCode;

/** A change the triggers do not announce (replica mode skips them): only a kept copy can still answer as before. */
const reviseUnannounced = (app: FastifyInstance, statement: ReturnType<typeof sql>) =>
  app.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(statement);
  });

describe.each(testDatabaseKinds())('sessions kept in memory on %s', (kind) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a kept session without the database for a minute, then reads it again', async () => {
    const cookie = await cookieOf(app, ADA);
    expect(await statusOf(app, cookie)).toBe(200);
    await reviseUnannounced(app, sql`UPDATE sessions SET revoked_at = now() WHERE id_hash = ${idHashOf(cookie)}`);
    // The database says it ended, silently: the kept copy still answers (so it is kept), until its minute is over.
    expect(await statusOf(app, cookie)).toBe(200);
    app.clock.advance(KEPT_SESSION_MS);
    expect(await statusOf(app, cookie)).toBe(401);
  });

  it('forgets a session the moment its end commits, whoever ended it', async () => {
    const cookie = await cookieOf(app, ADA);
    expect(await statusOf(app, cookie)).toBe(200);
    // An operator's SQL, not a route: the trigger tells.
    await app.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE id_hash = ${idHashOf(cookie)}`);
    expect(await statusOf(app, cookie)).toBe(401);
  });

  it("reads a user again when the user's row changes (a role given, a name changed)", async () => {
    const cookie = await cookieOf(app, 'primo.levi@tiles.test');
    expect((await getUser(app, { cookie })).json().outcome.role).toEqual(['learner']);
    await app.db.execute(sql`UPDATE users SET roles = '["teacher"]'::jsonb WHERE login = 'primo.levi@tiles.test'`);
    expect((await getUser(app, { cookie })).json().outcome.role).toEqual(['teacher']);
    await app.db.execute(sql`UPDATE users SET roles = '["learner"]'::jsonb WHERE login = 'primo.levi@tiles.test'`);
  });

  it("keeps nothing of a session that ended while it was being read (the read began before the change's notice)", async () => {
    const cookie = await cookieOf(app, ADA);
    // Two calls at once: the first reads the database while the logout commits; neither may keep the old answer.
    const [, logout] = await Promise.all([
      getUser(app, { cookie }),
      app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: { cookie } }),
    ]);
    expect(logout.statusCode).toBeLessThan(300);
    expect(await statusOf(app, cookie)).toBe(401);
  });

  it.skipIf(kind !== 'postgres')(
    'forgets everything kept when the connection that hears the notices drops, and keeps again once it is back',
    async () => {
      const cookie = await cookieOf(app, ADA);
      expect(await statusOf(app, cookie)).toBe(200);
      expect(app.auth.activeSessions.size()).toBeGreaterThan(0);
      // The listening connection is cut by the server (a failover, a restart of a pooler): notices may be missed.
      await app.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${SIGNALS_APPLICATION}`,
      );
      await expect.poll(() => app.auth.activeSessions.size()).toBe(0);
      await reviseUnannounced(app, sql`UPDATE sessions SET revoked_at = now() WHERE id_hash = ${idHashOf(cookie)}`);
      expect(await statusOf(app, cookie)).toBe(401);
      await expect.poll(() => app.databaseSignals.live(), { timeout: 10_000 }).toBe(true);
      const again = await cookieOf(app, ADA);
      expect(await statusOf(app, again)).toBe(200);
      await reviseUnannounced(app, sql`UPDATE sessions SET revoked_at = now() WHERE id_hash = ${idHashOf(again)}`);
      expect(await statusOf(app, again)).toBe(200);
    },
  );
});

describe.skipIf(!testDatabaseKinds().includes('postgres'))('two instances on one PostgreSQL: a session ended on one', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp('postgres');
    b = await createSecondInstance(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** An administrator's call on `a` (signed in, in admin mode), checked for the status it must answer. */
  const asAdministrator = async (method: 'PUT' | 'DELETE', url: string, payload: object, status: number) => {
    const admin = await signIn(a, 'admin@tiles.test');
    await enterMode(a, admin, 'admin');
    const answer = await a.inject({ method, url, headers: { cookie: admin }, payload });
    expect(answer.statusCode, answer.body).toBe(status);
  };

  /** Signed in on `a`, and resolved (so kept) on `b`. */
  const keptOnBoth = async (who: string) => {
    const cookie = await cookieOf(a, who);
    expect(await statusOf(b, cookie)).toBe(200);
    expect(await statusOf(b, cookie)).toBe(200);
    return cookie;
  };

  it('is refused by the other on the very next request: logout, twenty times', async () => {
    for (let round = 0; round < 20; round += 1) {
      const cookie = await keptOnBoth(ADA);
      expect((await a.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: { cookie } })).statusCode).toBeLessThan(300);
      expect(await statusOf(b, cookie), `round ${round}`).toBe(401);
    }
  });

  it('is refused by the other: a password change signs the other devices out', async () => {
    const kept = await keptOnBoth('grazia.deledda@tiles.test');
    const changing = await cookieOf(a, 'grazia.deledda@tiles.test');
    const changed = await a.inject({
      method: 'PUT',
      url: '/api/auth/user/password',
      headers: { cookie: changing },
      payload: { currentPassword: DEMO_PASSWORD, password: 'a new and long password' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect(await statusOf(b, kept)).toBe(401);
  });

  it('is refused by the other: an account disabled, then deleted, by an administrator', async () => {
    const kept = await keptOnBoth('italo.calvino@tiles.test');
    const userId = (await getUser(b, { cookie: kept })).json().outcome._id as string;
    await asAdministrator('PUT', `/api/admin/accounts/${userId}/disabled`, { disabled: true }, 200);
    expect(await statusOf(b, kept)).toBe(401);

    await asAdministrator('PUT', `/api/admin/accounts/${userId}/disabled`, { disabled: false }, 200);
    const keptAgain = await keptOnBoth('italo.calvino@tiles.test');
    await asAdministrator('DELETE', `/api/admin/accounts/${userId}`, {}, 204);
    expect(await statusOf(b, keptAgain)).toBe(401);
  });

  it("shows the other instance a role given on one at the user's next request", async () => {
    const kept = await keptOnBoth('natalia.ginzburg@tiles.test');
    const userId = (await getUser(b, { cookie: kept })).json().outcome._id as string;
    await asAdministrator('PUT', `/api/admin/accounts/${userId}/role`, { role: 'teacher' }, 200);
    expect((await getUser(b, { cookie: kept })).json().outcome.role).toEqual(['teacher']);
  });
});
