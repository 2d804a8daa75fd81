import type { FastifyInstance } from 'fastify';
import { isRowError } from '../../db/errors.js';
import { ingestionDeadLetters } from '../../db/schema.js';
import { createIngestionBuffer, type IngestionBuffer } from './ingestion-buffer.js';
import { writeEvents, writeHits, type PendingEvent, type PendingHit } from './hit-writer.js';

export type Ingestion = { hits: IngestionBuffer<PendingHit>; events: IngestionBuffer<PendingEvent> };

/** Batches of at most 1,000, written at least every 200 ms. */
export const INGESTION_LIMITS = { intervalMs: 200, maxItems: 1_000 };

/** The hit and event buffers; on close (SIGTERM included) they are written out before the database closes. */
export const registerIngestion = (app: FastifyInstance) => {
  const failures = <T,>(kind: 'hits' | 'events') => ({
    isTransient: (error: unknown) => !isRowError(error),
    deadLetter: async (items: { item: T; error: unknown }[]) => {
      await app.db.insert(ingestionDeadLetters).values(
        items.map(({ item, error }) => ({ kind, payload: JSON.stringify(item), reason: error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error) })),
      );
      app.log.warn({ items: items.length }, `${kind} the database refused were set aside in ingestion_dead_letters`);
    },
    onError: (error: unknown, items: number, retryInMs: number) => app.log.error({ err: error, items, retryInMs }, `writing ${kind} failed; will retry`),
  });
  const ingestion: Ingestion = {
    hits: createIngestionBuffer({
      ...INGESTION_LIMITS,
      ...failures<PendingHit>('hits'),
      write: async (batch) => {
        const notices = await writeHits(app.db, app.auth.accessTokens, batch);
        // The batch is stored: a failed push must not write it again (the awards are on the progress page).
        if (notices.length) await app.notifications.send(notices).catch((error: unknown) => app.log.error({ err: error }, 'game notifications failed'));
      },
    }),
    events: createIngestionBuffer({ ...INGESTION_LIMITS, ...failures<PendingEvent>('events'), write: (batch) => writeEvents(app.db, app.auth.accessTokens, batch) }),
  };
  app.decorate('ingestion', ingestion);
  // preClose runs before the onClose hook that closes the database.
  app.addHook('preClose', async () => {
    await Promise.all([ingestion.hits.close(), ingestion.events.close()]);
  });
};
