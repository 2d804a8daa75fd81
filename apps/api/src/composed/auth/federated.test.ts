import { loadConfig } from '@tiles/api-platform/config';
import http from 'node:http';
import type { webcrypto } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { eq } from 'drizzle-orm';
import { usedFederatedTokens } from '@tiles/api-auth/schema';
import { getUser, sessionCookieOf } from '@tiles/api-auth/auth-test-helpers';
import { replayKeyOf } from '@tiles/api-auth/used-tokens';

describe('federated login', () => {
  let app: FastifyInstance;
  let signWith: (
    claims: Record<string, unknown>,
    options?: { key?: webcrypto.CryptoKey; alg?: string; expiresIn?: string },
  ) => Promise<string>;
  let otherKey: webcrypto.CryptoKey;
  let signingKey: webcrypto.CryptoKey;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    signingKey = privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    const base = loadConfig({}).auth;
    app = await createTestApp('pglite', {
      auth: {
        ...base,
        federatedProviders: [
          {
            id: 'acme',
            issuer: 'https://id.acme.test',
            audience: 'tiles',
            publicKeys: [jwk],
            algorithms: ['RS256'],
            allowSignUp: true,
            maxTokenLifetimeSeconds: 3_600,
          },
          {
            id: 'closed',
            issuer: 'https://id.closed.test',
            audience: 'tiles',
            publicKeys: [jwk],
            algorithms: ['RS256'],
            allowSignUp: false,
            maxTokenLifetimeSeconds: 3_600,
          },
        ],
      },
    });
    signWith = (claims, { key = privateKey, alg = 'RS256', expiresIn = '5m' } = {}) =>
      new SignJWT(claims).setProtectedHeader({ alg, kid: 'k1' }).setIssuedAt().setExpirationTime(expiresIn).sign(key);
  });
  afterAll(() => app?.close());

  const federatedLogin = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/auth/federated/login', payload, remoteAddress: '10.3.0.1' });

  const validClaims = {
    iss: 'https://id.acme.test',
    aud: 'tiles',
    sub: 'acme-42',
    given_name: 'Rita',
    family_name: 'Levi-Montalcini',
    email: 'rita@acme.test',
    email_verified: true,
  };

  it('signs in with a valid ID token, creating the learner once, and continues to returnTo', async () => {
    const first = await federatedLogin({ provider: 'acme', token: await signWith(validClaims), returnTo: '/it-IT/profile' });
    expect(first.statusCode).toBe(200);
    // The cookie is the session; a browser's answer carries no token.
    expect(first.json().outcome).toEqual({ returnTo: '/it-IT/profile' });
    const cookie = sessionCookieOf(first)!;
    const user = (await getUser(app, { cookie: `t-ssid=${cookie.value}` })).json().outcome;
    expect(user).toMatchObject({ fields: { name: 'Rita', surname: 'Levi-Montalcini' }, role: ['learner'], email: 'rita@acme.test' });

    const again = await federatedLogin({ provider: 'acme', token: await signWith({ ...validClaims, jti: 'second-sign-in' }) });
    expect(again.json().outcome.returnTo).toBe('/');
    const sameUser = (await getUser(app, { cookie: `t-ssid=${sessionCookieOf(again)!.value}` })).json().outcome;
    expect(sameUser._id).toBe(user._id);
  });

  it('signs in once per ID token: a replayed token is refused', async () => {
    const token = await signWith({ ...validClaims, jti: 'once' });
    expect((await federatedLogin({ provider: 'acme', token })).statusCode).toBe(200);
    const replay = await federatedLogin({ provider: 'acme', token });
    expect(replay.statusCode).toBe(401);
    expect(sessionCookieOf(replay)).toBeUndefined();
  });

  it('refuses a replay whose signature is written another way (the spare bits of its last character)', async () => {
    const token = await signWith({ ...validClaims, jti: 'malleable' });
    expect((await federatedLogin({ provider: 'acme', token })).statusCode).toBe(200);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1)!);
    // A 256-byte RS256 signature is 342 characters: the last one carries 2 bits, so 16 characters decode alike.
    const variants = [1, 2, 3].map((spare) => `${token.slice(0, -1)}${alphabet[(last & ~0b1111) | ((last + spare) & 0b1111)]}`);
    for (const variant of variants) {
      expect(Buffer.from(variant.split('.')[2]!, 'base64url')).toEqual(Buffer.from(token.split('.')[2]!, 'base64url'));
      const replay = await federatedLogin({ provider: 'acme', token: variant });
      expect(replay.statusCode).toBe(401);
      expect(sessionCookieOf(replay)).toBeUndefined();
    }
  });

  it('cleans profile claims on the way in: markup, 3,000 characters, no names at all', async () => {
    const cases = [
      { sub: 'acme-markup', given_name: '<img src=x onerror=alert(1)>Grace', family_name: 'Hopper\u0000', email: 'not an email' },
      { sub: 'acme-long', given_name: 'A'.repeat(3_000), family_name: '\u{1F600}'.repeat(1_500), email: `${'x'.repeat(300)}@acme.test` },
      { sub: 'acme-nameless', email: 'nameless@acme.test' },
      { sub: 'acme-blank', given_name: '  <>  ', family_name: '\n' },
      { sub: 'acme-bidi', given_name: 'Mario\u202Egpj.exe', family_name: '\u2067Rossi\u2069\u200F' },
    ];
    for (const claims of cases) {
      const signedIn = await federatedLogin({
        provider: 'acme',
        token: await signWith({ ...validClaims, given_name: undefined, family_name: undefined, email: undefined, ...claims }),
      });
      expect(signedIn.statusCode, claims.sub).toBe(200);
      const user = await getUser(app, { cookie: `t-ssid=${sessionCookieOf(signedIn)!.value}` });
      expect(user.statusCode, claims.sub).toBe(200);
      const { fields, email } = user.json().outcome;
      // A name always (the login's local part at worst); a surname only if the provider gave one, never a placeholder.
      expect(fields.name.length).toBeGreaterThan(0);
      if (claims.sub === 'acme-nameless' || claims.sub === 'acme-blank') expect(fields.surname).toBe('');
      for (const name of [fields.name, fields.surname]) {
        expect(name.length).toBeLessThanOrEqual(80);
        expect([...name].some((character) => '<>'.includes(character) || character.charCodeAt(0) < 0x20)).toBe(false);
      }
      if (claims.sub === 'acme-markup') expect(fields).toMatchObject({ name: 'img src=x onerror=alert(1)Grace', surname: 'Hopper' });
      if (claims.sub === 'acme-nameless') expect(fields.name).toBe('nameless');
      if (claims.sub === 'acme-bidi') expect(fields).toMatchObject({ name: 'Mariogpj.exe', surname: 'Rossi' });
      expect(email === null || email.length <= 254).toBe(true);
    }
    const tooLongSubject = await federatedLogin({ provider: 'acme', token: await signWith({ ...validClaims, sub: 's'.repeat(256) }) });
    expect(tooLongSubject.statusCode).toBe(401);
  });

  it('refuses tokens that are not valid for the provider', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ ...validClaims, exp: Math.floor(Date.now() / 1000) + 300 })).toString('base64url');
    const cases = {
      'alg none': `${header}.${body}.`,
      'wrong key': await signWith(validClaims, { key: otherKey }),
      'wrong audience': await signWith({ ...validClaims, aud: 'someone-else' }),
      'wrong issuer': await signWith({ ...validClaims, iss: 'https://evil.test' }),
      expired: await signWith(validClaims, { expiresIn: '-10m' }),
      'not yet valid': await signWith({ ...validClaims, nbf: Math.floor(Date.now() / 1000) + 3600 }),
      'no subject': await signWith({ ...validClaims, sub: undefined }),
    };
    for (const [name, token] of Object.entries(cases)) {
      const response = await federatedLogin({ provider: 'acme', token });
      expect(response.statusCode, name).toBe(401);
      expect(response.json().message, name).toBe('The sign-in token is not valid');
      expect(sessionCookieOf(response), name).toBeUndefined();
    }
  });

  it('takes the email only when the provider verified it (OpenID Connect Core 5.1)', async () => {
    for (const [sub, verified] of [
      ['acme-unverified', false],
      ['acme-verified-string', 'true'],
      ['acme-verified-missing', undefined],
    ] as const) {
      const signedIn = await federatedLogin({
        provider: 'acme',
        token: await signWith({ ...validClaims, sub, email: `${sub}@acme.test`, email_verified: verified }),
      });
      expect(signedIn.statusCode, sub).toBe(200);
      expect((await getUser(app, { cookie: `t-ssid=${sessionCookieOf(signedIn)!.value}` })).json().outcome.email, sub).toBeNull();
    }
  });

  it('refuses a sign-up whose verified email another account holds, with a clear message, and makes no account', async () => {
    const taken = { ...validClaims, sub: 'acme-newcomer', email: 'RITA@acme.test' };
    const refused = await federatedLogin({ provider: 'acme', token: await signWith(taken) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'email-in-use', message: expect.stringContaining('Another account already uses') });
    expect(sessionCookieOf(refused)).toBeUndefined();
    // A demo learner's sign-in name is their address: held too.
    const demo = await federatedLogin({ provider: 'acme', token: await signWith({ ...taken, email: 'ada.lovelace@tiles.test' }) });
    expect(demo.statusCode).toBe(409);
    // Unverified, the same address is not a claim on anything: the learner is made, without an email.
    const unverified = await federatedLogin({ provider: 'acme', token: await signWith({ ...taken, email_verified: false }) });
    expect(unverified.statusCode).toBe(200);
  });

  it("refuses an ID token whose lifetime is beyond the provider's bound, and remembers used ones no longer than it", async () => {
    const long = await federatedLogin({ provider: 'acme', token: await signWith({ ...validClaims, jti: 'long' }, { expiresIn: '2h' }) });
    expect(long.statusCode).toBe(401);
    const noIssuedAt = await new SignJWT({ ...validClaims, jti: 'no-iat' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setExpirationTime('5m')
      .sign(signingKey);
    expect((await federatedLogin({ provider: 'acme', token: noIssuedAt })).statusCode).toBe(401);
    const fromTheFuture = await new SignJWT({ ...validClaims, jti: 'future' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuedAt(Math.floor(Date.now() / 1000) + 600)
      .setExpirationTime('30m')
      .sign(signingKey);
    expect((await federatedLogin({ provider: 'acme', token: fromTheFuture })).statusCode).toBe(401);
    const within = await signWith({ ...validClaims, jti: 'within' }, { expiresIn: '59m' });
    expect((await federatedLogin({ provider: 'acme', token: within })).statusCode).toBe(200);
    const [record] = await app.db
      .select()
      .from(usedFederatedTokens)
      .where(eq(usedFederatedTokens.tokenHash, replayKeyOf(within)));
    const { iat, exp } = JSON.parse(Buffer.from(within.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
    expect(record!.expiresAt.getTime()).toBe(exp * 1000);
    expect(record!.expiresAt.getTime()).toBeLessThanOrEqual((iat + 3_600) * 1000);
  });

  it('refuses an unknown subject when the provider does not allow sign-up', async () => {
    const response = await federatedLogin({ provider: 'closed', token: await signWith({ ...validClaims, iss: 'https://id.closed.test' }) });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    [{ provider: 'nowhere', token: 'x' }, 'body.provider'],
    [{ provider: 'acme', token: 'x', returnTo: '//evil.test/' }, 'body.returnTo'],
    [{ provider: 'acme', token: 'x', returnTo: 'https://evil.test/' }, 'body.returnTo'],
    [{ provider: 'acme' }, 'body.token'],
  ])('answers 400 naming the field for %p', async (payload, field) => {
    const response = await federatedLogin(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('deletes a learner who signs in with a provider only with a fresh token of the same subject', async () => {
    const claims = { ...validClaims, sub: 'leaving-1', email: 'leaving@acme.test', jti: 'leaving-sign-in' };
    const signInToken = await signWith(claims);
    const signedIn = await federatedLogin({ provider: 'acme', token: signInToken });
    const cookie = `t-ssid=${sessionCookieOf(signedIn)!.value}`;
    const remove = (payload: object) =>
      app.inject({ method: 'DELETE', url: '/api/auth/user', payload, headers: { cookie }, remoteAddress: '10.3.0.9' });
    // Someone else's token, the one already used to sign in, or none that verifies: refused, the account untouched.
    const otherToken = await signWith({ ...validClaims, sub: 'someone-else', jti: 'other' });
    for (const token of [otherToken, signInToken, 'not-a-token']) {
      const refused = await remove({ provider: 'acme', token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('invalid-token');
    }
    expect((await remove({ password: 'anything' })).json().code).toBe('wrong-password');
    expect((await getUser(app, { cookie })).statusCode).toBe(200);
    const deleted = await remove({ provider: 'acme', token: await signWith({ ...claims, jti: 'confirm-deletion' }) });
    expect(deleted.statusCode).toBe(204);
    expect((await getUser(app, { cookie })).statusCode).toBe(401);
  });
});

describe('federated login with keys from a JWKS URL', () => {
  it('fetches the provider keys and verifies tokens with them', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'es-1', alg: 'ES256', use: 'sig' }] };
    let fetched = 0;
    const server = http.createServer((_request, response) => {
      fetched += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(jwks));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = loadConfig({}).auth;
    const app = await createTestApp('pglite', {
      auth: {
        ...base,
        federatedProviders: [
          {
            id: 'remote',
            issuer: 'https://id.remote.test',
            audience: 'tiles',
            jwksUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`,
            algorithms: ['ES256'],
            allowSignUp: true,
            maxTokenLifetimeSeconds: 3_600,
          },
        ],
      },
    });
    const token = await new SignJWT({ given_name: 'Marie' })
      .setProtectedHeader({ alg: 'ES256', kid: 'es-1' })
      .setIssuer('https://id.remote.test')
      .setAudience('tiles')
      .setSubject('remote-1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const response = await app.inject({ method: 'POST', url: '/api/auth/federated/login', payload: { provider: 'remote', token } });
    expect(response.statusCode).toBe(200);
    expect(fetched).toBeGreaterThan(0);
    // An algorithm outside the provider's allow-list is refused even with a key that would verify it.
    const rs = await generateKeyPair('RS256');
    const wrongAlg = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'es-1' })
      .setIssuer('https://id.remote.test')
      .setAudience('tiles')
      .setSubject('remote-1')
      .setExpirationTime('5m')
      .sign(rs.privateKey);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/federated/login', payload: { provider: 'remote', token: wrongAlg } })).statusCode,
    ).toBe(401);
    await app.close();
    await new Promise((resolve) => server.close(resolve));
  });
});
