import type { FastifyReply } from 'fastify';
// The server kit registers @fastify/cookie for every module: its request and reply members are part of the ground.
import type {} from '@fastify/cookie';
import type { Site } from '@tiles/contracts';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import type { DatabaseSignals } from './db/database-signals.js';
import type { DomainEventBus } from './ground/domain-events.js';
import type { NewNotification } from './ground/new-notification.js';
import type { PageCache } from './ground/page-cache.js';
import type { Port } from './ground/port.js';
import type { Clock } from './ground/time.js';

/** What every module may use: the host decorates the app with them before any module is set up. */
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /** What the database tells every instance when rows change (LISTEN/NOTIFY from triggers). */
    databaseSignals: DatabaseSignals;
    /** The api's now (tests and the e2e server move it forward). */
    clock: Clock;
    /**
     * Runs `work` once `reply`'s answer has gone: the answer's timing cannot tell the caller what the work found (a
     * registered address or not). A failure is logged; closing the app waits for what is under way, as `settled` does.
     */
    afterAnswer: ((reply: FastifyReply, work: () => Promise<unknown>) => void) & { settled: () => Promise<void> };
    /** The facts modules report and others hear, delivered after their transaction commits. */
    domainEvents: DomainEventBus<NewNotification>;
    /** Where the notices the events' listeners answer go once delivered: the notifications domain provides it. */
    domainEventNotices: Port<(notices: NewNotification[]) => Promise<unknown>>;
    /** Visitors' server-rendered pages: a module that changes what they show (content, maintenance) drops them. */
    pageCache: PageCache;
  }
  interface FastifyRequest {
    /** The site named by `tiles-site-id` (or the default site), resolved for every /api call. */
    site: Site;
    /** `tiles-locale-code` when the site supports it, otherwise the site's default locale. */
    localeCode: string;
  }
}
