import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  authOperations,
  BRAND_COLOURS,
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_COOKIE,
  directionOf,
  operationUrl,
  siteOperations,
  OFFLINE_CACHE_KEY_HEADER,
  OFFLINE_COPY_HEADER,
  SERVICE_WORKER_URL,
  SESSION_COOKIE,
  VISITOR_CACHE_KEY,
  WEB_MANIFEST_URL,
  isLocaleCode,
  localeOfPath,
  pageLocale,
  MAINTENANCE_RETRY_AFTER_SECONDS,
  RUNTIME_CONFIG_META,
  showsInternals,
  TILES_LOCALE_HEADER,
  TILES_SITE_ID_HEADER,
  type WebRuntimeConfig,
} from '@tiles/contracts';
import { contentOperations } from '@tiles/contracts-courses';
import { gameOperations } from '@tiles/contracts-game';
import {
  boilerplateQueryFor,
  PREFETCHED_ELEMENT_ID,
  SITE_PRELOAD_ELEMENT_ID,
  siteTextsUrl,
  type PagePreload,
  type SitePreload,
} from '@tiles/contracts-site-preload';
import { routeNotFound } from '@tiles/api-server/plugins/not-found';
import { PAGE_PART_HEADER } from '@tiles/api-server/plugins/request-lines';
import { notFound } from '@tiles/api-platform/ground/http-errors';
import { createPageCache } from '@tiles/api-platform/ground/page-cache';
import { parsedTextsOf } from './parsed-texts.js';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** Text for an HTML attribute value or element content. */
const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON inside a <script> element: nothing in it can close the element or start another. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/**
 * index.html with the runtime settings the web app reads at start (site, public env, build polling) and, when
 * given, the bootstrap answers preloaded for the first screen, their texts named (and fetched at once) by address.
 */
export const renderIndexHtml = (template: string, runtimeConfig: WebRuntimeConfig, preload?: PagePreload) =>
  template.replace(
    '</head>',
    `<meta name="${RUNTIME_CONFIG_META}" content="${escapeHtml(JSON.stringify(runtimeConfig))}" />\n` +
      // The installed app starts where this reader reads: their locale.
      `<link rel="manifest" href="${WEB_MANIFEST_URL}${preload ? `?lc=${encodeURIComponent(preload.locale)}` : ''}" />\n` +
      `<meta name="theme-color" content="${BRAND_COLOURS.primary}" />\n` +
      (preload
        ? // The texts start loading with the page's scripts, from the browser's cache after the first visit.
          `<link rel="preload" href="${escapeHtml(preload.texts)}" as="fetch" crossorigin="anonymous" />\n` +
          `<script type="application/json" id="${SITE_PRELOAD_ELEMENT_ID}">${scriptJson(preload)}</script>\n`
        : '') +
      '</head>',
  );

/** A texts document's file name: its version (16 base64url characters) and `.json`. */
const TEXTS_FILE = /^([\w-]{16})\.json$/;

/** The page's preload: the site's part without its texts (named by address), and who is reading. */
const pagePreloadOf = (preload: SitePreload & { textsUrl: string }): PagePreload => {
  const { boilerplate: _boilerplate, parsedTexts: _parsedTexts, textsUrl, ...page } = preload;
  return { ...page, texts: textsUrl };
};

/** Cookies that say nothing about who asks: a page asked with only these is everyone's (and may be kept). */
const VISITOR_COOKIES: readonly string[] = [COLOR_SCHEME_COOKIE];
const hasOwnCookies = (request: FastifyRequest) => Object.keys(request.cookies).some((name) => !VISITOR_COOKIES.includes(name));

/** The page's language and writing direction on `<html>`: right for screen readers (and readers without scripts) from the first byte. */
const withLanguage = (html: string, locale: string) =>
  html.replace(/<html\b[^>]*>/, `<html lang="${escapeHtml(locale)}" dir="${directionOf(locale)}">`);

/**
 * The scheme the reader chose, on <html> before anything paints (no flash of the other one): a signed-in learner's
 * own, else their browser's cookie. Without a choice the page follows the system (CSS `prefers-color-scheme`).
 */
const withColorScheme = (html: string, chosen: unknown) =>
  chosen === 'light' || chosen === 'dark' ? html.replace(/<html\b/, `<html ${COLOR_SCHEME_ATTRIBUTE}="${chosen}"`) : html;

