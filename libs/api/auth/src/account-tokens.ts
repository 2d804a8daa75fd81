import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { accountTokens } from './schema.js';
import { randomToken, sha256 } from './tokens.js';

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];
export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type ConsumedToken =
  { status: 'ok'; token: AccountTokenRow } | { status: 'used' | 'expired' | 'invalid'; token?: AccountTokenRow | undefined };

/**
 * The single-use tokens of mailed links. Only their SHA-256 is stored; a token is consumed by one conditional
 * update, so two clicks (or a mail scanner and the learner) never both use it.
 */
export const createAccountTokenRepository = (db: Database, now: () => Date) => ({
  async issue(
    { userId, purpose, email, ttlMs }: { userId: string; purpose: AccountTokenPurpose; email: string; ttlMs: number },
    tx: Pick<Database, 'insert' | 'delete'> = db,
  ) {
    const token = randomToken();
    const at = now();
    // Dead links are dead weight: a user's expired ones go when a new one is made.
    await tx.delete(accountTokens).where(and(eq(accountTokens.userId, userId), lt(accountTokens.expiresAt, at)));
    await tx
      .insert(accountTokens)
      .values({ tokenHash: sha256(token), userId, purpose, email, createdAt: at, expiresAt: new Date(at.getTime() + ttlMs) });
    return token;
  },

  async consume(token: string, purposes: AccountTokenPurpose[]): Promise<ConsumedToken> {
    const tokenHash = sha256(token);
    const at = now();
    const ofPurpose = and(eq(accountTokens.tokenHash, tokenHash), inArray(accountTokens.purpose, purposes));
    const [used] = await db
      .update(accountTokens)
      .set({ usedAt: at })
      .where(and(ofPurpose, isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, at)))
      .returning();
    if (used) return { status: 'ok', token: used };
    const [row] = await db.select().from(accountTokens).where(ofPurpose).limit(1);
    if (!row) return { status: 'invalid' };
    return { status: row.usedAt ? 'used' : 'expired', token: row };
  },

  /** Spends every unused token of this purpose of the user (a new password voids the other reset links). */
  async spendAll(userId: string, purpose: AccountTokenPurpose) {
    await db
      .update(accountTokens)
      .set({ usedAt: now() })
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  },
});

export type AccountTokenRepository = ReturnType<typeof createAccountTokenRepository>;
