import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { domainEvents } from '@tiles/api-platform/db/domain-events-table';
import { createSecondInstance, createTestApp, testDatabaseKinds } from './test/test-app.js';
import { createDomainEventBus, MAX_DELIVERY_ATTEMPTS, recordDomainEvent } from '@tiles/api-platform/ground/domain-events';

const completed = (userId: string, at = '2026-03-01T10:00:00.000Z') => ({
  userId,
  session: { courseId: 1, moduleNumber: 1, sessionNumber: 1 },
  at,
});

describe.each(testDatabaseKinds())('domain events on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());
  beforeEach(async () => {
    await app.db.delete(domainEvents);
  });

  const busOf = (failures: string[] = [], react = async (_reactions: string[]) => {}) => {
    const reacted: string[][] = [];
    const deliveriesFailed: unknown[] = [];
    const bus = createDomainEventBus<string>(app.db, {
      react: async (reactions) => {
        reacted.push(reactions);
        await react(reactions);
      },
      onFailure: (_error, event) => failures.push(event.type),
      onDeliveryFailed: (error) => deliveriesFailed.push(error),
    });
    return { bus, reacted, deliveriesFailed };
  };

  it("delivers a writer's events once its transaction committed, before the writer answers; a rolled-back one's never", async () => {
    const { bus, reacted } = busOf();
    const seen: string[] = [];
    bus.on('session-completed', async (_tx, event) => {
      seen.push(event.userId);
      return [`told ${event.userId}`];
    });
    await bus
      .transaction(async (_tx, record) => {
        await record('session-completed', completed('rolled-back'));
        throw new Error('the fact failed');
      })
      .catch(() => undefined);
    expect(seen).toEqual([]);
    const answer = await bus.transaction(async (_tx, record) => {
      await record('session-completed', completed('ada'));
      // Inside the transaction nothing is delivered yet: the fact may still fail.
      expect(seen).toEqual([]);
      return 'stored';
    });
    expect(answer).toBe('stored');
    expect(seen).toEqual(['ada']);
    expect(reacted).toEqual([['told ada']]);
    expect(await app.db.select().from(domainEvents)).toEqual([]);
    // A transaction that records nothing delivers nothing (another's pending events wait for their own delivery).
    await app.db.transaction((tx) => recordDomainEvent(tx, 'session-completed', completed('bea')));
    await bus.transaction(async () => 'nothing to say');
    expect(seen).toEqual(['ada']);
  });

  it('answers the writer whose fact is stored even when the delivery after it fails', async () => {
    const { bus, deliveriesFailed } = busOf([], async () => {
      throw new Error('the push service is down');
    });
    bus.on('session-completed', async (_tx, event) => [`told ${event.userId}`]);
    await expect(bus.transaction((_tx, record) => record('session-completed', completed('ada')))).resolves.toBeUndefined();
    expect(deliveriesFailed).toHaveLength(1);
  });

  it('stores an event with its fact or not at all, and delivers it once, in order, at the time it happened', async () => {
    await app.db
      .transaction(async (tx) => {
        await recordDomainEvent(tx, 'session-completed', completed('rolled-back'));
        throw new Error('the fact failed');
      })
      .catch(() => undefined);
    await app.db.transaction((tx) => recordDomainEvent(tx, 'session-completed', completed('ada')));
    await app.db.transaction((tx) => recordDomainEvent(tx, 'session-completed', completed('bea', '2026-03-02T10:00:00.000Z')));
    const { bus, reacted } = busOf();
    const seen: string[] = [];
    bus.on('session-completed', async (_tx, event) => {
      seen.push(`${event.userId}@${event.at}`);
      return [`told ${event.userId}`];
    });
    await bus.deliverPending();
    await bus.deliverPending();
    expect(seen).toEqual(['ada@2026-03-01T10:00:00.000Z', 'bea@2026-03-02T10:00:00.000Z']);
    expect(reacted).toEqual([['told ada', 'told bea']]);
    expect(await app.db.select().from(domainEvents)).toEqual([]);
  });

  it('keeps an event whose listener fails, undoing its work, and goes on with the ones after it', async () => {
    await app.db.transaction((tx) => recordDomainEvent(tx, 'session-completed', completed('poison')));
    await app.db.transaction((tx) => recordDomainEvent(tx, 'session-completed', completed('fine')));
    const failures: string[] = [];
    const { bus } = busOf(failures);
    const delivered: string[] = [];
    bus.on('session-completed', async (tx, event) => {
      // Work done before the failure is rolled back with the delivery.
      await tx.insert(domainEvents).values({ type: 'probe', payload: {}, occurredAt: new Date(), failedAttempts: MAX_DELIVERY_ATTEMPTS });
      if (event.userId === 'poison') throw new Error('listener bug');
      delivered.push(event.userId);
      return [];
    });
    for (let attempt = 0; attempt < MAX_DELIVERY_ATTEMPTS + 2; attempt += 1) await bus.deliverPending();
    expect(delivered).toEqual(['fine']);
    expect(failures).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    const left = await app.db.select().from(domainEvents).where(eq(domainEvents.type, 'session-completed'));
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ failedAttempts: MAX_DELIVERY_ATTEMPTS, lastError: expect.stringContaining('listener bug') });
    // Only the successful delivery's own write stayed.
    expect(await app.db.select().from(domainEvents).where(eq(domainEvents.type, 'probe'))).toHaveLength(1);
  });

  it('delivers what a crash left behind when the app starts', async () => {
    const leftBehind = {
      userId: 'no-such-learner',
      days: ['2026-03-01'],
      sessions: [],
      at: '2026-03-01T10:00:00.000Z',
    };
    if (kind === 'postgres') {
      // Stored with its fact, never delivered (the process died in between); another instance starts.
      await app.db.transaction((tx) => recordDomainEvent(tx, 'study-time-credited', leftBehind));
      const restarted = await createSecondInstance(app);
      await restarted.ready();
      await restarted.close();
      expect(await app.db.select().from(domainEvents)).toEqual([]);
      return;
    }
    // The embedded database on disk: the app stops with the event undelivered, and starts again.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiles-events-'));
    const first = await createTestApp(kind, { dataDir });
    await first.db.transaction((tx) => recordDomainEvent(tx, 'study-time-credited', leftBehind));
    await first.close();
    const second = await buildApp(first.config, { logger: false, seed: false });
    try {
      await second.ready();
      expect(await second.db.select().from(domainEvents)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
