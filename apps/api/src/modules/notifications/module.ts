import { apiModule } from '@tiles/api-platform/ground/api-module';
import { createNotificationRepository, type NotificationRepository } from './repository.js';
import { notificationRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    notificationRepository: NotificationRepository;
  }
}

export const notificationsModule = apiModule({
  name: 'notifications',
  setUp: (app) => {
    app.decorate('notificationRepository', createNotificationRepository(app.db));
  },
  routes: notificationRoutes,
});
