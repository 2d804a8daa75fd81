import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds } from '@tiles/api-testing/test-app';
import { createSoftwareAuthenticator } from '@tiles/test-authenticator/software-authenticator';
import { totpCode } from '@tiles/test-authenticator/totp';
import { demoSite } from '@tiles/api-site/demo-site';
import { ADA, cookieOf, getUser, login, sessionCookieOf, signIn, WEB_AUTHN_SITE, webAuthnTestConfig } from './auth-test-helpers.js';
import { authModule } from './module.js';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from './demo-users.js';
import { PASSKEY_CHALLENGE_COOKIE } from './passkey-ceremony.js';
import { PENDING_SIGN_IN_COOKIE } from './second-factor-routes.js';

const { origin: ORIGIN, rpId: RP_ID } = WEB_AUTHN_SITE;
const ADMIN = 'admin@tiles.test';
const TESTER = 'tester@tiles.test';

/** A code of six digits that is not `code` (nor, but by a one-in-a-million chance, its neighbours'). */
const wrongCodeOf = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

describe.each(testDatabaseKinds())('a second factor on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind, webAuthnTestConfig(), { modules: [authModule] });
  });
  afterAll(() => app?.close());

  let address = 0;
  /** Each test from its own address: the address limits of one do not reach another. */
  const from = () => `10.9.${Math.floor(address / 200)}.${(address++ % 200) + 1}`;

  const secondFactor = (payload: object, cookies: Record<string, string | undefined>, remoteAddress = '10.9.250.1') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/second-factor',
      payload,
      cookies: Object.fromEntries(Object.entries(cookies).filter((entry): entry is [string, string] => entry[1] !== undefined)),
      remoteAddress,
    });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : method === 'GET' ? {} : { payload: {} }) });
  const idOf = async (login_: string) => (await app.auth.users.findByLogin(demoSite.id, login_))!.id;

  it("asks staff for the authenticator app's code after the password, signs in with it, and takes each code once", async () => {
    const address_ = from();
    const asked = await login(app, ADMIN, DEMO_PASSWORD, address_);
    expect(asked.statusCode).toBe(401);
    expect(asked.json().code).toBe('second-factor-required');
    // No session yet: only the sealed note of the sign-in, for five minutes, to the auth calls.
    expect(sessionCookieOf(asked)).toBeUndefined();
    expect(asked.cookies.find((cookie) => cookie.name === PENDING_SIGN_IN_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      secure: true,
      path: '/api/auth',
      maxAge: 300,
    });
    const pending = cookieOf(asked, PENDING_SIGN_IN_COOKIE);

    const wrong = await secondFactor({ code: wrongCodeOf(await totpCode(DEMO_TOTP_SECRET)) }, { [PENDING_SIGN_IN_COOKIE]: pending });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('second-factor-refused');
    expect(sessionCookieOf(wrong)).toBeUndefined();

    const code = await totpCode(DEMO_TOTP_SECRET);
    const signedIn = await secondFactor({ code }, { [PENDING_SIGN_IN_COOKIE]: pending });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = `t-ssid=${sessionCookieOf(signedIn)!.value}`;
    expect((await getUser(app, { cookie: session })).json().outcome.email).toBe(ADMIN);
    // The session proved it: admin mode opens.
    expect((await call('PUT', '/api/auth/mode', session, { mode: 'admin' })).statusCode).toBe(200);
    const state = (await call('GET', '/api/auth/second-factor', session)).json().outcome;
    expect(state).toMatchObject({ required: true, totp: true, recoveryCodesLeft: 0 });
    expect(state.checkedAt).not.toBeNull();

    // The same code again, by a copy of the pending cookie or a new sign-in: refused.
    const again = await login(app, ADMIN, DEMO_PASSWORD, address_);
    expect((await secondFactor({ code }, { [PENDING_SIGN_IN_COOKIE]: cookieOf(again, PENDING_SIGN_IN_COOKIE) })).json().code).toBe(
      'second-factor-refused',
    );
    // Without the pending cookie or a session there is nobody to prove it for.
    const nobody = await secondFactor({ code: await totpCode(DEMO_TOTP_SECRET, 1) }, {});
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json().code).toBe('sign-in-expired');
    // Neither both ways at once nor none: 400 naming the field.
    const both = await secondFactor({}, { [PENDING_SIGN_IN_COOKIE]: pending });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toMatch(/code/);
  });

  it('a learner sets up an app: confirmed by a code, ten recovery codes shown once, each good once, and asked for at sign-in', async () => {
    const session = await signIn(app, ADA);
    const setUp = await call('POST', '/api/auth/second-factor/totp', session);
    expect(setUp.statusCode, setUp.body).toBe(200);
    const { secret, uri } = setUp.json().outcome;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(decodeURIComponent(uri)).toContain(ADA);
    // Not asked for until confirmed.
    expect((await login(app, ADA, DEMO_PASSWORD, from())).statusCode).toBe(200);

    const wrong = await call('PUT', '/api/auth/second-factor/totp', session, { code: '12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/body\.code/);
    const confirmed = await call('PUT', '/api/auth/second-factor/totp', session, { code: await totpCode(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json().outcome as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect((await call('GET', '/api/auth/second-factor', session)).json().outcome).toMatchObject({
      required: false,
      totp: true,
      recoveryCodesLeft: 10,
    });
    // Only their hashes are kept.
    const row = await app.auth.secondFactors.find(await idOf(ADA));
    expect(JSON.stringify(row)).not.toContain(recoveryCodes[0]!.replace('-', ''));
    // Set up already: a second one is refused.
    expect((await call('POST', '/api/auth/second-factor/totp', session)).statusCode).toBe(409);

    // From now on the password is not enough; a recovery code (typed loosely) is good once.
    const asked = await login(app, ADA, DEMO_PASSWORD, from());
    expect(asked.json().code).toBe('second-factor-required');
    const loose = recoveryCodes[3]!.toLowerCase().replace('-', ' ');
    const recovered = await secondFactor({ code: loose }, { [PENDING_SIGN_IN_COOKIE]: cookieOf(asked, PENDING_SIGN_IN_COOKIE) });
    expect(recovered.statusCode, recovered.body).toBe(200);
    const askedAgain = await login(app, ADA, DEMO_PASSWORD, from());
    const spent = await secondFactor(
      { code: recoveryCodes[3]! },
      { [PENDING_SIGN_IN_COOKIE]: cookieOf(askedAgain, PENDING_SIGN_IN_COOKIE) },
    );
    expect(spent.json().code).toBe('second-factor-refused');
    expect((await call('GET', '/api/auth/second-factor', session)).json().outcome.recoveryCodesLeft).toBe(9);
  });

  it('staff without a second factor use no permission until they set one up; the most sensitive calls want one of the last 15 minutes', async () => {
    // The administrator loses the demo's app: the password alone signs her in, as a learner.
    await app.auth.secondFactors.remove(await idOf(ADMIN));
    const signedIn = await login(app, ADMIN, DEMO_PASSWORD, from());
    expect(signedIn.statusCode).toBe(200);
    const session = `t-ssid=${sessionCookieOf(signedIn)!.value}`;
    const refused = await call('PUT', '/api/auth/mode', session, { mode: 'admin' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('second-factor-setup-required');
    expect((await call('GET', '/api/auth/second-factor', session)).json().outcome).toMatchObject({
      required: true,
      totp: false,
      checkedAt: null,
    });

    const { secret } = (await call('POST', '/api/auth/second-factor/totp', session)).json().outcome;
    const confirmed = await call('PUT', '/api/auth/second-factor/totp', session, { code: await totpCode(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await call('PUT', '/api/auth/mode', session, { mode: 'admin' })).statusCode).toBe(200);

    // Sixteen minutes on, removing the app asks for it again; a code of it in the session renews the check.
    app.clock.advance(16 * 60 * 1000);
    const stale = await call('DELETE', '/api/auth/second-factor/totp', session);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('second-factor-required');
    const renewed = await secondFactor({ code: await totpCode(secret, 1) }, { 't-ssid': sessionCookieOf(signedIn)!.value });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await call('DELETE', '/api/auth/second-factor/totp', session)).statusCode).toBe(204);
    expect((await call('GET', '/api/auth/second-factor', session)).json().outcome.totp).toBe(false);
  });

  it('counts wrong codes like passwords: five per account, then 429 for a while', async () => {
    const asked = await login(app, 'maria.montessori@tiles.test', DEMO_PASSWORD, from());
    const pending = cookieOf(asked, PENDING_SIGN_IN_COOKIE);
    const wrongCode = wrongCodeOf(await totpCode(DEMO_TOTP_SECRET));
    for (let attempt = 0; attempt < 5; attempt++) {
      // From different addresses: the account's own count stops them.
      expect((await secondFactor({ code: wrongCode }, { [PENDING_SIGN_IN_COOKIE]: pending }, from())).statusCode).toBe(401);
    }
    const limited = await secondFactor({ code: await totpCode(DEMO_TOTP_SECRET) }, { [PENDING_SIGN_IN_COOKIE]: pending }, from());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("takes a staff passkey's assertion as the second factor after the password, and not another account's", async () => {
    const manager = 'adriano.olivetti@tiles.test';
    // Signed in once (the helper proves the app's code and adds a passkey), then asked again.
    const session = await signIn(app, manager);
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN, rpId: RP_ID, counts: false });
    const options = await call('POST', '/api/auth/passkeys/registration-options', session);
    const added = await app.inject({
      method: 'POST',
      url: '/api/auth/passkeys',
      payload: { name: 'Chiave', credential: authenticator.register(options.json().outcome) },
      headers: { cookie: `${session}; ${PASSKEY_CHALLENGE_COOKIE}=${cookieOf(options, PASSKEY_CHALLENGE_COOKIE)}` },
    });
    expect(added.statusCode, added.body).toBe(201);
    const passkeyId = added.json().outcome.id as string;

    const assertFor = async () => {
      const challenge = await app.inject({ method: 'POST', url: '/api/auth/passkeys/sign-in-options', payload: {} });
      return {
        credential: authenticator.assert(passkeyId, challenge.json().outcome),
        challenge: cookieOf(challenge, PASSKEY_CHALLENGE_COOKIE),
      };
    };
    // The manager's passkey cannot complete the tester's sign-in.
    const testerAsked = await login(app, TESTER, DEMO_PASSWORD, from());
    const other = await assertFor();
    const mismatched = await secondFactor(
      { credential: other.credential },
      { [PENDING_SIGN_IN_COOKIE]: cookieOf(testerAsked, PENDING_SIGN_IN_COOKIE), [PASSKEY_CHALLENGE_COOKIE]: other.challenge },
    );
    expect(mismatched.json().code).toBe('second-factor-refused');

    const asked = await login(app, manager, DEMO_PASSWORD, from());
    expect(asked.json().code).toBe('second-factor-required');
    const own = await assertFor();
    const signedIn = await secondFactor(
      { credential: own.credential },
      { [PENDING_SIGN_IN_COOKIE]: cookieOf(asked, PENDING_SIGN_IN_COOKIE), [PASSKEY_CHALLENGE_COOKIE]: own.challenge },
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await getUser(app, { cookie: `t-ssid=${sessionCookieOf(signedIn)!.value}` })).json().outcome.email).toBe(manager);
  });
});
