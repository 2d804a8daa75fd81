import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '@tiles/api-platform/config';
import type { Database } from '@tiles/api-platform/db/database';
import { port } from '@tiles/api-platform/ground/port';
import { HttpError } from '@tiles/api-platform/ground/http-errors';
import { connectRedis } from '@tiles/api-platform/ground/redis';
import type { Site } from '@tiles/contracts';
import { createUserRepository, type UserRow } from '@tiles/api-users/repository';
import { createAccountTokenRepository } from './account-tokens.js';
import { createActiveSessions } from './active-sessions.js';
import { createDatabaseAttemptCounters, createRedisAttemptCounters } from './attempt-counters.js';
import { createDeviceCookies } from './device-cookies.js';
import { createFederatedVerifier } from './federated.js';
import { createHashGate } from './hash-gate.js';
import { createLoginThrottle } from './login-throttle.js';
import { createOpenIdFlow } from './openid-flow.js';
import { createPasskeyRepository, type PasskeyChallenge } from './passkey-repository.js';
import { createSealer } from './sealed-cookie.js';
import { createSecondFactorRepository } from './second-factor.js';
import type { PendingSignIn } from './second-factor-routes.js';
import { createSessionCookies } from './session-cookies.js';
import { createSessionRepository } from './session-repository.js';
import { createAccessTokenService } from './tokens.js';
import { createUsedTokenRegistry } from './used-tokens.js';

export const createAuthServices = async (
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
  { now, onClose }: { now: () => Date; onClose: (close: () => Promise<void>) => void },
) => {
  let secret = config.auth.secret;
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    if (config.publicEnv === 'production' || config.publicEnv === 'staging') {
      log.warn('AUTH_SECRET is not set: access tokens are signed with a random key and die with this process');
    }
  }
  // Sign-in counters must be shared by every instance: Redis when configured, else the database.
  let counters = createDatabaseAttemptCounters(db, now);
  if (config.redisUrl) {
    const redis = await connectRedis(config.redisUrl, log, 'sign-in limits');
    onClose(async () => {
      await redis.quit().catch(() => undefined);
    });
    counters = createRedisAttemptCounters(redis, `${config.redisKeyPrefix}login:`);
  }
  const openIdFlow = createOpenIdFlow({
    providers: config.auth.federatedProviders,
    publicUrl: config.publicUrl,
    secret,
    now,
  });
  const users = createUserRepository(db);
  const sessions = createSessionRepository(db, now);
  return {
    users,
    sessions,
    /** The live sessions this instance resolved, kept until the database says they changed. */
    activeSessions: createActiveSessions({ sessions, users, now }),
    accountTokens: createAccountTokenRepository(db, now),
    accessTokens: createAccessTokenService(secret, config.auth.accessTokenTtlSeconds),
    federated: createFederatedVerifier(config.auth.federatedProviders, Date.now, openIdFlow.jwksUriOf),
    /** Sign-in through a provider's own pages (the authorization code flow), from the sign-in page's buttons. */
    openIdFlow,
    passkeys: createPasskeyRepository(db),
    /** A passkey ceremony's challenge, sealed in the browser between its two calls. */
    passkeyChallenges: createSealer<PasskeyChallenge>(secret, 'passkey-challenge', now),
    /** Authenticator apps (TOTP) and recovery codes. */
    secondFactors: createSecondFactorRepository(db),
    /** A sign-in waiting for its second factor, sealed in the browser between the password and the code. */
    pendingSignIns: createSealer<PendingSignIn>(secret, 'pending-sign-in', now),
    usedFederatedTokens: createUsedTokenRegistry(db, now),
    loginThrottle: createLoginThrottle(counters),
    deviceCookies: createDeviceCookies(secret),
    hashGate: createHashGate(),
    sessionCookies: createSessionCookies(config.publicEnv),
    // What a session's start and end mean to the domains above: each provides its part as it sets itself up, so
    // sign-in depends on none of them (an app without one does without it).
    /** How the owner of an account guessed at from everywhere gets a sign-in link: the account module mails it. */
    mailSignInLink: port<(site: Site, user: UserRow, ip: string) => Promise<void>>('auth.mailSignInLink', async () => undefined),
    /** A learner's first sign-in is welcomed (notifications). */
    welcome: port<(user: UserRow) => Promise<void>>('auth.welcome', async () => undefined),
    /** A closed session's live connections close with it (the socket server). */
    sessionClosed: port<(sessionIdHash: string) => void>('auth.sessionClosed', () => undefined),
    /** Tester mode acts as the tester's own test learner, made on first use (the tester module). */
    testAccountOf: port<(realUser: UserRow) => Promise<{ id: string }>>('auth.testAccountOf', async () => {
      throw new HttpError(403, 'Tester mode is not available on this server', { code: 'forbidden' });
    }),
  };
};

export type AuthServices = Awaited<ReturnType<typeof createAuthServices>>;
