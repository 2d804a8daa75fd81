import type { DatabaseSignals } from '@tiles/api-platform/db/database-signals';
import type { UserRepository, UserRow } from '@tiles/api-users/repository';
import type { SessionRepository } from './session-repository.js';

type FoundSession = NonNullable<Awaited<ReturnType<SessionRepository['findActive']>>>;

/** A live session, who it acts as (`user`) and who signed in (`realUser`): what every signed-in request needs. */
export type ActiveSession = FoundSession & { realUser: UserRow };

/** The channels the database's triggers notify (migration 0045): a session's id hash, a user's id. */
export const SESSION_SIGNALS = 'tiles_sessions';
export const USER_SIGNALS = 'tiles_users';

/**
 * How long a kept session is trusted without asking the database. Every change that matters is heard at once (the
 * triggers); this bounds what a lost notification could cost, and lets the last-seen time advance.
 */
export const KEPT_SESSION_MS = 60_000;
/** Sessions kept at most per instance (the least recently resolved go first): a bounded share of memory. */
export const KEPT_SESSIONS_MAX = 20_000;

/**
 * The sessions this instance resolved, kept so a signed-in page costs no database round trip. An entry dies the
 * moment the database says its session or its user changed (logout, revocation, a password change, disabling,
 * deletion, a role or a mode changed: the triggers notify every instance when the change commits), and the whole
 * copy dies when the connection that hears those notices drops. Without that connection, nothing is kept.
 */
export const createActiveSessions = ({
  sessions,
  users,
  now,
  keptMs = KEPT_SESSION_MS,
  maxEntries = KEPT_SESSIONS_MAX,
}: {
  sessions: SessionRepository;
  users: Pick<UserRepository, 'findById'>;
  now: () => Date;
  keptMs?: number;
  maxEntries?: number;
}) => {
  const kept = new Map<string, { value: ActiveSession; storedAt: number }>();
  const sessionsOfUser = new Map<string, Set<string>>();
  let signals: DatabaseSignals | undefined;
  // Bumped by every change heard: a read that began before a change may not be kept after it.
  let changes = 0;

  const usersOf = (value: ActiveSession) => new Set([value.user.id, value.session.userId]);
  const forget = (sessionIdHash: string) => {
    const entry = kept.get(sessionIdHash);
    if (!entry) return;
    kept.delete(sessionIdHash);
    for (const userId of usersOf(entry.value)) {
      const ofUser = sessionsOfUser.get(userId);
      ofUser?.delete(sessionIdHash);
      if (ofUser?.size === 0) sessionsOfUser.delete(userId);
    }
  };
  const keep = (sessionIdHash: string, value: ActiveSession) => {
    forget(sessionIdHash);
    kept.set(sessionIdHash, { value, storedAt: now().getTime() });
    for (const userId of usersOf(value)) {
      const ofUser = sessionsOfUser.get(userId) ?? new Set<string>();
      ofUser.add(sessionIdHash);
      sessionsOfUser.set(userId, ofUser);
    }
    // A Map iterates in insertion order: the first key is the one resolved longest ago.
    while (kept.size > maxEntries) forget(kept.keys().next().value!);
  };
  const sessionChanged = (sessionIdHash: string) => {
    changes += 1;
    forget(sessionIdHash);
  };
  const userChanged = (userId: string) => {
    changes += 1;
    for (const sessionIdHash of [...(sessionsOfUser.get(userId) ?? [])]) forget(sessionIdHash);
  };
  const forgetAll = () => {
    changes += 1;
    kept.clear();
    sessionsOfUser.clear();
  };
  const trusted = () => signals?.live() ?? false;

  return {
    /** Hears the database's notices from now on: until then (and whenever they cannot be heard) nothing is kept. */
    hear: async (databaseSignals: DatabaseSignals) => {
      await databaseSignals.listen(SESSION_SIGNALS, { message: sessionChanged, reset: forgetAll });
      await databaseSignals.listen(USER_SIGNALS, { message: userChanged, reset: forgetAll });
      signals = databaseSignals;
    },

    /** The live session with this id hash (not revoked, not expired), with its users; undefined when there is none. */
    find: async (sessionIdHash: string): Promise<ActiveSession | undefined> => {
      if (trusted() && kept.has(sessionIdHash)) {
        // A session ended on another instance a moment before this request came: its notice is read before the
        // kept copy is trusted (one short question on the listening connection, shared by the requests meanwhile).
        await signals!.caughtUp();
        const at = now().getTime();
        const entry = trusted() ? kept.get(sessionIdHash) : undefined;
        if (entry && at - entry.storedAt < keptMs && entry.storedAt <= at) {
          if (entry.value.session.expiresAt.getTime() > at) return entry.value;
          forget(sessionIdHash);
          return undefined;
        }
      }
      const changesBefore = changes;
      const row = await sessions.findActive(sessionIdHash);
      if (!row) return undefined;
      const realUser = row.session.actingUserId ? await users.findById(row.session.userId) : row.user;
      if (!realUser) return undefined;
      const value: ActiveSession = { ...row, realUser };
      if (trusted() && changes === changesBefore) keep(sessionIdHash, value);
      return value;
    },

    /** How many sessions are kept now (for tests and the bench). */
    size: () => kept.size,
  };
};

export type ActiveSessions = ReturnType<typeof createActiveSessions>;
