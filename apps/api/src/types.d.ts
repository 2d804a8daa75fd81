import type { Site } from '@tiles/contracts';
import type { AppConfig } from '@tiles/api-platform/config';
import type { Database } from '@tiles/api-platform/db/database';
import type { AuthServices } from './modules/auth/auth-services.js';
import type { Ingestion } from './modules/events/ingestion.js';
import type { PushServer } from './modules/notifications/push-server.js';
import type { PushSender } from './modules/push/sender.js';
import type { ReminderScheduler } from './modules/reminders/scheduler.js';
import type { DomainEventBus } from '@tiles/api-platform/ground/domain-events';
import type { NewNotification } from './modules/notifications/repository.js';
import type { NotificationService } from './modules/notifications/service.js';
import type { PageCache } from './plugins/page-cache.js';
import type { MailQueue } from './modules/mail/queue.js';

/**
 * What the host itself decorates the app with (configuration, the database, the services it wires). A module's own
 * decorations (its repositories) are declared beside it, in its `module.ts`.
 */
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    auth: AuthServices;
    ingestion: Ingestion;
    notifications: NotificationService;
    push: PushServer;
    pageCache: PageCache;
    domainEvents: DomainEventBus<NewNotification>;
    /** Mail waiting to go out, and its delivery. */
    mail: MailQueue;
    /** Web Push: the server's VAPID public key, and the worker that sends queued push messages. */
    webPush: { publicKey: string; sender: PushSender };
    /** The reminders' and digests' tick (every minute; tests call it with their own time). */
    reminders: ReminderScheduler;
  }
  interface FastifyRequest {
    /** The site named by `tiles-site-id` (or the default site), resolved for every /api call. */
    site: Site;
    /** `tiles-locale-code` when the site supports it, otherwise the site's default locale. */
    localeCode: string;
  }
}
