import type { IncomingMessage } from 'node:http';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from '@tiles/api-platform/config';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.js';
import { registerAfterAnswer } from '@tiles/api-platform/ground/after-answer';
import { registerClock, testClockRoutes } from './plugins/clock.js';
import { createPageCache } from '@tiles/api-platform/ground/page-cache';
import { registerAnswerBytes } from './plugins/answer-bytes.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { proxyTrustOf } from '@tiles/api-platform/ground/proxies';
import { serializeRequest } from './plugins/request-log.js';
import { answerSerializerCompiler } from './answer-serializer.js';
import { prettyLogStream, registerRequestLines } from './plugins/request-lines.js';
import { registerForgeryProtection } from './plugins/request-forgery.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { registerStorableInput } from './plugins/storable-input.js';
import { routeNotFound } from './plugins/not-found.js';
import { databasePlugin, domainEventsPlugin } from './plugins/platform.js';
import { textsOf, withDependencies, type ApiModule } from '@tiles/api-platform/ground/api-module';

export type BuildAppOptions = {
  /** Write what every site needs, and the demo data if the configuration asks (default true). */
  seed?: boolean;
  /** Logger settings; tests pass false, or a stream to read the log. */
  logger?: boolean | { level: string; stream?: { write: (line: string) => void } };
  /** Connection timeouts (tests shorten them). */
  timeouts?: Partial<typeof DEFAULT_TIMEOUTS>;
  /** The domains to compose (with the modules they depend on). */
  modules: readonly ApiModule[];
  /**
   * Runs once the modules are set up, before the hooks and routes every call passes (the host writes the demo
   * history there, through the modules' services).
   */
  afterModules?: (app: FastifyInstance) => Promise<void>;
  /** Registers what the site's root serves beyond the api (the server-rendered web app), last. */
  webApp?: (app: FastifyInstance) => Promise<void>;
};

export const DEFAULT_TIMEOUTS = {
  /** The request line and headers must arrive within this. */
  headersMs: 10_000,
  /** The whole request, body included. */
  requestMs: 30_000,
  keepAliveMs: 10_000,
  /** A connection with no traffic at all for this long is closed. */
  idleMs: 120_000,
  /** How often Node looks for requests over their time. */
  checkEveryMs: 1_000,
};

/**
 * Writes what every site needs of the modules given (locales, texts, roles, levels and badges) and, asked, their demo
 * data (accounts, courses, pages, questions), each module after those it depends on. Idempotent: every insert skips
 * rows that exist, so a second start (or a partly seeded database) changes nothing already stored, including texts
 * an editor has changed since.
 */
export const seedData = async (db: Database, { demo }: { demo: boolean }, modules: readonly ApiModule[]) => {
  const composed = { texts: textsOf(modules) };
  for (const { seed } of modules) await seed?.(db, composed);
  if (demo) for (const { demo: seedDemo } of modules) await seedDemo?.(db);
};

/** Body limit for every route unless a route sets a smaller one. */
const BODY_LIMIT_BYTES = 256 * 1024;

export const buildApp = async (config: AppConfig, options: BuildAppOptions): Promise<FastifyInstance> => {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const rewrites = withDependencies(options.modules).flatMap((module) => (module.rewriteUrl ? [module.rewriteUrl] : []));
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(config.logFormat === 'pretty' ? { stream: prettyLogStream() } : {}),
            ...(typeof options.logger === 'object' ? options.logger : {}),
            serializers: { req: serializeRequest as never },
          },
    // One line per request, when it is answered (registerRequestLines), instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // A slow client (one header line every few seconds, a body that never ends) is cut off instead of holding a
    // connection forever; idle keep-alive connections close after 10 s. Sockets keep theirs open with pings.
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    // X-Forwarded-* are believed only from the configured proxies: anyone else could forge an address per request.
    trustProxy: config.trustedProxies.length ? proxyTrustOf(config.trustedProxies) : false,
    // The modules' own rewrites (the LRS's doubled slash), before routing.
    rewriteUrl: (request: IncomingMessage) => rewrites.reduce((url, rewrite) => rewrite(url), request.url ?? '/'),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ check: config.checkAnswers }));
  app.decorate('config', config);
  registerClock(app);
  registerRequestLines(app);
  app.decorate('pageCache', createPageCache({ now: () => app.clock.now().getTime() }));

  const modules = withDependencies(options.modules);
  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      ...config,
      onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
      onSignalsError: (error, what) => app.log.warn({ err: error }, what),
    });
    if (options.seed ?? true) await seedData(database.db, { demo: config.demoData }, modules);
  } catch (error) {
    await app.close();
    throw error;
  }
  app.log.info({ database: database.kind }, 'database ready');
  await app.register(databasePlugin(database));
  await app.register(domainEventsPlugin);
  app.addHook('onClose', async () => database.close());
  registerAfterAnswer(app);
  try {
    // A module's set-up that fails (a Redis that does not answer) stops the start, the database closed.
    for (const { plugin } of modules) await app.register(plugin);
  } catch (error) {
    await app.close();
    throw error;
  }
  await options.afterModules?.(app);

  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await app.register(cookie);
  // Answers above a small size travel compressed (JSON, the HTML), brotli at a quality that costs little CPU per
  // request; built assets were compressed once, at build (served by the static plugin as they are).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      registerForgeryProtection(api);
      // Which site and locale, who is calling, a repeated write: the modules' hooks, before any route.
      for (const { scope } of modules) await scope?.(api);
      registerStorableInput(api);
      for (const { routes } of modules) if (routes) await api.register(routes);
      if (config.testClock) await api.register(testClockRoutes);
      registerAnswerBytes(api);
    },
    { prefix: '/api' },
  );

  for (const { siteRoutes } of modules) if (siteRoutes) await app.register(siteRoutes);
  // The host serves its web app at the site's root (and the pages for unknown addresses); alone, unknown is a 404.
  if (options.webApp) await options.webApp(app);
  else app.setNotFoundHandler(routeNotFound);

  // Events a crash left undelivered (stored with their facts) are delivered once the app is up.
  app.addHook('onReady', async () => {
    await app.domainEvents
      .deliverPending()
      .catch((error: unknown) => app.log.error({ err: error }, 'delivering domain events failed; they wait for the next delivery'));
  });

  return app;
};
