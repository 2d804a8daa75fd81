import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { domainEvents } from '../db/domain-events-table.js';

/** A session by its place in its course. */
export type SessionPlace = { courseId: number; moduleNumber: number; sessionNumber: number };

/**
 * What happened, said by the module that holds the fact; other modules listen. `at` is when it happened (the
 * learner's clock included), so a delivery after a restart reads the same time.
 */
export type DomainEventMap = {
  /** Study time was credited to a learner: the local days it fell on, the sessions it went to. */
  'study-time-credited': { userId: string; days: string[]; sessions: SessionPlace[]; at: string };
  /** A learner completed a session for the first time. */
  'session-completed': { userId: string; session: SessionPlace; at: string };
  /**
   * A learner's answers were recorded: the right answers to cards on their due day (per card and local day), and
   * the sessions whose questions they have now all answered.
   */
  'answers-recorded': {
    userId: string;
    at: string;
    recalled: { questionId: string; categoryId: string; day: string }[];
    practisedSessions: { sessionId: number; categoryId: string; day: string }[];
  };
};
export type DomainEventType = keyof DomainEventMap;

/** How an event is being delivered: `quietly`, a history replayed at seeding, where nothing is news. */
export type Delivery = { quietly: boolean };

/** A listener works in the event's delivery transaction and answers what should follow once it commits. */
export type DomainEventListener<K extends DomainEventType, Reaction> = (
  tx: Database,
  event: DomainEventMap[K],
  delivery: Delivery,
) => Promise<Reaction[]>;

/** Deliveries of one event that may fail before it is left aside for an operator. */
export const MAX_DELIVERY_ATTEMPTS = 5;

/** Written in the transaction of the fact: the fact and its event are stored together or not at all. */
export const recordDomainEvent = async <K extends DomainEventType>(tx: Database, type: K, event: DomainEventMap[K]) => {
  await tx.insert(domainEvents).values({ type, payload: event, occurredAt: new Date(event.at) });
};

/** Records an event in the transaction it was given to. */
export type RecordDomainEvent = <K extends DomainEventType>(type: K, event: DomainEventMap[K]) => Promise<void>;

/**
 * Where a module writes a fact that has events: a transaction whose events are stored with the fact and, once it has
 * committed, delivered by the mechanism (no caller has to remember to deliver them).
 */
export type EventfulTransactions = {
  transaction<T>(work: (tx: Transaction, record: RecordDomainEvent) => Promise<T>): Promise<T>;
};

/** A transaction of the database, as `db.transaction` hands it to its work. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DomainEventBus<Reaction> = EventfulTransactions & {
  /**
   * Transactions whose events are delivered once committed, with nothing to follow: a history replayed at seeding
   * settles each fact at its own moment (a badge is dated when its rule was met) and is nobody's news.
   */
  quietly: EventfulTransactions;
  on<K extends DomainEventType>(type: K, listener: DomainEventListener<K, Reaction>): void;
  /**
   * Delivers the events stored and not delivered yet, oldest first: each in its own transaction with its
   * listeners' writes and its removal, so it is delivered once (another instance skips the one being delivered).
   * What the listeners said should follow (notifications to push) goes to `react` once committed. A listener that
   * fails leaves its event for a later delivery, and after MAX_DELIVERY_ATTEMPTS for an operator: the events after
   * it go on. `quietly`: nothing follows (a history replayed at seeding is not news to anyone).
   */
  deliverPending(options?: { quietly?: boolean }): Promise<void>;
};

export type DomainEventBusOptions<Reaction> = {
  /** What follows a delivered event, after its transaction committed (its failures are its own to report). */
  react: (reactions: Reaction[]) => Promise<void>;
  onFailure: (error: unknown, event: { id: number; type: string }) => void;
  /**
   * A delivery after a commit could not run (the database went away): the fact is stored, so its writer does not
   * fail; the events wait for the next delivery (the next write's, or the next start's).
   */
  onDeliveryFailed: (error: unknown) => void;
};

export const createDomainEventBus = <Reaction>(
  db: Database,
  { react, onFailure, onDeliveryFailed }: DomainEventBusOptions<Reaction>,
): DomainEventBus<Reaction> => {
  const listeners = new Map<string, DomainEventListener<DomainEventType, Reaction>[]>();
  const deliverOne = async (afterId: number, delivery: Delivery): Promise<{ id: number; reactions: Reaction[] } | undefined> => {
    try {
      return await db.transaction(async (tx) => {
        const [event] = await tx
          .select()
          .from(domainEvents)
          .where(and(lt(domainEvents.failedAttempts, MAX_DELIVERY_ATTEMPTS), gt(domainEvents.id, afterId)))
          .orderBy(asc(domainEvents.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!event) return undefined;
        const reactions: Reaction[] = [];
        try {
          for (const listener of listeners.get(event.type) ?? []) reactions.push(...(await listener(tx, event.payload as never, delivery)));
        } catch (error) {
          throw Object.assign(new Error(`delivering domain event ${event.id} (${event.type}) failed`, { cause: error }), { event });
        }
        await tx.delete(domainEvents).where(eq(domainEvents.id, event.id));
        return { id: event.id, reactions };
      });
    } catch (error) {
      const event = (error as { event?: { id: number; type: string } }).event;
      if (!event) throw error;
      onFailure(error, event);
      await db
        .update(domainEvents)
        .set({ failedAttempts: sql`${domainEvents.failedAttempts} + 1`, lastError: String((error as Error).cause ?? error).slice(0, 2000) })
        .where(eq(domainEvents.id, event.id));
      return { id: event.id, reactions: [] };
    }
  };
  const bus: DomainEventBus<Reaction> = {
    async transaction(work) {
      let recorded = false;
      const result = await db.transaction((tx) =>
        work(tx, async (type, event) => {
          await recordDomainEvent(tx, type, event);
          recorded = true;
        }),
      );
      // Committed: the events' reactions (XP, awards pushed) are settled before the writer answers.
      if (recorded) await bus.deliverPending().catch(onDeliveryFailed);
      return result;
    },
    quietly: {
      async transaction(work) {
        const result = await db.transaction((tx) => work(tx, (type, event) => recordDomainEvent(tx, type, event)));
        await bus.deliverPending({ quietly: true });
        return result;
      },
    },
    on(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener as DomainEventListener<DomainEventType, Reaction>]);
    },
    async deliverPending({ quietly = false } = {}) {
      const reactions: Reaction[] = [];
      for (let afterId = 0; ;) {
        const delivered = await deliverOne(afterId, { quietly });
        if (!delivered) break;
        reactions.push(...delivered.reactions);
        afterId = delivered.id;
      }
      if (reactions.length && !quietly) await react(reactions);
    },
  };
  return bus;
};
