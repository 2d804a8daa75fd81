import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

/** A person the provider knows: who signs in at its pages next. */
export type ProviderAccount = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

/**
 * A real OpenID Provider (panva's `oidc-provider`, the certified one) on 127.0.0.1, for sign-in tests: its own
 * discovery document, keys, authorization and token endpoints. Its login and consent pages answer by themselves as
 * the test says: who signs in next (`signInAs`) and whether she refuses consent (`refuseNext`). `rotateKeys` starts
 * signing with a new key (and publishes only it), as a provider does after a rotation.
 */
export const startOpenIdProvider = async ({
  clientId,
  clientSecret,
  redirectUris,
  postLogoutRedirectUris = [],
  port = 0,
  host = '127.0.0.1',
}: {
  clientId: string;
  /** None: a public client (PKCE only). */
  clientSecret?: string;
  redirectUris: string[];
  /** Where its sign-out page may send the browser back to (RP-Initiated Logout). */
  postLogoutRedirectUris?: string[];
  /** A fixed port (a server configured before the test starts), or any free one. */
  port?: number;
  /**
   * The issuer's host name: `localhost` puts the provider on another site than an app at 127.0.0.1, as a real
   * provider is (the browser then treats its return as a cross-site navigation). It listens on 127.0.0.1 either way.
   */
  host?: '127.0.0.1' | 'localhost';
}) => {
  const listen = (server: http.Server, address: string, at: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, address, resolve);
    });
  const server = http.createServer();
  await listen(server, '127.0.0.1', port);
  const boundPort = (server.address() as AddressInfo).port;
  // `localhost` may resolve to ::1 first (for the api's fetch and for the browser): the same port there too, where
  // the machine has IPv6.
  const servers = [server];
  if (host === 'localhost') {
    const v6 = http.createServer();
    if (
      await listen(v6, '::1', boundPort).then(
        () => true,
        () => false,
      )
    )
      servers.push(v6);
  }
  const issuer = `http://${host}:${boundPort}`;
  const accounts = new Map<string, ProviderAccount>();
  let next: ProviderAccount | undefined;
  let refuseNext = false;

  const signingKey = async (kid: string) => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    return { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  };

  const providerWith = (keys: Awaited<ReturnType<typeof signingKey>>[]) => {
    const configuration: Configuration = {
      clients: [
        {
          client_id: clientId,
          ...(clientSecret
            ? { client_secret: clientSecret, token_endpoint_auth_method: 'client_secret_post' }
            : { token_endpoint_auth_method: 'none' }),
          redirect_uris: redirectUris,
          post_logout_redirect_uris: postLogoutRedirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys },
      cookies: { keys: ['a test provider, not a secret'] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx, id) => {
        const account = accounts.get(id);
        return account ? { accountId: id, claims: () => account } : undefined;
      },
    };
    return new Provider(issuer, configuration);
  };
  let provider = providerWith([await signingKey('first')]);

  const answer = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const current = provider;
    const interaction = /^\/interaction\/([^/?]+)/.exec(request.url ?? '');
    if (!interaction) return void current.callback()(request, response);
    // The provider's login and consent pages, answered as the test set them up.
    void (async () => {
      try {
        const details = await current.interactionDetails(request, response);
        if (refuseNext) {
          refuseNext = false;
          await current.interactionFinished(request, response, { error: 'access_denied', error_description: 'The user refused' });
          return;
        }
        if (details.prompt.name === 'login') {
          if (!next) throw new Error('the test provider was asked to sign someone in, but nobody was set with signInAs');
          accounts.set(next.sub, next);
          await current.interactionFinished(request, response, { login: { accountId: next.sub } }, { mergeWithLastSubmission: false });
          return;
        }
        const grant = new current.Grant({ accountId: details.session!.accountId, clientId: String(details.params['client_id']) });
        grant.addOIDCScope(String(details.params['scope']));
        await current.interactionFinished(
          request,
          response,
          { consent: { grantId: await grant.save() } },
          { mergeWithLastSubmission: true },
        );
      } catch (error) {
        response.statusCode = 500;
        response.end(String(error));
      }
    })();
  };
  for (const each of servers) each.on('request', answer);

  return {
    issuer,
    /** Who signs in at the provider's login page next. */
    signInAs: (account: ProviderAccount) => {
      next = account;
    },
    /** The next visit to the provider's pages refuses consent (`access_denied`). */
    refuseNext: () => {
      refuseNext = true;
    },
    /** From now on ID tokens are signed with a new key, and the old one is no longer published. */
    async rotateKeys() {
      provider = providerWith([await signingKey(`rotated-${Date.now()}`)]);
    },
    close: () => Promise.all(servers.map((each) => new Promise<void>((resolve) => each.close(() => resolve())))).then(() => undefined),
  };
};

export type TestOpenIdProvider = Awaited<ReturnType<typeof startOpenIdProvider>>;
