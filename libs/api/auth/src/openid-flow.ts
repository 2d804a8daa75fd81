import * as client from 'openid-client';
import type { FederatedProviderConfig } from '@tiles/api-platform/config';
import { emailFromClaim, nameFromClaim, SUBJECT_PATTERN, type VerifiedIdentity } from './federated.js';
import { createSealer } from './sealed-cookie.js';

/** The browser that started a sign-in at a provider keeps its flow here until the provider sends it back. */
export const OPENID_FLOW_COOKIE = 't-oidc';
/** How long a sign-in at a provider may take, from the button to the return. */
export const OPENID_FLOW_SECONDS = 10 * 60;

/** Why a sign-in through a provider's pages ended without an identity: each has its text for the learner. */
export type OpenIdFailure =
  /** The provider said no (the learner refused consent, or the provider refused her). */
  | 'provider-refused'
  /** The provider could not be reached, or answered what is not OpenID Connect. */
  | 'provider-unavailable'
  /** No flow of this browser to finish (it expired, or was started elsewhere). */
  | 'sign-in-expired'
  /** The answer did not check out: another state, a used code, an ID token not signed or meant for us. */
  | 'invalid-token';

/** What the browser keeps between the button and the return (encrypted: the PKCE verifier is a secret). */
type Flow = { provider: string; state: string; nonce: string; verifier: string; returnTo: string; locale: string };

const DEFAULT_SCOPES = ['openid', 'email', 'profile'];

export type OpenIdButton = { id: string; label: string; icon?: string };

/** Loopback issuers (a provider on this machine, as in the tests) may speak plain http; every other one https. */
const isLoopback = (issuer: URL) => ['127.0.0.1', '[::1]', 'localhost'].includes(issuer.hostname);

/**
 * The OpenID Connect authorization code flow (openid-client): for each provider with a `clientId`, its discovered
 * configuration (found again after a failure), the URL the button goes to with PKCE (S256), `state` and `nonce`
 * bound to the browser by an encrypted http-only cookie, and the return checked (state, code at the token endpoint,
 * the ID token's issuer, audience, signature by the discovered keys, expiry and nonce).
 */