/** What the web build's server entry (apps/web/src/entry-server.tsx) exports. */
type ServerRenderer = {
  renderPage: (input: {
    url: string;
    runtime: WebRuntimeConfig;
    preload: SitePreload;
    fetch: typeof fetch;
  }) => Promise<
    | { type: 'redirect'; location: string; statusCode: 302 }
    | { type: 'page'; statusCode: number; html: string; styles: string; apiState: unknown; title?: string }
  >;
};

/** A built file named by its content (scripts, styles, fonts): kept for a year. */
const isHashedAsset = (filePath: string) => filePath.split(path.sep).join('/').includes('/assets/');

/**
 * Security headers that only a document (or a worker) acts on: a script, style or font ignores them. A page's first
 * load fetches a dozen such files, each of which carried them (some 650 bytes a file over HTTP/1.1). The headers a
 * subresource does act on stay: nosniff, the resource policy, HSTS, the referrer policy (a style's font requests).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

const cacheControlFor = (filePath: string) => {
  const normalised = filePath.split(path.sep).join('/');
  if (isHashedAsset(filePath)) return IMMUTABLE; // content-hashed by the build
  // The service worker too: browsers check it for updates, and a stale one would keep serving the old build.
  if (normalised.endsWith('/index.html') || normalised.endsWith('/builds/latest.json') || normalised.endsWith(SERVICE_WORKER_URL))
    return NO_CACHE;
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
    ...(app.auth.openIdFlow.buttons().length ? { signInProviders: app.auth.openIdFlow.buttons() } : {}),
  };
  // The web build's server entry (apps/web/dist-server): the first screen as HTML, hydrated by the browser. Loaded
  // again when a new build replaces it; without one (a build without it, the Vite dev server) pages render in the
  // browser only.
  const serverEntry = path.join(distDir ?? '.', '..', 'dist-server', 'entry-server.js');
  let renderer: { mtimeMs: number; module: Promise<ServerRenderer | undefined> } | undefined;
  const serverRenderer = () => {
    if (!hasWebApp || !fs.existsSync(serverEntry)) return undefined;
    const mtimeMs = fs.statSync(serverEntry).mtimeMs;
    if (!renderer || renderer.mtimeMs !== mtimeMs) {
      const module = import(`${pathToFileURL(serverEntry).href}?v=${mtimeMs}`).then(
        (loaded: ServerRenderer) => loaded,
        (error: unknown) => {
          app.log.error({ err: error }, 'the web server entry did not load: pages render in the browser only');
          return undefined;
        },
      );
      renderer = { mtimeMs, module };
    }
    return renderer.module;
  };
  /**
   * The api's routes for the server's store, in process (no socket, the same hooks, handlers and permission checks):
   * what the web's fetch would send, with the page's cookie, marked as part of a page.
   */
  const inProcessFetchFor =
    (request: FastifyRequest): typeof fetch =>
    async (input, init) => {
      const call = new Request(input, init);
      const headers: Record<string, string> = Object.fromEntries(call.headers.entries());
      headers[PAGE_PART_HEADER] = '1';
      if (request.headers.cookie) headers.cookie = request.headers.cookie;
      if (request.headers[OFFLINE_COPY_HEADER]) headers[OFFLINE_COPY_HEADER] = '1';
      const { pathname, search } = new URL(call.url);
      const body = call.method === 'GET' || call.method === 'HEAD' ? undefined : await call.text();
      const answer = await app.inject({
        method: call.method as 'GET',
        url: `${pathname}${search}`,
        headers,
        ...(body ? { payload: body } : {}),
      });
      return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: Object.entries(answer.headers).flatMap(([name, value]) =>
          value === undefined ? [] : (Array.isArray(value) ? value : [String(value)]).map((one) => [name, one] as [string, string]),
        ),
      });
    };

  /** The first screen: the page's calls run in process into the server's store, then the render. */
  const renderFirstScreen = async (server: ServerRenderer, request: FastifyRequest, preload: SitePreload) => {
    try {
      const url = `http://${request.headers.host ?? 'localhost'}${request.url}`;
      return await server.renderPage({ url, runtime: runtimeConfig, preload, fetch: inProcessFetchFor(request) });
    } catch (error) {
      // A page that cannot render on the server still works: the browser renders it.
      request.log.error({ err: error }, 'server render failed');
      return undefined;
    }
  };

  // Read again whenever the file changes: a server whose build was replaced never serves an index.html whose
  // hashed assets are gone.
  let template: { mtimeMs: number; html: string } | undefined;
  const currentTemplate = () => {
    const mtimeMs = fs.statSync(indexPath!).mtimeMs;
    if (!template || template.mtimeMs !== mtimeMs) template = { mtimeMs, html: fs.readFileSync(indexPath!, 'utf8') };
    return template.html;
  };

  /**
   * The bootstrap answers, through the api's own routes: the same shapes and rules (maintenance, locales) as the
   * calls the web would make, always fresh. Six in-process calls cost far less than one round trip of a phone.
   */
  const answer = async (url: string, headers: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url, headers: { ...headers, [PAGE_PART_HEADER]: '1' } });
    return response.statusCode === 200 ? (response.json() as { outcome: unknown }).outcome : undefined;
  };
  const sitePreload = async (siteId: string, urlLocale: string | undefined): Promise<Omit<SitePreload, 'user'> | undefined> => {
    try {
      const site = (await answer(`/${operationUrl(siteOperations.getSite, { siteId })}`, { [TILES_SITE_ID_HEADER]: siteId })) as
        SitePreload['site'] | undefined;
      if (!site) return undefined;
      const locale = pageLocale(urlLocale ? `/${urlLocale}` : '/', site);
      const headers = { [TILES_SITE_ID_HEADER]: siteId, [TILES_LOCALE_HEADER]: locale };
      const [locales, boilerplate, categories, levels, badges] = await Promise.all([
        answer(`/${operationUrl(siteOperations.getLocales, {}, { lc: site.supportedLocale.join(',') })}`, headers),
        answer(`/${operationUrl(siteOperations.getBoilerplate, {}, boilerplateQueryFor(locale, site.defaultLocale))}`, headers),
        answer(`/${operationUrl(contentOperations.getTags, {}, { type: 'category' })}`, headers),
        answer(`/${operationUrl(gameOperations.getLevels)}`, headers),
        answer(`/${operationUrl(gameOperations.getBadges)}`, headers),
      ]);
      if (!locales || !boilerplate || !categories || !levels || !badges) return undefined;
      return {
        siteId,
        locale,
        site,
        locales,
        boilerplate,
        parsedTexts: parsedTextsOf(boilerplate as SitePreload['boilerplate']),
        categories,
        levels,
        badges,
      } as Omit<SitePreload, 'user'>;
    } catch {
      return undefined; // The page still works: the web then asks the api itself.
    }
  };

  // The site's part of a page (site, locales, texts, categories, levels, badges) is everyone's: asked once per
  // locale and kept like a visitor's page, so a signed-in page adds only the learner's own calls and its render.
  // Its texts are also a document of their own, at an address naming their version (the hash of what it holds).
  type KeptSitePreload = Omit<SitePreload, 'user'> & { textsUrl: string };
  const sitePreloads = createPageCache<KeptSitePreload>({ now: () => app.clock.now().getTime() });
  app.pageCache.onInvalidate(() => sitePreloads.invalidate());
  const roles = createPageCache<NonNullable<SitePreload['role']>>({ now: () => app.clock.now().getTime() });
  app.pageCache.onInvalidate(() => roles.invalidate());
  /** The texts documents this instance served, by address: a page rendered just before the texts changed still gets its own. */
  const textsDocuments = new Map<string, string>();
  const KEPT_TEXTS_DOCUMENTS = 32;
  const keptSitePreload = async (siteId: string, urlLocale: string | undefined): Promise<KeptSitePreload | undefined> => {
    const key = `${siteId}:${urlLocale ?? ''}`;
    const kept = sitePreloads.get(key);
    if (kept) return kept;
    const base = await sitePreload(siteId, urlLocale);
    if (!base) return undefined;
    const document = JSON.stringify({ boilerplate: base.boilerplate, parsedTexts: base.parsedTexts });
    const textsUrl = siteTextsUrl(base.locale, createHash('sha256').update(document).digest('base64url').slice(0, 16));
    if (!textsDocuments.has(textsUrl)) {
      textsDocuments.set(textsUrl, document);
      if (textsDocuments.size > KEPT_TEXTS_DOCUMENTS) textsDocuments.delete(textsDocuments.keys().next().value!);
    }
    const withTexts = { ...base, textsUrl };
    sitePreloads.set(key, withTexts);
    return withTexts;
  };

  const preloadFor = async (request: FastifyRequest): Promise<(SitePreload & { textsUrl: string }) | undefined> => {
    const urlLocale = localeOfPath(request.url.split(/[?#]/)[0] ?? '/');
    const base = await keptSitePreload(runtimeConfig.siteId, urlLocale);
    if (!base) return undefined;
    const cookie = request.headers.cookie;
    if (!cookie || !hasOwnCookies(request)) return { ...base, user: null };
    const user = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie, [TILES_SITE_ID_HEADER]: base.siteId, [TILES_LOCALE_HEADER]: base.locale, [PAGE_PART_HEADER]: '1' },
    });
    if (user.statusCode === 200) {
      const signedIn = (user.json() as { outcome: NonNullable<SitePreload['user']> }).outcome;
      // Spec §6: the role is fetched by the first id of the user's role list, with the user. A role is the same for
      // everyone who has it: asked once and kept like the site's part, never for someone who does not hold it.
      const roleId = signedIn.role[0]!;
      const roleKey = `${base.siteId}:${base.locale}:${roleId}`;
      const headers = { cookie, [TILES_SITE_ID_HEADER]: base.siteId, [TILES_LOCALE_HEADER]: base.locale };
      const keptRole = roles.get(roleKey);
      // The session's mode is the session's own (never kept): the first screen renders in it (admin mode's pages
      // as such), and the browser does not ask for it again while taking the page over.
      const [role, mode] = await Promise.all([
        keptRole ?? (answer(`/api/role/${encodeURIComponent(roleId)}`, headers) as Promise<SitePreload['role']>),
        answer(`/${operationUrl(authOperations.getMode)}`, headers) as Promise<SitePreload['mode']>,
      ]);
      if (role && !keptRole) roles.set(roleKey, role);
      return { ...base, user: signedIn, ...(role ? { role } : {}), ...(mode ? { mode } : {}) };
    }
    return user.statusCode === 401 ? { ...base, user: null } : base;
  };

  /** What a kept anonymous page is valid for: this URL of this build (its index.html and its server entry). */
  const anonymousPageKey = (request: FastifyRequest) => {
    if (hasOwnCookies(request) || request.method !== 'GET') return undefined;
    const entryStamp = fs.existsSync(serverEntry) ? fs.statSync(serverEntry).mtimeMs : 0;
    return `${fs.statSync(indexPath!).mtimeMs}:${entryStamp}:${request.url}`;
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    // A visitor's page is everyone's: rendered once, kept until content, maintenance or the build changes.
    const cacheKey = anonymousPageKey(request);
    const kept = cacheKey ? app.pageCache.get(cacheKey) : undefined;
    if (kept)
      return reply
        .code(kept.statusCode)
        .header('retry-after', kept.statusCode === 503 ? String(MAINTENANCE_RETRY_AFTER_SECONDS) : undefined)
        .header('cache-control', NO_CACHE)
        .header(OFFLINE_CACHE_KEY_HEADER, VISITOR_CACHE_KEY)
        .type('text/html; charset=utf-8')
        .send(withColorScheme(kept.html, request.cookies[COLOR_SCHEME_COOKIE]));
    const preload = await preloadFor(request);
    const server = preload ? await serverRenderer() : undefined;
    const rendered = server && preload ? await renderFirstScreen(server, request, preload) : undefined;
    if (rendered?.type === 'redirect') return reply.header('cache-control', NO_CACHE).redirect(rendered.location, rendered.statusCode);
    let html = renderIndexHtml(currentTemplate(), runtimeConfig, preload ? pagePreloadOf(preload) : undefined);
    if (preload) html = withLanguage(html, preload.locale);
    if (rendered?.type === 'page') {
      const answers = Object.keys((rendered.apiState as { queries?: object }).queries ?? {}).length
        ? `<script type="application/json" id="${PREFETCHED_ELEMENT_ID}">${scriptJson(rendered.apiState)}</script>\n`
        : '';
      // The page's own title from the first byte: a screen reader says it when the page has loaded.
      if (rendered.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`);
      html = html
        .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>`)
        .replace('</head>', `${rendered.styles}\n${answers}</head>`);
    }
    const statusCode = rendered?.type === 'page' ? rendered.statusCode : 200;
    // A page for nobody, asked for with a session cookie: that session ended elsewhere; the browser forgets it.
    if (preload && preload.user === null && request.cookies[SESSION_COOKIE]) app.auth.sessionCookies.clear(reply);
    // Kept only when it was rendered from a whole preload (a failed bootstrap call is not everyone's page).
    if (cacheKey && preload && preload.user === null) app.pageCache.set(cacheKey, { statusCode, html });
    // With the learner in it the page is theirs alone: no shared cache may keep it.
    // The maintenance notice says when to come back, as the api's calls do.
    if (statusCode === 503) reply.header('retry-after', String(MAINTENANCE_RETRY_AFTER_SECONDS));
    return (
      reply
        .code(statusCode)
        .header('cache-control', preload?.user ? `private, ${NO_CACHE}` : NO_CACHE)
        // Whose page this is, for the browser's service worker: it keeps pages per learner and drops them at logout.
        .header(OFFLINE_CACHE_KEY_HEADER, preload?.user ? preload.user._id : VISITOR_CACHE_KEY)
        .type('text/html; charset=utf-8')
        .send(withColorScheme(html, preload?.user ? preload.user.colorScheme : request.cookies[COLOR_SCHEME_COOKIE]))
    );
  };

  const serveSourceMaps = showsInternals(app.config.publicEnv);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir!,
      index: false,
      wildcard: true,
      // The .br and .gz files the build wrote beside each asset, chosen by Accept-Encoding (with vary).
      preCompressed: true,
      cacheControl: false,
      // Source maps hold the whole source: served only where errors show their stack anyway (local, development).
      allowedPath: (pathName) => serveSourceMaps || !pathName.endsWith('.map'),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
        // The build puts no worker and no document under assets/ (the service worker is at the root).
        if (isHashedAsset(filePath)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      },
    });
    // The installed app (web app manifest): the site's name and colours, its icons, starting at the reader's locale.
    app.get(WEB_MANIFEST_URL, { schema: { hide: true } }, async (request, reply) => {
      const asked = (request.query as { lc?: unknown }).lc;
      const base = await keptSitePreload(runtimeConfig.siteId, typeof asked === 'string' ? asked : undefined);
      if (!base) throw notFound('no site to describe');
      return reply
        .header('cache-control', SHORT)
        .type('application/manifest+json; charset=utf-8')
        .send(
          JSON.stringify({
            id: '/',
            name: base.site.niceName,
            short_name: base.site.niceName,
            lang: base.locale,
            start_url: `/${base.locale}`,
            scope: '/',
            display: 'standalone',
            background_color: BRAND_COLOURS.background,
            theme_color: BRAND_COLOURS.primary,
            icons: [
              { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
              { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
              { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            ],
          }),
        );
    });
    // A locale's interface texts as the pages name them: the same address always holds the same texts (its version
    // is their hash), so browsers and the service worker keep it for good. An address this instance does not know
    // (texts changed since, another instance's page) is a 404 the page survives: it then renders afresh.
    app.get<{ Params: { locale: string; file: string } }>('/texts/:locale/:file', { schema: { hide: true } }, async (request, reply) => {
      const { locale, file } = request.params;
      const version = TEXTS_FILE.exec(file)?.[1];
      if (!version || !isLocaleCode(locale)) throw notFound(`No texts at /texts/${locale}/${file}: not a locale and version`);
      const address = siteTextsUrl(locale, version);
      // The current texts of that locale are made (and named) when no page asked for them yet on this instance:
      // only for a locale the site has, so strangers' addresses cost no work.
      if (!textsDocuments.has(address)) {
        const base = await keptSitePreload(runtimeConfig.siteId, undefined);
        if (base?.site.supportedLocale.includes(locale)) await keptSitePreload(runtimeConfig.siteId, locale);
      }
      const document = textsDocuments.get(address);
      if (!document) throw notFound(`No texts at ${address}: the page that named them is older than the texts`);
      return reply.header('cache-control', IMMUTABLE).type('application/json; charset=utf-8').send(document);
    });
    // The static plugin answers a directory with 403; the app's entry points are index.html with its settings.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
    app.get('/index.html', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  } else {
    app.log.warn({ distDir }, 'no built web app found: serving the api only (run `npm run build`)');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (hasWebApp && !isApi && !looksLikeFile && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(request, reply);
    }
    return routeNotFound(request, reply);
  });
};
