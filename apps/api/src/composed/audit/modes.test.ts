import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@tiles/api-audit/schema';
import { createTestApp, testDatabaseKinds } from '../../test/test-app.js';
import { signIn as signInAs } from '@tiles/api-auth/auth-test-helpers';

describe.each(testDatabaseKinds())('modes, permissions and the audit log on %s', (kind) => {
  let app: FastifyInstance;
  const signIn = (who: string) => signInAs(app, who);
  const setMode = (cookie: string, mode: string) =>
    app.inject({ method: 'PUT', url: '/api/auth/mode', payload: { mode }, headers: { cookie } });
  const modeOf = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/auth/mode', headers: { cookie } })).json().outcome;
  const maintenance = (cookie: string, enabled: boolean) =>
    app.inject({ method: 'PUT', url: '/api/site/sites/tiles/maintenance', payload: { enabled }, headers: { cookie } });
  const audit = (cookie: string, query = '') => app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: { cookie } });

  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  it('lets each role enter only its modes: a learner none, a tester tester, an admin admin and tester', async () => {
    const learner = await signIn('ada.lovelace@tiles.test');
    expect(await modeOf(learner)).toEqual({ mode: 'user', modes: [] });
    expect((await setMode(learner, 'admin')).statusCode).toBe(403);
    expect((await setMode(learner, 'tester')).statusCode).toBe(403);
    expect((await setMode(learner, 'user')).statusCode).toBe(200);

    const tester = await signIn('tester@tiles.test');
    expect((await setMode(tester, 'admin')).statusCode).toBe(403);
    expect((await setMode(tester, 'tester')).json().outcome).toEqual({ mode: 'tester', modes: ['tester'] });

    const admin = await signIn('admin@tiles.test');
    expect((await setMode(admin, 'tester')).statusCode).toBe(200);
    expect((await setMode(admin, 'admin')).json().outcome).toEqual({ mode: 'admin', modes: ['admin', 'tester'] });
    expect((await setMode(admin, 'superuser')).statusCode).toBe(400);
  });

  it('keeps the mode in the session, for that session only, until logout', async () => {
    const admin = await signIn('admin@tiles.test');
    await setMode(admin, 'admin');
    expect((await modeOf(admin)).mode).toBe('admin');
    const otherTab = await signIn('admin@tiles.test');
    expect((await modeOf(otherTab)).mode).toBe('user');
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: { cookie: admin } })).statusCode).toBe(200);
    const again = await signIn('admin@tiles.test');
    expect((await modeOf(again)).mode).toBe('user');
  });

  it('refuses a forged mode header with 403, on any call', async () => {
    const learner = await signIn('leonardo@tiles.test');
    const forged = await app.inject({ method: 'GET', url: '/api/lms/courses', headers: { cookie: learner, 'tiles-mode': 'admin' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toMatch(/^headers\.tiles-mode: /);
    expect((await app.inject({ method: 'GET', url: '/api/lms/courses', headers: { 'tiles-mode': 'tester' } })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/lms/courses', headers: { cookie: learner, 'tiles-mode': 'user' } })).statusCode,
    ).toBe(200);
  });

  it('makes administrative calls in admin mode only, and records each in the audit log', async () => {
    const admin = await signIn('admin@tiles.test');
    const inUserMode = await maintenance(admin, true);
    expect(inUserMode.statusCode).toBe(403);
    expect(inUserMode.json().message).toMatch(/admin mode/);
    expect((await maintenance(await signIn('ipazia@tiles.test'), true)).statusCode).toBe(403);

    await setMode(admin, 'admin');
    expect((await maintenance(admin, true)).statusCode).toBe(200);
    expect((await maintenance(admin, false)).statusCode).toBe(200);

    const entries = (await audit(admin, '?entity=site')).json().outcome;
    expect(entries.slice(0, 2)).toMatchObject([
      {
        userLogin: 'admin@tiles.test',
        mode: 'admin',
        action: 'site.maintenance',
        entity: 'site',
        entityId: 'tiles',
        before: { maintenance: true },
        after: { maintenance: false },
      },
      { action: 'site.maintenance', before: { maintenance: false }, after: { maintenance: true } },
    ]);
    const switches = (await audit(admin, '?entity=session&user=admin@tiles.test')).json().outcome;
    expect(switches[0]).toMatchObject({ action: 'mode.switch', before: { mode: 'user' }, after: { mode: 'admin' } });
    expect((await audit(admin, '?from=2026-02-30')).statusCode).toBe(400);
    expect((await audit(admin, '?from=2026-11-22&to=2026-11-01')).json().message).toMatch(/^querystring\.to: /);
  });

  it('lets nobody change or remove an audit entry: no route, and the table refuses', async () => {
    const admin = await signIn('admin@tiles.test');
    await setMode(admin, 'admin');
    expect((await audit(await signIn('emmy.noether@tiles.test'))).statusCode).toBe(403);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await app.inject({ method, url: '/api/admin/audit', payload: {}, headers: { cookie: admin } })).statusCode).toBe(404);
    }
    const [before] = await app.db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
    // Triggers refuse every change, even of no rows, and TRUNCATE (which rules never covered).
    for (const statement of [
      sql`update audit_log set action = 'rewritten'`,
      sql`delete from audit_log`,
      sql`delete from audit_log where false`,
      sql`truncate audit_log`,
    ]) {
      await expect(app.db.execute(statement)).rejects.toMatchObject({
        cause: expect.objectContaining({ message: expect.stringMatching(/audit_log is append-only/) }),
      });
    }
    const [after] = await app.db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
    expect(after!.count).toBe(before!.count);
    expect(before!.count).toBeGreaterThan(0);
    expect((await audit(admin)).json().outcome.some((entry: { action: string }) => entry.action === 'rewritten')).toBe(false);
  });
});
