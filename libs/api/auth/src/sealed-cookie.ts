import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

/**
 * What a browser keeps for a step of sign-in that spans two calls (a provider's round trip, a passkey's challenge):
 * sealed with a key of its own purpose derived from `AUTH_SECRET` (JWE `dir` + A256GCM), so the browser can neither
 * read nor change it, and nothing is kept on the server. Expires on its own.
 */
export const createSealer = <T extends object>(secret: string, purpose: string, now: () => Date) => {
  const key = createHash('sha256').update(`${purpose}:${secret}`).digest();
  return {
    async seal(payload: T, seconds: number) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new EncryptJWT({ payload })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + seconds)
        .encrypt(key);
    },
    /** What it sealed, when it is ours, of this purpose and unexpired; else undefined. */
    async open(sealed: string | undefined): Promise<T | undefined> {
      if (!sealed) return undefined;
      try {
        return (await jwtDecrypt<{ payload: T }>(sealed, key, { currentDate: now() })).payload.payload;
      } catch {
        return undefined;
      }
    },
  };
};
