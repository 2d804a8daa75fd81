import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { authOperations } from '@tiles/contracts';
import { route } from '@tiles/api-platform/ground/operation-route';
import { HttpError, notFound } from '@tiles/api-platform/ground/http-errors';
import { toPasskey } from './passkey-repository.js';
import { CHALLENGE_SECONDS, createPasskeyCeremony, passkeyRefused as refused } from './passkey-ceremony.js';
import { startSession } from './start-session.js';

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): adding one to an account, signing in with one, listing and removing
 * them. Each ceremony's challenge is sealed in a short-lived cookie of the browser that asked for it, and spent once
 * (the used-token registry), so an assertion replayed with a copy of that cookie signs nobody in.
 */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, passkeys, loginThrottle } = app.auth;
  const ceremony = createPasskeyCeremony(app);
  const { rpId, origins, keepChallenge, takeChallenge } = ceremony;
  const now = () => app.clock.now();

  route(app, authOperations.passkeySignInOptions, async (_request, reply) => {
    const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: 'required', timeout: CHALLENGE_SECONDS * 1000 });
    await keepChallenge(reply, { challenge: options.challenge, purpose: 'sign-in' });
    return options as unknown as Record<string, unknown>;
  });

  route(app, authOperations.passkeySignIn, async (request, reply) => {
    const attempt = await loginThrottle.byProof({ ip: request.ip });
    if (!attempt.allowed)
      throw new HttpError(429, 'Too many sign-in attempts. Please wait before trying again.', {
        headers: { 'retry-after': String(attempt.retryAfterSeconds) },
      });
    const passkey = await ceremony.verifyAssertion(request, reply, request.body.credential);
    const user = await users.findById(passkey.userId);
    if (!user || user.deletedAt) throw refused(401, 'This passkey could not sign you in');
    await attempt.succeeded();
    if (user.disabledAt)
      throw new HttpError(403, 'This account has been disabled by the site administrators', { code: 'account-disabled' });
    // A passkey asks for its person (user verification) and is held: two factors in one.
    return startSession(app, request, reply, user, request.body.ua, request.body.tz, { tokens: request.body.tokens, secondFactor: true });
  });

  route(app, authOperations.listPasskeys, async (request) => (await passkeys.list(request.auth.user.id)).map(toPasskey));

  route(app, authOperations.passkeyRegistrationOptions, async (request, reply) => {
    const { user } = request.auth;
    const fields = user.fields as { name?: string; surname?: string };
    const options = await generateRegistrationOptions({
      rpName: request.site.niceName,
      rpID: rpId,
      userName: user.email ?? user.login,
      userDisplayName: [fields.name, fields.surname].filter(Boolean).join(' ') || (user.email ?? user.login),
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: (await passkeys.list(user.id)).map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: CHALLENGE_SECONDS * 1000,
    });
    await keepChallenge(reply, { challenge: options.challenge, purpose: 'register', userId: user.id });
    return options as unknown as Record<string, unknown>;
  });

  route(app, authOperations.addPasskey, async (request, reply) => {
    const { user } = request.auth;
    const challenge = await takeChallenge(request, reply);
    if (!challenge || challenge.purpose !== 'register' || challenge.userId !== user.id)
      throw refused(400, 'body.credential: it does not answer a passkey challenge of this browser for this account; start again');
    let registered: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      registered = await verifyRegistrationResponse({
        response: request.body.credential as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: origins,
        expectedRPID: rpId,
        requireUserVerification: true,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'a new passkey was refused');
      registered = { verified: false };
    }
    if (!registered.verified) throw refused(400, 'body.credential: the passkey could not be verified for this site');
    const { credential, credentialDeviceType, credentialBackedUp } = registered.registrationInfo;
    const added = await passkeys.add({
      id: credential.id,
      userId: user.id,
      publicKey: base64url(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: request.body.name,
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      createdAt: now(),
    });
    if (!added) throw new HttpError(409, 'This passkey is added already', { code: 'conflict' });
    return toPasskey(added);
  });

  route(app, authOperations.removePasskey, async (request) => {
    const { user } = request.auth;
    const { passkeyId } = request.params;
    const passkey = await passkeys.find(passkeyId);
    if (!passkey || passkey.userId !== user.id) throw notFound('No such passkey of yours');
    const ways = await users.signInWays(user.id);
    if (!ways.password && !ways.providers && (await passkeys.count(user.id)) <= 1)
      throw new HttpError(409, 'This passkey is your only way to sign in: add a password or another passkey first', {
        code: 'last-sign-in-method',
      });
    await passkeys.remove(user.id, passkeyId);
  });
};
