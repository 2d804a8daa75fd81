import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '@tiles/api-platform/ground/redis';
import { DEMO_PASSWORD } from '@tiles/api-auth/demo-users';
import { createTestApp, testDatabaseKinds, testRedisUrl } from '../../test/test-app.js';
import { HttpError } from '@tiles/api-platform/ground/http-errors';
import { login } from '@tiles/api-auth/auth-test-helpers';
import { createDatabaseAttemptCounters, createRedisAttemptCounters, type AttemptCounters } from '@tiles/api-auth/attempt-counters';
import { createHashGate } from '@tiles/api-auth/hash-gate';
import { authModule } from '@tiles/api-auth/module';

/** The same contract, whichever store holds the counts. */
const behavesAsCounters = (counters: () => AttemptCounters, key: string) => {
  it('counts parallel attempts atomically: 40 at once get 40 different counts', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => counters().add([{ key, windowMs: 60_000 }])));
    expect(results.map(([result]) => result!.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_unused, index) => index + 1),
    );
    expect(results.every(([result]) => result!.retryAfterSeconds > 0 && result!.retryAfterSeconds <= 60)).toBe(true);
  });

  it('peeks without counting', async () => {
    expect((await counters().peek([key, `${key}-never`])).map((count) => count.count)).toEqual([40, 0]);
    expect((await counters().peek([key]))[0]!.count).toBe(40);
  });

  it('takes one back, and clears', async () => {
    await counters().remove([key]);
    expect((await counters().add([{ key, windowMs: 60_000 }]))[0]!.count).toBe(40);
    await counters().clear([key]);
    expect((await counters().add([{ key, windowMs: 60_000 }]))[0]!.count).toBe(1);
  });
};

describe.each(testDatabaseKinds())('sign-in attempt counters in the database (%s)', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind, {}, { seed: false });
  });
  afterAll(() => app?.close());

  behavesAsCounters(() => createDatabaseAttemptCounters(app.db, () => app.clock.now()), 'db-key');

  it('starts a new window once the old one has ended', async () => {
    const counters = createDatabaseAttemptCounters(app.db, () => app.clock.now());
    await counters.add([{ key: 'window-key', windowMs: 60_000 }]);
    expect((await counters.add([{ key: 'window-key', windowMs: 60_000 }]))[0]!.count).toBe(2);
    app.clock.advance(61_000);
    expect((await counters.add([{ key: 'window-key', windowMs: 60_000 }]))[0]).toEqual({ count: 1, retryAfterSeconds: 60 });
  });
});

describe.skipIf(!testRedisUrl())('sign-in attempt counters in Redis', () => {
  let redis: Awaited<ReturnType<typeof connectRedis>>;
  const prefix = `tiles:test:${process.pid}:${Date.now()}:`;
  beforeAll(async () => {
    redis = await connectRedis(testRedisUrl()!, console as never, 'test');
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(keys);
    await redis.quit();
  });
  behavesAsCounters(() => createRedisAttemptCounters(redis, prefix), 'redis-key');
});

describe('hash gate', () => {
  it('runs at most `concurrency` at once, queues a few, and refuses the rest with 503 and Retry-After', async () => {
    const gate = createHashGate({ concurrency: 2, queueLimit: 3, strangerDutyCycle: 1 });
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const work = () =>
      new Promise<void>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve();
        });
      });
    const accepted = Array.from({ length: 5 }, () => gate.run(work));
    await expect(gate.run(work)).rejects.toMatchObject({ statusCode: 503, headers: { 'retry-after': '2' } });
    expect(gate.stats()).toEqual({ running: 2, waiting: 3 });
    while (releases.length || gate.stats().waiting) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(accepted);
    expect(most).toBe(2);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("rests a stranger's slot as long as its hash took before the next stranger, at duty cycle 0.5", async () => {
    const gate = createHashGate({ concurrency: 1, queueLimit: 4 });
    const startedAt: number[] = [];
    const hash = () =>
      gate.run(async () => {
        startedAt.push(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 40));
      });
    await Promise.all([hash(), hash(), hash()]);
    // Each hash takes 40 ms and is followed by 40 ms of rest: the next starts 80 ms after the previous.
    expect(startedAt[1]! - startedAt[0]!).toBeGreaterThanOrEqual(75);
    expect(startedAt[2]! - startedAt[1]!).toBeGreaterThanOrEqual(75);
  });

  it('serves known browsers first, in a line of their own', async () => {
    const gate = createHashGate({ concurrency: 1, queueLimit: 2, strangerDutyCycle: 1 });
    const order: string[] = [];
    let finishFirst = () => {};
    const first = gate.run(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    let finishKnown = () => {};
    // The known browser's own slot is free: it starts at once, beside the stranger's hash.
    const knownAtOnce = gate.run(() => new Promise<void>((resolve) => (finishKnown = resolve)), { knownDevice: true });
    const queued = [
      gate.run(async () => void order.push('unknown 1')),
      gate.run(async () => void order.push('unknown 2')),
      gate.run(async () => void order.push('known'), { knownDevice: true }),
    ];
    expect(gate.stats()).toEqual({ running: 2, waiting: 3 });
    finishKnown();
    await knownAtOnce;
    await expect(gate.run(async () => undefined)).rejects.toMatchObject({ statusCode: 503 });
    finishFirst();
    await Promise.all([first, ...queued]);
    expect(order).toEqual(['known', 'unknown 1', 'unknown 2']);
  });
});

