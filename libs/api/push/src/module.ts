import { apiModule } from '@tiles/api-platform/ground/api-module';
import { authModule } from '@tiles/api-auth/module';
import { repeatWhileOpen } from '@tiles/api-platform/ground/repeat';
import { loadVapidKeys } from './keys.js';
import { createPushRepository, type PushRepository } from './repository.js';
import { pushRoutes } from './routes.js';
import { createPushSender, type PushSender } from './sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    pushRepository: PushRepository;
    /** Web Push: the server's VAPID public key, and the worker that sends queued push messages. */
    webPush: { publicKey: string; sender: PushSender };
  }
}

/** How often queued push messages are looked at for another attempt (each queuing also starts a delivery). */
const PUSH_CHECK_MS = 30_000;

export const pushModule = apiModule({
  name: 'push',
  dependsOn: [authModule],
  setUp: async (app) => {
    app.decorate(
      'pushRepository',
      createPushRepository(app.db, () => app.clock.now()),
    );
    const keys = await loadVapidKeys(app.db, app.config.webPush.vapidKeys);
    const sender = createPushSender({
      db: app.db,
      repository: app.pushRepository,
      keys,
      subject: app.config.webPush.subject,
      allowedOrigins: app.config.webPush.allowedOrigins,
      now: () => app.clock.now(),
      log: app.log,
    });
    app.decorate('webPush', { publicKey: keys.publicKey, sender });
    repeatWhileOpen(app, PUSH_CHECK_MS, () => sender.kick());
    app.addHook('preClose', async () => sender.stop());
  },
  routes: pushRoutes,
});
