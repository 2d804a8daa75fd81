import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paths, type Site } from '@tiles/contracts';
import {
  accountOperations,
  INVITATION_TOKEN_TTL_MS,
  PASSWORD_RESET_TOKEN_TTL_MS,
  SIGN_IN_LINK_TTL_MS,
  VERIFY_EMAIL_TOKEN_TTL_MS,
} from '@tiles/contracts-account';
import { sqlStateOf } from '@tiles/api-platform/db/errors';
import { badRequest, HttpError, notFound } from '@tiles/api-platform/ground/http-errors';
import { route } from '@tiles/api-platform/ground/operation-route';
import { hashForUnknownAccounts, hashPassword, verifyPassword } from '@tiles/api-auth/passwords';
import { startSession } from '@tiles/api-auth/start-session';
import { DEVICE_COOKIE, deviceCookieOptions } from '@tiles/api-auth/device-cookies';
import type { UserRow } from '@tiles/api-users/repository';
import type { ConsumedToken } from '@tiles/api-auth/account-tokens';
import { isCommonPassword } from './common-passwords.js';
import { exportArchive } from './export.js';
import { eraseAccount, refuseLastAdministrator } from './erasure.js';
import { createAccountMailer } from './account-mail.js';

/** What a device row is called outside: a digest of the session's id hash, which names nothing else. */
export const deviceIdOf = (sessionIdHash: string) =>
  createHash('sha256').update(`device:${sessionIdHash}`).digest('base64url').slice(0, 22);

const refusedToken = (consumed: Exclude<ConsumedToken, { status: 'ok' }>) => {
  if (consumed.status === 'used') return new HttpError(410, 'This link was already used: each link works once', { code: 'token-used' });
  if (consumed.status === 'expired') return new HttpError(410, 'This link has expired: ask for a new one', { code: 'token-expired' });
  return badRequest('body.token: is not the token of a link we sent', 'invalid-token');
};

