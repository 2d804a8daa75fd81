import { apiModule } from '@tiles/api-platform/ground/api-module';
import { repeatWhileOpen } from '@tiles/api-platform/ground/repeat';
import { createMailQueue, type MailQueue } from './queue.js';
import { createMailTransport } from './transport.js';
import { mailTexts } from './texts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail waiting to go out, and its delivery. */
    mail: MailQueue;
  }
}

/** How often queued mail is looked at for another attempt (each write also starts a delivery at once). */
const MAIL_CHECK_MS = 30_000;

export const mailModule = apiModule({
  name: 'mail',
  texts: mailTexts,
  setUp: (app) => {
    const transport = createMailTransport({ ...app.config.mail, dataDir: app.config.dataDir }, app.log);
    app.addHook('onClose', async () => transport.close());
    app.decorate(
      'mail',
      createMailQueue(app.db, transport, app.log, () => app.clock.now()),
    );
    // Mail the server could not take is tried again when due.
    repeatWhileOpen(app, MAIL_CHECK_MS, () => app.mail.kick());
    app.addHook('onReady', async () => app.mail.kick());
    // A closing instance lets its claims lapse for another, instead of holding them while it goes.
    app.addHook('preClose', async () => app.mail.stop());
  },
});
