import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hits, ingestionDeadLetters } from './schema.js';
import { DEMO_PASSWORD } from '@tiles/api-auth/demo-users';
import { createTestApp, testDatabaseKinds } from '@tiles/api-testing/test-app';
import { ADA, login, sessionCookieOf } from '@tiles/api-auth/auth-test-helpers';
import type { PendingHit } from './hit-writer.js';
import { DEAD_LETTER_LIMITS } from './ingestion.js';
import { eventsModule } from './module.js';

const LEARNER = 'ipazia@tiles.test';
const STUDIED_MS = 60_000;

/** Numbers a stranger would send: absurd, negative, fractional, beyond every column. */
const anyNumber = fc.oneof(fc.integer(), fc.double(), {
  weight: 2,
  arbitrary: fc.constantFrom(
    0,
    -1,
    1.5,
    1e16,
    -1e16,
    8.64e15,
    2 ** 31,
    2 ** 53,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ),
});
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '\u0000', '\uD800', 'x'.repeat(600), '/it-IT/catalogo-corsi', '/'),
);
const anyValue = fc.oneof(anyNumber, anyText, fc.boolean(), fc.constant(null));
/** Mostly what a browser sends, sometimes anything: most hits get past the door, where the writer must cope. */
const mostly = <T>(valid: fc.Arbitrary<T>, other: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: other });
const clientId = mostly(fc.uuid(), anyText);
const path = mostly(fc.constantFrom('/it-IT', '/it-IT/course/1', '/en-GB/course/session/1/1/1'), anyText);
const position = mostly(fc.integer({ min: 1, max: 5 }), anyNumber);
const metaEntry = fc.oneof(
  // How long a hit waited offline: the field whose absurd values once stopped the writer.
  fc.record({ field: fc.constant('waitedMs'), value: fc.oneof(fc.nat({ max: 10 * 86_400_000 }), anyNumber) }),
  fc.record({ field: mostly(fc.constant('scroll'), anyText), value: mostly(fc.nat({ max: 10_000 }), fc.oneof(anyNumber, anyText)) }),
);

/** A hit's every field, each well formed or not, present or not: all the combinations. */
const anyHit = fc.record(
  {
    clientId,
    ua: mostly(fc.constant('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0'), anyText),
    identity: clientId,
    origin: mostly(fc.constant('web'), anyText),
    subject: fc.record({
      id: path,
      meta: fc
        .tuple(mostly(fc.nat({ max: 3_600_000 }), anyNumber), fc.array(metaEntry, { maxLength: 3 }))
        .map(([ms, rest]) => [{ field: 'ms', value: ms }, ...rest]),
    }),
    course: position,
    module: position,
    session: position,
    from: fc.record({ id: path, course: position }, { requiredKeys: [] }),
  },
  { requiredKeys: ['ua', 'identity', 'origin', 'subject'] },
);
const anyEvent = fc.record(
  {
    clientId,
    ua: mostly(fc.constant('x'), anyText),
    origin: mostly(fc.constant('web'), anyText),
    type: mostly(fc.constant('event'), anyText),
    createdAt: mostly(
      fc.date({ min: new Date('2001-01-01'), max: new Date('2099-01-01'), noInvalidDate: true }).map((date) => date.toISOString()),
      anyText,
    ),
    action: mostly(fc.constant('session'), anyText),
    variant: mostly(fc.constant('completed'), anyText),
    scope: mostly(fc.constant('course'), anyText),
    subject: fc.dictionary(fc.string({ maxLength: 70 }), anyValue, { maxKeys: 4 }),
  },
  { requiredKeys: ['ua', 'origin', 'type', 'createdAt', 'action', 'variant', 'scope', 'subject'] },
);

/**
 * Nothing a stranger sends may stop ingestion for everyone: after any mix of hits and events (refused at the door,
 * or, past the door, rows the writer cannot place), a learner's ordinary hit is still written and credited.
 */
