import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createUserRepository } from '../users/repository.js';
import { createFailureLimiter } from './failure-limiter.js';
import { createFederatedVerifier } from './federated.js';
import { createSessionRepository } from './session-repository.js';
import { createAccessTokenService } from './tokens.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Login limits. A guessing script from one address stops after 20 failures in 15 minutes, and after 5 on one
 * account; an account attacked from many addresses locks after 50, while its owner, failing less than 5 times
 * from their own address, can still sign in until then.
 */
export const LOGIN_LIMITS = {
  perIp: { limit: 20, windowMs: FIFTEEN_MINUTES },
  perAccountAndIp: { limit: 5, windowMs: FIFTEEN_MINUTES },
  perAccount: { limit: 50, windowMs: FIFTEEN_MINUTES },
};

export const createAuthServices = (db: Database, config: AppConfig, log: FastifyBaseLogger) => {
  let secret = config.auth.secret;
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    if (config.publicEnv === 'production' || config.publicEnv === 'staging') {
      log.warn('AUTH_SECRET is not set: access tokens are signed with a random key and die with this process');
    }
  }
  return {
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    accessTokens: createAccessTokenService(secret, config.auth.accessTokenTtlSeconds),
    federated: createFederatedVerifier(config.auth.federatedProviders),
    limiters: {
      perIp: createFailureLimiter(LOGIN_LIMITS.perIp),
      perAccountAndIp: createFailureLimiter(LOGIN_LIMITS.perAccountAndIp),
      perAccount: createFailureLimiter(LOGIN_LIMITS.perAccount),
    },
  };
};

export type AuthServices = ReturnType<typeof createAuthServices>;
