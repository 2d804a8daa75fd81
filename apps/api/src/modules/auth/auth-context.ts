import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MODE_HEADER, SESSION_COOKIE, type Mode } from '@tiles/contracts';
import { HttpError } from '../../plugins/errors.js';
import { permissionsOf, type Permission } from '../roles/repository.js';
import type { UserRow } from '../users/repository.js';
import { sha256 } from './tokens.js';

/**
 * `user` is who the session acts as (in tester mode, the tester's test learner); `realUser` is who signed in: their
 * role decides permissions and modes, and the audit log names them.
 */
export type AuthContext = { user: UserRow; realUser: UserRow; sessionIdHash: string; mode: Mode };

const contexts = new WeakMap<FastifyRequest, Promise<AuthContext | null>>();

const sessionIdHashOf = async (request: FastifyRequest): Promise<string | undefined> => {
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) return sha256(cookie);
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const claims = await request.server.auth.accessTokens.verify(header.slice('Bearer '.length).trim());
    return claims?.sessionIdHash;
  }
  return undefined;
};

/**
 * Who is calling, from the t-ssid cookie or a bearer access token: resolved at most once per request, and only
 * by the routes that ask. A session of another site does not count.
 */
export const resolveAuth = (request: FastifyRequest): Promise<AuthContext | null> => {
  let context = contexts.get(request);
  if (!context) {
    context = (async () => {
      const sessionIdHash = await sessionIdHashOf(request);
      if (!sessionIdHash) return null;
      const row = await request.server.auth.sessions.findActive(sessionIdHash);
      if (!row || row.user.siteId !== request.site._id) return null;
      const realUser = row.session.actingUserId ? await request.server.auth.users.findById(row.session.userId) : row.user;
      if (!realUser) return null;
      return { user: row.user, realUser, sessionIdHash, mode: row.session.mode };
    })();
    contexts.set(request, context);
  }
  return context;
};

export const requireUser = async (request: FastifyRequest): Promise<AuthContext> => {
  const context = await resolveAuth(request);
  if (!context) throw new HttpError(401, 'Sign in to continue: there is no valid session');
  return context;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a signed-in user: checked before the body is parsed or validated. */
    signedIn?: boolean;
    /** The route needs this permission of the caller's role (implies signedIn): checked after validation. */
    permission?: Permission;
    /** ...and the caller's session must be in this mode. */
    mode?: Exclude<Mode, 'user'>;
  }
}

const forbidden = (message: string) => new HttpError(403, message, { code: 'forbidden' });

/** The permission (and mode) a route declares, against the caller's role and session: 403 naming what is missing. */
const authorise = (permission: Permission | undefined, mode: Mode | undefined) => async (request: FastifyRequest) => {
  const context = await requireUser(request);
  if (permission && !(await permissionsOf(request.server.roleRepository, context.realUser.roles)).includes(permission)) {
    throw forbidden(`Your role does not allow this (${permission})`);
  }
  if (mode && context.mode !== mode) throw forbidden(`Switch to ${mode} mode first: this call is made in ${mode} mode only`);
};

/** A client that names a mode must name its session's: a forged `tiles-mode` is refused, whatever the route. */
const refuseForgedMode = async (request: FastifyRequest) => {
  const claimed = request.headers[MODE_HEADER];
  if (claimed === undefined) return;
  const actual = (await resolveAuth(request))?.mode ?? 'user';
  if (claimed !== actual) throw forbidden(`headers.${MODE_HEADER}: '${String(claimed)}' is not this session's mode`);
};

const authenticate = async (request: FastifyRequest): Promise<void> => {
  await requireUser(request);
};

/** How the OpenAPI document names the two credentials. */
export const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
  bearer: { type: 'http', scheme: 'bearer' },
} as const;

/**
 * Routes marked `config: { signedIn: true }` authenticate first: without a valid session the caller gets 401
 * before the body is parsed or validated (an anonymous caller learns nothing about a route's fields), and the
 * OpenAPI document lists the route's credentials.
 */
export const registerAuthentication = (api: FastifyInstance) => {
  api.addHook('onRequest', refuseForgedMode);
  api.addHook('onRoute', (route) => {
    const { signedIn, permission, mode } = route.config ?? {};
    if (!signedIn && !permission && !mode) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...existing, authenticate];
    route.schema = { ...route.schema, security: [{ session: [] }, { bearer: [] }] };
    if (permission || mode) {
      const handlers = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
      route.preHandler = [authorise(permission, mode), ...handlers];
    }
  });
};