describe.each(testDatabaseKinds())('the hit writer under arbitrary input on %s', (kind) => {
  let app: FastifyInstance;
  let learnerCookie = '';
  let strangerCookie = '';

  beforeAll(async () => {
    app = await createTestApp(kind, {}, { modules: [eventsModule] });
    learnerCookie = `t-ssid=${sessionCookieOf(await login(app, LEARNER, DEMO_PASSWORD))!.value}`;
    strangerCookie = `t-ssid=${sessionCookieOf(await login(app, ADA, DEMO_PASSWORD, '10.0.0.2'))!.value}`;
  });
  afterAll(() => app?.close());

  const flushAll = async () => {
    await app.ingestion.hits.flush();
    await app.ingestion.events.flush();
  };

  /** The learner opens a page, studies for a minute, opens the next: the second hit must be credited the minute. */
  const ordinaryStudyIsCredited = async () => {
    const identity = `learner-${randomUUID()}`;
    const page = (id: string, ms: number) => ({
      clientId: randomUUID(),
      ua: 'vitest',
      identity,
      origin: 'web',
      subject: { id, meta: [{ field: 'ms', value: ms }] },
    });
    const first = page('/it-IT/catalogo-corsi', 0);
    expect(
      (await app.inject({ method: 'POST', url: '/api/event/hit', payload: first, headers: { cookie: learnerCookie } })).statusCode,
    ).toBe(202);
    await flushAll();
    app.clock.advance(STUDIED_MS);
    const second = page('/it-IT', STUDIED_MS);
    expect(
      (await app.inject({ method: 'POST', url: '/api/event/hit', payload: second, headers: { cookie: learnerCookie } })).statusCode,
    ).toBe(202);
    await flushAll();
    const [row] = await app.db.select({ msCredited: hits.msCredited }).from(hits).where(eq(hits.clientId, second.clientId));
    expect(row, 'the ordinary hit was not written: ingestion is stuck').toBeDefined();
    expect(row!.msCredited).toBe(STUDIED_MS);
    expect(app.ingestion.hits.size()).toBe(0);
    expect(app.ingestion.events.size()).toBe(0);
  };

  it('answers every arbitrary hit and event 202 or 400 (never 5xx), and still credits the next ordinary hit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.oneof(
              anyHit.map((body) => ['hit', body] as const),
              anyEvent.map((body) => ['event', body] as const),
            ),
            fc.boolean(),
          ),
          { minLength: 1, maxLength: 8 },
        ),
        async (calls) => {
          for (const [[what, body], signedIn] of calls) {
            const headers = signedIn ? { cookie: strangerCookie } : {};
            const response = await app.inject({
              method: 'POST',
              url: what === 'hit' ? '/api/event/hit' : '/api/event',
              payload: body,
              headers,
            });
            expect([202, 400], `${response.statusCode} ${response.body}`).toContain(response.statusCode);
          }
          await ordinaryStudyIsCredited();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('sets aside what the writer itself cannot place (past the door), writes the rest, and never stalls', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyHit, { minLength: 1, maxLength: 6 }), async (bodies) => {
        for (const body of bodies) {
          // As if the door had let it through: the writer must still never retry a batch for its rows' sake.
          const hit = { ...body, clientId: randomUUID() };
          app.ingestion.hits.add({ hit: hit as PendingHit['hit'], siteId: 'tiles', credential: null, receivedAt: app.clock.now() });
        }
        await ordinaryStudyIsCredited();
      }),
      { numRuns: 25 },
    );
  });

  it('the hit that stopped ingestion (a wait of 1e16 ms) is a 400 naming the field, and a learner is credited after it', async () => {
    const absurd = {
      ua: 'x',
      identity: 'absurd-wait-1',
      origin: 'web',
      subject: {
        id: '/it-IT',
        meta: [
          { field: 'ms', value: 1_000 },
          { field: 'waitedMs', value: 1e16 },
        ],
      },
    };
    const response = await app.inject({ method: 'POST', url: '/api/event/hit', payload: absurd });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.subject\.meta\.1\.value: 'waitedMs' must be /);
    // Past the door, the writer reads the wait as at most a year and writes it; a hit it cannot place at all (NaN
    // milliseconds) goes to the dead letters with its reason; everyone else's are written.
    const before = (await app.db.select().from(ingestionDeadLetters)).length;
    const wait = { ...absurd, clientId: randomUUID(), identity: `absurd-${randomUUID()}` };
    const unplaceable = {
      ...absurd,
      clientId: randomUUID(),
      identity: `absurd-${randomUUID()}`,
      subject: { ...absurd.subject, meta: [{ field: 'ms', value: Number.NaN }] },
    };
    for (const hit of [wait, unplaceable])
      app.ingestion.hits.add({ hit: hit as PendingHit['hit'], siteId: 'tiles', credential: null, receivedAt: app.clock.now() });
    await ordinaryStudyIsCredited();
    expect(await app.db.select({ clientId: hits.clientId }).from(hits).where(eq(hits.clientId, wait.clientId))).toHaveLength(1);
    const letters = await app.db.select().from(ingestionDeadLetters).orderBy(ingestionDeadLetters.id);
    expect(letters.length).toBe(before + 1);
    expect(letters.at(-1)!.reason).not.toBe('');
    expect(JSON.parse(letters.at(-1)!.payload).hit.clientId).toBe(unplaceable.clientId);

    // One sender's letters are bounded: an endless stream of them keeps only the first few.
    const identity = `absurd-${randomUUID()}`;
    for (let index = 0; index < DEAD_LETTER_LIMITS.perSource + 5; index += 1) {
      const hit = { ...unplaceable, clientId: randomUUID(), identity };
      app.ingestion.hits.add({ hit: hit as PendingHit['hit'], siteId: 'tiles', credential: null, receivedAt: app.clock.now() });
    }
    await app.ingestion.hits.flush();
    const kept = await app.db
      .select()
      .from(ingestionDeadLetters)
      .where(eq(ingestionDeadLetters.source, `hit:${identity}`));
    expect(kept).toHaveLength(DEAD_LETTER_LIMITS.perSource);
  });
});
