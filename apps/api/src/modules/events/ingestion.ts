import type { FastifyInstance } from 'fastify';
import { createIngestionBuffer, type IngestionBuffer } from './ingestion-buffer.js';
import { writeEvents, writeHits, type PendingEvent, type PendingHit } from './hit-writer.js';

export type Ingestion = { hits: IngestionBuffer<PendingHit>; events: IngestionBuffer<PendingEvent> };

/** Batches of at most 1,000, written at least every 200 ms. */
export const INGESTION_LIMITS = { intervalMs: 200, maxItems: 1_000 };

/** The hit and event buffers; on close (SIGTERM included) they are written out before the database closes. */
export const registerIngestion = (app: FastifyInstance) => {
  const onError = (kind: string) => (error: unknown, items: number) => app.log.error({ err: error, items }, `writing ${kind} failed; will retry`);
  const ingestion: Ingestion = {
    hits: createIngestionBuffer({
      ...INGESTION_LIMITS,
      write: async (batch) => {
        const notices = await writeHits(app.db, app.auth.accessTokens, batch);
        // The batch is stored: a failed push must not write it again (the awards are on the progress page).
        if (notices.length) await app.notifications.send(notices).catch((error: unknown) => app.log.error({ err: error }, 'game notifications failed'));
      },
      onError: onError('hits'),
    }),
    events: createIngestionBuffer({ ...INGESTION_LIMITS, write: (batch) => writeEvents(app.db, app.auth.accessTokens, batch), onError: onError('events') }),
  };
  app.decorate('ingestion', ingestion);
  // preClose runs before the onClose hook that closes the database.
  app.addHook('preClose', async () => {
    await Promise.all([ingestion.hits.close(), ingestion.events.close()]);
  });
};
