import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOperations } from '@tiles/contracts';
import { route } from '@tiles/api-platform/ground/operation-route';
import { badRequest, HttpError, notFound } from '@tiles/api-platform/ground/http-errors';
import { permissionsOf } from '@tiles/api-roles/repository';
import type { UserRow } from '@tiles/api-users/repository';
import { resolveAuth } from './auth-context.js';
import { createPasskeyCeremony } from './passkey-ceremony.js';
import { startSession } from './start-session.js';

/** A password sign-in waiting for its second factor: who, and what the sign-in asked for. */
export type PendingSignIn = { userId: string; ua?: string | undefined; tz?: string | undefined; tokens?: boolean | undefined };

export const PENDING_SIGN_IN_COOKIE = 't-2fa';
const PENDING_SECONDS = 5 * 60;
const PENDING_COOKIE_PATH = '/api/auth';

/** Whoever's role holds any permission: other people's data, the site's content or settings. */
export const isStaff = async (app: FastifyInstance, user: UserRow) => (await permissionsOf(app.roleRepository, user.roles)).length > 0;

/**
 * Whether a password is not enough to sign `user` in: she set up an authenticator app, or she is staff with a
 * passkey (which then serves as her second factor).
 */
export const needsSecondFactorAtSignIn = async (app: FastifyInstance, user: UserRow) =>
  (await app.auth.secondFactors.hasTotp(user.id)) || ((await isStaff(app, user)) && (await app.auth.passkeys.count(user.id)) > 0);

/** The password was right, and the second factor is asked for: no session yet, a sealed note of the sign-in. */
export const askForSecondFactor = async (app: FastifyInstance, reply: FastifyReply, pending: PendingSignIn): Promise<never> => {
  reply.setCookie(PENDING_SIGN_IN_COOKIE, await app.auth.pendingSignIns.seal(pending, PENDING_SECONDS), {
    path: PENDING_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.publicEnv !== 'local',
    maxAge: PENDING_SECONDS,
  });
  throw new HttpError(401, 'Enter a code of your authenticator app (or a recovery code), or use a passkey', {
    code: 'second-factor-required',
  });
};

const refused = () => new HttpError(401, 'That code is not right, or was used already', { code: 'second-factor-refused' });

/**
 * The second factor (ASVS V6.3): an authenticator app (TOTP) with recovery codes, set up and removed by its owner;
 * proved after the password, or again in a session when staff permissions or the most sensitive actions ask.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, sessions, secondFactors, passkeys, pendingSignIns, loginThrottle } = app.auth;
  const ceremony = createPasskeyCeremony(app);
  const now = () => app.clock.now();

  /** Who is proving it: the pending sign-in's person, or the signed-in caller. */
  const proverOf = async (request: FastifyRequest) => {
    const pending = await pendingSignIns.open(request.cookies[PENDING_SIGN_IN_COOKIE]);
    if (pending) return { pending, userId: pending.userId };
    const context = await resolveAuth(request);
    if (context) return { context, userId: context.realUser.id };
    throw new HttpError(401, 'The sign-in took too long: sign in again', { code: 'sign-in-expired' });
  };

  route(app, authOperations.secondFactor, async (request, reply) => {
    const prover = await proverOf(request);
    const attempt = await loginThrottle.secondFactor({ userId: prover.userId, ip: request.ip });
    if (!attempt.allowed)
      throw new HttpError(429, 'Too many codes tried. Please wait before trying again.', {
        headers: { 'retry-after': String(attempt.retryAfterSeconds) },
      });
    const { code, credential } = request.body;
    if (credential) {
      const passkey = await ceremony.verifyAssertion(request, reply, credential);
      if (passkey.userId !== prover.userId) throw refused();
    } else {
      const outcome = await secondFactors.check(prover.userId, code!);
      if (outcome === 'refused') throw refused();
      if (outcome === 'recovery-code') request.log.info({ userId: prover.userId }, 'a recovery code was spent');
    }
    await attempt.succeeded();
    if (prover.context) {
      await sessions.secondFactorProved(prover.context.sessionIdHash);
      return {};
    }
    reply.clearCookie(PENDING_SIGN_IN_COOKIE, { path: PENDING_COOKIE_PATH });
    const user = await users.findById(prover.userId);
    if (!user || user.deletedAt) throw new HttpError(401, 'The sign-in took too long: sign in again', { code: 'sign-in-expired' });
    if (user.disabledAt)
      throw new HttpError(403, 'This account has been disabled by the site administrators', { code: 'account-disabled' });
    const { ua, tz, tokens } = prover.pending;
    return startSession(app, request, reply, user, ua, tz, { tokens, secondFactor: true });
  });

  route(app, authOperations.getSecondFactor, async (request) => {
    const { realUser, secondFactorAt } = request.auth;
    const totp = await secondFactors.find(realUser.id);
    return {
      required: await isStaff(app, realUser),
      totp: Boolean(totp?.confirmedAt),
      passkeys: await passkeys.count(realUser.id),
      recoveryCodesLeft: totp?.confirmedAt ? totp.recoveryCodeHashes.length : 0,
      checkedAt: secondFactorAt?.toISOString() ?? null,
    };
  });

  route(app, authOperations.beginTotp, async (request) => {
    const { realUser } = request.auth;
    const started = await secondFactors.begin(realUser.id, now());
    if (!started) throw new HttpError(409, 'An authenticator app is set up already: remove it first', { code: 'conflict' });
    return {
      secret: started.secret,
      uri: secondFactors.uriOf(started.secret, { issuer: request.site.niceName, label: realUser.email ?? realUser.login }),
    };
  });

  route(app, authOperations.confirmTotp, async (request) => {
    const { realUser, sessionIdHash } = request.auth;
    const recoveryCodes = await secondFactors.confirm(realUser.id, request.body.code, now());
    if (!recoveryCodes)
      throw badRequest(
        'body.code: it is not a code of the app being set up; check its clock and try the next one',
        'second-factor-refused',
      );
    await sessions.secondFactorProved(sessionIdHash);
    return { recoveryCodes };
  });

  route(app, authOperations.removeTotp, async (request) => {
    if (!(await secondFactors.remove(request.auth.realUser.id))) throw notFound('No authenticator app is set up');
  });

  route(app, authOperations.renewRecoveryCodes, async (request) => {
    const recoveryCodes = await secondFactors.renewRecoveryCodes(request.auth.realUser.id);
    if (!recoveryCodes) throw notFound('No authenticator app is set up');
    return { recoveryCodes };
  });
};
