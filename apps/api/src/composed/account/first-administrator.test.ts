import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, testDatabaseKinds } from '../../test/test-app.js';
import { enterMode, login, sessionCookieOf, setUpAuthenticatorApp } from '@tiles/api-auth/auth-test-helpers';
import { DEMO_PASSWORD, demoUsers } from '@tiles/api-auth/demo-users';
import { gameLevels } from '@tiles/api-game/schema';
import { boilerplate } from '@tiles/api-i18n/schema';
import { courses } from '@tiles/api-lms/schema';
import { roles } from '@tiles/api-roles/schema';
import { users } from '@tiles/api-users/schema';

const OWNER = 'owner@learn.example.org';
const PASSWORD = 'a long and private passphrase';

describe.each(testDatabaseKinds())('a site started without demo data, on %s', (kind) => {
  let app: FastifyInstance;
  const rows = async (table: typeof users | typeof courses | typeof boilerplate | typeof roles | typeof gameLevels) =>
    (await app.db.select({ value: count() }).from(table))[0]!.value;

  beforeAll(async () => {
    app = await createTestApp(kind, { demoData: false, firstAdminEmail: OWNER });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('has what every site needs and no demo account, course or published password', async () => {
    expect(await rows(boilerplate)).toBeGreaterThan(500);
    expect(await rows(roles)).toBe(5);
    expect(await rows(gameLevels)).toBe(12);
    expect(await rows(courses)).toBe(0);
    expect(await rows(users)).toBe(1);
    expect((await login(app, demoUsers[0]!.login, DEMO_PASSWORD)).statusCode).toBe(401);
  });

  it('invites ADMIN_EMAIL as its first administrator through a one-time link that only the log shows', async () => {
    const found = app.firstAdministrator;
    expect(found).toMatchObject({ state: 'invited', email: OWNER });
    if (found.state !== 'invited') return;
    const token = new URL(found.link).searchParams.get('token')!;
    expect(new URL(found.link).pathname).toBe('/it-IT/accept-invite');
    // Until the link is used, nobody is in.
    expect((await login(app, OWNER, PASSWORD)).statusCode).toBe(401);
    const set = await app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: PASSWORD } });
    expect(set.statusCode, set.body).toBeLessThan(300);
    const signedIn = await login(app, OWNER, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const cookie = `t-ssid=${sessionCookieOf(signedIn)!.value}`;
    // Her role's tools open once she has a second factor: she sets up her authenticator app first.
    await setUpAuthenticatorApp(app, cookie);
    await enterMode(app, cookie, 'admin');
    // Once.
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: PASSWORD } })).statusCode,
    ).toBe(410);
  });
});

describe('a site without demo data and without ADMIN_EMAIL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp('pglite', { demoData: false });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('says it has no administrator, and makes none', async () => {
    expect(app.firstAdministrator).toEqual({ state: 'missing' });
    expect((await app.db.select({ value: count() }).from(users))[0]!.value).toBe(0);
  });
});
