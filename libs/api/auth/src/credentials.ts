import type { AccessTokenService } from './tokens.js';
import { sha256 } from './tokens.js';

/**
 * What a caller presents to say who they are, on every path (http, socket handshake, hit ingestion): the t-ssid
 * cookie (by its hash: the cookie itself is never kept), or a bearer access token. `learner` names a user directly:
 * only the server's own writers use it (the demo history).
 */
export type Credential =
  { kind: 'session'; sessionIdHash: string } | { kind: 'bearer'; token: string } | { kind: 'learner'; userId: string } | null;

/** Longest bearer token taken: anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 4096;

/** The credential in a cookie value and a bearer token (either may be missing): the cookie wins. */
export const presentedCredential = ({ cookie, bearer }: { cookie?: string | undefined; bearer?: unknown }): Credential => {
  if (cookie) return { kind: 'session', sessionIdHash: sha256(cookie) };
  if (typeof bearer === 'string' && bearer.length > 0 && bearer.length < MAX_TOKEN_LENGTH) return { kind: 'bearer', token: bearer };
  return null;
};

/** The bearer token of an `Authorization` header, if it holds one. */
export const bearerOf = (authorization: string | undefined) =>
  authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : undefined;

/** The session a credential names: a bearer token is verified first (signature, expiry). */
export const sessionIdHashOf = async (accessTokens: AccessTokenService, credential: Credential): Promise<string | undefined> => {
  if (!credential || credential.kind === 'learner') return undefined;
  if (credential.kind === 'session') return credential.sessionIdHash;
  return (await accessTokens.verify(credential.token))?.sessionIdHash;
};
