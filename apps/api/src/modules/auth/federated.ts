import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { FederatedProviderConfig } from '../../config.js';

export type VerifiedIdentity = {
  subject: string;
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

/** One key set per configured provider: its JWKS URL (cached by jose) or the public keys in the config. */
export const createFederatedVerifier = (providers: FederatedProviderConfig[]): FederatedVerifier => {
  const byId = new Map(
    providers.map((provider) => [
      provider.id,
      {
        provider,
        keys: provider.jwksUrl
          ? createRemoteJWKSet(new URL(provider.jwksUrl), { timeoutDuration: 5_000 })
          : createLocalJWKSet({ keys: (provider.publicKeys ?? []) as JWK[] }),
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
          audience: entry.provider.audience,
          algorithms: entry.provider.algorithms,
          requiredClaims: ['sub', 'exp'],
          clockTolerance: 30,
        });
        return {
          identity: {
            subject: payload.sub!,
            email: claim(payload, 'email'),
            givenName: claim(payload, 'given_name'),
            familyName: claim(payload, 'family_name'),
            allowSignUp: entry.provider.allowSignUp,
          },
        };
      } catch (error) {
        return { error: error instanceof Error ? `${error.name}: ${error.message}` : 'invalid token' };
      }
    },
  };
};
