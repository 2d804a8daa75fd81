import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** 256 random bits, URL-safe: session ids and refresh tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Only digests of session ids and refresh tokens are stored: a database leak does not hand out sessions. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const ISSUER = 'tiles-learn';
const AUDIENCE = 'tiles-learn-api';

export type AccessTokenClaims = { sessionIdHash: string; userId: string };

/** Short-lived HS256 access tokens naming the session; the session row stays the source of truth. */
export const createAccessTokenService = (secret: string, ttlSeconds: number, now: () => number = Date.now) => {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign({ sessionIdHash, userId }: AccessTokenClaims) {
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      const token = await new SignJWT({ sid: sessionIdHash })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },
    async verify(token: string): Promise<AccessTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: new Date(now()),
        });
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
        return { sessionIdHash: payload.sid, userId: payload.sub };
      } catch {
        return null;
      }
    },
  };
};

export type AccessTokenService = ReturnType<typeof createAccessTokenService>;
