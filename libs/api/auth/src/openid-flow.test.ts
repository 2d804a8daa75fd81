import { loadConfig } from '@tiles/api-platform/config';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabaseKinds } from '@tiles/api-testing/test-app';
import { startOpenIdProvider, type TestOpenIdProvider } from '@tiles/test-openid-provider';
import { getUser } from './auth-test-helpers.js';
import { authModule } from './module.js';
import { OPENID_FLOW_COOKIE } from './openid-flow.js';

const PUBLIC_URL = 'http://localhost:3999';
const redirectUri = (provider: string) => `${PUBLIC_URL}/api/auth/federated/${provider}/callback`;

/**
 * A browser between our api (answered by inject) and the provider (a real server): it keeps each side's cookies and
 * follows the provider's redirects until they lead back to us.
 */
const browser = (app: FastifyInstance) => {
  const ours = new Map<string, string>();
  const theirs = new Map<string, string>();
  const keep = (jar: Map<string, string>, setCookies: string[]) => {
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };
  const header = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const ourCookies = (response: LightMyRequestResponse) => {
    const set = response.headers['set-cookie'];
    keep(ours, set === undefined ? [] : Array.isArray(set) ? set : [set]);
  };
  return {
    ours,
    /** A page of our api, with our cookies. */
    async visit(path: string) {
      const response = await app.inject({ method: 'GET', url: path, headers: { cookie: header(ours) }, remoteAddress: '10.9.0.1' });
      ourCookies(response);
      return response;
    },
    /** The provider's pages, followed until they send the browser back to our redirect URI: that address. */
    async atProvider(url: string) {
      let next = url;
      for (let hop = 0; hop < 20; hop += 1) {
        if (next.startsWith(PUBLIC_URL)) return next.slice(PUBLIC_URL.length);
        const response = await fetch(next, { redirect: 'manual', headers: { cookie: header(theirs) } });
        keep(theirs, response.headers.getSetCookie());
        const location = response.headers.get('location');
        if (!location) throw new Error(`the provider answered ${response.status} without sending the browser on: ${await response.text()}`);
        next = new URL(location, next).href;
      }
      throw new Error('the provider kept redirecting');
    },
  };
};

