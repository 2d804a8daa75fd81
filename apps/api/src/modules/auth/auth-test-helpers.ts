import type { FastifyInstance } from 'fastify';

/** Shared by the auth tests: the demo learner, and the calls every suite makes. */
export const ADA = 'ada.lovelace@tiles.test';

export const login = (app: FastifyInstance, cu: string, cp: string, remoteAddress = '10.0.0.1', extra: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { cu, cp, ua: 'vitest', ...extra }, remoteAddress });

export const sessionCookieOf = (response: Awaited<ReturnType<typeof login>>) =>
  response.cookies.find((cookie) => cookie.name === 't-ssid');

export const getUser = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/auth/user', headers });

/** Switches a signed-in session's mode (admin calls need admin mode); fails the test if refused. */
export const enterMode = async (app: FastifyInstance, cookie: string, mode: 'user' | 'admin' | 'tester') => {
  const response = await app.inject({ method: 'PUT', url: '/api/auth/mode', payload: { mode }, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`could not enter ${mode} mode: ${response.statusCode} ${response.body}`);
};
