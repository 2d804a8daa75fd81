import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { mailQueue } from '../../db/schema.js';
import type { MailTransport, OutgoingMail } from './transport.js';

/** After this many refusals a mail stays in the queue, marked with its last error, for an operator to look at. */
export const MAIL_MAX_ATTEMPTS = 12;
/** 1 minute after the first failure, doubling, at most 6 hours apart (12 attempts span about 1.5 days). */
export const retryDelayMs = (attempts: number) => Math.min(6 * 60 * 60 * 1000, 60_000 * 2 ** Math.max(0, attempts - 1));
const BATCH = 20;

export type QueuedMail = OutgoingMail & { siteId: string };

/**
 * Mail is written to the queue with the change that causes it (the same transaction when given) and sent
 * after: a mail server that is slow or down never fails nor holds the request, and loses nothing.
 */
export const createMailQueue = (db: Database, transport: MailTransport, log: FastifyBaseLogger, now: () => Date) => {
  let running: Promise<number> | undefined;
  let again = false;

  /** Sends what is due, oldest first; answers how many went. Rows are claimed, so two instances never send one twice. */
  const deliverOnce = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const at = now();
      // A claim pushes the row's next attempt past any send's time: another instance skips it, and a crash mid-send
      // leaves it to be tried again later rather than lost.
      const claimed = await db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(mailQueue)
          .where(and(lte(mailQueue.nextAttemptAt, at), lt(mailQueue.attempts, MAIL_MAX_ATTEMPTS)))
          .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        if (!due.length) return due;
        await tx
          .update(mailQueue)
          .set({ nextAttemptAt: new Date(at.getTime() + 10 * 60_000) })
          .where(
            sql`${mailQueue.id} in (${sql.join(
              due.map((row) => sql`${row.id}`),
              sql`, `,
            )})`,
          );
        return due;
      });
      if (!claimed.length) return sent;
      for (const row of claimed) {
        try {
          await transport.send(row);
          await db.delete(mailQueue).where(eq(mailQueue.id, row.id));
          sent += 1;
        } catch (error) {
          const attempts = row.attempts + 1;
          const reason = error instanceof Error ? error.message : String(error);
          await db
            .update(mailQueue)
            .set({ attempts, lastError: reason.slice(0, 1000), nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)) })
            .where(eq(mailQueue.id, row.id));
          log[attempts >= MAIL_MAX_ATTEMPTS ? 'error' : 'warn'](
            { kind: row.kind, attempts, err: error },
            attempts >= MAIL_MAX_ATTEMPTS
              ? 'a mail could not be sent and is given up on'
              : 'a mail could not be sent; it will be tried again',
          );
        }
      }
      if (claimed.length < BATCH) return sent;
    }
  };

  /** One delivery at a time per instance; a call during one runs another after it (mail queued meanwhile). */
  const deliverDue = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = deliverOnce().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void deliverDue().catch(() => undefined);
      }
    });
    return running;
  };

  return {
    async enqueue(mails: QueuedMail[], tx?: Pick<Database, 'insert'>) {
      if (!mails.length) return;
      const at = now();
      await (tx ?? db).insert(mailQueue).values(mails.map((mail) => ({ ...mail, createdAt: at, nextAttemptAt: at })));
    },
    deliverDue,
    /** After a write that queued mail: delivery starts now, without the request waiting for it. */
    kick() {
      deliverDue().catch((error: unknown) => log.error({ err: error }, 'mail delivery failed; the queue keeps the mail'));
    },
    /** What waits (tests and operators). */
    async pending() {
      return db.select().from(mailQueue).orderBy(asc(mailQueue.id));
    },
    describe: transport.describe,
  };
};

export type MailQueue = ReturnType<typeof createMailQueue>;
