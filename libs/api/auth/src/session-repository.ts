import { createHmac } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SESSION_LIFETIME_MS } from '@tiles/contracts';
import type { Database } from '@tiles/api-platform/db/database';
import { refreshTokens, sessions } from './schema.js';
import { users } from '@tiles/api-users/schema';
import { randomToken, sha256 } from './tokens.js';
import type { AuditWithin } from '@tiles/api-audit/repository';

/**
 * A refresh token's one successor: an HMAC of the token keyed by its session's id hash. Only the token's holder can
 * derive it (the database keeps neither the token nor the session id), and deriving it again gives the same
 * token, so a retried or parallel refresh never starts a second chain.
 */
const successorOf = (refreshToken: string, sessionIdHash: string) =>
  createHmac('sha256', sessionIdHash).update(refreshToken).digest('base64url');

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
  async create(
    userId: string,
    userAgent: string | undefined,
    timezone?: string,
    { secondFactor = false, provider }: { secondFactor?: boolean; provider?: string | undefined } = {},
  ) {
    const sessionId = randomToken();
    const refreshToken = randomToken();
    const createdAt = now();
    const sessionIdHash = sha256(sessionId);
    await db.transaction(async (tx) => {
      await tx.insert(sessions).values({
        idHash: sessionIdHash,
        userId,
        userAgent: userAgent?.slice(0, 512) ?? null,
        timezone: timezone ?? null,
        createdAt,
        lastSeenAt: createdAt,
        expiresAt: new Date(createdAt.getTime() + SESSION_LIFETIME_MS),
        secondFactorAt: secondFactor ? createdAt : null,
        provider: provider ?? null,
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
  /** The session's new mode (and who it acts as), audited in the same transaction. */
  async setMode(sessionIdHash: string, mode: 'user' | 'admin' | 'tester', actingUserId: string | null, audit: AuditWithin<void>) {
    await db.transaction(async (tx) => {
      await tx.update(sessions).set({ mode, actingUserId }).where(eq(sessions.idHash, sessionIdHash));
      await audit(undefined, tx);
    });
  },

  /** The session's person proved her second factor now. */
  async secondFactorProved(sessionIdHash: string) {
    await db.update(sessions).set({ secondFactorAt: now() }).where(eq(sessions.idHash, sessionIdHash));
  },

  /** The user's live sessions (their devices), most recently seen first. */
  async listLive(userId: string) {
    return db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())))
      .orderBy(desc(sessions.lastSeenAt));
  },

  /** Ends every live session of the user but `except`; answers the ended ones (their sockets are closed too). */
  async revokeAllOf(userId: string, except?: string) {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? ne(sessions.idHash, except) : undefined))
      .returning({ idHash: sessions.idHash });
    return ended.map((row) => row.idHash);
  },

  async revoke(sessionIdHash: string) {
    await db
      .update(sessions)
      .set({ revokedAt: now() })
      .where(and(eq(sessions.idHash, sessionIdHash), isNull(sessions.revokedAt)));
  },

  /**
   * Swaps a refresh token for its successor. A token has exactly one successor, derived from it (see successorOf):
   * refreshes with one token from several tabs or retries within the grace window all get that same successor, so
   * a session is always one chain. The same token presented after the grace window means two parties hold it: the
   * whole session is revoked.
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
      const successor = async () => {
        const next = successorOf(refreshToken, row.session.idHash);
        // Stored by the first of the parallel refreshes; the others answer the same token.
        await tx
          .insert(refreshTokens)
          .values({ tokenHash: sha256(next), sessionIdHash: row.session.idHash, createdAt: now() })
          .onConflictDoNothing();
        return { kind: 'rotated' as const, sessionIdHash: row.session.idHash, userId: row.session.userId, refreshToken: next };
      };
      const withinGrace = (rotatedAt: Date) => now().getTime() - rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
      if (row.token.rotatedAt) {
        if (sessionLive && withinGrace(row.token.rotatedAt)) return successor();
        await tx
          .update(sessions)
          .set({ revokedAt: now() })
          .where(and(eq(sessions.idHash, row.session.idHash), isNull(sessions.revokedAt)));
        return { kind: 'reused', sessionIdHash: row.session.idHash };
      }
      if (!sessionLive) return { kind: 'invalid' };
      // Conditional update: of concurrent refreshes with the same token, one marks it rotated; all get its successor.
      await tx
        .update(refreshTokens)
        .set({ rotatedAt: now() })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)));
      return successor();
    });
  },
});

export type SessionRepository = ReturnType<typeof createSessionRepository>;
