import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '@tiles/contracts';
import { HttpError } from '@tiles/api-platform/ground/http-errors';
import { proxyTrustOf, requestedHostOf } from '@tiles/api-platform/ground/proxies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const forbidden = (message: string) => new HttpError(403, message, { code: 'forbidden' });

/**
 * Another page, even one on this host's other port (same site, other origin), must not make a signed-in learner's
 * browser change anything. A state-changing call is refused when the browser says it comes from another origin
 * (`Sec-Fetch-Site`, or `Origin` naming another host); with the session cookie it must also be JSON, which no form
 * and no no-cors fetch can send, so it is never a "simple request". Bearer-token clients carry no ambient
 * credentials and are not asked for either.
 */
export const registerForgeryProtection = (api: FastifyInstance) => {
  const trust = proxyTrustOf(api.config.trustedProxies);
  // Only JSON bodies: text/plain is what a cross-site form or a no-cors fetch can send.
  api.removeContentTypeParser('text/plain');

  api.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      throw forbidden(`A call from a ${fetchSite} page cannot change anything here`);
    }
    const origin = request.headers.origin;
    if (origin) {
      let originHost: string | undefined;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = undefined;
      }
      if (originHost !== requestedHostOf(request.raw, trust)) throw forbidden(`headers.origin: '${origin}' may not change anything here`);
    }
    // As the cookie library reads it (`t-ssid =x` is t-ssid too): what signs the call in is what is checked.
    const withSessionCookie = request.cookies[SESSION_COOKIE] !== undefined;
    const json = /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');
    if (withSessionCookie && !json) {
      throw new HttpError(415, 'headers.content-type: calls that change something must send JSON (application/json; an empty body is {})', {
        code: 'validation',
      });
    }
  });
};
