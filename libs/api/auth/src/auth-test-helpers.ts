import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '@tiles/api-platform/config';
import { createSoftwareAuthenticator } from '@tiles/test-authenticator/software-authenticator';
import { totpCode } from '@tiles/test-authenticator/totp';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from './demo-users.js';
import { PASSKEY_CHALLENGE_COOKIE } from './passkey-ceremony.js';
import { PENDING_SIGN_IN_COOKIE } from './second-factor-routes.js';

/** Shared by the auth tests: the demo learner, and the calls every suite makes. */
export const ADA = 'ada.lovelace@tiles.test';

export const login = (app: FastifyInstance, cu: string, cp: string, remoteAddress = '10.0.0.1', extra: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { cu, cp, ua: 'vitest', ...extra }, remoteAddress });

export const sessionCookieOf = (response: Awaited<ReturnType<typeof login>>) => response.cookies.find((cookie) => cookie.name === 't-ssid');

export const getUser = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/auth/user', headers });

/** Switches a signed-in session's mode (admin calls need admin mode); fails the test if refused. */
export const enterMode = async (app: FastifyInstance, cookie: string, mode: 'user' | 'admin' | 'tester') => {
  const response = await app.inject({ method: 'PUT', url: '/api/auth/mode', payload: { mode }, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`could not enter ${mode} mode: ${response.statusCode} ${response.body}`);
};

/** The site of the passkey and second-factor suites: a production site on https, where passkeys work. */
export const WEB_AUTHN_SITE = { origin: 'https://learn.tiles.test', rpId: 'learn.tiles.test' };

/** The config of an app on that site, with a fixed secret (sealed cookies survive between calls). */
export const webAuthnTestConfig = () => ({
  publicEnv: 'production' as const,
  publicUrl: WEB_AUTHN_SITE.origin,
  auth: {
    ...loadConfig({}).auth,
    secret: 'test-secret-that-is-long-enough-for-hs256',
    webAuthn: { rpId: WEB_AUTHN_SITE.rpId, origins: [WEB_AUTHN_SITE.origin] },
  },
});

export const cookieOf = (response: LightMyRequestResponse, name: string) => response.cookies.find((cookie) => cookie.name === name)?.value;

/** Per app, the passkey each staff account signed in with once: a code of the app is good once a 30-second step. */
const staffPasskeys = new WeakMap<
  FastifyInstance,
  Map<string, { authenticator: ReturnType<typeof createSoftwareAuthenticator>; id: string }>
>();

const signedInAnswer = (who: string, response: LightMyRequestResponse) => {
  const session = sessionCookieOf(response);
  if (response.statusCode !== 200 || !session) throw new Error(`could not sign ${who} in: ${response.statusCode} ${response.body}`);
  return { cookie: `t-ssid=${session.value}`, accessToken: (response.json() as { outcome: { accessToken: string } }).outcome.accessToken };
};

/**
 * The second factor of a staff account after its password: the demo's authenticator app the first time in an app,
 * then a passkey the helper added with it (real ceremonies both; several sign-ins within one 30-second step would
 * find the app's code used).
 */
const proveSecondFactor = async (app: FastifyInstance, who: string, pending: LightMyRequestResponse, remoteAddress?: string) => {
  const kept = staffPasskeys.get(app) ?? new Map();
  staffPasskeys.set(app, kept);
  const passkey = kept.get(who);
  if (passkey) {
    const options = await app.inject({ method: 'POST', url: '/api/auth/passkeys/sign-in-options', payload: {}, remoteAddress });
    const credential = passkey.authenticator.assert(passkey.id, options.json().outcome);
    return signedInAnswer(
      who,
      await app.inject({
        method: 'POST',
        url: '/api/auth/passkeys/sign-in',
        payload: { credential, ua: 'vitest', tokens: true },
        cookies: { [PASSKEY_CHALLENGE_COOKIE]: cookieOf(options, PASSKEY_CHALLENGE_COOKIE)! },
        remoteAddress,
      }),
    );
  }
  const signedIn = signedInAnswer(
    who,
    await app.inject({
      method: 'POST',
      url: '/api/auth/second-factor',
      payload: { code: await totpCode(DEMO_TOTP_SECRET) },
      cookies: { [PENDING_SIGN_IN_COOKIE]: cookieOf(pending, PENDING_SIGN_IN_COOKIE)! },
      remoteAddress,
    }),
  );
  const { rpId, origins } = app.config.auth.webAuthn;
  const authenticator = createSoftwareAuthenticator({ origin: origins[0]!, rpId, counts: false });
  const options = await app.inject({
    method: 'POST',
    url: '/api/auth/passkeys/registration-options',
    payload: {},
    headers: { cookie: signedIn.cookie },
  });
  const added = await app.inject({
    method: 'POST',
    url: '/api/auth/passkeys',
    payload: { name: 'vitest', credential: authenticator.register(options.json().outcome) },
    headers: { cookie: `${signedIn.cookie}; ${PASSKEY_CHALLENGE_COOKIE}=${cookieOf(options, PASSKEY_CHALLENGE_COOKIE)}` },
  });
  if (added.statusCode !== 201) throw new Error(`could not add ${who}'s test passkey: ${added.statusCode} ${added.body}`);
  kept.set(who, { authenticator, id: (added.json() as { outcome: { id: string } }).outcome.id });
  return signedIn;
};

/**
 * The one way a suite signs a demo account in: through the api's own login (and, for staff, their second factor),
 * answering the `cookie` header value of the new session (and its access token, for the socket). Fails the test if
 * the sign-in is refused.
 */
export const signInWithTokens = async (app: FastifyInstance, who: string, remoteAddress?: string) => {
  const response = await login(app, who, DEMO_PASSWORD, remoteAddress, { tokens: true });
  if (response.statusCode === 401 && (response.json() as { code?: string }).code === 'second-factor-required')
    return proveSecondFactor(app, who, response, remoteAddress);
  return signedInAnswer(who, response);
};

/**
 * A demo staff session proves its second factor again (the most sensitive calls want one of the last 15 minutes):
 * the demo app's next code, which no sign-in took yet.
 */
export const proveDemoSecondFactorAgain = async (app: FastifyInstance, cookie: string) => {
  const proved = await app.inject({
    method: 'POST',
    url: '/api/auth/second-factor',
    payload: { code: await totpCode(DEMO_TOTP_SECRET, 1) },
    headers: { cookie },
  });
  if (proved.statusCode !== 200) throw new Error(`could not prove the second factor again: ${proved.statusCode} ${proved.body}`);
};

/**
 * Sets up an authenticator app for the signed-in account of `cookie` as its owner would (its code computed here), so
 * the session has proved a second factor: what a newly made teacher or administrator does before using the role.
 */
export const setUpAuthenticatorApp = async (app: FastifyInstance, cookie: string) => {
  const begun = await app.inject({ method: 'POST', url: '/api/auth/second-factor/totp', payload: {}, headers: { cookie } });
  if (begun.statusCode !== 200) throw new Error(`could not start an authenticator app: ${begun.statusCode} ${begun.body}`);
  const { secret } = (begun.json() as { outcome: { secret: string } }).outcome;
  const confirmed = await app.inject({
    method: 'PUT',
    url: '/api/auth/second-factor/totp',
    payload: { code: await totpCode(secret) },
    headers: { cookie },
  });
  if (confirmed.statusCode !== 200) throw new Error(`could not confirm the authenticator app: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, recoveryCodes: (confirmed.json() as { outcome: { recoveryCodes: string[] } }).outcome.recoveryCodes };
};

/** Signs a demo account in and answers its `cookie` header value. */
export const signIn = async (app: FastifyInstance, who: string) => (await signInWithTokens(app, who)).cookie;
