import type { AttemptCounters } from './attempt-counters.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Sign-in limits, after OWASP ASVS V6 (V2 in 4.0): every attempt within the limits is counted, atomically with the
 * check and before any password is hashed, under several keys in 15-minute windows; an attempt refused by one key
 * counts under none (120 parallel guesses from one address count 5 against the account, not 120). An address stops after 20, an account from one address after 5.
 * An account guessed at from everywhere (50) is not locked, which would let strangers close it to its owner (ASVS
 * V6.1.1): a new browser's attempt is then answered by a link mailed to the account's address, its password unchecked,
 * so the guessers learn nothing more while the owner signs in from the mail. A browser that once signed in to the account with the right password (its
 * device cookie) is counted on its own (10) instead of by address and account, so whoever locks the account by
 * guessing does not lock out its owner. A successful sign-in takes its own attempt back and clears its account's
 * count from that address and device. Delays grow: the second time the same guesser runs out within a day it is
 * locked for 30 minutes, then 60, and so on up to a day.
 */
export const LOGIN_LIMITS = {
  perIp: 20,
  perAccountAndIp: 5,
  perAccount: 50,
  perDevice: 10,
  /** Requests that mail an address (sign-up, a forgotten password, a new link): per caller's address and per mailbox. */
  mailPerIp: 20,
  mailPerAddress: 5,
  windowMs: FIFTEEN_MINUTES,
  /** Each time one guesser (an account from one address or device) runs out again within a day, it waits twice as long. */
  strikesWindowMs: 24 * 60 * 60 * 1000,
  longestLockMs: 24 * 60 * 60 * 1000,
};

export type CountedAttempt =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      succeeded: () => Promise<void>;
      /** The password was never checked (the server was too busy, the captcha verifier away): the attempt is taken back. */
      notChecked: () => Promise<void>;
    };
export type LoginAttempt =
  | CountedAttempt
  /** The account is being guessed at from everywhere: no password is checked; its owner gets a link instead. */
  | { allowed: false; byMailedLink: true };

export const createLoginThrottle = (counters: AttemptCounters) => {
  /** `guesser`: the key whose repeated lockouts grow (an account from one address, or one device). */
  const begin = async (
    limited: Array<{ key: string; limit: number }>,
    guesser: string | undefined,
    clearedOnSuccess: string[],
  ): Promise<CountedAttempt> => {
    const lockKey = guesser && `lock:${guesser}`;
    const strikesKey = guesser && `strikes:${guesser}`;
    if (lockKey) {
      const [lock] = await counters.peek([lockKey]);
      if (lock!.count > 0) return { allowed: false, retryAfterSeconds: lock!.retryAfterSeconds };
    }
    const { counted, counts } = await counters.addWithinLimits(
      limited.map(({ key, limit }) => ({ key, limit, windowMs: LOGIN_LIMITS.windowMs })),
    );
    if (!counted) {
      const waits = counts.filter((count, index) => count.count >= limited[index]!.limit).map((count) => count.retryAfterSeconds);
      const guesserIndex = limited.findIndex(({ key }) => key === guesser);
      if (lockKey && strikesKey && guesserIndex >= 0 && counts[guesserIndex]!.count >= limited[guesserIndex]!.limit) {
        // The first attempt refused in the guesser's window earns a strike (of parallel ones, exactly one does);
        // the lock doubles with each strike.
        const [refusals] = await counters.add([{ key: `refused:${guesser}`, windowMs: counts[guesserIndex]!.retryAfterSeconds * 1000 }]);
        if (refusals!.count === 1) {
          const [strikes] = await counters.add([{ key: strikesKey, windowMs: LOGIN_LIMITS.strikesWindowMs }]);
          const lockMs = Math.min(LOGIN_LIMITS.longestLockMs, LOGIN_LIMITS.windowMs * 2 ** (strikes!.count - 1));
          const [lock] = await counters.add([{ key: lockKey, windowMs: lockMs }]);
          waits.push(lock!.retryAfterSeconds);
        }
      }
      return { allowed: false, retryAfterSeconds: Math.max(...waits) };
    }
    return {
      allowed: true,
      notChecked: () => counters.remove(limited.map(({ key }) => key)),
      succeeded: async () => {
        await counters.remove(limited.map(({ key }) => key).filter((key) => !clearedOnSuccess.includes(key)));
        await counters.clear([...clearedOnSuccess, ...(lockKey && strikesKey ? [lockKey, strikesKey, `refused:${guesser}`] : [])]);
      },
    };
  };

  return {
    /** A password sign-in: `deviceId` when the browser holds a valid device cookie for this account. */
    password: async ({ account, ip, deviceId }: { account: string; ip: string; deviceId: string | undefined }): Promise<LoginAttempt> => {
      if (deviceId)
        return begin([{ key: `device:${account}|${deviceId}`, limit: LOGIN_LIMITS.perDevice }], `device:${account}|${deviceId}`, [
          `device:${account}|${deviceId}`,
        ]);
      const perAddress = [
        { key: `ip:${ip}`, limit: LOGIN_LIMITS.perIp },
        { key: `account-ip:${account}|${ip}`, limit: LOGIN_LIMITS.perAccountAndIp },
      ];
      const [fromEverywhere] = await counters.peek([`account:${account}`]);
      if (fromEverywhere!.count < LOGIN_LIMITS.perAccount)
        return begin([...perAddress, { key: `account:${account}`, limit: LOGIN_LIMITS.perAccount }], `account-ip:${account}|${ip}`, [
          `account-ip:${account}|${ip}`,
        ]);
      // Still counted per address (one address cannot have the owner mailed without end), never locking the account.
      const attempt = await begin(perAddress, `account-ip:${account}|${ip}`, []);
      return attempt.allowed ? { allowed: false, byMailedLink: true } : attempt;
    },
    /** The password of a signed-in session (to change it, the address, to delete): counted per session, like a known browser's. */
    currentPassword: ({ account, sessionIdHash }: { account: string; sessionIdHash: string }) =>
      begin([{ key: `session:${account}|${sessionIdHash}`, limit: LOGIN_LIMITS.perDevice }], `session:${account}|${sessionIdHash}`, [
        `session:${account}|${sessionIdHash}`,
      ]),
    /** A request that sends mail to `address`: nobody can flood a mailbox, nor probe many from one place. */
    mail: ({ ip, address }: { ip: string; address: string }) =>
      begin(
        [
          { key: `mail-ip:${ip}`, limit: LOGIN_LIMITS.mailPerIp },
          { key: `mail-to:${address.trim().toLowerCase()}`, limit: LOGIN_LIMITS.mailPerAddress },
        ],
        undefined,
        [],
      ),
    /**
     * A sign-in by a provider or a passkey: what it presents cannot be guessed, but checking it costs; bounded per
     * address, with the password sign-ins from it.
     */
    byProof: ({ ip }: { ip: string }) => begin([{ key: `ip:${ip}`, limit: LOGIN_LIMITS.perIp }], undefined, []),
    /**
     * A second factor's code, after the password or in a session: 5 per account in 15 minutes (locks growing as
     * for passwords), with the address's sign-ins. Only who knows the password gets this far.
     */
    secondFactor: ({ userId, ip }: { userId: string; ip: string }) =>
      begin(
        [
          { key: `ip:${ip}`, limit: LOGIN_LIMITS.perIp },
          { key: `second-factor:${userId}`, limit: LOGIN_LIMITS.perAccountAndIp },
        ],
        `second-factor:${userId}`,
        [`second-factor:${userId}`],
      ),
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
