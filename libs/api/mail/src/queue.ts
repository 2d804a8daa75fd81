import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@tiles/api-platform/db/database';
import { mailQueue } from './schema.js';
import { createRetryingQueue } from '@tiles/api-platform/ground/retrying-queue';
import type { MailTransport, OutgoingMail } from './transport.js';

export { retryDelayMs } from '@tiles/api-platform/ground/retrying-queue';

/** After this many refusals a mail stays in the queue, marked with its last error, for an operator to look at. */
export const MAIL_MAX_ATTEMPTS = 12;

export type QueuedMail = OutgoingMail & { siteId: string };

/**
 * Mail is written to the queue with the change that causes it (the same transaction when given) and sent
 * after: a mail server that is slow or down never fails nor holds the request, and loses nothing.
 */
export const createMailQueue = (db: Database, transport: MailTransport, log: FastifyBaseLogger, now: () => Date) => {
  const queue = createRetryingQueue({
    db,
    table: mailQueue,
    what: 'a mail',
    now,
    log,
    maxAttempts: MAIL_MAX_ATTEMPTS,
    deliver: async (row) => {
      await transport.send({ ...row, deliveryId: `tiles-mail-${row.id}-${row.createdAt.getTime()}` });
      return 'delivered';
    },
  });
  return {
    ...queue,
    async enqueue(mails: QueuedMail[], tx?: Pick<Database, 'insert'>) {
      if (!mails.length) return;
      const at = now();
      await (tx ?? db).insert(mailQueue).values(mails.map((mail) => ({ ...mail, createdAt: at, nextAttemptAt: at })));
    },
    describe: transport.describe,
  };
};

export type MailQueue = ReturnType<typeof createMailQueue>;
