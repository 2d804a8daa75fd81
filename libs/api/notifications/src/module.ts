import { apiModule } from '@tiles/api-platform/ground/api-module';
import { repeatWhileOpen } from '@tiles/api-platform/ground/repeat';
import { createBarrierReports, type BarrierReports } from './barrier-reports.js';
import { authModule } from '@tiles/api-auth/module';
import { pushModule } from '@tiles/api-push/module';
import type { DevicePushMessage } from '@tiles/api-push/repository';
import { registerPushServer, type PushServer } from './push-server.js';
import { createNotificationRepository, type NotificationRepository } from './repository.js';
import { notificationRoutes } from './routes.js';
import { createNotificationService, type NotificationService } from './service.js';
import { notificationsTexts } from './texts.js';

declare module 'fastify' {
  interface FastifyInstance {
    notificationRepository: NotificationRepository;
    /** The live socket server: notifications reach the learner's open pages through it. */
    push: PushServer;
    /** Stores a notification, then tells the learner's pages and devices. */
    notifications: NotificationService;
    /** Accessibility barriers anyone reported, told to administrators in one digest per period. */
    barrierReports: BarrierReports;
  }
}

/** How often each instance looks for a barrier digest that is due. */
const BARRIER_DIGEST_CHECK_MS = 60_000;

export const notificationsModule = apiModule({
  name: 'notifications',
  texts: notificationsTexts,
  // The socket's sign-in is the api's (one credential resolver); devices are reached through Web Push.
  dependsOn: [authModule, pushModule],
  setUp: async (app) => {
    app.decorate('notificationRepository', createNotificationRepository(app.db));
    const push = await registerPushServer(app);
    app.decorate('push', push);
    app.auth.sessionClosed.provide((sessionIdHash) => push.disconnectSession(sessionIdHash));
    const devicePush = {
      // A notification is stored before its push is queued: a failure here loses the push only, never the notification.
      deliver: async (messages: DevicePushMessage[]) => {
        const queued = await app.pushRepository.enqueue(messages).catch((error: unknown) => {
          app.log.error({ err: error }, 'queuing push messages failed; the notifications are kept');
          return 0;
        });
        if (queued) app.webPush.sender.kick();
      },
    };
    const notifications = createNotificationService(app.notificationRepository, push, devicePush);
    app.decorate('notifications', notifications);
    app.auth.welcome.provide((user) => notifications.welcomeOnce(user));
    // What the domain events' listeners answer (an award to announce) is sent once their delivery committed.
    app.domainEventNotices.provide((notices) => notifications.send(notices));
    app.decorate(
      'barrierReports',
      createBarrierReports({
        db: app.db,
        now: () => app.clock.now(),
        administratorsOf: (siteId) => app.notificationRepository.administratorsOf(siteId),
        send: (entries) => app.notifications.send(entries),
      }),
    );
    // Reports that came while a digest's period was running go out together once it is over.
    repeatWhileOpen(app, BARRIER_DIGEST_CHECK_MS, () => {
      app.barrierReports.sendDueDigests().catch((error: unknown) => app.log.error({ err: error }, 'sending barrier digests failed'));
    });
  },
  routes: notificationRoutes,
});
