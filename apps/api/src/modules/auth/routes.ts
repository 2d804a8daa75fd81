import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  federatedLoginRequestSchema,
  federatedLoginResultSchema,
  localeUpdateSchema,
  loginRequestSchema,
  modeChangeSchema,
  modeStateSchema,
  outcomeOf,
  REFRESH_TOKEN_HEADER,
  sessionTokensSchema,
  userSchema,
  userUpdateSchema,
  type SessionTokens,
} from '@tiles/contracts';
import { badRequest, HttpError } from '../../plugins/errors.js';
import { normaliseLogin, toUser, type UserRow } from '../users/repository.js';
import { resolveAuth } from './auth-context.js';
import { verifyCaptcha } from './captcha.js';
import { nameFromClaim } from './federated.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from './device-cookies.js';
import { hashForUnknownAccounts, verifyPassword } from './passwords.js';

const WRONG_CREDENTIALS = 'Wrong login name or password';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const modesOf = async (user: UserRow) => (user.roles[0] ? await app.roleRepository.findById(user.roles[0]) : undefined)?.modes ?? [];
  const { users, sessions, accessTokens, federated, usedFederatedTokens, loginThrottle, deviceCookies, hashGate, sessionCookies } =
    app.auth;

  const deviceCookieOptions = {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.publicEnv !== 'local',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  };

  /** A brand-new session (the caller's old one, if any, is closed): cookie for browsers, tokens for the rest. */
  const startSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    userAgent: string | undefined,
  ): Promise<SessionTokens> => {
    const previous = await resolveAuth(request);
    if (previous) await sessions.revoke(previous.sessionIdHash);
    const session = await sessions.create(user.id, userAgent ?? request.headers['user-agent']);
    await app.notifications.welcomeOnce(user);
    sessionCookies.set(reply, session);
    const access = await accessTokens.sign({ sessionIdHash: session.sessionIdHash, userId: user.id });
    return { accessToken: access.token, accessTokenExpiresAt: access.expiresAt.toISOString(), refreshToken: session.refreshToken };
  };

  const tooManyAttempts = (retryAfterSeconds: number) =>
    new HttpError(429, 'Too many sign-in attempts. Please wait before trying again.', {
      headers: { 'retry-after': String(retryAfterSeconds) },
    });

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with login name (or email) and password: sets the t-ssid cookie and answers tokens',
        description:
          'Wrong name or password: 401 with one message either way. Limits, counting every attempt in 15 minutes: ' +
          '20 per address, 5 per account and address, 50 per account; a browser that signed in to the account ' +
          'before (its t-dev cookie) has 10 of its own instead. Beyond them 429 with Retry-After, for twice as long ' +
          'each time the same guesser runs out again within a day; while too many ' +
          'passwords are being checked at once, 503 with Retry-After. With captcha configured, `captcha` (a ' +
          'reCAPTCHA v3 token for the action "login") is required.',
        body: loginRequestSchema,
        response: { 200: outcomeOf(sessionTokensSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { cu, cp, ua, captcha } = request.body;
      // The account is looked up first (a read, no hash): a known device is recognised by its account.
      const user = await users.findByLogin(request.site._id, cu);
      const deviceId = user ? deviceCookies.deviceOf(request.cookies[DEVICE_COOKIE], user.id) : undefined;
      const attempt = await loginThrottle.password({ account: `${request.site._id}:${normaliseLogin(cu)}`, ip: request.ip, deviceId });
      if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);

      const captchaConfig = app.config.auth.captcha;
      if (captchaConfig) {
        if (!captcha) throw badRequest('body.captcha: is required on this site', 'captcha');
        const result = await verifyCaptcha(captchaConfig, captcha, request.ip);
        if (result === 'unavailable') {
          await attempt.notChecked();
          throw new HttpError(503, 'The captcha check is unavailable; please try again shortly');
        }
        if (result === 'failed') throw badRequest('body.captcha: the captcha check failed; please try again', 'captcha');
      }

      // Unknown accounts are checked against a dummy hash: the answer takes as long as for a wrong password.
      const dummy = await hashForUnknownAccounts();
      // Refused for want of room (503), the password was never checked: the attempt does not count, and the
      // browser sends it again after Retry-After (a class signing in together behind one address).
      const passwordMatches = await hashGate
        .run(() => verifyPassword(cp, user?.passwordHash ?? dummy), { knownDevice: deviceId !== undefined })
        .catch(async (error: unknown) => {
          await attempt.notChecked();
          throw error;
        });
      if (!user || !user.passwordHash || !passwordMatches) {
        throw new HttpError(401, WRONG_CREDENTIALS, { code: 'invalid-credentials' });
      }
      await attempt.succeeded();
      reply.setCookie(DEVICE_COOKIE, deviceId ? request.cookies[DEVICE_COOKIE]! : deviceCookies.issue(user.id), deviceCookieOptions);
      return { outcome: await startSession(request, reply, user, ua) };
    },
  );

  app.post(
    '/auth/federated/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an OpenID Connect ID token from a configured provider; answers where to continue',
        description:
          'returnTo (default /) must be a path on this site. Unknown subject: 403, or a new learner when the provider allows ' +
          "sign-up (409 email-in-use when another account holds the token's verified email). The email claim counts only " +
          "with email_verified: true; a token whose lifetime (exp - iat) is beyond the provider's bound is refused (401).",
        body: federatedLoginRequestSchema,
        response: { 200: outcomeOf(federatedLoginResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { provider, token, returnTo, ua } = request.body;
      if (!federated.has(provider))
        throw badRequest(`body.provider: '${provider}' is not a configured sign-in provider`, 'unknown-provider');
      const attempt = await loginThrottle.federated({ ip: request.ip });
      if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);

      const verified = await federated.verify(provider, token);
      if ('error' in verified) {
        request.log.warn({ provider, reason: verified.error }, 'federated sign-in token refused');
        throw new HttpError(401, 'The sign-in token is not valid', { code: 'invalid-token' });
      }
      const { identity } = verified;
      // An ID token signs in once: a copy (a leaked log, a browser history, a proxy) cannot start another session.
      if (!(await usedFederatedTokens.claim(token, identity.expiresAt))) {
        request.log.warn({ provider }, 'federated sign-in token presented again');
        throw new HttpError(401, 'The sign-in token is not valid', { code: 'invalid-token' });
      }
      await attempt.succeeded();
      let user = await users.findByFederatedIdentity(request.site._id, provider, identity.subject);
      if (!user) {
        if (!identity.allowSignUp) throw new HttpError(403, 'No account is linked to this sign-in yet', { code: 'sign-up-closed' });
        // One email, one account: two would split a learner's history and break the Open Badges recipient hash.
        if (identity.email && (await users.emailIsHeld(request.site._id, identity.email)))
          throw new HttpError(409, 'Another account already uses the email of this sign-in: sign in to that account instead', {
            code: 'email-in-use',
          });
        user = await users.create(
          {
            siteId: request.site._id,
            login: `${provider}:${identity.subject}`,
            email: identity.email ?? null,
            roles: ['learner'],
            locale: request.localeCode,
            timezone: 'Europe/Rome',
            fields: {
              // Names must be valid names (the claims were cleaned); a missing one gets a stand-in the learner can edit.
              name: identity.givenName ?? nameFromClaim(identity.email?.split('@')[0]) ?? provider,
              surname: identity.familyName ?? '—',
              gender: 'neutro',
            },
          },
          { provider, subject: identity.subject },
        );
      }
      return { outcome: { ...(await startSession(request, reply, user, ua)), returnTo } };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: "Close the current session (its refresh tokens die with it) and clear the browser's session cookies",
        description:
          "Clears t-ssid and its presence mark t-live (the service worker then forgets the learner's kept pages) and sends " +
          'Clear-Site-Data: "cache". Any answer to a request whose session cookie names no live session does the same.',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const context = await resolveAuth(request);
      if (context) {
        await sessions.revoke(context.sessionIdHash);
        app.push.disconnectSession(context.sessionIdHash);
      }
      sessionCookies.clear(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Swap the refresh token in x-rt for a new access token and a new refresh token',
        description: 'Each refresh token works once. Presenting one that was already swapped closes the whole session.',
        headers: z.object({ [REFRESH_TOKEN_HEADER]: z.string().min(1).max(256) }),
        response: { 200: outcomeOf(sessionTokensSchema), ...errors },
      },
    },
    async (request) => {
      const outcome = await sessions.rotateRefreshToken(request.headers[REFRESH_TOKEN_HEADER]);
      if (outcome.kind === 'reused') {
        request.log.warn('a rotated refresh token was presented again: session revoked');
        app.push.disconnectSession(outcome.sessionIdHash);
        throw new HttpError(401, 'This refresh token was already used; the session has been closed for safety');
      }
      if (outcome.kind === 'invalid') throw new HttpError(401, 'The refresh token is not valid');
      const access = await accessTokens.sign({ sessionIdHash: outcome.sessionIdHash, userId: outcome.userId });
      return {
        outcome: { accessToken: access.token, accessTokenExpiresAt: access.expiresAt.toISOString(), refreshToken: outcome.refreshToken },
      };
    },
  );

  app.get(
    '/auth/user',
    {
      config: { signedIn: true },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: outcomeOf(userSchema), 401: apiErrorSchema } },
    },
    async (request) => ({ outcome: toUser(request.auth.user) }),
  );

  app.put(
    '/auth/user',
    {
      config: { signedIn: true },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's own name, surname, gender and time zone (never id or role)",
        body: userUpdateSchema,
        response: { 200: outcomeOf(userSchema), ...errors },
      },
    },
    async (request) => {
      const { user } = request.auth;
      const updated = await users.update(user.id, request.body);
      return { outcome: toUser(updated!) };
    },
  );

  app.get(
    '/auth/mode',
    {
      config: { signedIn: true },
      schema: {
        tags: ['auth'],
        summary: "The mode of the caller's session (user, admin or tester) and the modes their role allows besides user",
        response: { 200: outcomeOf(modeStateSchema), 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { realUser, mode } = request.auth;
      return { outcome: { mode, modes: await modesOf(realUser) } };
    },
  );

  app.put(
    '/auth/mode',
    {
      config: { signedIn: true },
      schema: {
        tags: ['auth'],
        summary:
          "Switch the session's mode: user always, admin or tester when the role allows it (403 otherwise). Kept until logout; audited.",
        body: modeChangeSchema,
        response: { 200: outcomeOf(modeStateSchema), ...errors },
      },
    },
    async (request) => {
      const { realUser, mode: before, sessionIdHash } = request.auth;
      const { mode } = request.body;
      const modes = await modesOf(realUser);
      if (mode !== 'user' && !modes.includes(mode)) throw new HttpError(403, `Your role may not enter ${mode} mode`, { code: 'forbidden' });
      if (mode !== before) {
        // Tester mode acts as the tester's own test learner (made on first use); every other mode as themselves.
        const actingAs = mode === 'tester' ? (await app.tester.testAccountOf(realUser)).id : null;
        await sessions.setMode(sessionIdHash, mode, actingAs, (_none, tx) =>
          app.audit.record(
            {
              siteId: request.site._id,
              user: realUser,
              mode,
              action: 'mode.switch',
              entity: 'session',
              entityId: realUser.login,
              before: { mode: before },
              after: { mode },
            },
            tx,
          ),
        );
      }
      return { outcome: { mode, modes } };
    },
  );

  app.put(
    '/auth/user/locale',
    {
      config: { signedIn: true },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's locale; it must be one the site supports",
        body: localeUpdateSchema,
        response: { 200: outcomeOf(userSchema), ...errors },
      },
    },
    async (request) => {
      const { user } = request.auth;
      const { locale } = request.body;
      if (!request.site.supportedLocale.includes(locale)) {
        throw badRequest(`body.locale: '${locale}' is not supported here (${request.site.supportedLocale.join(', ')})`);
      }
      return { outcome: toUser((await users.updateLocale(user.id, locale))!) };
    },
  );
};
