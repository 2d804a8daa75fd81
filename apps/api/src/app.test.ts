import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildApp, interfaceTexts, seedData } from './app.js';
import { loadConfig } from '@tiles/api-platform/config';
import { boilerplate } from '@tiles/api-i18n/schema';
import { sites } from '@tiles/api-site/schema';
import { tags } from '@tiles/api-lms/schema';
import { sessionQuestions } from '@tiles/api-practice/schema';
import { contentPages } from '@tiles/api-content/schema';
import { demoCategories } from '@tiles/api-lms/demo-categories';
import { createTestApp, testDatabaseKinds } from './test/test-app.js';
import { renderIndexHtml } from './web-app/web-app.js';
import { DEMO_PASSWORD } from '@tiles/api-auth/demo-users';
import { supersededSeedTexts } from '@tiles/api-i18n/superseded-texts';
import { type Operation } from '@tiles/contracts';
import { pagePreloadSchema, siteTextsSchema } from '@tiles/contracts-site-preload';
import { apiContract } from '@tiles/contracts-table';
import { enterMode, signIn, signInWithTokens } from '@tiles/api-auth/auth-test-helpers';
import { practiceModule } from '@tiles/api-practice/module';
import { withDependencies } from '@tiles/api-platform/ground/api-module';

/** A stand-in for apps/web/dist with the files the server treats specially. */
const makeWebDist = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiles-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'builds'));
  fs.mkdirSync(path.join(dir, 'logo'));
  fs.mkdirSync(path.join(dir, 'badges'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'export {};');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sourcesContent":["the whole source"]}');
  fs.writeFileSync(path.join(dir, 'builds', 'latest.json'), '{"buildId":"b1","builtAt":"now"}');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(dir, 'logo', 'tiles-learn-contrast.svg'), '<svg/>');
  fs.writeFileSync(path.join(dir, 'badges', 'ninja.svg'), '<svg/>');
  return dir;
};

