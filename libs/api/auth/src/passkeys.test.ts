import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds } from '@tiles/api-testing/test-app';
import { createSoftwareAuthenticator } from '@tiles/test-authenticator/software-authenticator';
import { ADA, cookieOf, getUser, login, sessionCookieOf, WEB_AUTHN_SITE, webAuthnTestConfig } from './auth-test-helpers.js';
import { authModule } from './module.js';
import { DEMO_PASSWORD } from './demo-users.js';
import { PASSKEY_CHALLENGE_COOKIE } from './passkey-ceremony.js';

const { origin: ORIGIN, rpId: RP_ID } = WEB_AUTHN_SITE;

describe.each(testDatabaseKinds())('passkeys on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind, webAuthnTestConfig(), { modules: [authModule] });
  });
  afterAll(() => app?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookies: Record<string, string | undefined>, payload?: object) =>
    app.inject({
      method,
      url,
      cookies: Object.fromEntries(Object.entries(cookies).filter((entry): entry is [string, string] => entry[1] !== undefined)),
      remoteAddress: '10.7.0.1',
      ...(payload !== undefined ? { payload } : method !== 'GET' ? { payload: {} } : {}),
    });

  const signedIn = async (login_ = ADA) => sessionCookieOf(await login(app, login_, DEMO_PASSWORD, '10.7.0.2'))!.value;

  /** Adds a passkey to the account of `session` with the authenticator: the answer of the add. */
  const addPasskey = async (session: string, authenticator: ReturnType<typeof createSoftwareAuthenticator>, name = 'Telefono') => {
    const options = await call('POST', '/api/auth/passkeys/registration-options', { 't-ssid': session });
    expect(options.statusCode, options.body).toBe(200);
    const credential = authenticator.register(options.json().outcome);
    return call(
      'POST',
      '/api/auth/passkeys',
      { 't-ssid': session, [PASSKEY_CHALLENGE_COOKIE]: cookieOf(options, PASSKEY_CHALLENGE_COOKIE) },
      { name, credential },
    );
  };

  /** A sign-in with the credential: the options' answer and the sign-in's. */
  const signInWith = async (
    authenticator: ReturnType<typeof createSoftwareAuthenticator>,
    credentialId: string,
    { from }: { from?: string } = {},
  ) => {
    const options = await call('POST', '/api/auth/passkeys/sign-in-options', {});
    const challengeCookie = cookieOf(options, PASSKEY_CHALLENGE_COOKIE);
    const credential = authenticator.assert(credentialId, options.json().outcome, from ? { from } : {});
    const signIn = await call(
      'POST',
      '/api/auth/passkeys/sign-in',
      { [PASSKEY_CHALLENGE_COOKIE]: challengeCookie },
      { credential, ua: 'vitest' },
    );
    return { options, challengeCookie, credential, signIn };
  };

  it('adds a passkey to her account and signs her in with it, alone, from then on', async () => {
    const session = await signedIn();
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN, rpId: RP_ID });
    const options = await call('POST', '/api/auth/passkeys/registration-options', { 't-ssid': session });
    expect(options.json().outcome).toMatchObject({
      rp: { id: RP_ID },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
    expect(options.cookies.find((cookie) => cookie.name === PASSKEY_CHALLENGE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      secure: true,
      path: '/api/auth',
      maxAge: 300,
    });

    const added = await addPasskey(session, authenticator);
    expect(added.statusCode, added.body).toBe(201);
    const passkey = added.json().outcome;
    expect(passkey).toMatchObject({ name: 'Telefono', lastUsedAt: null, synced: false });
    // Added already: the options exclude it.
    const again = await call('POST', '/api/auth/passkeys/registration-options', { 't-ssid': session });
    expect(again.json().outcome.excludeCredentials).toEqual([expect.objectContaining({ id: passkey.id })]);

    const { signIn } = await signInWith(authenticator, passkey.id);
    expect(signIn.statusCode, signIn.body).toBe(200);
    // A browser's sign-in: the cookie, and no token in the answer.
    expect(signIn.json().outcome).toEqual({});
    const user = (await getUser(app, { cookie: `t-ssid=${sessionCookieOf(signIn)!.value}` })).json().outcome;
    expect(user.email).toBe(ADA);
    const [listed] = (await call('GET', '/api/auth/passkeys', { 't-ssid': session })).json().outcome;
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('refuses an assertion replayed with its challenge, from another origin, without its challenge, or of a passkey unknown here', async () => {
    const session = await signedIn('alan.turing@tiles.test');
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN, rpId: RP_ID, counts: false });
    const { id } = (await addPasskey(session, authenticator, 'Chiave')).json().outcome;

    const first = await signInWith(authenticator, id);
    expect(first.signIn.statusCode).toBe(200);
    // The same assertion and challenge cookie again (an authenticator without a counter cannot tell): refused.
    const replayed = await call(
      'POST',
      '/api/auth/passkeys/sign-in',
      { [PASSKEY_CHALLENGE_COOKIE]: first.challengeCookie },
      { credential: first.credential, ua: 'vitest' },
    );
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('passkey-refused');

    const phished = await signInWith(authenticator, id, { from: 'https://learn.tiles.example' });
    expect(phished.signIn.statusCode).toBe(401);

    const options = await call('POST', '/api/auth/passkeys/sign-in-options', {});
    const withoutCookie = await call(
      'POST',
      '/api/auth/passkeys/sign-in',
      {},
      { credential: authenticator.assert(id, options.json().outcome) },
    );
    expect(withoutCookie.statusCode).toBe(401);

    const stranger = createSoftwareAuthenticator({ origin: ORIGIN, rpId: RP_ID });
    const strangerOptions = await call('POST', '/api/auth/passkeys/registration-options', { 't-ssid': session });
    const notAdded = stranger.register(strangerOptions.json().outcome);
    const unknown = await signInWith(stranger, notAdded.id);
    expect(unknown.signIn.statusCode).toBe(401);
    expect(sessionCookieOf(unknown.signIn)).toBeUndefined();
  });

  it("refuses a new passkey made for another account's challenge, or another site, naming the credential", async () => {
    const ada = await signedIn();
    const alan = await signedIn('alan.turing@tiles.test');
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN, rpId: RP_ID });
    const alansOptions = await call('POST', '/api/auth/passkeys/registration-options', { 't-ssid': alan });
    const credential = authenticator.register(alansOptions.json().outcome);
    const crossed = await call(
      'POST',
      '/api/auth/passkeys',
      { 't-ssid': ada, [PASSKEY_CHALLENGE_COOKIE]: cookieOf(alansOptions, PASSKEY_CHALLENGE_COOKIE) },
      { name: 'Rubata', credential },
    );
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toMatchObject({ code: 'passkey-refused', message: expect.stringMatching(/^body\.credential/) });

    const options = await call('POST', '/api/auth/passkeys/registration-options', { 't-ssid': ada });
    const elsewhere = await call(
      'POST',
      '/api/auth/passkeys',
      { 't-ssid': ada, [PASSKEY_CHALLENGE_COOKIE]: cookieOf(options, PASSKEY_CHALLENGE_COOKIE) },
      { name: 'Altrove', credential: authenticator.register(options.json().outcome, { from: 'https://evil.example' }) },
    );
    expect(elsewhere.statusCode).toBe(400);
    const empty = await call('POST', '/api/auth/passkeys', { 't-ssid': ada }, { name: '  ', credential });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/body\.name/);
    expect((await call('POST', '/api/auth/passkeys/registration-options', {})).statusCode).toBe(401);
  });

  it('keeps the last way to sign in of an account without a password: its last passkey cannot be removed', async () => {
    const user = await app.auth.users.create({
      siteId: 'tiles',
      login: 'solo.passkey@tiles.test',
      email: 'solo.passkey@tiles.test',
      roles: ['learner'],
      locale: 'it-IT',
      timezone: 'Europe/Rome',
      fields: { name: 'Solo', surname: 'Passkey', gender: 'neutro' },
    });
    const { sessionId } = await app.auth.sessions.create(user.id, 'vitest');
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN, rpId: RP_ID });
    const first = (await addPasskey(sessionId, authenticator, 'Primo')).json().outcome;
    const lastOne = await call('DELETE', `/api/auth/passkeys/${first.id}`, { 't-ssid': sessionId });
    expect(lastOne.statusCode).toBe(409);
    expect(lastOne.json().code).toBe('last-sign-in-method');
    // It signs her in, password or not.
    expect((await signInWith(authenticator, first.id)).signIn.statusCode).toBe(200);

    const second = (await addPasskey(sessionId, authenticator, 'Secondo')).json().outcome;
    expect((await call('DELETE', `/api/auth/passkeys/${first.id}`, { 't-ssid': sessionId })).statusCode).toBe(204);
    expect(
      (await call('GET', '/api/auth/passkeys', { 't-ssid': sessionId })).json().outcome.map((each: { name: string }) => each.name),
    ).toEqual(['Secondo']);
    // Someone else's passkey is not hers to remove: 404, as one that does not exist.
    const ada = await signedIn();
    expect((await call('DELETE', `/api/auth/passkeys/${second.id}`, { 't-ssid': ada })).statusCode).toBe(404);
  });
});
