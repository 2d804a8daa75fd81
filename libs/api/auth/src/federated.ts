import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { FederatedProviderConfig } from '@tiles/api-platform/config';
import { loneSurrogate } from '@tiles/api-platform/ground/storable-text';

export type VerifiedIdentity = {
  subject: string;
  /** When the token stops being valid (at most the provider's lifetime bound from now): remembered until then, so it signs in once. */
  expiresAt: Date;
  /** Only when the provider says it verified it (`email_verified: true`). */
  email: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
  allowSignUp: boolean;
};

export type FederatedVerifier = {
  has: (providerId: string) => boolean;
  /** Verifies an OpenID Connect ID token; null when it is not valid for that provider (reason logged by the caller). */
  verify: (providerId: string, token: string) => Promise<{ identity: VerifiedIdentity } | { error: string }>;
};

const claim = (payload: JWTPayload, name: string) => (typeof payload[name] === 'string' ? (payload[name] as string) : undefined);

const NAME_MAX = 80;
/** Marks and overrides that reorder text (U+202E shows "Rossi\u202Egpj.exe" as "Rossiexe.jpg"): never part of a name. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/**
 * A provider's name claim as a name we can keep: markup, control and bidi characters dropped, spaces collapsed, at most
 * 80 characters (never half a character). Nothing usable left: undefined, and the caller falls back.
 */
export const nameFromClaim = (value: string | undefined) => {
  if (!value) return undefined;
  const kept = [...value.replace(new RegExp(loneSurrogate, 'g'), '')]
    .filter(
      (character) =>
        !'<>{}\\'.includes(character) && character.charCodeAt(0) >= 0x20 && character !== '\u007f' && !BIDI_CONTROLS.test(character),
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  let name = '';
  for (const character of kept) {
    if (name.length + character.length > NAME_MAX) break;
    name += character;
  }
  return name.trim() || undefined;
};

/** An email claim we can keep: one address of sane length, else none. */
export const emailFromClaim = (value: string | undefined) =>
  value && value.length <= 254 && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value) ? value : undefined;

/** Clocks differ: an ID token may say it was issued this much ahead of ours. */
const ISSUED_AT_TOLERANCE_MS = 30_000;

/** Subjects name the account (`provider:subject`): the OpenID maximum is 255 ASCII characters. */
export const SUBJECT_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * One key set per configured provider: its JWKS URL (cached by jose), the public keys in the config, or (for a
 * provider with a client id and neither) the JWKS URL its discovery document names, found on first use.
 */
export const createFederatedVerifier = (
  providers: FederatedProviderConfig[],
  now: () => number = Date.now,
  discoveredJwksUri: (providerId: string) => Promise<string | undefined> = async () => undefined,
): FederatedVerifier => {
  const remote = (url: string) => createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000 });
  const discovered = (providerId: string): JWTVerifyGetKey => {
    let keys: Promise<JWTVerifyGetKey> | undefined;
    return async (header, token) => {
      keys ??= discoveredJwksUri(providerId).then((uri) => {
        if (!uri) throw new Error('the discovery document names no jwks_uri');
        return remote(uri);
      });
      // A provider that could not be reached is asked again by the next landing.
      keys.catch(() => (keys = undefined));
      return (await keys)(header, token);
    };
  };
  const byId = new Map(
    providers.map((provider) => [
      provider.id,
      {
        provider,
        keys: provider.jwksUrl
          ? remote(provider.jwksUrl)
          : provider.publicKeys?.length
            ? createLocalJWKSet({ keys: provider.publicKeys as JWK[] })
            : discovered(provider.id),
      },
    ]),
  );
  return {
    has: (providerId) => byId.has(providerId),
    async verify(providerId, token) {
      const entry = byId.get(providerId);
      if (!entry) return { error: 'unknown provider' };
      try {
        const { payload } = await jwtVerify(token, entry.keys, {
          issuer: entry.provider.issuer,
          audience: entry.provider.audience ?? entry.provider.clientId!,
          algorithms: entry.provider.algorithms,
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 30,
        });
        if (!SUBJECT_PATTERN.test(payload.sub!)) return { error: 'subject is not 1 to 255 printable ASCII characters' };
        if (payload.iat! * 1000 > now() + ISSUED_AT_TOLERANCE_MS) return { error: 'token issued in the future' };
        const lifetimeSeconds = payload.exp! - payload.iat!;
        const { maxTokenLifetimeSeconds } = entry.provider;
        if (lifetimeSeconds > maxTokenLifetimeSeconds)
          return { error: `token lifetime ${lifetimeSeconds} s is beyond the provider's bound of ${maxTokenLifetimeSeconds} s` };
        return {
          identity: {
            subject: payload.sub!,
            // Remembered against replay until it expires, and never longer than the provider's bound from now.
            expiresAt: new Date(Math.min(payload.exp! * 1000, now() + maxTokenLifetimeSeconds * 1000)),
            // OpenID Connect Core 5.1: an email the provider has not verified says nothing about who signs in.
            email: payload.email_verified === true ? emailFromClaim(claim(payload, 'email')) : undefined,
            givenName: nameFromClaim(claim(payload, 'given_name')),
            familyName: nameFromClaim(claim(payload, 'family_name')),
            allowSignUp: entry.provider.allowSignUp,
          },
        };
      } catch (error) {
        return { error: error instanceof Error ? `${error.name}: ${error.message}` : 'invalid token' };
      }
    },
  };
};
