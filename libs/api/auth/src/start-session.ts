import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignedIn } from '@tiles/contracts';
import type { UserRow } from '@tiles/api-users/repository';
import { resolveAuth } from './auth-context.js';

/**
 * A brand-new session for `user` (the caller's old one, if any, is closed): the http-only cookie, and bearer tokens
 * only for a client that asked for them (`tokens`): a browser's page never holds a credential its scripts could carry
 * away. Every way in goes through here: a sign-in, a provider's, a verified sign-up.
 */
export const startSession = async (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  userAgent: string | undefined,
  timezone?: string,
  {
    tokens = false,
    secondFactor = false,
    provider,
  }: {
    tokens?: boolean | undefined;
    /** The way in proved a second factor too (a code after the password, a passkey with user verification). */
    secondFactor?: boolean;
    /** Signed in by this provider's own pages (the code flow). */
    provider?: string;
  } = {},
): Promise<SignedIn> => {
  const { sessions, sessionCookies, accessTokens } = app.auth;
  const previous = await resolveAuth(request);
  if (previous) await sessions.revoke(previous.sessionIdHash);
  const session = await sessions.create(user.id, userAgent ?? request.headers['user-agent'], timezone, { secondFactor, provider });
  await app.auth.welcome.call(user);
  sessionCookies.set(reply, session);
  if (!tokens) return {};
  const access = await accessTokens.sign({ sessionIdHash: session.sessionIdHash, userId: user.id });
  return { accessToken: access.token, accessTokenExpiresAt: access.expiresAt.toISOString(), refreshToken: session.refreshToken };
};
