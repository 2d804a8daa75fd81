import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A year: what browsers' preload lists ask of a site that means it. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Security headers for the api and the web app it serves. Styles are inline because styled-components injects them. */
export const registerSecurityHeaders = async (app: FastifyInstance) => {
  // reCAPTCHA v3 loads its script and frame from Google, only when the site uses it.
  const captchaHosts = app.config.auth.captcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  const publicHost = new URL(app.config.publicUrl).host;
  const socketOrigins = [`ws://${publicHost}`, `wss://${publicHost}`];
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captchaHosts],
        // A cmi5 AU lives on the content origin or on its publisher's site: shown in a sandboxed frame, never with our origin.
        frameSrc: ["'self'", 'https:', new URL(app.config.cmi5ContentUrl).origin, ...captchaHosts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the page's own ws:/wss: in current browsers; the public address's socket is named for older ones.
        connectSrc: ["'self'", ...socketOrigins, ...captchaHosts],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // In production browsers are told to come back over https only, for a year (a proxy that terminates TLS may send it
    // too: deploy/haproxy.cfg does). Elsewhere the app is served over plain http on localhost, where HSTS would stick.
    strictTransportSecurity: app.config.publicEnv === 'production' ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });
};
