import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from '@tiles/api-platform/config';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.js';
import { registerAfterAnswer } from '@tiles/api-platform/ground/after-answer';
import { registerClock, testClockRoutes } from './plugins/clock.js';
import { createPageCache } from './plugins/page-cache.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { proxyTrustOf } from '@tiles/api-platform/ground/proxies';
import { serializeRequest } from './plugins/request-log.js';
import { prettyLogStream, registerRequestLines } from './plugins/request-lines.js';
import { registerForgeryProtection } from './plugins/request-forgery.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { registerStorableInput } from './plugins/storable-input.js';
import { registerWebApp } from './plugins/web-app.js';
import { databasePlugin, domainEventsPlugin } from './plugins/platform.js';
import { withDependencies, type ApiModule } from '@tiles/api-platform/ground/api-module';
import { accountModule } from './modules/account/module.js';
import { auditModule } from './modules/audit/module.js';
import { authModule } from './modules/auth/module.js';
import { clientErrorsModule } from './modules/client-errors/module.js';
import { cmsModule } from './modules/cms/module.js';
import { contentModule } from './modules/content/module.js';
import { eventsModule } from './modules/events/module.js';
import { gameModule } from './modules/game/module.js';
import { homeModule } from './modules/home/module.js';
import { i18nModule } from './modules/i18n/module.js';
import { idempotencyModule } from './modules/idempotency/module.js';
import { lmsModule } from './modules/lms/module.js';
import { mailModule } from './modules/mail/module.js';
import { notificationsModule } from './modules/notifications/module.js';
import { practiceModule } from './modules/practice/module.js';
import { pushModule } from './modules/push/module.js';
import { recordsModule } from './modules/records/module.js';
import { remindersModule } from './modules/reminders/module.js';
import { rolesModule } from './modules/roles/module.js';
import { siteModule } from './modules/site/module.js';
import { statsModule } from './modules/stats/module.js';
import { testerModule } from './modules/tester/module.js';
import { seedDemoHistory } from './seed/demo-history.js';

export type BuildAppOptions = {
  /** Write what every site needs, and the demo data if the configuration asks (default true). */
  seed?: boolean;
  /** Logger settings; tests pass false, or a stream to read the log. */
  logger?: boolean | { level: string; stream?: { write: (line: string) => void } };
  /** Connection timeouts (tests shorten them). */
  timeouts?: Partial<typeof DEFAULT_TIMEOUTS>;
  /** The domains to compose (with the modules they depend on); all of them by default. */
  modules?: readonly ApiModule[];
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
 * The api's domains, one line each: each adds its repositories, services and listeners (after the modules it depends
 * on), its hooks on every /api call and its routes.
 */
export const API_MODULES = [
  siteModule,
  i18nModule,
  contentModule,
  clientErrorsModule,
  authModule,
  accountModule,
  rolesModule,
  auditModule,
  cmsModule,
  testerModule,
  lmsModule,
  practiceModule,
  eventsModule,
  statsModule,
  gameModule,
  homeModule,
  recordsModule,
  notificationsModule,
  pushModule,
  remindersModule,
  idempotencyModule,
  mailModule,
];

/**
 * Writes what every site needs of the modules given (locales, texts, roles, levels and badges) and, asked, their demo
 * data (accounts, courses, pages, questions), each module after those it depends on. Idempotent: every insert skips
 * rows that exist, so a second start (or a partly seeded database) changes nothing already stored, including texts
 * an editor has changed since.
 */
export const seedData = async (
  db: Database,
  { demo }: { demo: boolean },
  modules: readonly ApiModule[] = withDependencies(API_MODULES),
) => {
  for (const { seed } of modules) await seed?.(db);
  if (demo) for (const { demo: seedDemo } of modules) await seedDemo?.(db);
};

/** Body limit for every route unless a route sets a smaller one. */
const BODY_LIMIT_BYTES = 256 * 1024;

export const buildApp = async (config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> => {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
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
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  registerClock(app);
  registerRequestLines(app);
  app.decorate('pageCache', createPageCache({ now: () => app.clock.now().getTime() }));

  const modules = withDependencies(options.modules ?? API_MODULES);
  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      ...config,
      onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
    });
    if (options.seed ?? true) await seedData(database.db, { demo: config.demoData }, modules);
  } catch (error) {
    await app.close();
    throw error;
  }
  app.log.info({ database: database.kind }, 'database ready');
  await app.register(databasePlugin(database.db));
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
  if ((options.seed ?? true) && config.demoData && config.demoHistory) {
    const started = performance.now();
    // Each fact of the history settles as it is written, quietly: levels and badges dated when their rule was met.
    await seedDemoHistory(database.db, app.auth.accessTokens, app.domainEvents.quietly, app.courseSubjects.call);
    app.log.info({ ms: Math.round(performance.now() - started) }, 'demo history ready');
  }

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
    },
    { prefix: '/api' },
  );

  for (const { siteRoutes } of modules) if (siteRoutes) await app.register(siteRoutes);
  await registerWebApp(app);

  // Events a crash left undelivered (stored with their facts) are delivered once the app is up.
  app.addHook('onReady', async () => {
    await app.domainEvents
      .deliverPending()
      .catch((error: unknown) => app.log.error({ err: error }, 'delivering domain events failed; they wait for the next delivery'));
  });

  return app;
};
