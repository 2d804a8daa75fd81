import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionTokens } from '@tiles/contracts';
import type { UserRow } from '../users/repository.js';
import { resolveAuth } from './auth-context.js';

/**
 * A brand-new session for `user` (the caller's old one, if any, is closed): the cookie for browsers, tokens for the
 * rest. Every way in goes through here: a sign-in, a provider's, a verified sign-up.
 */
export const startSession = async (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  userAgent: string | undefined,
  timezone?: string,
): Promise<SessionTokens> => {
  const { sessions, sessionCookies, accessTokens } = app.auth;
  const previous = await resolveAuth(request);
  if (previous) await sessions.revoke(previous.sessionIdHash);
  const session = await sessions.create(user.id, userAgent ?? request.headers['user-agent'], timezone);
  await app.notifications.welcomeOnce(user);
  sessionCookies.set(reply, session);
  const access = await accessTokens.sign({ sessionIdHash: session.sessionIdHash, userId: user.id });
  return { accessToken: access.token, accessTokenExpiresAt: access.expiresAt.toISOString(), refreshToken: session.refreshToken };
};
