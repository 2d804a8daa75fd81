import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRetryingQueue } from '@tiles/api-platform/ground/retrying-queue';
import { createTestApp, testDatabaseKinds } from '@tiles/api-testing/test-app';
import { mailQueue } from './schema.js';
import { mailModule } from './module.js';

/** A lease short enough for a test: renewed every third of it by a live instance. */
const LEASE_MS = 600;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 46: after `kill -9` mid-burst, claimed rows waited about 10 minutes. A claim is a lease the working instance
 * renews: a live one keeps its rows, a dead one's rows go to another instance within the lease.
 */
describe.each(testDatabaseKinds())('an outbox claim on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind, {}, { modules: [mailModule] });
    // The app's own sender stays out of it: two queues below play the instances.
    app.mail.stop();
  });
  afterAll(() => app?.close());

  it('is held while its instance works, and lapses within the lease once it stops', async () => {
    const at = new Date();
    const queued = await app.db
      .insert(mailQueue)
      .values(
        [1, 2, 3].map((index) => ({
          siteId: app.config.defaultSiteId,
          to: `lease-${index}@example.org`,
          subject: 'Lease',
          text: 'Lease',
          html: '<p>Lease</p>',
          kind: 'test',
          createdAt: at,
          nextAttemptAt: at,
        })),
      )
      .returning({ id: mailQueue.id });
    const ids = queued.map((row) => row.id);
    const instance = (deliver: (row: { id: number }) => Promise<'delivered'>) =>
      createRetryingQueue({
        db: app.db,
        table: mailQueue,
        what: 'a mail',
        now: () => new Date(),
        log: app.log,
        maxAttempts: 3,
        leaseMs: LEASE_MS,
        deliver,
      });

    let started!: () => void;
    const claimedByFirst = new Promise<void>((resolve) => (started = resolve));
    // The first instance hangs on its first send, as one does that is about to be killed.
    const first = instance(() => {
      started();
      return new Promise<never>(() => undefined);
    });
    void first.deliverDue();
    await claimedByFirst;

    const deliveredBySecond: number[] = [];
    const second = instance(async (row) => {
      deliveredBySecond.push(row.id);
      return 'delivered';
    });
    // Alive, the first keeps its claim well past the lease.
    await pause(LEASE_MS * 2);
    expect(await second.deliverDue()).toBe(0);

    // Dead (it renews nothing more): its rows are the second's within the lease.
    first.stop();
    await pause(LEASE_MS * 1.5);
    expect(await second.deliverDue()).toBe(3);
    expect(deliveredBySecond.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
  });
});
