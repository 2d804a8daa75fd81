import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { HttpError } from '@tiles/api-platform/ground/http-errors';
import type { PasskeyChallenge, PasskeyRow } from './passkey-repository.js';

/** The browser keeps the challenge of its passkey ceremony here, for the second call of it. */
export const PASSKEY_CHALLENGE_COOKIE = 't-wa';
export const CHALLENGE_SECONDS = 5 * 60;
const CHALLENGE_COOKIE_PATH = '/api/auth';

export const passkeyRefused = (status: 400 | 401, message: string) => new HttpError(status, message, { code: 'passkey-refused' });

/**
 * The two calls of a passkey ceremony: its challenge sealed in a short-lived cookie of the browser that asked, and
 * spent once (the used-token registry), so an assertion replayed with a copy of that cookie proves nothing.
 */
export const createPasskeyCeremony = (app: FastifyInstance) => {
  const { passkeys, passkeyChallenges: sealer, usedFederatedTokens: spent } = app.auth;
  const { rpId, origins } = app.config.auth.webAuthn;
  const now = () => app.clock.now();
  const cookieOptions = {
    path: CHALLENGE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.publicEnv !== 'local',
    maxAge: CHALLENGE_SECONDS,
  };

  /** The challenge this browser was given, once: the cookie is cleared and the challenge spent. */
  const takeChallenge = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.clearCookie(PASSKEY_CHALLENGE_COOKIE, { path: CHALLENGE_COOKIE_PATH });
    const challenge = await sealer.open(request.cookies[PASSKEY_CHALLENGE_COOKIE]);
    if (!challenge) return undefined;
    const firstUse = await spent.claim(`passkey-challenge.${challenge.challenge}`, new Date(now().getTime() + CHALLENGE_SECONDS * 1000));
    return firstUse ? challenge : undefined;
  };

  return {
    rpId,
    origins,
    takeChallenge,
    async keepChallenge(reply: FastifyReply, challenge: PasskeyChallenge) {
      // Not the reply itself: it is a thenable that settles once sent, and awaiting it here would wait for ever.
      reply.setCookie(PASSKEY_CHALLENGE_COOKIE, await sealer.seal(challenge, CHALLENGE_SECONDS), cookieOptions);
    },

    /**
     * The passkey that signed this browser's sign-in challenge, with user verification, from this site's origins,
     * its counter moved on (and recorded): else 401 passkey-refused.
     */
    async verifyAssertion(request: FastifyRequest, reply: FastifyReply, body: unknown): Promise<PasskeyRow> {
      const credential = body as AuthenticationResponseJSON;
      const challenge = await takeChallenge(request, reply);
      const passkey = await passkeys.find(credential.id);
      if (!challenge || challenge.purpose !== 'sign-in' || !passkey) {
        request.log.warn(
          { known: Boolean(passkey), challenge: Boolean(challenge) },
          'a passkey assertion without its challenge or passkey',
        );
        throw passkeyRefused(401, 'This passkey could not sign you in');
      }
      let newCounter: number;
      try {
        const verification = await verifyAuthenticationResponse({
          response: credential,
          expectedChallenge: challenge.challenge,
          expectedOrigin: origins,
          expectedRPID: rpId,
          credential: {
            id: passkey.id,
            publicKey: Buffer.from(passkey.publicKey, 'base64url'),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: true,
        });
        if (!verification.verified) throw new Error('not verified');
        newCounter = verification.authenticationInfo.newCounter;
      } catch (error) {
        request.log.warn({ err: error }, 'a passkey assertion was refused');
        throw passkeyRefused(401, 'This passkey could not sign you in');
      }
      if (!(await passkeys.used(passkey, newCounter, now()))) throw passkeyRefused(401, 'This passkey could not sign you in');
      return passkey;
    },
  };
};

export type PasskeyCeremony = ReturnType<typeof createPasskeyCeremony>;
