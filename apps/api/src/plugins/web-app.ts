import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RUNTIME_CONFIG_META, type WebRuntimeConfig } from '@tiles/contracts';
import { notFound } from './errors.js';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** index.html with the runtime settings the web app reads at start (site, public env, build polling). */
export const renderIndexHtml = (template: string, runtimeConfig: WebRuntimeConfig) =>
  template.replace(
    '</head>',
    `<meta name="${RUNTIME_CONFIG_META}" content="${escapeAttribute(JSON.stringify(runtimeConfig))}" />\n</head>`,
  );

const cacheControlFor = (filePath: string) => {
  const normalised = filePath.split(path.sep).join('/');
  if (normalised.includes('/assets/')) return IMMUTABLE; // content-hashed by the build
  if (normalised.endsWith('/index.html') || normalised.endsWith('/builds/latest.json')) return NO_CACHE;
  return SHORT;
};

/**
 * Serves the built web app from `webDistDir`: hashed assets cached for a year, index.html and the build manifest
 * never cached, and every other GET that is not /api and not a file answered with index.html (client routing).
 */
export const registerWebApp = async (app: FastifyInstance) => {
  const distDir = app.config.webDistDir;
  const indexPath = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasWebApp = indexPath !== undefined && fs.existsSync(indexPath);

  const runtimeConfig: WebRuntimeConfig = {
    siteId: app.config.defaultSiteId,
    publicEnv: app.config.publicEnv,
    buildPollIntervalMs: app.config.buildPollIntervalMs,
    ...(app.config.auth.captcha ? { captchaSiteKey: app.config.auth.captcha.siteKey } : {}),
  };
  const indexHtml = hasWebApp ? renderIndexHtml(fs.readFileSync(indexPath, 'utf8'), runtimeConfig) : undefined;
  const sendIndex = (reply: FastifyReply) =>
    reply.code(200).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(indexHtml);

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir!,
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
    // The static plugin answers a directory with 403; the app's entry points are index.html with its settings.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
    app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  } else {
    app.log.warn({ distDir }, 'no built web app found: serving the api only (run `npm run build`)');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (indexHtml && !isApi && !looksLikeFile && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(reply);
    }
    throw notFound(`Route ${request.method} ${pathname} not found`);
  });
};
