import { loadConfig } from '@tiles/api-platform/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './demo-users.js';
import { createTestApp, testDatabaseKinds } from '@tiles/api-testing/test-app';
import { ADA, getUser, login, sessionCookieOf, signIn } from './auth-test-helpers.js';
import { REFRESH_REUSE_GRACE_MS } from './session-repository.js';
import { createAccessTokenService } from './tokens.js';
import { authModule } from './module.js';

const SECRET = 'test-secret-that-is-long-enough-for-hs256';

describe.each(testDatabaseKinds())('auth api on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(
      kind,
      {
        publicEnv: 'production',
        auth: { ...loadConfig({}).auth, secret: SECRET },
      },
      { modules: [authModule] },
    );
  });
  afterAll(() => app?.close());

  describe('login', () => {
    it('starts a session: HttpOnly, SameSite=Strict, Secure cookie for 30 days, and no token a page script could read', async () => {
      const response = await login(app, ADA, DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
      const cookie = sessionCookieOf(response);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true, path: '/', maxAge: 60 * 60 * 24 * 30 });
      expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // A browser's sign-in: the session is the cookie its scripts cannot read, and the answer carries nothing else.
      expect(response.json().outcome).toEqual({});
      expect(response.body).not.toContain(cookie!.value);
    });

    it('answers bearer tokens to a client that asks for them', async () => {
      const response = await login(app, ADA, DEMO_PASSWORD, '10.0.0.1', { tokens: true });
      expect(response.statusCode).toBe(200);
      expect(response.json().outcome).toEqual({
        accessToken: expect.any(String),
        accessTokenExpiresAt: expect.any(String),
        refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
    });

    it('sets the presence mark beside the session: readable by scripts, same lifetime, no credential', async () => {
      const response = await login(app, ADA, DEMO_PASSWORD);
      const presence = response.cookies.find((cookie) => cookie.name === 't-live');
      expect(presence).toMatchObject({ sameSite: 'Strict', secure: true, path: '/', maxAge: 60 * 60 * 24 * 30 });
      expect(presence!.httpOnly).toBeFalsy();
      expect(presence!.value).toMatch(/^[0-9a-f]{32}$/);
      expect((await getUser(app, { cookie: `t-ssid=${presence!.value}` })).statusCode).toBe(401);
    });

    it('clears both cookies and the HTTP cache when a session ends, by logout or elsewhere', async () => {
      const ended = (response: Awaited<ReturnType<typeof login>>) => {
        expect(response.cookies.filter((cookie) => ['t-ssid', 't-live'].includes(cookie.name) && cookie.value === '')).toHaveLength(2);
        expect(response.headers['clear-site-data']).toBe('"cache"');
      };
      const cookie = `t-ssid=${sessionCookieOf(await login(app, ADA, DEMO_PASSWORD))!.value}`;
      ended(await app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: { cookie } }));
      // The browser kept its cookie (the logout went from another client): its next request learns the session ended.
      const after = await getUser(app, { cookie });
      expect(after.statusCode).toBe(401);
      ended(after);
      // A live session's answers and a sign-in over a dead cookie keep theirs.
      const live = `t-ssid=${sessionCookieOf(await login(app, ADA, DEMO_PASSWORD))!.value}`;
      expect((await getUser(app, { cookie: live })).headers['clear-site-data']).toBeUndefined();
      const again = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { cu: ADA, cp: DEMO_PASSWORD },
        headers: { cookie },
      });
      expect(sessionCookieOf(again)!.value).not.toBe('');
      expect(again.headers['clear-site-data']).toBeUndefined();
    });

    it('accepts the login name in any case and with blanks around it', async () => {
      expect((await login(app, '  Ada.Lovelace@TILES.test ', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('gives a new session id on every login and kills the old one at logout', async () => {
      const first = sessionCookieOf(await login(app, ADA, DEMO_PASSWORD))!.value;
      const second = sessionCookieOf(await login(app, ADA, DEMO_PASSWORD))!.value;
      expect(second).not.toBe(first);
      expect((await getUser(app, { cookie: `t-ssid=${first}` })).statusCode).toBe(200);

      const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: { cookie: `t-ssid=${first}` } });
      expect(logout.statusCode).toBe(200);
      expect(sessionCookieOf(logout)).toMatchObject({ value: '' });
      expect((await getUser(app, { cookie: `t-ssid=${first}` })).statusCode).toBe(401);
      expect((await getUser(app, { cookie: `t-ssid=${second}` })).statusCode).toBe(200);
    });

    it('closes the session it replaces when the same browser signs in again', async () => {
      const first = sessionCookieOf(await login(app, ADA, DEMO_PASSWORD))!.value;
      const again = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { cu: ADA, cp: DEMO_PASSWORD },
        headers: { cookie: `t-ssid=${first}` },
      });
      expect(again.statusCode).toBe(200);
      expect((await getUser(app, { cookie: `t-ssid=${first}` })).statusCode).toBe(401);
    });

    it('answers the same 401 for a wrong password and an unknown account', async () => {
      const wrongPassword = await login(app, ADA, 'nope', '10.0.1.1');
      const unknownAccount = await login(app, 'nobody@tiles.test', 'nope', '10.0.1.2');
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownAccount.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(unknownAccount.json());
      expect(wrongPassword.json().message).toBe('Wrong login name or password');
      expect(sessionCookieOf(wrongPassword)).toBeUndefined();
    });

    it.each([
      [{}, 'body.cu'],
      [{ cu: ADA }, 'body.cp'],
      [{ cu: '', cp: 'x' }, 'body.cu'],
      [{ cu: ADA, cp: 'x', role: 'admin' }, 'body'],
      [{ cu: 42, cp: 'x' }, 'body.cu'],
    ])('answers 400 naming the field for %p', async (payload, field) => {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
    });
  });

  describe('rate limits', () => {
    it('stops a password-guessing script on one account, while the owner elsewhere still signs in', async () => {
      const attacker = '10.9.9.9';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await login(app, 'alan.turing@tiles.test', `guess-${attempt}`, attacker)).statusCode).toBe(401);
      }
      const blocked = await login(app, 'alan.turing@tiles.test', DEMO_PASSWORD, attacker);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().message).toMatch(/Too many sign-in attempts/);

      expect((await login(app, 'alan.turing@tiles.test', DEMO_PASSWORD, '10.1.2.3')).statusCode).toBe(200);
    });

    it('stops one address that sprays many accounts', async () => {
      const sprayer = '10.8.8.8';
      let lastStatus = 0;
      for (let attempt = 0; attempt < 21; attempt += 1) {
        lastStatus = (await login(app, `user${attempt}@tiles.test`, 'password', sprayer)).statusCode;
      }
      expect(lastStatus).toBe(429);
      expect((await login(app, 'ipazia@tiles.test', DEMO_PASSWORD, '10.8.8.9')).statusCode).toBe(200);
    });
    it('locks a guesser who comes back for twice as long: 15 minutes, then 30', async () => {
      const guesser = '10.3.3.3';
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await login(app, 'alan.turing@tiles.test', `first-${attempt}`, guesser)).statusCode).toBe(401);
      const first = await login(app, 'alan.turing@tiles.test', 'first-5', guesser);
      expect(first.statusCode).toBe(429);
      expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      app.clock.advance(16 * 60 * 1000);
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await login(app, 'alan.turing@tiles.test', `second-${attempt}`, guesser)).statusCode).toBe(401);
      const second = await login(app, 'alan.turing@tiles.test', 'second-5', guesser);
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(25 * 60);
      // Locked means locked: the right password from that address waits too.
      expect((await login(app, 'alan.turing@tiles.test', DEMO_PASSWORD, guesser)).statusCode).toBe(429);
    });

    it('believes X-Forwarded-For only from a configured proxy: a forged one per try changes nothing', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { cu: 'leonardo@tiles.test', cp: `guess-${attempt}`, ua: 'vitest' },
          remoteAddress: '10.7.7.7',
          headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}` },
        });
        expect(response.statusCode).toBe(401);
      }
      const forged = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { cu: 'leonardo@tiles.test', cp: DEMO_PASSWORD, ua: 'vitest' },
        remoteAddress: '10.7.7.7',
        headers: { 'x-forwarded-for': '198.51.100.77' },
      });
      expect(forged.statusCode).toBe(429);
    });

    it('counts parallel attempts before hashing: of 30 wrong passwords at once, 5 are checked', async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_unused, attempt) => login(app, 'ipazia@tiles.test', `parallel-${attempt}`, '10.6.6.6')),
      );
      const statuses = answers.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    });

    it('lets the owner in from their known browser while guesses from many addresses close the account to new ones', async () => {
      const owner = 'natalia.ginzburg@tiles.test';
      const first = await login(app, owner, DEMO_PASSWORD, '10.5.0.1');
      const device = first.cookies.find((cookie) => cookie.name === 't-dev');
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
      // 51 guesses, each from another address: under every per-address limit, over the account's.
      for (let attempt = 0; attempt < 51; attempt += 1) {
        await login(app, owner, `guess-${attempt}`, `10.4.${Math.floor(attempt / 200)}.${(attempt % 200) + 1}`);
      }
      // A new browser is answered by a mailed link, its password unchecked (see account/routes.test.ts).
      expect((await login(app, owner, DEMO_PASSWORD, '10.5.9.9')).json().code).toBe('sign-in-by-link');
      const known = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { cu: owner, cp: DEMO_PASSWORD, ua: 'vitest' },
        remoteAddress: '10.5.0.1',
        cookies: { 't-dev': device!.value },
      });
      expect(known.statusCode).toBe(200);
      // A device cookie is bound to its account: it opens no other.
      const borrowed = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { cu: ADA, cp: 'wrong', ua: 'vitest' },
        remoteAddress: '10.5.0.2',
        cookies: { 't-dev': device!.value },
      });
      expect(borrowed.statusCode).toBe(401);
    });
  });

  describe('tokens', () => {
    it('accepts the bearer access token and rotates refresh tokens, revoking the session on reuse', async () => {
      const { accessToken, refreshToken } = (await login(app, 'leonardo@tiles.test', DEMO_PASSWORD, '10.0.0.1', { tokens: true })).json()
        .outcome;
      expect((await getUser(app, { authorization: `Bearer ${accessToken}` })).json().outcome.fields.name).toBe('Leonardo');

      const refreshed = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { 'x-rt': refreshToken } });
      expect(refreshed.statusCode).toBe(200);
      const next = refreshed.json().outcome;
      expect(next.refreshToken).not.toBe(refreshToken);
      expect((await getUser(app, { authorization: `Bearer ${next.accessToken}` })).statusCode).toBe(200);

      // Past the grace window for concurrent refreshes, presenting the swapped token again is theft.
      app.clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
      const reuse = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { 'x-rt': refreshToken } });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().message).toMatch(/already used/);
      // The whole session is gone: its newest tokens no longer work either.
      expect((await getUser(app, { authorization: `Bearer ${next.accessToken}` })).statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { 'x-rt': next.refreshToken } })).statusCode).toBe(401);
    });

    it('gives 10 parallel refreshes with one token, and a retry within the grace window, the same successor: one chain', async () => {
      const { refreshToken } = (await login(app, 'leonardo@tiles.test', DEMO_PASSWORD, '10.0.0.1', { tokens: true })).json().outcome;
      const refresh = (token: string) => app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { 'x-rt': token } });
      const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(refreshToken)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      const successors = answers.map((answer) => answer.json().outcome as { accessToken: string; refreshToken: string });
      expect(new Set(successors.map((outcome) => outcome.refreshToken)).size).toBe(1);
      for (const { accessToken } of successors)
        expect((await getUser(app, { authorization: `Bearer ${accessToken}` })).statusCode).toBe(200);
      const successor = successors[0]!.refreshToken;
      app.clock.advance(REFRESH_REUSE_GRACE_MS / 2);
      const retried = await refresh(refreshToken);
      expect(retried.json().outcome.refreshToken).toBe(successor);
      // The chain goes on from that one successor; swapping it, then reusing it past the grace, closes the session.
      const third = (await refresh(successor)).json().outcome.refreshToken as string;
      expect(third).not.toBe(successor);
      app.clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
      expect((await refresh(successor)).statusCode).toBe(401);
      expect((await refresh(third)).statusCode).toBe(401);
    });

    it('refuses an expired, forged or malformed access token', async () => {
      const { accessToken } = (await login(app, 'leonardo@tiles.test', DEMO_PASSWORD, '10.0.0.1', { tokens: true })).json().outcome;
      const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
      const expired = await createAccessTokenService(SECRET, 60, () => Date.now() - 3_600_000).sign({
        sessionIdHash: claims.sid,
        userId: claims.sub,
      });
      const forged = await createAccessTokenService('another-secret-that-is-long-enough!!', 900).sign({
        sessionIdHash: claims.sid,
        userId: claims.sub,
      });
      for (const token of [expired.token, forged.token, 'not.a.jwt', `${accessToken}x`]) {
        expect((await getUser(app, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
      }
    });

    it('answers 400 for a refresh without x-rt and 401 without a session', async () => {
      expect((await app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(400);
      const anonymous = await getUser(app, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    });
  });

  describe('own data', () => {
    const fields = { name: 'Emmy', surname: 'Noether', gender: 'femminile' };

    const emmy = async () => `t-ssid=${sessionCookieOf(await login(app, 'emmy.noether@tiles.test', DEMO_PASSWORD))!.value}`;

    it('updates the own name, surname, gender and time zone', async () => {
      const cookie = await emmy();
      const response = await app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: { cookie },
        payload: { fields: { name: 'Amalie Emmy', surname: 'Noether', gender: 'neutro' }, timezone: 'America/New_York' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().outcome).toMatchObject({
        fields: { name: 'Amalie Emmy', gender: 'neutro' },
        timezone: 'America/New_York',
        role: ['learner'],
      });
      expect((await getUser(app, { cookie })).json().outcome.fields.name).toBe('Amalie Emmy');
    });

    it.each([
      [{ fields, timezone: 'Europe/Berlin', role: ['admin'] }, 'body'],
      [{ fields, timezone: 'Europe/Berlin', _id: 'someone-else' }, 'body'],
      [{ fields: { ...fields, gender: 'x' }, timezone: 'Europe/Berlin' }, 'body.fields.gender'],
      [{ fields: { ...fields, name: '' }, timezone: 'Europe/Berlin' }, 'body.fields.name'],
      [{ fields, timezone: 'Mars/Olympus' }, 'body.timezone'],
    ])('refuses %p naming %s, and changes nothing', async (payload, field) => {
      const cookie = await emmy();
      const before = (await getUser(app, { cookie })).json().outcome;
      const response = await app.inject({ method: 'PUT', url: '/api/auth/user', headers: { cookie }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
      expect((await getUser(app, { cookie })).json().outcome).toEqual(before);
    });

    it('writes nothing without a session', async () => {
      const response = await app.inject({ method: 'PUT', url: '/api/auth/user', payload: { fields, timezone: 'UTC' } });
      expect(response.statusCode).toBe(401);
    });

    it('changes the locale only to one the site supports', async () => {
      const cookie = await emmy();
      const ok = await app.inject({ method: 'PUT', url: '/api/auth/user/locale', headers: { cookie }, payload: { locale: 'en-GB' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().outcome.locale).toBe('en-GB');
      const unsupported = await app.inject({
        method: 'PUT',
        url: '/api/auth/user/locale',
        headers: { cookie },
        payload: { locale: 'fr-FR' },
      });
      expect(unsupported.statusCode).toBe(400);
      expect(unsupported.json().message).toMatch(/^body\.locale: 'fr-FR' is not supported/);
      const malformed = await app.inject({
        method: 'PUT',
        url: '/api/auth/user/locale',
        headers: { cookie },
        payload: { locale: 'english' },
      });
      expect(malformed.statusCode).toBe(400);
      expect((await getUser(app, { cookie })).json().outcome.locale).toBe('en-GB');
    });

    it('keeps the colour scheme the learner chose, and refuses one that is not a choice', async () => {
      const cookie = await emmy();
      expect((await getUser(app, { cookie })).json().outcome.colorScheme).toBe('system');
      const put = (payload: Record<string, unknown>) =>
        app.inject({ method: 'PUT', url: '/api/auth/user/color-scheme', headers: { cookie }, payload });
      const dark = await put({ colorScheme: 'dark' });
      expect(dark.statusCode).toBe(200);
      expect(dark.json().outcome.colorScheme).toBe('dark');
      for (const bad of [{ colorScheme: 'sepia' }, { colorScheme: 'dark', extra: 1 }, {}]) {
        const refused = await put(bad);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toMatch(/body/);
      }
      expect((await getUser(app, { cookie })).json().outcome.colorScheme).toBe('dark');
      const anonymous = await app.inject({ method: 'PUT', url: '/api/auth/user/color-scheme', payload: { colorScheme: 'light' } });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('roles', () => {
    it('lets a learner read only their own role', async () => {
      const cookie = `t-ssid=${sessionCookieOf(await login(app, 'ipazia@tiles.test', DEMO_PASSWORD, '10.2.0.1'))!.value}`;
      const own = await app.inject({ method: 'GET', url: '/api/role/learner', headers: { cookie } });
      expect(own.statusCode).toBe(200);
      expect(own.json().outcome).toEqual({ _id: 'learner', name: 'Learner', permissions: [], modes: [] });
      const other = await app.inject({ method: 'GET', url: '/api/role/admin', headers: { cookie } });
      expect(other.statusCode).toBe(403);
    });

    it('lets an admin read any role, and says which modes it allows', async () => {
      const cookie = await signIn(app, 'admin@tiles.test');
      expect((await app.inject({ method: 'GET', url: '/api/role/admin', headers: { cookie } })).json().outcome.modes).toEqual([
        'admin',
        'tester',
      ]);
      expect((await app.inject({ method: 'GET', url: '/api/role/tester', headers: { cookie } })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/role/ghost', headers: { cookie } })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/role/BAD!', headers: { cookie } })).statusCode).toBe(400);
    });

    it('answers 401 without a session', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/role/learner' })).statusCode).toBe(401);
    });
  });
});

describe('cookie in the local public environment', () => {
  it('is not Secure, so plain http on localhost works', async () => {
    const app = await createTestApp('pglite', { publicEnv: 'local' }, { modules: [authModule] });
    const cookie = sessionCookieOf(await login(app, ADA, DEMO_PASSWORD));
    expect(cookie?.secure).toBeFalsy();
    await app.close();
  });
});
