import type { AuditRepository } from './modules/audit/repository.js';
import type { IdempotencyRepository } from './modules/idempotency/repository.js';
import type { TesterRepository } from './modules/tester/repository.js';
import type { Site } from '@tiles/contracts';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { AuthServices } from './modules/auth/auth-services.js';
import type { Ingestion } from './modules/events/ingestion.js';
import type { PushServer } from './modules/notifications/push-server.js';
import type { HomeRepository } from './modules/home/repository.js';
import type { PushRepository } from './modules/push/repository.js';
import type { PushSender } from './modules/push/sender.js';
import type { ReminderScheduler } from './modules/reminders/scheduler.js';
import type { NewNotification, NotificationRepository } from './modules/notifications/repository.js';
import type { DomainEventBus } from './ground/domain-events.js';
import type { NotificationService } from './modules/notifications/service.js';
import type { RoleRepository } from './modules/roles/repository.js';
import type { SiteRepository } from './modules/site/repository.js';
import type { CmsRepository } from './modules/cms/repository.js';
import type { PagesRepository } from './modules/content/pages-repository.js';
import type { ContentRepository } from './modules/content/repository.js';
import type { GameRepository } from './modules/game/repository.js';
import type { I18nRepository } from './modules/i18n/repository.js';
import type { LmsRepository } from './modules/lms/repository.js';
import type { PracticeRepository } from './modules/practice/repository.js';
import type { RecordsRepository } from './modules/records/repository.js';
import type { SiteKeyStore } from './modules/records/site-keys.js';
import type { StatsRepository } from './modules/stats/repository.js';
import type { PageCache } from './plugins/page-cache.js';
import type { MailQueue } from './modules/mail/queue.js';
import type { AccountRepository } from './modules/account/repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    siteRepository: SiteRepository;
    auth: AuthServices;
    roleRepository: RoleRepository;
    ingestion: Ingestion;
    notificationRepository: NotificationRepository;
    notifications: NotificationService;
    push: PushServer;
    audit: AuditRepository;
    tester: TesterRepository;
    i18nRepository: I18nRepository;
    contentRepository: ContentRepository;
    pagesRepository: PagesRepository;
    lmsRepository: LmsRepository;
    practiceRepository: PracticeRepository;
    statsRepository: StatsRepository;
    gameRepository: GameRepository;
    recordsRepository: RecordsRepository;
    pageCache: PageCache;
    siteKeys: SiteKeyStore;
    cmsRepository: CmsRepository;
    idempotency: IdempotencyRepository;
    domainEvents: DomainEventBus<NewNotification>;
    /** Mail waiting to go out, and its delivery. */
    mail: MailQueue;
    accountRepository: AccountRepository;
    pushRepository: PushRepository;
    homeRepository: HomeRepository;
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
