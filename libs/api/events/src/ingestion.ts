import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isStorageFailure } from '@tiles/api-platform/db/errors';
import { ingestionDeadLetters } from './schema.js';
import { createIngestionBuffer, type IngestionBuffer } from './ingestion-buffer.js';
import { writeEvents, writeHits, type PendingEvent, type PendingHit } from './hit-writer.js';

export type Ingestion = { hits: IngestionBuffer<PendingHit>; events: IngestionBuffer<PendingEvent> };

const reasonOf = (error: unknown) =>
  error instanceof Error
    ? `${error.name}: ${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
    : String(error);

/**
 * Batches of at most 1,000, written within 200 ms of their first hit; the first 200 hits waiting are answered at
 * once, the rest only once stored (and their batch starts at once). So a crash loses at most 200 acknowledged hits
 * and at most the last 200 ms of them (see bench:faults). After a failure of the database a batch is tried again
 * after 400 ms, then twice as long each time. While the database is away up to 50,000 hits (some 75 MB; 20 minutes
 * of a site receiving 40 hits/s) and 20,000 events wait in memory; past that, new ones are refused with 503 and
 * Retry-After, and browsers keep them in their own queue until they are taken.
 */
export const INGESTION_LIMITS = { intervalMs: 200, maxItems: 1_000, maxUnwritten: 200 };
export const OUTAGE_HOLDS = { hits: 50_000, events: 20_000 };

/**
 * Dead letters are for what the store refused (everything the door can check is a 400 before it): kept for an
 * operator to look at, never without bound. Beyond these, further letters are only counted in the log.
 */
export const DEAD_LETTER_LIMITS = { perSource: 20, total: 10_000 };

/** Who sent an item: a hit's browser identity; events are one source. */
const sourceOf = (kind: 'hits' | 'events', item: unknown) => (kind === 'hits' ? `hit:${(item as PendingHit).hit.identity}` : 'events');

/** The letters that still fit within the limits, given what is already kept. */
const withinLimits = async <Letter extends { source: string }>(app: FastifyInstance, letters: Letter[]) => {
  const sources = [...new Set(letters.map((letter) => letter.source))];
  const [[total], kept] = await Promise.all([
    app.db.select({ value: count() }).from(ingestionDeadLetters),
    app.db
      .select({ source: ingestionDeadLetters.source, value: count() })
      .from(ingestionDeadLetters)
      .where(inArray(ingestionDeadLetters.source, sources))
      .groupBy(ingestionDeadLetters.source),
  ]);
  const perSource = new Map(kept.map((row) => [row.source, row.value]));
  let room = DEAD_LETTER_LIMITS.total - (total?.value ?? 0);
  return letters.filter((letter) => {
    const held = perSource.get(letter.source) ?? 0;
    if (room <= 0 || held >= DEAD_LETTER_LIMITS.perSource) return false;
    perSource.set(letter.source, held + 1);
    room -= 1;
    return true;
  });
};

/** The hit and event buffers; on close (SIGTERM included) they are written out before the database closes. */
export const registerIngestion = (app: FastifyInstance) => {
  const failures = <T>(kind: 'hits' | 'events') => ({
    isTransient: isStorageFailure,
    deadLetter: async (items: { item: T; error: unknown }[]) => {
      const letters = items.map(({ item, error }) => ({
        kind,
        source: sourceOf(kind, item),
        payload: JSON.stringify(item),
        reason: reasonOf(error).slice(0, 2_000),
      }));
      try {
        const kept = await withinLimits(app, letters);
        if (kept.length) await app.db.insert(ingestionDeadLetters).values(kept);
        app.log.warn(
          { items: items.length, kept: kept.length, dropped: letters.length - kept.length },
          `${kind} that cannot be written were set aside in ingestion_dead_letters (within its limits)`,
        );
      } catch (error) {
        // Never a reason to hold up everyone's rows: the log keeps what could not be set aside.
        app.log.error({ err: error, letters }, `${kind} that cannot be written could not be set aside either; they are in this log line`);
      }
    },
    onError: (error: unknown, items: number, retryInMs: number) =>
      app.log.error({ err: error, items, retryInMs }, `writing ${kind} failed; will retry`),
  });
  const ingestion: Ingestion = {
    hits: createIngestionBuffer({
      ...INGESTION_LIMITS,
      maxPending: OUTAGE_HOLDS.hits,
      ...failures<PendingHit>('hits'),
      write: async (batch) => {
        // Its events are delivered once it is stored; a failed delivery does not fail the batch (it would be written again).
        await writeHits(app.db, app.domainEvents, app.auth.accessTokens, app.courseSubjects.call, batch);
      },
    }),
    events: createIngestionBuffer({
      ...INGESTION_LIMITS,
      maxPending: OUTAGE_HOLDS.events,
      ...failures<PendingEvent>('events'),
      write: (batch) => writeEvents(app.db, app.auth.accessTokens, batch),
    }),
  };
  app.decorate('ingestion', ingestion);
  // preClose runs before the onClose hook that closes the database.
  app.addHook('preClose', async () => {
    await Promise.all([ingestion.hits.close(), ingestion.events.close()]);
  });
};
