import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '@tiles/api-platform/config';
import type { Database } from '@tiles/api-platform/db/database';
import { connectRedis } from '@tiles/api-platform/ground/redis';
import type { Site } from '@tiles/contracts';
import { createUserRepository, type UserRow } from '../users/repository.js';
import { createAccountTokenRepository } from './account-tokens.js';
import { createDatabaseAttemptCounters, createRedisAttemptCounters } from './attempt-counters.js';
import { createDeviceCookies } from './device-cookies.js';
import { createFederatedVerifier } from './federated.js';
import { createHashGate } from './hash-gate.js';
import { createLoginThrottle } from './login-throttle.js';
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
  return {
    users: createUserRepository(db),
    sessions: createSessionRepository(db, now),
    accountTokens: createAccountTokenRepository(db, now),
    accessTokens: createAccessTokenService(secret, config.auth.accessTokenTtlSeconds),
    federated: createFederatedVerifier(config.auth.federatedProviders),
    usedFederatedTokens: createUsedTokenRegistry(db, now),
    loginThrottle: createLoginThrottle(counters),
    deviceCookies: createDeviceCookies(secret),
    hashGate: createHashGate(),
    sessionCookies: createSessionCookies(config.publicEnv),
    /**
     * How the owner of an account guessed at from everywhere gets a sign-in link: the account module mails it (an app
     * without it sends none).
     */
    signInLinks: { mail: async () => undefined } as { mail: (site: Site, user: UserRow, ip: string) => Promise<void> },
  };
};

export type AuthServices = Awaited<ReturnType<typeof createAuthServices>>;
