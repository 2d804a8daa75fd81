import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@tiles/contracts';
import { HttpError } from '../../plugins/errors.js';
import type { UserRow } from '../users/repository.js';
import { sha256 } from './tokens.js';

export type AuthContext = { user: UserRow; sessionIdHash: string };

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
      return { user: row.user, sessionIdHash };
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
  }
}

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
  api.addHook('onRoute', (route) => {
    if (!route.config?.signedIn) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...existing, authenticate];
    route.schema = { ...route.schema, security: [{ session: [] }, { bearer: [] }] };
  });
};
