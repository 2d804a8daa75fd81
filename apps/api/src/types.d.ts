import type { DomainEventBus } from '@tiles/api-platform/ground/domain-events';
import type { NewNotification } from './modules/notifications/repository.js';
import type { PageCache } from './plugins/page-cache.js';

/**
 * What the host itself decorates the app with. The platform's decorations (configuration, the database, the clock,
 * the request's site) are declared in libs/api/platform; a module's own (its repositories and services) beside it, in
 * its `module.ts`.
 */
declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache;
    domainEvents: DomainEventBus<NewNotification>;
  }
}