export const createOpenIdFlow = ({
  providers,
  publicUrl,
  secret,
  now = () => new Date(),
}: {
  providers: readonly FederatedProviderConfig[];
  publicUrl: string;
  secret: string;
  now?: () => Date;
}) => {
  const withClient = providers.filter((provider) => provider.clientId);
  const byId = new Map(withClient.map((provider) => [provider.id, provider]));
  const configurations = new Map<string, Promise<client.Configuration>>();
  const sealer = createSealer<Flow>(secret, 'openid-flow', now);

  const configurationOf = (provider: FederatedProviderConfig) => {
    let configuration = configurations.get(provider.id);
    if (!configuration) {
      const issuer = new URL(provider.issuer);
      configuration = client.discovery(
        issuer,
        provider.clientId!,
        { id_token_signed_response_alg: provider.algorithms[0]! },
        provider.clientSecret ? client.ClientSecretPost(provider.clientSecret) : client.None(),
        { execute: isLoopback(issuer) ? [client.allowInsecureRequests] : [], timeout: 10 },
      );
      // A provider that was down is asked again by the next sign-in.
      configuration.catch(() => configurations.delete(provider.id));
      configurations.set(provider.id, configuration);
    }
    return configuration;
  };

  const redirectUri = (providerId: string) => `${publicUrl}/api/auth/federated/${providerId}/callback`;

  return {
    /** The providers the sign-in page offers a button for. */
    buttons: (): OpenIdButton[] =>
      withClient.map((provider) => ({
        id: provider.id,
        label: provider.label ?? provider.id,
        ...(provider.icon ? { icon: provider.icon } : {}),
      })),
    has: (providerId: string) => byId.has(providerId),
    /** The provider's keys for provider-started landings that name none of their own. */
    jwksUriOf: async (providerId: string) => {
      const provider = byId.get(providerId);
      if (!provider) return undefined;
      return (await configurationOf(provider)).serverMetadata().jwks_uri;
    },

    /**
     * The provider's end-session page (OpenID Connect RP-Initiated Logout), which sends the browser back to
     * `returnTo` (registered with the provider as a post-logout redirect URI); undefined when it has none.
     */
    async endSessionUrl(providerId: string, returnTo: string) {
      const provider = byId.get(providerId);
      if (!provider) return undefined;
      const configuration = await configurationOf(provider);
      if (!configuration.serverMetadata().end_session_endpoint) return undefined;
      return client.buildEndSessionUrl(configuration, { client_id: provider.clientId!, post_logout_redirect_uri: returnTo });
    },

    /** Where the button sends the browser, and the cookie that binds the flow to it. */
    async start(providerId: string, { returnTo, locale }: { returnTo: string; locale: string }) {
      const provider = byId.get(providerId)!;
      const configuration = await configurationOf(provider);
      const flow: Flow = {
        provider: provider.id,
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
        returnTo,
        locale,
      };
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri(provider.id),
        scope: [...new Set(['openid', ...(provider.scopes ?? DEFAULT_SCOPES)])].join(' '),
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        ui_locales: locale,
      });
      const cookie = await sealer.seal(flow, OPENID_FLOW_SECONDS);
      return { url, cookie };
    },

    /** The flow a cookie keeps, when it is this site's, unexpired and for this provider. */
    async flowOf(cookie: string | undefined, providerId: string): Promise<Flow | undefined> {
      const flow = await sealer.open(cookie);
      return flow?.provider === providerId ? flow : undefined;
    },

    /** The return from the provider, checked against the flow this browser started. */
    async finish(
      flow: Flow,
      currentUrl: URL,
    ): Promise<{ identity: Omit<VerifiedIdentity, 'expiresAt'> } | { failure: OpenIdFailure; reason: string }> {
      const provider = byId.get(flow.provider)!;
      const error = currentUrl.searchParams.get('error');
      // The provider's own refusal (RFC 6749 4.1.2.1), told only once its state proves it answers this browser's flow.
      if (error && currentUrl.searchParams.get('state') === flow.state)
        return { failure: 'provider-refused', reason: `${error}: ${currentUrl.searchParams.get('error_description') ?? ''}` };
      let configuration: client.Configuration;
      try {
        configuration = await configurationOf(provider);
      } catch (cause) {
        return { failure: 'provider-unavailable', reason: describe(cause) };
      }
      // The provider answered at our redirect URI: the library reads the answer from the URL it was sent to.
      const answered = new URL(redirectUri(provider.id));
      answered.search = currentUrl.search;
      try {
        const tokens = await client.authorizationCodeGrant(configuration, answered, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims()!;
        if (!SUBJECT_PATTERN.test(idToken.sub))
          return { failure: 'invalid-token', reason: 'subject is not 1 to 255 printable ASCII characters' };
        // Many providers put the person's claims in the ID token; others (OpenID Connect Core 5.4, as the certified
        // provider does by default) only at the userinfo endpoint, which must name the same subject.
        const claims: Record<string, unknown> =
          idToken['email'] === undefined && idToken['given_name'] === undefined && configuration.serverMetadata().userinfo_endpoint
            ? { ...(await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), ...idToken }
            : idToken;
        const text = (name: string) => (typeof claims[name] === 'string' ? (claims[name] as string) : undefined);
        return {
          identity: {
            subject: idToken.sub,
            // OpenID Connect Core 5.1: an email the provider has not verified says nothing about who signs in.
            email: claims['email_verified'] === true ? emailFromClaim(text('email')) : undefined,
            givenName: nameFromClaim(text('given_name')),
            familyName: nameFromClaim(text('family_name')),
            allowSignUp: provider.allowSignUp,
          },
        };
      } catch (cause) {
        // Unreachable provider (its token endpoint, or its keys): the learner may try again later.
        if (cause instanceof TypeError || (cause instanceof Error && cause.name === 'TimeoutError'))
          return { failure: 'provider-unavailable', reason: describe(cause) };
        return { failure: 'invalid-token', reason: describe(cause) };
      }
    },
  };
};

const describe = (cause: unknown) =>
  cause instanceof Error
    ? `${cause.name}: ${cause.message}${cause.cause instanceof Error ? ` (${cause.cause.message})` : ''}`
    : String(cause);

export type OpenIdFlow = ReturnType<typeof createOpenIdFlow>;
