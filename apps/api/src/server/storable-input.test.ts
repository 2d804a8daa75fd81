import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hits, ingestionDeadLetters } from '@tiles/api-events/schema';
import { users } from '@tiles/api-users/schema';
import { ADA, login, sessionCookieOf } from '@tiles/api-auth/auth-test-helpers';
import { DEMO_PASSWORD } from '@tiles/api-auth/demo-users';
import { createTestApp, testDatabaseKinds } from '../test/test-app.js';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** What the database cannot store (a NUL, half a surrogate pair, a day that is not a day) is refused before it. */
describe.each(testDatabaseKinds())('input the database cannot store, on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    app = await createTestApp(kind);
    cookie = `t-ssid=${sessionCookieOf(await login(app, ADA, DEMO_PASSWORD))!.value}`;
  });
  afterAll(() => app?.close());

  const expect400 = async (response: Awaited<ReturnType<FastifyInstance['inject']>>, field: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(field);
  };

  it('answers 400 naming the field for a NUL or a lone surrogate anywhere in a query or a body', async () => {
    await expect400(await app.inject({ method: 'GET', url: '/api/lms/courses?q=%00' }), 'querystring.q');
    // (A surrogate's UTF-8 bytes in a URL decode to U+FFFD, which is storable: only JSON can carry a lone one.)
    expect((await app.inject({ method: 'GET', url: '/api/lms/courses?q=%ED%A0%80' })).statusCode).toBe(200);
    await expect400(await login(app, 'ada\u0000@tiles.test', DEMO_PASSWORD), 'body.cu');
    const surrogate = await app.inject({ method: 'PUT', url: '/api/auth/user', headers: { cookie }, payload: { name: 'Ada\uD800' } });
    await expect400(surrogate, 'body.name');
    const [ada] = await app.db.select().from(users).where(eq(users.login, ADA));
    expect(ada!.fields.name).toBe('Ada');
  });

  it('answers 400 for a day that is not in the calendar', async () => {
    await expect400(await app.inject({ method: 'GET', url: '/api/stats?to=2026-02-30', headers: { cookie } }), 'to');
    await expect400(await app.inject({ method: 'GET', url: '/api/lms/xapi/statements?from=2026-13-01', headers: { cookie } }), 'from');
  });

  it('refuses a poisoned hit or event at the door, so the batch of everyone else is written', async () => {
    const hit = (id: string) => ({
      clientId: randomUUID(),
      ua: UA,
      identity: `tab-${randomUUID()}`,
      origin: 'web',
      subject: { id, meta: [{ field: 'ms', value: 0 }] },
    });
    await expect400(await app.inject({ method: 'POST', url: '/api/event/hit', payload: hit('/a\u0000b') }), 'body.subject.id');
    const event = {
      ua: UA,
      origin: 'web',
      type: 'event',
      createdAt: '0000-01-01T00:00:00Z',
      action: 'session',
      variant: 'completed',
      scope: 'course',
      subject: {},
    };
    await expect400(await app.inject({ method: 'POST', url: '/api/event', payload: event }), 'body.createdAt');

    const good = hit('/it-IT');
    expect((await app.inject({ method: 'POST', url: '/api/event/hit', payload: good, headers: { cookie } })).statusCode).toBe(202);
    await app.ingestion.hits.flush();
    expect(await app.db.select().from(hits).where(eq(hits.clientId, good.clientId))).toHaveLength(1);
  });
});

describe.each(testDatabaseKinds())('a batch the database still refuses, on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  it('is split: the refused hit goes to the dead letters with the reason, the others of its batch are stored', async () => {
    const pending = (path: string) => ({
      hit: {
        clientId: randomUUID(),
        ua: UA,
        identity: `tab-${randomUUID()}`,
        origin: 'web' as const,
        subject: { id: path, meta: [{ field: 'ms' as const, value: 0 }] },
      },
      siteId: 'tiles',
      credential: null,
      receivedAt: new Date(),
    });
    // Past the door's checks (as a future bug might let one through): straight into the shared buffer.
    const batch = [pending('/it-IT'), pending('/a\u0000b'), pending('/it-IT/catalogue')];
    for (const item of batch) app.ingestion.hits.add(item);
    await app.ingestion.hits.flush();
    const stored = await app.db.select({ clientId: hits.clientId }).from(hits);
    expect(stored.map((row) => row.clientId).sort()).toEqual([batch[0]!.hit.clientId, batch[2]!.hit.clientId].sort());
    const [deadLetter, ...more] = await app.db.select().from(ingestionDeadLetters);
    expect(more).toHaveLength(0);
    expect(deadLetter).toMatchObject({ kind: 'hits', reason: expect.stringMatching(/0x00|\\u0000|null character/i) });
    expect(JSON.parse(deadLetter!.payload).hit.clientId).toBe(batch[1]!.hit.clientId);
    expect(app.ingestion.hits.size()).toBe(0);
  });
});
