import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from '@tiles/api-platform/config';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { registerAuthentication } from './modules/auth/auth-context.js';
import { createAuthServices } from './modules/auth/auth-services.js';
import { registerIngestion } from './modules/events/ingestion.js';
import { registerIdempotency } from './modules/idempotency/idempotency.js';
import { createMailQueue } from './modules/mail/queue.js';
import { createMailTransport } from './modules/mail/transport.js';
import { createEffortRefresher } from './modules/lms/effort.js';
import { createReminderScheduler } from './modules/reminders/scheduler.js';
import { registerPushServer } from './modules/notifications/push-server.js';
import { loadVapidKeys } from './modules/push/keys.js';
import type { DevicePushMessage } from './modules/push/repository.js';
import { createPushSender } from './modules/push/sender.js';
import { createNotificationService } from './modules/notifications/service.js';
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
import { registerTenantResolution } from './plugins/tenant.js';
import { registerWebApp } from './plugins/web-app.js';
import { databasePlugin, domainEventsPlugin } from './plugins/platform.js';
import { wellKnownRoutes } from './modules/records/routes.js';
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
import { seedDemoData } from './seed/seed.js';

export type BuildAppOptions = {
  /** Load the demo data into an empty database (default true). */
  seed?: boolean;
  /** Logger settings; tests pass false, or a stream to read the log. */
  logger?: boolean | { level: string; stream?: { write: (line: string) => void } };
  /** Connection timeouts (tests shorten them). */
  timeouts?: Partial<typeof DEFAULT_TIMEOUTS>;
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

/** How often due streak reminders are looked for. */
const REMINDER_CHECK_MS = 60_000;

/** How often queued mail is looked at for another attempt. */
const MAIL_CHECK_MS = 30_000;

/**
 * The api's domains, one line each: each adds its repositories and listeners (after the modules it depends on) and
 * its routes under /api.
 */
const API_MODULES = [
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
];

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
    disableRequestLogging: true,
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

  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      ...config,
      onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
    });
    if (options.seed ?? true) await seedDemoData(database.db);
  } catch (error) {
    await app.close();
    throw error;
  }
  app.log.info({ database: database.kind }, 'database ready');
  await app.register(databasePlugin(database.db));
  await app.register(domainEventsPlugin);
  for (const { plugin } of API_MODULES) await app.register(plugin);
  try {
    app.decorate(
      'auth',
      await createAuthServices(database.db, config, app.log, {
        now: () => app.clock.now(),
        onClose: (close) => app.addHook('onClose', close),
      }),
    );
  } catch (error) {
    await database.close();
    await app.close();
    throw error;
  }
  const mailTransport = createMailTransport({ ...config.mail, dataDir: config.dataDir }, app.log);
  app.addHook('onClose', async () => mailTransport.close());
  app.decorate(
    'mail',
    createMailQueue(database.db, mailTransport, app.log, () => app.clock.now()),
  );
  if ((options.seed ?? true) && config.demoHistory) {
    const started = performance.now();
    // Each fact of the history settles as it is written, quietly: levels and badges dated when their rule was met.
    await seedDemoHistory(database.db, app.auth.accessTokens, app.domainEvents.quietly);
    app.log.info({ ms: Math.round(performance.now() - started) }, 'demo history ready');
  }
  registerIngestion(app);
  app.addHook('onClose', async () => database.close());

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
  let push;
  try {
    push = await registerPushServer(app);
  } catch (error) {
    await app.close();
    throw error;
  }
  app.decorate('push', push);
  const vapidKeys = await loadVapidKeys(app.db, config.webPush.vapidKeys);
  const pushSender = createPushSender({
    db: app.db,
    repository: app.pushRepository,
    keys: vapidKeys,
    subject: config.webPush.subject,
    allowedOrigins: config.webPush.allowedOrigins,
    now: () => app.clock.now(),
    log: app.log,
  });
  app.decorate('webPush', { publicKey: vapidKeys.publicKey, sender: pushSender });
  const devicePush = {
    // A notification is stored before its push is queued: a failure here loses the push only, never the notification.
    deliver: async (messages: DevicePushMessage[]) => {
      const queued = await app.pushRepository.enqueue(messages).catch((error: unknown) => {
        app.log.error({ err: error }, 'queuing push messages failed; the notifications are kept');
        return 0;
      });
      if (queued) pushSender.kick();
    },
  };
  app.decorate('notifications', createNotificationService(app.notificationRepository, push, devicePush));
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      registerForgeryProtection(api);
      registerTenantResolution(api);
      registerAuthentication(api);
      registerIdempotency(api);
      registerStorableInput(api);
      for (const { routes } of API_MODULES) if (routes) await api.register(routes);
      if (config.testClock) await api.register(testClockRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(wellKnownRoutes);
  await registerWebApp(app);

  // Events a crash left undelivered (stored with their facts) are delivered once the app is up.
  app.addHook('onReady', async () => {
    await app.domainEvents
      .deliverPending()
      .catch((error: unknown) => app.log.error({ err: error }, 'delivering domain events failed; they wait for the next delivery'));
  });

  // Courses' effort (the median study time of those who completed them) is measured again about once a day.
  const refreshEffort = createEffortRefresher(app);
  const effortFailed = (error: unknown) => app.log.error({ err: error }, 'measuring courses’ effort failed; tried again in a minute');
  app.addHook('onReady', async () => {
    await refreshEffort().catch(effortFailed);
  });

  // Reminders and digests are due at learners' own hours: checked every minute (one tick at a time), claimed in
  // batches by set-based statements, sent through the notifications (app, push) and by mail.
  const reminderScheduler = createReminderScheduler(app);
  app.decorate('reminders', reminderScheduler);
  const reminders = setInterval(() => {
    refreshEffort().catch(effortFailed);
    reminderScheduler.tick().catch((error: unknown) => app.log.error({ err: error }, 'sending reminders failed'));
  }, REMINDER_CHECK_MS);
  reminders.unref();
  // Mail the server could not take is tried again when due (each write also starts a delivery at once).
  const mailRetries = setInterval(() => {
    app.mail.kick();
    pushSender.kick();
  }, MAIL_CHECK_MS);
  mailRetries.unref();
  app.addHook('onReady', async () => app.mail.kick());
  app.addHook('preClose', async () => {
    clearInterval(reminders);
    clearInterval(mailRetries);
  });
  return app;
};