describe.each(testDatabaseKinds())('platform on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind, { webDistDir: makeWebDist(), publicEnv: 'production', defaultSiteId: 'tiles' });
    app.get('/api/test/boom', { schema: { hide: true } }, async () => {
      throw new Error('connection string postgres://secret@db');
    });
  });
  afterAll(() => app?.close());

  it('hides the internals of a 5xx outside local and development', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'internal',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(response.body).not.toContain('secret');
  });

  it('checks the session before the input on every protected route: anonymous callers get 401, not a 400 on a field', async () => {
    const document = app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const checked: string[] = [];
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security?.length) continue;
        const url = route.replace(/\{[^}]+\}/g, 'not-a-valid-value!');
        const response = await app.inject({
          method: method.toUpperCase() as 'GET',
          url: `${url}?limit=nope&from=bad`,
          payload: method === 'get' ? undefined : { bogus: '\u0000' },
        });
        expect(response.statusCode, `${method.toUpperCase()} ${route}`).toBe(401);
        checked.push(`${method.toUpperCase()} ${route}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'PATCH /api/notifications',
        'POST /api/notifications',
        'GET /api/stats',
        'PUT /api/auth/user',
        'PUT /api/auth/user/locale',
        'GET /api/lms/my/courses',
      ]),
    );
  });

  it('gives every error a stable code beside its English message', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { cu: 'ada.lovelace@tiles.test', cp: 'not-the-password' },
    });
    expect(wrong.json()).toMatchObject({ statusCode: 401, code: 'invalid-credentials' });
    const provider = await app.inject({
      method: 'POST',
      url: '/api/auth/federated/login',
      payload: { provider: 'acme', token: 'x.y.z', returnTo: '/' },
    });
    expect(provider.json()).toMatchObject({
      statusCode: 400,
      code: 'unknown-provider',
      message: expect.stringMatching(/^body\.provider: /),
    });
    const field = await app.inject({ method: 'GET', url: '/api/i18n/locales?lc=xx' });
    expect(field.json()).toMatchObject({ statusCode: 400, code: 'validation', message: expect.stringMatching(/^querystring\.lc/) });
  });

  it('answers unknown api routes with the JSON error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'not-found',
      message: 'Route GET /api/nothing-here not found',
    });
  });

  it('serves index.html with the runtime settings, never cached, for app routes', async () => {
    for (const url of ['/', '/it-IT', '/it-IT/course/session/1/2/3', '/federated/acme', '/index.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<script type="application/json" id="tiles-preload">');
      expect(response.body, url).toContain(
        '<meta name="tiles-config" content="{&quot;siteId&quot;:&quot;tiles&quot;,&quot;publicEnv&quot;:&quot;production&quot;,&quot;buildPollIntervalMs&quot;:60000}" />',
      );
    }
  });

  it('puts the bootstrap answers for the requested locale into the HTML, and the signed-in user only for them', async () => {
    const preloadOf = (body: string) => JSON.parse(/<script type="application\/json" id="tiles-preload">(.*?)<\/script>/s.exec(body)![1]!);
    const visitor = await app.inject({ method: 'GET', url: '/en-GB/catalogo-corsi' });
    const preload = pagePreloadSchema.parse(preloadOf(visitor.body));
    expect(preload).toMatchObject({ siteId: 'tiles', locale: 'en-GB', site: { _id: 'tiles' }, user: null });
    expect(preload.locales.map((locale) => locale.code)).toEqual(['it-IT', 'en-GB', 'de-DE', 'ar-EG']);
    expect(preload.categories.map((category) => category.name)).toContain('History');
    // The texts are a document of their own, named by their version, fetched from the page's head and kept for good.
    expect(preload.texts).toMatch(/^\/texts\/en-GB\/[\w-]{16}\.json$/);
    expect(visitor.body).toContain(`<link rel="preload" href="${preload.texts}" as="fetch" crossorigin="anonymous" />`);
    const textsAnswer = await app.inject({ method: 'GET', url: preload.texts, headers: { 'accept-encoding': 'identity' } });
    expect(textsAnswer.statusCode).toBe(200);
    expect(textsAnswer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const texts = siteTextsSchema.parse(textsAnswer.json());
    // The page's own language only: one text per key (the default locale's only where the reader's is missing).
    expect(new Set(texts.boilerplate.flatMap((entry) => Object.keys(entry.translations)))).toEqual(new Set(['en-GB']));
    expect(texts.boilerplate.every((entry) => Object.keys(entry.translations).length === 1)).toBe(true);
    expect(texts.boilerplate.find((entry) => entry.key === 'nav.home')?.translations['en-GB']).toBeTruthy();
    expect(visitor.body).not.toContain('Catalogo corsi');
    expect(pagePreloadSchema.parse(preloadOf((await app.inject({ method: 'GET', url: '/xx' })).body)).locale).toBe('it-IT');
    // An address of texts that never were, a locale the site lacks, a name that is no version: 404, never kept.
    for (const url of [
      '/texts/en-GB/AAAAAAAAAAAAAAAA.json',
      '/texts/fr-FR/AAAAAAAAAAAAAAAA.json',
      '/texts/%00/AAAAAAAAAAAAAAAA.json',
      `/texts/en-GB/${'A'.repeat(200)}.json`,
      '/texts/en-GB/..%2F..%2Fpackage.json',
    ]) {
      const unknown = await app.inject({ method: 'GET', url });
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.headers['cache-control'] ?? '', url).not.toContain('immutable');
    }

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { cu: 'ada.lovelace@tiles.test', cp: DEMO_PASSWORD },
    });
    const cookie = `t-ssid=${login.cookies.find((entry) => entry.name === 't-ssid')!.value}`;
    const learner = await app.inject({ method: 'GET', url: '/it-IT', headers: { cookie } });
    expect(learner.headers['cache-control']).toBe('private, no-cache');
    expect(preloadOf(learner.body).user).toMatchObject({ login: 'ada.lovelace@tiles.test', role: ['learner'] });
    // Spec §6: the role comes with the user, fetched by the first id of their role list.
    expect(preloadOf(learner.body).role).toEqual({ _id: 'learner', name: 'Learner', permissions: [], modes: [] });
    // And the session's mode: the first screen renders in it, and the browser does not ask for it again.
    expect(preloadOf(learner.body).mode).toEqual({ mode: 'user', modes: [] });
    const admin = await signIn(app, 'admin@tiles.test');
    await enterMode(app, admin, 'admin');
    const adminPage = await app.inject({ method: 'GET', url: '/it-IT', headers: { cookie: admin } });
    expect(pagePreloadSchema.parse(preloadOf(adminPage.body)).mode).toMatchObject({ mode: 'admin' });
  });

  it("keeps a visitor's page and the site's part of every page until content is published or maintenance switches", async () => {
    const homeText = async (headers: Record<string, string> = {}) => {
      const body = (await app.inject({ method: 'GET', url: '/de-DE', headers })).body;
      const preload = JSON.parse(/<script type="application\/json" id="tiles-preload">(.*?)<\/script>/s.exec(body)![1]!) as {
        texts: string;
      };
      const texts = siteTextsSchema.parse((await app.inject({ method: 'GET', url: preload.texts })).json());
      return texts.boilerplate.find((entry) => entry.key === 'nav.home')!.translations['de-DE'];
    };
    const original = await homeText();
    // Changed behind the api's back: a kept page does not see it, nor does a signed-in page, which is rendered
    // afresh for its learner but takes the site's part (texts among it) from the same keeping.
    const [stored] = await app.db.select().from(boilerplate).where(eq(boilerplate.key, 'nav.home'));
    await app.db
      .update(boilerplate)
      .set({ translations: { ...stored!.translations, 'de-DE': 'Anfang' } })
      .where(eq(boilerplate.key, 'nav.home'));
    const cookie = await signIn(app, 'ada.lovelace@tiles.test');
    expect(await homeText()).toBe(original);
    expect(await homeText({ cookie })).toBe(original);
    // Switching maintenance (as publishing does) drops the kept pages at once.
    const admin = await signIn(app, 'admin@tiles.test');
    await enterMode(app, admin, 'admin');
    for (const enabled of [true, false]) {
      const switched = await app.inject({
        method: 'PUT',
        url: '/api/site/sites/tiles/maintenance',
        headers: { cookie: admin },
        payload: { enabled },
      });
      expect(switched.statusCode).toBe(200);
    }
    expect(await homeText()).toBe('Anfang');
    expect(await homeText({ cookie })).toBe('Anfang');
    await app.db.update(boilerplate).set({ translations: stored!.translations }).where(eq(boilerplate.key, 'nav.home'));
    app.pageCache.invalidate();
  });

  it('keeps preloaded data from closing its script element', () => {
    const html = renderIndexHtml(
      '<head></head>',
      { siteId: 'tiles', publicEnv: 'production', buildPollIntervalMs: 0 },
      {
        siteId: 'tiles',
        locale: 'it-IT',
        site: {
          _id: 'tiles',
          niceName: '</script><script>alert(1)</script>',
          logo: 'l.svg',
          defaultLocale: 'it-IT',
          supportedLocale: ['it-IT'],
          maintenance: false,
          signUp: 'open',
        },
        locales: [],
        texts: '/texts/it-IT/0123456789abcdef.json',
        categories: [],
        levels: [],
        badges: [],
      },
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });

  it('sends built assets precompressed (brotli, gzip) with vary, and compresses JSON answers', async () => {
    const distDir = app.config.webDistDir!;
    const big = `export const text = ${JSON.stringify('tiles '.repeat(2000))};`;
    fs.writeFileSync(path.join(distDir, 'assets', 'big-abc123.js'), big);
    fs.writeFileSync(path.join(distDir, 'assets', 'big-abc123.js.br'), zlib.brotliCompressSync(big));
    fs.writeFileSync(path.join(distDir, 'assets', 'big-abc123.js.gz'), zlib.gzipSync(big));
    const brotli = await app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(big);
    const gzip = await app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);

    const json = await app.inject({ method: 'GET', url: '/api/i18n/boilerplate/', headers: { 'accept-encoding': 'gzip' } });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(json.rawPayload).toString()).outcome.length).toBeGreaterThan(100);
  });

  it("names the page's language and writing direction on <html> from the first byte", async () => {
    const htmlTag = async (url: string) => /<html[^>]*>/.exec((await app.inject({ method: 'GET', url })).body)?.[0];
    expect(await htmlTag('/en-GB/catalogo-corsi')).toBe('<html lang="en-GB" dir="ltr">');
    expect(await htmlTag('/de-DE/catalogo-corsi')).toBe('<html lang="de-DE" dir="ltr">');
    // A locale the site does not offer reads in the site's default.
    expect(await htmlTag('/fr-FR/catalogo-corsi')).toBe('<html lang="it-IT" dir="ltr">');
  });

  it("paints the reader's chosen colour scheme from the first byte: a learner's own, else the browser's cookie", async () => {
    const schemeOf = async (headers: Record<string, string>) =>
      /<html data-color-scheme="(\w+)"/.exec((await app.inject({ method: 'GET', url: '/it-IT/catalogue', headers })).body)?.[1];
    expect(await schemeOf({})).toBeUndefined();
    // A visitor's page is everyone's and kept: the cookie only marks it on the way out, and a bad value is no choice.
    expect(await schemeOf({ cookie: 't-theme=dark' })).toBe('dark');
    expect(await schemeOf({})).toBeUndefined();
    expect(await schemeOf({ cookie: 't-theme=light' })).toBe('light');
    expect(await schemeOf({ cookie: 't-theme=%22%3E%3Cscript%3E' })).toBeUndefined();
    const cookie = await signIn(app, 'leonardo@tiles.test');
    await app.inject({ method: 'PUT', url: '/api/auth/user/color-scheme', headers: { cookie }, payload: { colorScheme: 'light' } });
    expect(await schemeOf({ cookie: `${cookie}; t-theme=dark` })).toBe('light');
    await app.inject({ method: 'PUT', url: '/api/auth/user/color-scheme', headers: { cookie }, payload: { colorScheme: 'system' } });
    expect(await schemeOf({ cookie: `${cookie}; t-theme=dark` })).toBeUndefined();
  });

  it('serves the new index.html once the build is replaced, never one whose assets are gone', async () => {
    const indexPath = path.join(app.config.webDistDir!, 'index.html');
    const before = fs.readFileSync(indexPath, 'utf8');
    fs.writeFileSync(
      indexPath,
      before.replace('<title>t</title>', '<title>t</title><script type="module" src="/assets/index-new456.js"></script>'),
    );
    fs.utimesSync(indexPath, new Date(), new Date(Date.now() + 5_000));
    expect((await app.inject({ method: 'GET', url: '/it-IT' })).body).toContain('/assets/index-new456.js');
    fs.writeFileSync(indexPath, before);
    fs.utimesSync(indexPath, new Date(), new Date(Date.now() + 10_000));
    expect((await app.inject({ method: 'GET', url: '/it-IT' })).body).not.toContain('index-new456');
  });

  it('caches hashed assets for a year and the build manifest never', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script acts on nosniff and the resource policy, not on a document's policies: those go with documents only.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/it-IT' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The service worker is governed by its own response's policy: it keeps it.
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-security-policy']).toContain("default-src 'self'");
    const manifest = await app.inject({ method: 'GET', url: '/builds/latest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ buildId: 'b1', builtAt: 'now' });
  });

  it('serves the favicon, logos and badges', async () => {
    for (const url of ['/favicon.svg', '/logo/tiles-learn-contrast.svg', '/badges/ninja.svg']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('image/svg+xml');
    }
  });

  it('answers a missing file with 404, not with the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/logo/missing.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Route GET /logo/missing.svg not found');
  });

  it('keeps the source maps (the whole source) to itself in production', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('the whole source');
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
  });

  it('keeps answers to a signed-in caller out of every cache, and leaves public answers cacheable', async () => {
    const { cookie, accessToken } = await signInWithTokens(app, 'ada.lovelace@tiles.test');
    for (const url of ['/api/auth/user', '/api/notifications', '/api/stats', '/api/lms/game/ledger']) {
      expect((await app.inject({ method: 'GET', url, headers: { cookie } })).headers['cache-control'], url).toBe('no-store');
      expect(
        (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } })).headers['cache-control'],
        url,
      ).toBe('no-store');
    }
    expect((await app.inject({ method: 'GET', url: '/api/site/sites/tiles' })).headers['cache-control']).toBeUndefined();
  });

  it('sends security headers; sockets may connect to this site only', async () => {
    const response = await app.inject({ method: 'GET', url: '/it-IT' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    const connect = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('connect-src'))!;
    expect(connect.trim().split(/\s+/).slice(1)).toEqual([
      "'self'",
      `ws://${new URL(app.config.publicUrl).host}`,
      `wss://${new URL(app.config.publicUrl).host}`,
    ]);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // Production: https only from the first visit on, for a year.
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await app.inject({ method: 'GET', url: '/api/site/sites/tiles' })).headers['strict-transport-security']).toBe(
      'max-age=31536000',
    );
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ statusCode: 500, message: 'x'.repeat(20_000), path: '/' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('records a client error report and names the bad field of a malformed one', async () => {
    const good = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { statusCode: 404, message: 'Page not found: /x', path: '/x' },
    });
    expect(good.statusCode).toBe(204);
    const bad = await app.inject({ method: 'POST', url: '/api/client-errors', payload: { statusCode: 'x', message: 'm', path: '/' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.statusCode: /);
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{"statusCode":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('takes at most 10 error reports a minute from one address (anyone can send them)', async () => {
    const report = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/client-errors', payload: { statusCode: 404, message: 'flood', path: '/x' }, remoteAddress });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await report('10.11.0.1')).statusCode).toBe(204);
    const refused = await report('10.11.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report('10.11.0.2')).statusCode).toBe(204);
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/site/sites/{siteId}',
        '/api/i18n/locales',
        '/api/i18n/boilerplate/',
        '/api/content/tag',
        '/api/client-errors',
      ]),
    );
    expect(document.paths['/api/i18n/locales'].get.parameters[0]).toMatchObject({ name: 'lc', in: 'query', required: true });
    // Every api route is an operation of the contract table, and every operation a route (the test clock aside).
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((route) => route.includes(' /api/') && !route.includes('/api/test/') && !route.includes('/api/docs'))
      .sort();
    const described = Object.values(apiContract)
      .flatMap((group) => Object.values(group as Record<string, Operation>))
      .map((operation) => `${operation.method} /api${operation.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`)
      .sort();
    expect(documented).toEqual(described);
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('seeds idempotently and keeps what an editor changed', async () => {
    await app.db.update(boilerplate).set({ translations: { 'it-IT': 'Casa', 'en-GB': 'Home', 'de-DE': 'Start' } });
    await seedData(app.db, { demo: true });
    await seedData(app.db, { demo: true });
    const [siteCount] = await app.db.select({ value: count() }).from(sites);
    const [tagCount] = await app.db.select({ value: count() }).from(tags);
    const texts = await app.db.select().from(boilerplate);
    expect(siteCount?.value).toBe(1);
    expect(tagCount?.value).toBe(4);
    expect(texts.every((row) => row.translations['it-IT'] === 'Casa')).toBe(true);
  });

  it('upgrades a text still as an earlier release seeded it, and never one an editor changed', async () => {
    const previous = supersededSeedTexts['catalogue.results']![0]!;
    const edited = { ...previous, 'it-IT': '[count] corsi per te' };
    await app.db.update(boilerplate).set({ translations: previous }).where(eq(boilerplate.key, 'catalogue.results'));
    await app.db.update(boilerplate).set({ translations: edited }).where(eq(boilerplate.key, 'texts.count'));
    await seedData(app.db, { demo: true });
    const stored = async (key: string) =>
      (await app.db.select().from(boilerplate).where(eq(boilerplate.key, key)))[0]!.translations as Record<string, string>;
    expect(await stored('catalogue.results')).toEqual(interfaceTexts()['catalogue.results']!);
    expect(await stored('texts.count')).toEqual(edited);
  });

  it('brings Arabic to a database an earlier release seeded, and leaves what an editor changed without it', async () => {
    const withoutArabic = <T extends Record<string, unknown>>({ 'ar-EG': _arabic, ...rest }: T) => rest;
    await app.db.update(sites).set({ supportedLocales: ['it-IT', 'en-GB', 'de-DE'] });
    await app.db
      .update(boilerplate)
      .set({ translations: withoutArabic(interfaceTexts()['nav.home']!) })
      .where(eq(boilerplate.key, 'nav.home'));
    const edited = { ...withoutArabic(interfaceTexts()['nav.profile']!), 'it-IT': 'Il mio spazio' };
    await app.db.update(boilerplate).set({ translations: edited }).where(eq(boilerplate.key, 'nav.profile'));
    await app.db
      .update(tags)
      .set({ names: withoutArabic(demoCategories[0]!.names) })
      .where(eq(tags.id, demoCategories[0]!.id));
    await seedData(app.db, { demo: true });
    const stored = async (key: string) =>
      (await app.db.select().from(boilerplate).where(eq(boilerplate.key, key)))[0]!.translations as Record<string, string>;
    expect((await app.db.select().from(sites))[0]!.supportedLocales).toEqual(['it-IT', 'en-GB', 'de-DE', 'ar-EG']);
    expect(await stored('nav.home')).toEqual(interfaceTexts()['nav.home']!);
    // The editor's text keeps its words; Arabic shows as missing in admin mode until someone translates it.
    expect(await stored('nav.profile')).toEqual(edited);
    expect((await app.db.select().from(tags).where(eq(tags.id, demoCategories[0]!.id)))[0]!.names['ar-EG']).toBe('التاريخ');
  });
});

describe('platform in development', () => {
  it('serves source maps in development, where stacks show anyway', async () => {
    const app = await createTestApp('pglite', { publicEnv: 'development', webDistDir: makeWebDist() });
    try {
      expect((await app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('shows the stack of a 5xx in local and development', async () => {
    const app = await createTestApp('pglite', { publicEnv: 'development' });
    app.get('/api/test/boom', async () => {
      throw new Error('visible detail');
    });
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.json()).toMatchObject({
      statusCode: 500,
      message: 'visible detail',
      stack: expect.stringContaining('Error: visible detail'),
    });
    await app.close();
  });
});

describe('embedded database on disk', () => {
  it('creates DATA_DIR, persists data and reopens it', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tiles-data-')), 'nested', 'data');
    const config = { ...loadConfig({ DEMO_HISTORY: '0' }), dataDir, webDistDir: undefined };
    const first = await buildApp(config, { logger: false });
    await first.db.update(sites).set({ niceName: 'Renamed' });
    await first.close();

    const second = await buildApp(config, { logger: false });
    const response = await second.inject({ method: 'GET', url: '/api/site/sites/tiles' });
    expect(response.json().outcome.niceName).toBe('Renamed');
    await second.close();
  });
});

describe('an app of some domains', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // What a domain's own tests compose: the domain and the modules it depends on, nothing else.
    app = await createTestApp('pglite', { publicEnv: 'local' }, { modules: [practiceModule] });
  });
  afterAll(() => app?.close());

  it('tells no browser to insist on https outside production (served over http on localhost there)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/site/sites/tiles' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('registers the domain and what it depends on, in order, and none of the others', () => {
    const names = withDependencies([practiceModule]).map((module) => module.name);
    expect(names.indexOf('lms')).toBeLessThan(names.indexOf('practice'));
    expect(names.indexOf('auth')).toBeLessThan(names.indexOf('lms'));
    for (const name of names) expect(app.hasPlugin(name)).toBe(true);
    for (const other of ['game', 'cms', 'records', 'reminders', 'account', 'stats', 'home']) {
      expect(names).not.toContain(other);
      expect(app.hasPlugin(other)).toBe(false);
    }
  });

  it('holds the demo data of the domains composed, and none of the others', async () => {
    const [questions] = await app.db.select({ value: count() }).from(sessionQuestions);
    const [texts] = await app.db.select({ value: count() }).from(boilerplate);
    const [pages] = await app.db.select({ value: count() }).from(contentPages);
    expect(questions!.value).toBeGreaterThan(0);
    // Interface texts (i18n) and pages (content) are not practice's, nor of anything it depends on.
    expect(texts!.value).toBe(0);
    expect(pages!.value).toBe(0);
  });

  it("answers the domain's routes, with the sign-in of every call, and 404 for the domains it left out", async () => {
    const cookie = await signIn(app, 'ada.lovelace@tiles.test');
    const review = await app.inject({ method: 'GET', url: '/api/lms/review', headers: { cookie } });
    expect(review.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/lms/review' })).statusCode).toBe(401);
    // The game is above practice: practice's answers earn XP only in an app that composes the game.
    expect((await app.inject({ method: 'GET', url: '/api/lms/game/ledger', headers: { cookie } })).statusCode).toBe(404);
    const cms = await app.inject({ method: 'GET', url: '/api/admin/courses/1', headers: { cookie } });
    expect(cms.statusCode).toBe(404);
    expect(cms.json()).toMatchObject({ code: 'not-found' });
  });
});
