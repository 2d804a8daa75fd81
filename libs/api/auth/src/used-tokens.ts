import { lt } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { usedFederatedTokens } from './schema.js';
import { sha256 } from './tokens.js';

/**
 * What makes an ID token the same token: its signed part (`header.payload`, exactly as the issuer encoded it; any
 * change there breaks the signature), never the signature's own text. A signature can be written several ways that
 * verify alike — the spare bits of its last base64url character, or ECDSA's (r, n - s) — and each would otherwise
 * count as a token never seen.
 */
export const replayKeyOf = (token: string) => sha256(token.split('.').slice(0, 2).join('.'));

/** Federated ID tokens that already signed someone in, remembered (as hashes of their signed part) until they expire. */
export const createUsedTokenRegistry = (db: Database, now: () => Date) => {
  let claimsSincePrune = 0;
  return {
    /** True the first time a token is presented, on any instance; false for a replay, however its signature is written. */
    claim: async (token: string, expiresAt: Date) => {
      if ((claimsSincePrune += 1) >= 200) {
        claimsSincePrune = 0;
        await db.delete(usedFederatedTokens).where(lt(usedFederatedTokens.expiresAt, now()));
      }
      const inserted = await db
        .insert(usedFederatedTokens)
        .values({ tokenHash: replayKeyOf(token), expiresAt })
        .onConflictDoNothing()
        .returning({ tokenHash: usedFederatedTokens.tokenHash });
      return inserted.length === 1;
    },
  };
};