/** The stores sign-in attempts are counted in: the database always, Redis when one answers. */
const counterStores = () => [
  ...testDatabaseKinds().map((kind) => ({ name: `the database (${kind})`, kind, redis: false })),
  ...(testRedisUrl() ? [{ name: 'Redis', kind: 'pglite' as const, redis: true }] : []),
];

describe.each(counterStores())('sign-in limits under 120 parallel guesses, counted in $name', ({ kind, redis }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind, redis ? { redisUrl: testRedisUrl(), redisKeyPrefix: `tiles:test:${process.pid}:${Date.now()}:` } : {}, {
      modules: [authModule],
    });
  });
  afterAll(() => app?.close());

  it('checks 5 and counts only those against the account: its owner still signs in from anywhere else', async () => {
    const account = 'alan.turing@tiles.test';
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_unused, attempt) => login(app, account, `storm-${attempt}`, '10.66.0.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(115);
    expect((await login(app, account, DEMO_PASSWORD, '10.66.0.2')).statusCode).toBe(200);
    // 44 more guesses from other addresses bring the account to 49 of its 50: had the storm counted, it would be locked.
    for (let attempt = 0; attempt < 44; attempt += 1) await login(app, account, `spread-${attempt}`, `10.67.0.${attempt + 1}`);
    expect((await login(app, account, DEMO_PASSWORD, '10.66.0.3')).statusCode).toBe(200);
  });

  it('keeps counting atomically: parallel attempts on the same keys never pass a limit', async () => {
    const counters = redis ? undefined : createDatabaseAttemptCounters(app.db, () => app.clock.now());
    if (!counters) return;
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        counters.addWithinLimits([
          { key: 'within-a', windowMs: 60_000, limit: 7 },
          { key: 'within-b', windowMs: 60_000, limit: 50 },
        ]),
      ),
    );
    expect(results.filter((result) => result.counted)).toHaveLength(7);
    expect((await counters.peek(['within-a', 'within-b'])).map((count) => count.count)).toEqual([7, 7]);
  });
});

describe('a class of 60 signing in together from one school address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp('pglite', {}, { modules: [authModule] });
  });
  afterAll(() => app?.close());

  it('gets everyone in within 10 s: a sign-in refused for want of room (503) is not counted, and passes when sent again', async () => {
    const accounts = [
      'ada.lovelace@tiles.test',
      'alan.turing@tiles.test',
      'ipazia@tiles.test',
      'leonardo@tiles.test',
      'emmy.noether@tiles.test',
      'grazia.deledda@tiles.test',
      'enrico.fermi@tiles.test',
    ];
    const browser = async (index: number) => {
      // The class starts within 10 s, as a teacher's "sign in now" goes.
      await new Promise((resolve) => setTimeout(resolve, index * 166));
      // As the web's login page does: a 503 is sent again after a pause, anything else is the answer.
      for (;;) {
        const answer = await login(app, accounts[index % accounts.length]!, DEMO_PASSWORD, '10.80.0.1');
        if (answer.statusCode !== 503) return answer.statusCode;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const finals = await Promise.all(Array.from({ length: 60 }, (_unused, index) => browser(index)));
    expect(
      finals.filter((status) => status !== 200),
      JSON.stringify(finals),
    ).toEqual([]);
  });

  it('does not count a sign-in the server had no room to check (503): 25 of them leave the address free', async () => {
    const gate = app.auth.hashGate;
    const run = gate.run;
    gate.run = () => Promise.reject(new HttpError(503, 'Too many sign-ins at this moment.', { headers: { 'retry-after': '2' } }));
    try {
      for (let attempt = 0; attempt < 25; attempt += 1)
        expect((await login(app, 'ipazia@tiles.test', DEMO_PASSWORD, '10.81.0.1')).statusCode).toBe(503);
    } finally {
      gate.run = run;
    }
    expect((await login(app, 'ipazia@tiles.test', DEMO_PASSWORD, '10.81.0.1')).statusCode).toBe(200);
  });
});
