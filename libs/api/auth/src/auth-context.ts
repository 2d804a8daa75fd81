import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MODE_HEADER, SESSION_COOKIE, type Mode } from '@tiles/contracts';
import { HttpError } from '@tiles/api-platform/ground/http-errors';
import { permissionsOf, type Permission } from '@tiles/api-roles/repository';
import type { UserRow } from '@tiles/api-users/repository';
import type { AuthServices } from './auth-services.js';
import { bearerOf, presentedCredential, sessionIdHashOf, type Credential } from './credentials.js';
import { setsSessionCookie } from './session-cookies.js';
import { RECENT_SECOND_FACTOR_MS } from './second-factor.js';
// The decorations this file reads are declared with their modules.
import type {} from './module.js';
import type {} from '@tiles/api-roles/module';

/**
 * `user` is who the session acts as (in tester mode, the tester's test learner); `realUser` is who signed in: their
 * role decides permissions and modes, and the audit log names them.
 */
export type AuthContext = {
  user: UserRow;
  realUser: UserRow;
  sessionIdHash: string;
  mode: Mode;
  secondFactorAt: Date | null;
  /** The provider whose pages signed this session in, if one did. */
  provider: string | null;
};

const contexts = new WeakMap<FastifyRequest, Promise<AuthContext | null>>();

/**
 * The one credential resolver, for every path that takes a credential (http here, the socket handshake): the
 * active session it names, on `siteId`. A session of another site, an ended one or a bad token is nobody.
 */
export const resolveSession = async (auth: AuthServices, credential: Credential, siteId: string): Promise<AuthContext | null> => {
  const sessionIdHash = await sessionIdHashOf(auth.accessTokens, credential);
  if (!sessionIdHash) return null;
  const active = await auth.activeSessions.find(sessionIdHash);
  if (!active || active.user.siteId !== siteId) return null;
  return {
    user: active.user,
    realUser: active.realUser,
    sessionIdHash,
    mode: active.session.mode,
    secondFactorAt: active.session.secondFactorAt,
    provider: active.session.provider,
  };
};

/** The credential an http request presents: the t-ssid cookie, or a bearer access token. */
export const credentialOf = (request: FastifyRequest): Credential =>
  presentedCredential({ cookie: request.cookies[SESSION_COOKIE], bearer: bearerOf(request.headers.authorization) });

/**
 * Who is calling: resolved at most once per request, and only by the routes that ask (signed-in routes before
 * their body is read; routes open to visitors when they need to know).
 */
export const resolveAuth = (request: FastifyRequest): Promise<AuthContext | null> => {
  let context = contexts.get(request);
  if (!context) {
    context = resolveSession(request.server.auth, credentialOf(request), request.site._id);
    contexts.set(request, context);
  }
  return context;
};

const requireUser = async (request: FastifyRequest): Promise<AuthContext> => {
  const context = await resolveAuth(request);
  if (!context) throw new HttpError(401, 'Sign in to continue: there is no valid session');
  return context;
};

/** The caller of a route that declares `signedIn`, `permission` or `mode`, known before its handler runs. */
const authenticated = new WeakMap<FastifyRequest, AuthContext>();

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling: on routes that declare `signedIn`, `permission` or `mode` (authenticated before the handler). */
    readonly auth: AuthContext;
  }
}

const forbidden = (message: string) => new HttpError(403, message, { code: 'forbidden' });

/**
 * The permission, mode and second factor a route declares, against the caller's role and session: 403 naming what
 * is missing. Whoever's role holds permissions calls nothing of them, nor of a route asking for a second factor,
 * before proving one in the session; the most sensitive actions want one of the last 15 minutes.
 */
const authorise =
  (permission: Permission | undefined, mode: Mode | undefined, secondFactor: 'checked' | 'recent' | undefined) =>
  async (request: FastifyRequest) => {
    const context = await requireUser(request);
    const permissions = await permissionsOf(request.server.roleRepository, context.realUser.roles);
    if (permission && !permissions.includes(permission)) throw forbidden(`Your role does not allow this (${permission})`);
    if (mode && context.mode !== mode) throw forbidden(`Switch to ${mode} mode first: this call is made in ${mode} mode only`);
    const staff = permissions.length > 0;
    const needed = secondFactor === 'recent' ? 'recent' : staff ? 'checked' : undefined;
    if (needed) await requireSecondFactor(request, context, needed, { staff });
  };