describe.each(testDatabaseKinds())('sign-in through an OpenID Provider (code flow) on %s', (kind) => {
  let app: FastifyInstance;
  let provider: TestOpenIdProvider;
  let publicClientProvider: TestOpenIdProvider;

  beforeAll(async () => {
    provider = await startOpenIdProvider({
      clientId: 'tiles',
      clientSecret: 'a-client-secret',
      redirectUris: [redirectUri('acme')],
      postLogoutRedirectUris: [`${PUBLIC_URL}/en-GB`],
    });
    publicClientProvider = await startOpenIdProvider({ clientId: 'tiles-public', redirectUris: [redirectUri('public')] });
    app = await createTestApp(
      kind,
      {
        publicEnv: 'production',
        publicUrl: PUBLIC_URL,
        auth: {
          ...loadConfig({}).auth,
          secret: 'test-secret-that-is-long-enough-for-hs256',
          federatedProviders: [
            {
              id: 'acme',
              issuer: provider.issuer,
              clientId: 'tiles',
              clientSecret: 'a-client-secret',
              label: 'Acme ID',
              algorithms: ['RS256'],
              allowSignUp: true,
              maxTokenLifetimeSeconds: 3_600,
            },
            {
              id: 'public',
              issuer: publicClientProvider.issuer,
              clientId: 'tiles-public',
              algorithms: ['RS256'],
              allowSignUp: false,
              maxTokenLifetimeSeconds: 3_600,
            },
            {
              id: 'down',
              issuer: 'http://127.0.0.1:9',
              clientId: 'tiles',
              algorithms: ['RS256'],
              allowSignUp: true,
              maxTokenLifetimeSeconds: 3_600,
            },
          ],
        },
      },
      { modules: [authModule] },
    );
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
    await publicClientProvider?.close();
  });
  afterEach(() => vi.useRealTimers());

  const rita = { sub: 'rita-1', email: 'rita@acme.test', email_verified: true, given_name: 'Rita', family_name: 'Levi-Montalcini' };

  /** From the button to the provider's return, as a browser goes: the return's address (our callback, with its query). */
  const throughProvider = async (visitor: ReturnType<typeof browser>, providerId = 'acme', returnTo = '/it-IT/profile') => {
    const start = await visitor.visit(`/api/auth/federated/${providerId}/start?returnTo=${encodeURIComponent(returnTo)}&locale=en-GB`);
    expect(start.statusCode).toBe(302);
    return { start, callback: await visitor.atProvider(start.headers.location as string) };
  };

  it('offers a button for each provider with a client id, and sends the browser to it with PKCE, state and nonce', async () => {
    expect(app.auth.openIdFlow.buttons()).toEqual([
      { id: 'acme', label: 'Acme ID' },
      { id: 'public', label: 'public' },
      { id: 'down', label: 'down' },
    ]);
    const start = await browser(app).visit('/api/auth/federated/acme/start?returnTo=/it-IT/profile');
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'tiles',
      response_type: 'code',
      redirect_uri: redirectUri('acme'),
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      ui_locales: 'it-IT',
    });
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    const cookie = start.cookies.find((candidate) => candidate.name === OPENID_FLOW_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/api/auth/federated', maxAge: 600 });
    // Encrypted: nothing of the flow (the PKCE verifier above all) can be read from it.
    expect(cookie.value.split('.')).toHaveLength(5);
    expect(cookie.value).not.toContain(authorize.searchParams.get('state'));
  });

  it("offers the provider's own sign-out after a sign-out of a session it signed in, and sends the browser there", async () => {
    provider.signInAs({ ...rita, sub: 'rita-signs-out', email: 'rita.out@acme.test' });
    const visitor = browser(app);
    const { callback } = await throughProvider(visitor);
    await visitor.visit(callback);
    const loggedOut = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      headers: { cookie: `t-ssid=${visitor.ours.get('t-ssid')}` },
    });
    expect(loggedOut.json().outcome).toEqual({ providerSignOut: 'acme' });
    const endSession = await visitor.visit('/api/auth/federated/acme/end-session?locale=en-GB');
    expect(endSession.statusCode).toBe(302);
    const target = new URL(endSession.headers.location as string);
    expect(target.origin).toBe(provider.issuer);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({ client_id: 'tiles', post_logout_redirect_uri: `${PUBLIC_URL}/en-GB` });
    // The provider takes it: its own page asks her to confirm the sign-out there.
    const page = await fetch(target);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('logout');
    // A session of a password, or a provider without a sign-out page: nothing to offer.
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} })).json().outcome).toEqual({ providerSignOut: null });
    expect((await visitor.visit('/api/auth/federated/down/end-session')).statusCode).toBe(404);
  });

  it('signs a new learner in by the provider, continues to where she was going, and signs her in again to the same account', async () => {
    provider.signInAs(rita);
    const visitor = browser(app);
    const { callback } = await throughProvider(visitor);
    const landed = await visitor.visit(callback);
    expect(landed.statusCode).toBe(200);
    expect(landed.headers['content-type']).toMatch(/^text\/html/);
    // A page that moves on by itself: the session cookie (SameSite=Strict) goes with a navigation this site starts.
    expect(landed.body).toContain('<meta http-equiv="refresh" content="0;url=/it-IT/profile">');
    expect(landed.body).toContain('lang="en-GB"');
    expect(visitor.ours.has(OPENID_FLOW_COOKIE)).toBe(false);
    const user = (await getUser(app, { cookie: `t-ssid=${visitor.ours.get('t-ssid')}` })).json().outcome;
    expect(user).toMatchObject({
      fields: { name: 'Rita', surname: 'Levi-Montalcini' },
      email: 'rita@acme.test',
      role: ['learner'],
      locale: 'en-GB',
    });

    const again = browser(app);
    const { callback: secondReturn } = await throughProvider(again, 'acme', '/');
    const second = await again.visit(secondReturn);
    expect(second.body).toContain('url=/en-GB"');
    expect((await getUser(app, { cookie: `t-ssid=${again.ours.get('t-ssid')}` })).json().outcome._id).toBe(user._id);
  });

  it('signs in with a public client by PKCE alone, and refuses a sign-up where the provider allows none', async () => {
    publicClientProvider.signInAs({ sub: 'nobody-here', email: 'n@public.test', email_verified: true });
    const visitor = browser(app);
    const { callback } = await throughProvider(visitor, 'public');
    const landed = await visitor.visit(callback);
    // The code was redeemed (PKCE, no secret) and the token checked: only the account is missing.
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe('/en-GB/login?returnTo=%2Fit-IT%2Fprofile&signInError=sign-up-closed');
    expect(visitor.ours.has('t-ssid')).toBe(false);
  });

  it('brings a refused consent back to the sign-in page, in her language, with where she was going', async () => {
    provider.signInAs(rita);
    provider.refuseNext();
    const visitor = browser(app);
    const { callback } = await throughProvider(visitor);
    expect(new URL(callback, PUBLIC_URL).searchParams.get('error')).toBe('access_denied');
    const landed = await visitor.visit(callback);
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe('/en-GB/login?returnTo=%2Fit-IT%2Fprofile&signInError=provider-refused');
    expect(visitor.ours.has('t-ssid')).toBe(false);
  });

  it('refuses a forged state, a return without the flow of this browser, and a code presented again', async () => {
    provider.signInAs(rita);
    const visitor = browser(app);
    const { callback } = await throughProvider(visitor);
    const forged = new URL(callback, PUBLIC_URL);
    forged.searchParams.set('state', 'a-state-this-browser-never-made');
    const refused = await visitor.visit(`${forged.pathname}${forged.search}`);
    expect(refused.headers.location).toBe('/en-GB/login?returnTo=%2Fit-IT%2Fprofile&signInError=invalid-token');
    expect(visitor.ours.has('t-ssid')).toBe(false);
    // The flow ended with that return: the genuine one, arriving after, finds none.
    const late = await visitor.visit(callback);
    expect(late.headers.location).toBe('/it-IT/login?signInError=sign-in-expired');

    // Another browser (an attacker's) that never started a flow cannot use a victim's return.
    const stranger = browser(app);
    const stolen = await throughProvider(browser(app));
    expect((await stranger.visit(stolen.callback)).headers.location).toBe('/it-IT/login?signInError=sign-in-expired');

    // A code presented again, with a copy of the flow's cookie: the provider redeems a code once.
    const victim = browser(app);
    const { callback: genuine } = await throughProvider(victim);
    const flowCookie = victim.ours.get(OPENID_FLOW_COOKIE)!;
    expect((await victim.visit(genuine)).statusCode).toBe(200);
    const replay = browser(app);
    replay.ours.set(OPENID_FLOW_COOKIE, flowCookie);
    const replayed = await replay.visit(genuine);
    expect(replayed.headers.location).toBe('/en-GB/login?returnTo=%2Fit-IT%2Fprofile&signInError=invalid-token');
    expect(replay.ours.has('t-ssid')).toBe(false);
  });

  it('keeps signing in after the provider rotates its signing key, once the keys it holds are a minute old', async () => {
    provider.signInAs(rita);
    const before = browser(app);
    expect((await before.visit((await throughProvider(before)).callback)).statusCode).toBe(200);
    await provider.rotateKeys();
    // The provider's keys are fetched again for a key they lack once they are a minute old (openid-client's guard
    // against a flood of unknown keys): a minute later, the new key signs in.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const after = browser(app);
    const landed = await after.visit((await throughProvider(after)).callback);
    expect(landed.statusCode).toBe(200);
    expect(after.ours.has('t-ssid')).toBe(true);
  });

  it('answers 404 for a provider without a client id, and brings an unreachable one back to the sign-in page', async () => {
    expect((await browser(app).visit('/api/auth/federated/nowhere/start')).statusCode).toBe(404);
    const down = await browser(app).visit('/api/auth/federated/down/start?returnTo=/it-IT/courses&locale=de-DE');
    expect(down.statusCode).toBe(302);
    expect(down.headers.location).toBe('/de-DE/login?returnTo=%2Fit-IT%2Fcourses&signInError=provider-unavailable');
    const unsafe = await browser(app).visit('/api/auth/federated/acme/start?returnTo=https://evil.example/');
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json().message).toContain('returnTo');
  });
});
