import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOperations, REFRESH_TOKEN_HEADER } from '@tiles/contracts';
import { route } from '@tiles/api-platform/ground/operation-route';
import { zoneHistoryAfterChange } from '@tiles/api-platform/ground/local-time';
import { badRequest, HttpError } from '@tiles/api-platform/ground/http-errors';
import { normaliseLogin, toUser, type UserRow } from '@tiles/api-users/repository';
import { modesOf } from '@tiles/api-roles/repository';
import { requireSecondFactor, resolveAuth } from './auth-context.js';
import { askForSecondFactor, needsSecondFactorAtSignIn } from './second-factor-routes.js';
import { startSession as startSessionOf } from './start-session.js';
import { verifyCaptcha } from './captcha.js';
import { accountOfIdentity } from './federated-accounts.js';
import { DEVICE_COOKIE, deviceCookieOptions as deviceCookieOptionsOf } from './device-cookies.js';
import { hashForUnknownAccounts, verifyPassword } from './passwords.js';

const WRONG_CREDENTIALS = 'Wrong login name or password';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, sessions, accessTokens, federated, usedFederatedTokens, loginThrottle, deviceCookies, hashGate, sessionCookies } =
    app.auth;

  const deviceCookieOptions = deviceCookieOptionsOf(app.config.publicEnv);

  const startSession = (
    request: FastifyRequest<{ Body: { tokens?: boolean | undefined } }>,
    reply: FastifyReply,
    user: UserRow,
    userAgent: string | undefined,
    timezone?: string,
  ) => startSessionOf(app, request, reply, user, userAgent, timezone, { tokens: request.body.tokens });

  const tooManyAttempts = (retryAfterSeconds: number) =>
    new HttpError(429, 'Too many sign-in attempts. Please wait before trying again.', {
      headers: { 'retry-after': String(retryAfterSeconds) },
    });

  route(app, authOperations.login, async (request, reply) => {
    const { cu, cp, ua, tz, captcha } = request.body;
    // The account is looked up first (a read, no hash): a known device is recognised by its account.
    const user = await users.findByLogin(request.site._id, cu);
    const deviceId = user ? deviceCookies.deviceOf(request.cookies[DEVICE_COOKIE], user.id) : undefined;
    const attempt = await loginThrottle.password({ account: `${request.site._id}:${normaliseLogin(cu)}`, ip: request.ip, deviceId });
    if ('byMailedLink' in attempt) {
      // The same answer whether or not the account exists, and as soon: the link is mailed after it.
      const { site } = request;
      if (user) app.afterAnswer(reply, () => app.auth.mailSignInLink.call(site, user, request.ip));
      throw new HttpError(
        403,
        'Many passwords are being tried on this account from elsewhere: if it is yours, we have emailed you a link to sign in',
        {
          code: 'sign-in-by-link',
        },
      );
    }
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
    // Said only to whoever knows the password: the answer tells a stranger nothing about the account.
    if (user.disabledAt)
      throw new HttpError(403, 'This account has been disabled by the site administrators', { code: 'account-disabled' });
    if (user.awaitingVerification) {
      throw new HttpError(403, 'Confirm your email address first: open the link we mailed you, or ask for a new one', {
        code: 'email-unverified',
      });
    }
    reply.setCookie(DEVICE_COOKIE, deviceId ? request.cookies[DEVICE_COOKIE]! : deviceCookies.issue(user.id), deviceCookieOptions);
    if (await needsSecondFactorAtSignIn(app, user))
      return askForSecondFactor(app, reply, { userId: user.id, ua, tz, tokens: request.body.tokens });
    return await startSession(request, reply, user, ua, tz);
  });

  route(app, authOperations.federatedLogin, async (request, reply) => {
    const { provider, token, returnTo, ua } = request.body;
    if (!federated.has(provider)) throw badRequest(`body.provider: '${provider}' is not a configured sign-in provider`, 'unknown-provider');
    const attempt = await loginThrottle.byProof({ ip: request.ip });
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
    const user = await accountOfIdentity(app, request, provider, identity);
    return { ...(await startSession(request, reply, user, ua)), returnTo };
  });

  route(app, authOperations.logout, async (request, reply) => {
    const context = await resolveAuth(request);
    if (context) {
      await sessions.revoke(context.sessionIdHash);
      app.auth.sessionClosed.call(context.sessionIdHash);
    }
    sessionCookies.clear(reply);
    // Signed in by a provider's pages: her session there lives on, and the page offers to end it too.
    const provider = context?.provider;
    const offered =
      provider && (await app.auth.openIdFlow.endSessionUrl(provider, app.config.publicUrl).catch(() => undefined)) ? provider : null;
    return { providerSignOut: offered };
  });

  route(app, authOperations.refresh, async (request) => {
    const outcome = await sessions.rotateRefreshToken(request.headers[REFRESH_TOKEN_HEADER]);
    if (outcome.kind === 'reused') {
      request.log.warn('a rotated refresh token was presented again: session revoked');
      app.auth.sessionClosed.call(outcome.sessionIdHash);
      throw new HttpError(401, 'This refresh token was already used; the session has been closed for safety');
    }
    if (outcome.kind === 'invalid') throw new HttpError(401, 'The refresh token is not valid');
    const access = await accessTokens.sign({ sessionIdHash: outcome.sessionIdHash, userId: outcome.userId });
    return { accessToken: access.token, accessTokenExpiresAt: access.expiresAt.toISOString(), refreshToken: outcome.refreshToken };
  });

  route(app, authOperations.getUser, async (request) => toUser(request.auth.user));

  route(app, authOperations.updateUser, async (request) => {
    const { user } = request.auth;
    // A new zone counts for the day's allowances once the day it was chosen in is over.
    const updated = await users.update(user.id, request.body, zoneHistoryAfterChange(user, request.body.timezone, app.clock.now()));
    return toUser(updated!);
  });

  route(app, authOperations.getMode, async (request) => {
    const { realUser, mode } = request.auth;
    return { mode, modes: await modesOf(app.roleRepository, realUser.roles) };
  });

  route(app, authOperations.setMode, async (request) => {
    const { realUser, mode: before, sessionIdHash } = request.auth;
    const { mode } = request.body;
    const modes = await modesOf(app.roleRepository, realUser.roles);
    if (mode !== 'user' && !modes.includes(mode)) throw new HttpError(403, `Your role may not enter ${mode} mode`, { code: 'forbidden' });
    // Modes are staff's: entering one needs the session's second factor.
    if (mode !== 'user' && mode !== before) await requireSecondFactor(request, request.auth, 'checked');
    if (mode !== before) {
      // Tester mode acts as the tester's own test learner (made on first use); every other mode as themselves.
      const actingAs = mode === 'tester' ? (await app.auth.testAccountOf.call(realUser)).id : null;
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
    return { mode, modes };
  });

  route(app, authOperations.updateLocale, async (request) => {
    const { user } = request.auth;
    const { locale } = request.body;
    if (!request.site.supportedLocale.includes(locale)) {
      throw badRequest(`body.locale: '${locale}' is not supported here (${request.site.supportedLocale.join(', ')})`);
    }
    return toUser((await users.updateLocale(user.id, locale))!);
  });

  route(app, authOperations.updateColorScheme, async (request) =>
    toUser((await users.updateColorScheme(request.auth.user.id, request.body.colorScheme))!),
  );
};
