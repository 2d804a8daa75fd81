import { and, eq, isNull, sql } from 'drizzle-orm';
import { SESSION_LIFETIME_MS } from '@tiles/contracts';
import type { Database } from '../../db/client.js';
import { refreshTokens, sessions, users } from '../../db/schema.js';
import { randomToken, sha256 } from './tokens.js';

/** How stale `lastSeenAt` may get before a request refreshes it: saves a write per request. */
/**
 * Who a session acts as: its test learner in tester mode, else its user. Every credential resolver (http calls,
 * the hit writer, the socket handshake) joins users on this, so a tester's activity is the test learner's.
 */
export const sessionActor = sql`coalesce(${sessions.actingUserId}, ${sessions.userId})`;

const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;
/** A refresh token presented again this soon after its swap is a concurrent refresh, not a theft. */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export type RefreshOutcome =
  | { kind: 'rotated'; sessionIdHash: string; userId: string; refreshToken: string }
  | { kind: 'reused'; sessionIdHash: string }
  | { kind: 'invalid' };

export const createSessionRepository = (db: Database, now: () => Date = () => new Date()) => ({
  /** A new session with a fresh random id (never a reused one) and its first refresh token. */
  async create(userId: string, userAgent: string | undefined) {
    const sessionId = randomToken();
    const refreshToken = randomToken();
    const createdAt = now();
    const sessionIdHash = sha256(sessionId);
    await db.transaction(async (tx) => {
      await tx.insert(sessions).values({
        idHash: sessionIdHash,
        userId,
        userAgent: userAgent?.slice(0, 512) ?? null,
        createdAt,
        lastSeenAt: createdAt,
        expiresAt: new Date(createdAt.getTime() + SESSION_LIFETIME_MS),
      });
      await tx.insert(refreshTokens).values({ tokenHash: sha256(refreshToken), sessionIdHash, createdAt });
    });
    return { sessionId, sessionIdHash, refreshToken };
  },

  /** The live session (not revoked, not expired) with its user. */
  async findActive(sessionIdHash: string) {
    const [row] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessionActor))
      .where(and(eq(sessions.idHash, sessionIdHash), isNull(sessions.revokedAt)))
      .limit(1);
    if (!row || row.session.expiresAt.getTime() <= now().getTime()) return undefined;
    if (now().getTime() - row.session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
      await db.update(sessions).set({ lastSeenAt: now() }).where(eq(sessions.idHash, sessionIdHash));
    }
    return row;
  },

  /** The session's mode, and who it acts as (a tester's test learner in tester mode, else the signed-in user). */
  async setMode(sessionIdHash: string, mode: 'user' | 'admin' | 'tester', actingUserId: string | null) {
    await db.update(sessions).set({ mode, actingUserId }).where(eq(sessions.idHash, sessionIdHash));
  },

  async revoke(sessionIdHash: string) {
    await db.update(sessions).set({ revokedAt: now() }).where(and(eq(sessions.idHash, sessionIdHash), isNull(sessions.revokedAt)));
  },

  /**
   * Swaps a refresh token for a new one. Presenting a token that was already rotated means two parties hold it:
   * the whole session is revoked.
   */
  async rotateRefreshToken(refreshToken: string): Promise<RefreshOutcome> {
    const tokenHash = sha256(refreshToken);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ token: refreshTokens, session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.idHash, refreshTokens.sessionIdHash))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      if (!row) return { kind: 'invalid' };
      const sessionLive = !row.session.revokedAt && row.session.expiresAt.getTime() > now().getTime();
      const issueSuccessor = async () => {
        const next = randomToken();
        await tx.insert(refreshTokens).values({ tokenHash: sha256(next), sessionIdHash: row.session.idHash, createdAt: now() });
        return { kind: 'rotated' as const, sessionIdHash: row.session.idHash, userId: row.session.userId, refreshToken: next };
      };
      // Tabs and retries refresh at the same moment: a token swapped moments ago is still honoured (with a new
      // successor of its own). Only a token presented again after the grace window counts as stolen.
      const withinGrace = (rotatedAt: Date) => now().getTime() - rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
      if (row.token.rotatedAt) {
        if (sessionLive && withinGrace(row.token.rotatedAt)) return issueSuccessor();
        await tx.update(sessions).set({ revokedAt: now() }).where(and(eq(sessions.idHash, row.session.idHash), isNull(sessions.revokedAt)));
        return { kind: 'reused', sessionIdHash: row.session.idHash };
      }
      if (!sessionLive) return { kind: 'invalid' };
      // Conditional update: of concurrent refreshes with the same token, one rotates it; the others are within grace.
      const rotated = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now() })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
        .returning({ tokenHash: refreshTokens.tokenHash });
      if (rotated.length === 0) return issueSuccessor();
      return issueSuccessor();
    });
  },
});

export type SessionRepository = ReturnType<typeof createSessionRepository>;