/** A sign-up as it was asked, its password hashed. */
type SignUp = { site: Site; name: string; email: string; locale: string; returnTo?: string | undefined; passwordHash: string };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, sessions, accountTokens, loginThrottle, hashGate } = app.auth;

  const { mailFor, send } = createAccountMailer(app);

  /** A link to verify `email` for `user` (a sign-up's, or a new address's), mailed there. */
  /** `returnTo`: the page a sign-up was headed for; the verification link leads there, signed in. */
  const sendVerification = async (
    site: Site,
    user: UserRow,
    email: string,
    purpose: 'verify-email' | 'change-email',
    returnTo?: string,
  ) => {
    const token = await accountTokens.issue({ userId: user.id, purpose, email, ttlMs: VERIFY_EMAIL_TOKEN_TTL_MS });
    await send([
      await mailFor(
        purpose === 'verify-email' ? 'verifyEmail' : 'changeEmail',
        site,
        { ...user, email },
        {
          token,
          ...(returnTo ? { actionPath: paths.verifyEmail(user.locale, token, returnTo) } : {}),
        },
      ),
    ]);
  };

  /** Requests that mail an address count like sign-in attempts: 429 beyond the limits, before anything is looked up. */
  const throttleMail = async (request: FastifyRequest, address: string) => {
    const attempt = await loginThrottle.mail({ ip: request.ip, address });
    if (!attempt.allowed)
      throw new HttpError(429, 'Too many requests for this address. Please wait before trying again.', {
        headers: { 'retry-after': String(attempt.retryAfterSeconds) },
      });
  };

  const refuseCommon = (password: string) => {
    if (isCommonPassword(password)) throw badRequest('body.password: is one of the most used passwords; choose another', 'weak-password');
  };

  /** A password hash through the gate that bounds how many run at once (503 with Retry-After beyond). */
  const hashOf = (password: string) => hashGate.run(() => hashPassword(password));
  const passwordIsRight = async (user: UserRow, password: string) =>
    hashGate.run(() => verifyPassword(password, user.passwordHash ?? '')).then((right) => right && Boolean(user.passwordHash));

  route(app, accountOperations.signUp, async (request, reply) => {
    const { site } = request;
    if (site.signUp !== 'open')
      throw new HttpError(
        403,
        site.signUp === 'invitation' ? 'This site takes new accounts by invitation only' : 'This site takes no new accounts',
        {
          code: 'sign-up-closed',
        },
      );
    const { name, email, password, locale, returnTo } = request.body;
    if (!site.supportedLocale.includes(locale))
      throw badRequest(`body.locale: '${locale}' is not supported here (${site.supportedLocale.join(', ')})`);
    refuseCommon(password);
    await throttleMail(request, email);
    // The password is hashed whether or not the address is known; the rest happens after the answer: both answers
    // take the same time.
    const passwordHash = await hashOf(password);
    app.afterAnswer(reply, () => signUpAfterAnswer({ site, name, email, locale, returnTo, passwordHash }));
  });

  /** A sign-up's work once answered: the account made, or the address's owner told, or a waiting sign-up replaced. */
  const signUpAfterAnswer = async ({ site, name, email, locale, returnTo, passwordHash }: SignUp) => {
    const existing = await users.findByEmail(site._id, email);
    if (existing) {
      // Its owner hears of it (with a way back in); the caller learns nothing. An account still waiting gets its link
      // again: an invited one (no password yet) its invitation, one that signed up its verification.
      if (existing.awaitingVerification && !existing.passwordHash) {
        const address = existing.email ?? email;
        const token = await accountTokens.issue({ userId: existing.id, purpose: 'invite', email: address, ttlMs: INVITATION_TOKEN_TTL_MS });
        await send([await mailFor('invite', site, { ...existing, email: address }, { token })]);
      } else if (existing.awaitingVerification) {
        // Whoever signed up first may not be the address's owner (a pre-registration hijack): the newest sign-up
        // replaces the waiting one, and every link mailed before it dies, so the link opened is the one who set it up.
        if (await users.replaceWaitingSignUp(existing.id, { passwordHash, name, locale })) {
          await accountTokens.spendAll(existing.id, 'verify-email');
          await accountTokens.spendAll(existing.id, 'password-reset');
          const replaced = await users.findById(existing.id);
          if (replaced) await sendVerification(site, replaced, replaced.email ?? email, 'verify-email', returnTo);
        }
      } else if (existing.email) await send([await mailFor('alreadyRegistered', site, { ...existing, email: existing.email })]);
      return;
    }
    let user: UserRow;
    try {
      user = await users.create({
        siteId: site._id,
        login: email,
        email: email.trim().toLowerCase(),
        passwordHash,
        roles: ['learner'],
        locale,
        timezone: 'Europe/Rome',
        fields: { name, surname: '', gender: 'neutro' },
        awaitingVerification: true,
      });
    } catch (error) {
      // The same address signed up twice at once: the first made the account, the second answers as for any known address.
      if (sqlStateOf(error) === '23505') return;
      throw error;
    }
    await sendVerification(site, user, user.email!, 'verify-email', returnTo);
  };

  route(app, accountOperations.resendVerification, async (request, reply) => {
    const { email } = request.body;
    const { site } = request;
    await throttleMail(request, email);
    app.afterAnswer(reply, async () => {
      const user = await users.findByEmail(site._id, email);
      if (user?.awaitingVerification && user.email) await sendVerification(site, user, user.email, 'verify-email');
    });
  });

  // An account guessed at from everywhere: its owner signs in from the mailbox, and the browser becomes a known one.
  app.auth.mailSignInLink.provide(async (site, user, ip) => {
    if (!user.email || user.disabledAt || user.awaitingVerification) return;
    // Bounded like every mail to an address: the guessers cannot flood the owner's mailbox.
    if (!(await loginThrottle.mail({ ip, address: user.email })).allowed) return;
    const token = await accountTokens.issue({ userId: user.id, purpose: 'sign-in', email: user.email, ttlMs: SIGN_IN_LINK_TTL_MS });
    await send([await mailFor('signInLink', site, { ...user, email: user.email }, { token })]);
  });

  route(app, accountOperations.verifyEmail, async (request, reply) => {
    const consumed = await accountTokens.consume(request.body.token, ['verify-email', 'change-email', 'sign-in']);
    if (consumed.status !== 'ok') throw refusedToken(consumed);
    const { token } = consumed;
    const user = await users.findById(token.userId);
    if (!user || user.siteId !== request.site._id) throw refusedToken({ status: 'invalid' });
    if (token.purpose === 'sign-in') {
      if (user.disabledAt || user.deletedAt) throw refusedToken({ status: 'invalid' });
      reply.setCookie(DEVICE_COOKIE, app.auth.deviceCookies.issue(user.id), deviceCookieOptions(app.config.publicEnv));
      await startSession(app, request, reply, user, undefined);
      return { email: token.email, signedIn: true };
    }
    if (token.purpose === 'verify-email') {
      await users.markVerified(user.id);
      // The link reached the address the account was made with: its owner is in, where they were going.
      await startSession(app, request, reply, { ...user, awaitingVerification: false }, undefined);
      return { email: token.email, signedIn: true };
    }
    if (await users.emailIsHeldByAnother(user.siteId, token.email, user.id))
      throw new HttpError(409, 'Another account already uses this address', { code: 'email-in-use' });
    const previous = user.email;
    // Two accounts confirming the same new address at once both pass the check above: the unique index decides.
    const changed = await users.changeEmail(user.id, token.email).then(
      () => true,
      (error: unknown) => {
        if (sqlStateOf(error) === '23505') return false;
        throw error;
      },
    );
    if (!changed) throw new HttpError(409, 'Another account already uses this address', { code: 'email-in-use' });
    // The old address is told, so a change nobody asked for is noticed where the owner still reads.
    if (previous && previous !== token.email)
      await send([await mailFor('emailChanged', request.site, { ...user, email: previous }, { params: { email: token.email } })]);
    return { email: token.email, signedIn: false };
  });

  route(app, accountOperations.requestPasswordReset, async (request, reply) => {
    const { email } = request.body;
    const { site } = request;
    await throttleMail(request, email);
    app.afterAnswer(reply, async () => {
      const user = await users.findByEmail(site._id, email);
      // An account with a password, or invited and not yet in; a federated-only learner signs in with their provider.
      if (!user?.email || !(user.passwordHash || user.awaitingVerification)) return;
      const token = await accountTokens.issue({
        userId: user.id,
        purpose: 'password-reset',
        email: user.email,
        ttlMs: PASSWORD_RESET_TOKEN_TTL_MS,
      });
      await send([await mailFor('passwordReset', site, { ...user, email: user.email }, { token })]);
    });
  });

  route(app, accountOperations.confirmPasswordReset, async (request) => {
    const { token, password } = request.body;
    refuseCommon(password);
    // An invitation's link chooses the first password the same way.
    const consumed = await accountTokens.consume(token, ['password-reset', 'invite']);
    if (consumed.status !== 'ok') throw refusedToken(consumed);
    const user = await users.findById(consumed.token.userId);
    if (!user || user.siteId !== request.site._id) throw refusedToken({ status: 'invalid' });
    await users.setPasswordHash(user.id, await hashOf(password));
    await accountTokens.spendAll(user.id, 'password-reset');
    await accountTokens.spendAll(user.id, 'invite');
    for (const ended of await sessions.revokeAllOf(user.id)) app.push.disconnectSession(ended);
    if (user.email && user.passwordHash) await send([await mailFor('passwordChanged', request.site, { ...user, email: user.email })]);
    return { login: user.login };
  });

  /**
   * The current password of the signed-in account, checked like a sign-in from a known browser: the session is one, so
   * it is counted on its own (429 beyond the limits), and guesses at the account from elsewhere do not stop its owner.
   */
  const checkCurrentPassword = async (request: FastifyRequest, user: UserRow, password: string, field = 'body.currentPassword') => {
    const attempt = await loginThrottle.currentPassword({
      account: `${user.siteId}:${user.login}`,
      sessionIdHash: request.auth.sessionIdHash,
    });
    if (!attempt.allowed)
      throw new HttpError(429, 'Too many attempts. Please wait before trying again.', {
        headers: { 'retry-after': String(attempt.retryAfterSeconds) },
      });
    const right = user.passwordHash
      ? await passwordIsRight(user, password)
      : (await verifyPassword(password, await hashForUnknownAccounts()), false);
    if (!right) throw new HttpError(403, `${field}: is not your current password`, { code: 'wrong-password' });
    await attempt.succeeded();
  };

  route(app, accountOperations.changePassword, async (request) => {
    const { realUser, sessionIdHash } = request.auth;
    const { currentPassword, password } = request.body;
    refuseCommon(password);
    await checkCurrentPassword(request, realUser, currentPassword);
    await users.setPasswordHash(realUser.id, await hashOf(password));
    await accountTokens.spendAll(realUser.id, 'password-reset');
    for (const ended of await sessions.revokeAllOf(realUser.id, sessionIdHash)) app.push.disconnectSession(ended);
    if (realUser.email) await send([await mailFor('passwordChanged', request.site, { ...realUser, email: realUser.email })]);
    return;
  });

  route(app, accountOperations.changeEmail, async (request, reply) => {
    const { realUser } = request.auth;
    const { email, currentPassword } = request.body;
    await checkCurrentPassword(request, realUser, currentPassword);
    await throttleMail(request, email);
    const address = email.trim().toLowerCase();
    if (address === realUser.email?.toLowerCase()) throw badRequest('body.email: is already your address');
    // Held by another account: its owner is told; the caller hears the same as for a free address, as soon.
    const { site } = request;
    app.afterAnswer(reply, async () => {
      const holder = await users.findByEmail(realUser.siteId, address);
      if (holder && holder.id !== realUser.id) {
        if (holder.email) await send([await mailFor('alreadyRegistered', site, { ...holder, email: holder.email })]);
      } else await sendVerification(site, realUser, address, 'change-email');
    });
  });

  route(app, accountOperations.listDevices, async (request) => {
    const { realUser, sessionIdHash } = request.auth;
    const live = await sessions.listLive(realUser.id);
    return live.map((session) => ({
      id: deviceIdOf(session.idHash),
      userAgent: session.userAgent,
      timezone: session.timezone,
      signedInAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      current: session.idHash === sessionIdHash,
    }));
  });

  route(app, accountOperations.signOutDevice, async (request) => {
    const { realUser } = request.auth;
    const session = (await sessions.listLive(realUser.id)).find((candidate) => deviceIdOf(candidate.idHash) === request.params.deviceId);
    if (!session) throw notFound(`No device ${request.params.deviceId} is signed in to your account`);
    await sessions.revoke(session.idHash);
    app.push.disconnectSession(session.idHash);
    return;
  });

  route(app, accountOperations.deleteAccount, async (request, reply) => {
    const { realUser } = request.auth;
    const { site } = request;
    const body = request.body;
    if ('password' in body) await checkCurrentPassword(request, realUser, body.password, 'body.password');
    else {
      // A learner without a password proves it is them again through their provider: a fresh token for the same subject.
      const { federated, usedFederatedTokens } = app.auth;
      const verified = federated.has(body.provider) ? await federated.verify(body.provider, body.token) : { error: 'unknown provider' };
      const linked =
        'identity' in verified ? await users.findByFederatedIdentity(site._id, body.provider, verified.identity.subject) : undefined;
      if (
        !('identity' in verified) ||
        linked?.id !== realUser.id ||
        !(await usedFederatedTokens.claim(body.token, verified.identity.expiresAt))
      )
        throw new HttpError(403, 'body.token: is not a fresh sign-in of this account', { code: 'invalid-token' });
    }
    await refuseLastAdministrator(app, site._id, realUser);
    // Without personal data: the account is named by its (random) id only, even as the one who deleted it.
    await eraseAccount(app, {
      siteId: site._id,
      user: realUser,
      by: 'self',
      actor: { id: realUser.id, login: 'deleted-account' },
      mode: request.auth.mode,
    });
    app.auth.sessionCookies.clear(reply);
  });

  route(app, accountOperations.exportData, async (request, reply) => {
    const { stream, fileName } = await exportArchive(app, request.site, request.auth.realUser);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  route(app, accountOperations.signOutOtherDevices, async (request) => {
    const { realUser, sessionIdHash } = request.auth;
    for (const ended of await sessions.revokeAllOf(realUser.id, sessionIdHash)) app.push.disconnectSession(ended);
    return;
  });
};
