import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@tiles/api-audit/schema';
import { notifications } from '@tiles/api-notifications/schema';
import { users } from '@tiles/api-users/schema';
import { createTestApp, testDatabaseKinds } from '../../test/test-app.js';
import { enterMode, signIn } from '@tiles/api-auth/auth-test-helpers';

describe.each(testDatabaseKinds())('writes made with an Idempotency-Key (%s)', (kind) => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp(kind);
    admin = await signIn(app, 'admin@tiles.test');
    await enterMode(app, admin, 'admin');
  }, 60_000);
  afterAll(() => app?.close());

  const send = (key: string | undefined, cookie = admin) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: {
        audience: { kind: 'user', login: 'emmy.noether@tiles.test' },
        titles: { 'it-IT': 'Una volta sola', 'en-GB': 'Just once', 'de-DE': 'Nur einmal' },
        bodies: { 'it-IT': 'Ciao [name]', 'en-GB': 'Hi [name]', 'de-DE': 'Hallo [name]' },
      },
    });
  const emmysCopies = async () => {
    const [emmy] = await app.db.select({ id: users.id }).from(users).where(eq(users.login, 'emmy.noether@tiles.test'));
    const [row] = await app.db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, emmy!.id), eq(notifications.title, 'Una volta sola')));
    return row!.value;
  };
  const sendsAudited = async () =>
    (await app.db.select({ value: count() }).from(auditLog).where(eq(auditLog.action, 'notification.send')))[0]!.value;

  it('sends a notification once however often the same intent is repeated, answering the first answer', async () => {
    const [copiesBefore, auditedBefore] = [await emmysCopies(), await sendsAudited()];
    const first = await send('compose-1');
    expect(first.statusCode).toBe(201);
    const again = await send('compose-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await emmysCopies()).toBe(copiesBefore + 1);
    expect(await sendsAudited()).toBe(auditedBefore + 1);
    // Another intent (a new key), or none at all, is another send.
    expect((await send('compose-2')).statusCode).toBe(201);
    expect((await send(undefined)).statusCode).toBe(201);
    expect(await emmysCopies()).toBe(copiesBefore + 3);
  });

  it("treats the same person's sessions as one: a key is theirs, whichever tab or device repeats it", async () => {
    const secondSession = await signIn(app, 'admin@tiles.test');
    await enterMode(app, secondSession, 'admin');
    const before = await emmysCopies();
    expect((await send('shared-key', admin)).statusCode).toBe(201);
    // The same administrator in another tab or device, with the same key: the same intent, sent once.
    expect((await send('shared-key', secondSession)).headers['idempotent-replayed']).toBe('true');
    expect(await emmysCopies()).toBe(before + 1);
  });

  it('publishes drafts once for one intent: the repeat answers what the first published', async () => {
    const draft = { titles: { 'it-IT': 'Titolo nuovo' } };
    expect(
      (await app.inject({ method: 'PUT', url: '/api/admin/courses/1/modules/1/draft', headers: { cookie: admin }, payload: draft }))
        .statusCode,
    ).toBe(200);
    const publish = () =>
      app.inject({
        method: 'POST',
        url: '/api/admin/drafts/publish',
        headers: { cookie: admin, 'idempotency-key': 'publish-1' },
        payload: {},
      });
    const first = await publish();
    expect(first.statusCode).toBe(200);
    expect(first.json().outcome.published).toEqual([{ entity: 'module', entityId: '1/1' }]);
    const again = await publish();
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a malformed key naming the header, and does nothing', async () => {
    const before = await emmysCopies();
    for (const key of ['', 'with space', 'x'.repeat(256)]) {
      const response = await send(key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json().message).toContain('headers.idempotency-key');
    }
    expect(await emmysCopies()).toBe(before);
  });
});
