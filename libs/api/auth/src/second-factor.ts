import { randomInt } from 'node:crypto';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { createGuardrails, generateSecret, generateURI, verify } from 'otplib';
import type { Database } from '@tiles/api-platform/db/database';
import { totpAuthenticators } from './schema.js';
import { sha256 } from './tokens.js';

const PERIOD_SECONDS = 30;
/** A code of the step before or after the server's is taken too (a phone's clock a little off, a code typed late). */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT = 10;
/**
 * Secrets made here are 160 bits (RFC 4226's recommendation); the demo's published secret is 80, as many apps'
 * examples are: taken, since it only ever guards demo accounts.
 */
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
/** How recent a second factor the most sensitive actions (deleting accounts, granting roles, exports) need. */
export const RECENT_SECOND_FACTOR_MS = 15 * 60 * 1000;

// Without 0/O and 1/I/L, so a code copied from paper is read back right.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Ten characters of a 31-letter alphabet (49 bits), shown as `ABCDE-FGHJK`. */
const newRecoveryCode = () => {
  const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
};
/** What is compared: the letters alone, in capitals, so `abcde fghjk` and `ABCDE-FGHJK` are one code. */
const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
const recoveryHash = (code: string) => sha256(`recovery:${normaliseRecoveryCode(code)}`);

export type SecondFactorCheck = 'totp' | 'recovery-code' | 'refused';

/**
 * The authenticator apps of accounts (TOTP, RFC 6238, by otplib) and their recovery codes. A code is accepted once:
 * its time step must be later than the last one accepted, by a conditional update (two sign-ins racing with one code
 * cannot both pass). Time is the wall clock's, as the phone's app reads it.
 */
export const createSecondFactorRepository = (db: Database, wallClock: () => number = Date.now) => {
  const find = async (userId: string) => {
    const [row] = await db.select().from(totpAuthenticators).where(eq(totpAuthenticators.userId, userId)).limit(1);
    return row;
  };
  const timeStepOf = (epochSeconds: number) => Math.floor(epochSeconds / PERIOD_SECONDS);

  /** The time step `code` belongs to under `secret` (after `after`), or undefined. */
  const matchingStep = async (secret: string, code: string, after: number) => {
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) return undefined;
    const epoch = Math.floor(wallClock() / 1000);
    const result = await verify({ secret, token, epoch, epochTolerance: TOLERANCE_SECONDS, afterTimeStep: after, guardrails }).catch(
      () => undefined,
    );
    return result?.valid ? timeStepOf(epoch) + result.delta : undefined;
  };

  return {
    find,

    /** Whether the account has a confirmed authenticator app. */
    async hasTotp(userId: string) {
      return Boolean((await find(userId))?.confirmedAt);
    },

    /**
     * A new secret for the account's app, not asked for until confirmed; replaces one being set up, never a
     * confirmed one (undefined then: it is removed first).
     */
    async begin(userId: string, at: Date) {
      const secret = generateSecret();
      const [row] = await db
        .insert(totpAuthenticators)
        .values({ userId, secret, createdAt: at })
        .onConflictDoUpdate({
          target: totpAuthenticators.userId,
          set: { secret, createdAt: at, lastTimeStep: 0, recoveryCodeHashes: [] },
          where: sql`${totpAuthenticators.confirmedAt} is null`,
        })
        .returning();
      return row;
    },

    /** The otpauth:// address an authenticator app reads (from a QR code or a tap on a phone). */
    uriOf: (secret: string, { issuer, label }: { issuer: string; label: string }) => generateURI({ issuer, label, secret }),

    /**
     * The app being set up answered with a good code: confirmed, with new recovery codes (answered once, stored
     * hashed). Undefined when the code is wrong or there is nothing being set up.
     */
    async confirm(userId: string, code: string, at: Date) {
      const row = await find(userId);
      if (!row || row.confirmedAt) return undefined;
      const step = await matchingStep(row.secret, code, row.lastTimeStep);
      if (step === undefined) return undefined;
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const updated = await db
        .update(totpAuthenticators)
        .set({ confirmedAt: at, lastTimeStep: step, recoveryCodeHashes: codes.map(recoveryHash) })
        .where(and(eq(totpAuthenticators.userId, userId), lt(totpAuthenticators.lastTimeStep, step)))
        .returning({ userId: totpAuthenticators.userId });
      return updated.length ? codes : undefined;
    },

    /**
     * A code given to prove the second factor: a TOTP code of a step not used yet, or an unused recovery code
     * (spent by this use). Anything else, or an account without a confirmed app, is refused.
     */
    async check(userId: string, code: string): Promise<SecondFactorCheck> {
      const row = await find(userId);
      if (!row?.confirmedAt) return 'refused';
      const step = await matchingStep(row.secret, code, row.lastTimeStep);
      if (step !== undefined) {
        const accepted = await db
          .update(totpAuthenticators)
          .set({ lastTimeStep: step })
          .where(and(eq(totpAuthenticators.userId, userId), lt(totpAuthenticators.lastTimeStep, step)))
          .returning({ userId: totpAuthenticators.userId });
        return accepted.length ? 'totp' : 'refused';
      }
      const hash = recoveryHash(code);
      if (normaliseRecoveryCode(code).length !== 10 || !row.recoveryCodeHashes.includes(hash)) return 'refused';
      // Spent by whichever use removes it first.
      const spent = await db
        .update(totpAuthenticators)
        .set({ recoveryCodeHashes: sql`${totpAuthenticators.recoveryCodeHashes} - ${hash}::text` })
        .where(and(eq(totpAuthenticators.userId, userId), sql`${totpAuthenticators.recoveryCodeHashes} ? ${hash}::text`))
        .returning({ userId: totpAuthenticators.userId });
      return spent.length ? 'recovery-code' : 'refused';
    },

    /** Ten new recovery codes in place of the old (answered once). */
    async renewRecoveryCodes(userId: string) {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const updated = await db
        .update(totpAuthenticators)
        .set({ recoveryCodeHashes: codes.map(recoveryHash) })
        .where(and(eq(totpAuthenticators.userId, userId), isNotNull(totpAuthenticators.confirmedAt)))
        .returning({ userId: totpAuthenticators.userId });
      return updated.length ? codes : undefined;
    },

    async remove(userId: string) {
      const removed = await db
        .delete(totpAuthenticators)
        .where(eq(totpAuthenticators.userId, userId))
        .returning({ userId: totpAuthenticators.userId });
      return removed.length > 0;
    },

    /** The demo's staff accounts: an app with a known secret, confirmed (demo data only). */
    async setUpKnown(userId: string, secret: string, at: Date) {
      await db
        .insert(totpAuthenticators)
        .values({ userId, secret, createdAt: at, confirmedAt: at, recoveryCodeHashes: [] })
        .onConflictDoNothing();
    },
  };
};

export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
