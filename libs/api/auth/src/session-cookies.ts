import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, SESSION_LIFETIME_MS, SESSION_PRESENCE_COOKIE } from '@tiles/contracts';
import { sha256 } from './tokens.js';

/** The presence cookie's value: a mark of the session that cannot be turned back into it. */
export const presenceMarkOf = (sessionIdHash: string) => sha256(`presence:${sessionIdHash}`).slice(0, 32);

/**
 * The browser's two session cookies, set and cleared together: the http-only session itself, and the presence mark
 * its service worker reads (same lifetime, so both expire at once).
 */
export const createSessionCookies = (publicEnv: string) => {
  const options = {
    path: '/',
    sameSite: 'strict' as const,
    secure: publicEnv !== 'local',
    maxAge: SESSION_LIFETIME_MS / 1000,
  };
  return {
    set(reply: FastifyReply, session: { sessionId: string; sessionIdHash: string }) {
      reply.setCookie(SESSION_COOKIE, session.sessionId, { ...options, httpOnly: true });
      reply.setCookie(SESSION_PRESENCE_COOKIE, presenceMarkOf(session.sessionIdHash), { ...options, httpOnly: false });
    },
    /**
     * The session ended (a logout, or a cookie that names no live session any more): both cookies go, and the
     * browser drops what its HTTP cache holds of the learner's pages. The service worker, finding no presence mark,
     * forgets the learner's kept pages.
     */
    clear(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(SESSION_PRESENCE_COOKIE, { path: '/' });
      reply.header('clear-site-data', '"cache"');
    },
  };
};

export type SessionCookies = ReturnType<typeof createSessionCookies>;

/** Whether this answer starts a session (a sign-in): then no hook may clear the cookies it sets. */
export const setsSessionCookie = (reply: FastifyReply) => {
  const header = reply.getHeader('set-cookie');
  const cookies = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) && !/max-age=0|expires=thu, 01 jan 1970/i.test(cookie));
};
