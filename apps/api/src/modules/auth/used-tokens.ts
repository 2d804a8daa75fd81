import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { usedFederatedTokens } from '../../db/schema.js';
import { sha256 } from './tokens.js';

/** Federated ID tokens that already signed someone in, remembered (as hashes) until they expire. */
export const createUsedTokenRegistry = (db: Database, now: () => Date) => {
  let claimsSincePrune = 0;
  return {
    /** True the first time a token is presented, on any instance; false for a replay. */
    claim: async (token: string, expiresAt: Date) => {
      if ((claimsSincePrune += 1) >= 200) {
        claimsSincePrune = 0;
        await db.delete(usedFederatedTokens).where(lt(usedFederatedTokens.expiresAt, now()));
      }
      const inserted = await db
        .insert(usedFederatedTokens)
        .values({ tokenHash: sha256(token), expiresAt })
        .onConflictDoNothing()
        .returning({ tokenHash: usedFederatedTokens.tokenHash });
      return inserted.length === 1;
    },
  };
};