/**
 * 403 unless the session proved a second factor (recently enough): what to do next is in the code. A learner
 * without any second factor has nothing to prove (the route answers for itself); staff must set one up.
 */
export const requireSecondFactor = async (
  request: FastifyRequest,
  context: AuthContext,
  needed: 'checked' | 'recent',
  { staff = true }: { staff?: boolean } = {},
) => {
  const { secondFactorAt } = context;
  const fresh = needed === 'checked' || request.server.clock.now().getTime() - (secondFactorAt?.getTime() ?? 0) <= RECENT_SECOND_FACTOR_MS;
  if (secondFactorAt && fresh) return;
  const { secondFactors, passkeys } = request.server.auth;
  const hasOne = (await secondFactors.hasTotp(context.realUser.id)) || (await passkeys.count(context.realUser.id)) > 0;
  if (!hasOne && !staff) return;
  if (!hasOne)
    throw new HttpError(403, 'Set up a second factor first (an authenticator app or a passkey) on your account page', {
      code: 'second-factor-setup-required',
    });
  throw new HttpError(
    403,
    needed === 'recent'
      ? 'Confirm it is you: enter a code of your authenticator app, or use a passkey'
      : 'Confirm your second factor to continue',
    { code: 'second-factor-required' },
  );
};

/** A client that names a mode must name its session's: a forged `tiles-mode` is refused, whatever the route. */
const refuseForgedMode = async (request: FastifyRequest) => {
  const claimed = request.headers[MODE_HEADER];
  if (claimed === undefined) return;
  const actual = (await resolveAuth(request))?.mode ?? 'user';
  if (claimed !== actual) throw forbidden(`headers.${MODE_HEADER}: '${String(claimed)}' is not this session's mode`);
};

const authenticate = async (request: FastifyRequest): Promise<void> => {
  authenticated.set(request, await requireUser(request));
};

/**
 * Routes marked `config: { signedIn: true }` authenticate first: without a valid session the caller gets 401
 * before the body is parsed or validated (an anonymous caller learns nothing about a route's fields), and the
 * OpenAPI document lists the route's credentials.
 */
export const registerAuthentication = (api: FastifyInstance) => {
  api.decorateRequest('auth', {
    getter(this: FastifyRequest) {
      const context = authenticated.get(this);
      // A route that reads the caller must say it needs one: then it is never reached without.
      if (!context)
        throw new Error(`${this.routeOptions.url ?? this.url} reads request.auth without declaring signedIn, permission or mode`);
      return context;
    },
  });
  api.addHook('onRequest', refuseForgedMode);
  // A browser whose cookie names a session that ended elsewhere (a logout sent by another client, a revocation)
  // learns it at its next request that asked: its cookies go, and with the presence mark its worker's kept pages.
  api.addHook('onSend', async (request, reply, payload) => {
    // An answer to a caller who presented a credential may be personal (their account, notifications, statistics,
    // devices): no cache keeps it, neither a shared one nor the browser's, unless its route chose otherwise.
    if (!reply.hasHeader('cache-control') && (request.cookies[SESSION_COOKIE] || bearerOf(request.headers.authorization)))
      reply.header('cache-control', 'no-store');
    const resolving = contexts.get(request);
    // A resolution that failed (the database away) says nothing about the session: its error is the answer.
    if (resolving && request.cookies[SESSION_COOKIE] && !setsSessionCookie(reply) && (await resolving.catch(() => undefined)) === null)
      request.server.auth.sessionCookies.clear(reply);
    return payload;
  });
  api.addHook('onRoute', (route) => {
    const { signedIn, permission, mode, secondFactor } = route.config ?? {};
    if (!signedIn && !permission && !mode && !secondFactor) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...existing, authenticate];
    route.schema = { ...route.schema, security: [{ session: [] }, { bearer: [] }] };
    if (permission || mode || secondFactor) {
      const handlers = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
      route.preHandler = [authorise(permission, mode, secondFactor), ...handlers];
    }
  });
};
