import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from './demo-users.js';

/** Shared by the auth tests: the demo learner, and the calls every suite makes. */
export const ADA = 'ada.lovelace@tiles.test';

export const login = (app: FastifyInstance, cu: string, cp: string, remoteAddress = '10.0.0.1', extra: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { cu, cp, ua: 'vitest', ...extra }, remoteAddress });

export const sessionCookieOf = (response: Awaited<ReturnType<typeof login>>) => response.cookies.find((cookie) => cookie.name === 't-ssid');

export const getUser = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/auth/user', headers });

/** Switches a signed-in session's mode (admin calls need admin mode); fails the test if refused. */
export const enterMode = async (app: FastifyInstance, cookie: string, mode: 'user' | 'admin' | 'tester') => {
  const response = await app.inject({ method: 'PUT', url: '/api/auth/mode', payload: { mode }, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`could not enter ${mode} mode: ${response.statusCode} ${response.body}`);
};

/**
 * The one way a suite signs a demo account in: through the api's own login, answering the `cookie` header value of
 * the new session (and its access token, for the socket). Fails the test if the sign-in is refused.
 */
export const signInWithTokens = async (app: FastifyInstance, who: string, remoteAddress?: string) => {
  const response = await login(app, who, DEMO_PASSWORD, remoteAddress, { tokens: true });
  const session = sessionCookieOf(response);
  if (response.statusCode !== 200 || !session) throw new Error(`could not sign ${who} in: ${response.statusCode} ${response.body}`);
  return { cookie: `t-ssid=${session.value}`, accessToken: (response.json() as { outcome: { accessToken: string } }).outcome.accessToken };
};

/** Signs a demo account in and answers its `cookie` header value. */
export const signIn = async (app: FastifyInstance, who: string) => (await signInWithTokens(app, who)).cookie;
