import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicOf } from '@tiles/api-push/sender';
import { startPushService } from '@tiles/test-push-service';
import { createSecondInstance, createTestApp, testDatabaseKinds } from '../../test/test-app.js';
import { ADA, getUser, signIn, signInWithTokens } from '@tiles/api-auth/auth-test-helpers';
import { isAllowedPushEndpoint } from '@tiles/api-push/allowed-services';
import { MAX_SUBSCRIPTIONS_PER_LEARNER, MAX_SUBSCRIPTIONS_PER_SESSION } from '@tiles/api-push/repository';
import { DEFAULT_PUSH_SERVICES } from '@tiles/api-platform/config';

const SUBJECT = 'mailto:operators@learn.example.org';

describe('allowed push services', () => {
  it('admits the listed origins and subdomains of a wildcard, nothing else', () => {
    const allowed = DEFAULT_PUSH_SERVICES;
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', allowed)).toBe(true);
    expect(isAllowedPushEndpoint('https://wns2-by3p.notify.windows.com/w/?token=x', allowed)).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QGx', allowed)).toBe(true);
    for (const refused of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://notify.windows.com/x',
      'https://evilnotify.windows.com/x',
      'https://user:pw@fcm.googleapis.com/x',
      'http://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:5432/',
      'file:///etc/passwd',
      'not a url',
    ])
      expect(isAllowedPushEndpoint(refused, allowed), refused).toBe(false);
  });
});

describe.each(testDatabaseKinds())('web push on %s', (kind) => {
  let app: FastifyInstance;
  let service: Awaited<ReturnType<typeof startPushService>>;
  let cookie: string;
  let adaId: string;
  const subscribe = (subscription: unknown, as = cookie) =>
    app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: subscription as object, headers: { cookie: as } });
  const tell = (title: string) =>
    app.notifications.send([
      { siteId: 'tiles', userId: adaId, type: 'message', title, body: `${title}, in full`, link: '/it-IT/catalogue' },
    ]);

  beforeAll(async () => {
    service = await startPushService();
    app = await createTestApp(kind, {
      webPush: { vapidKeys: undefined, subject: SUBJECT, allowedOrigins: [...DEFAULT_PUSH_SERVICES, service.origin] },
    });
    cookie = await signIn(app, ADA);
    adaId = (await getUser(app, { cookie })).json().outcome._id;
  });
  afterAll(async () => {
    await app?.close();
    await service?.close();
  });

  it('answers the server key, created once and kept', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/push/key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json().outcome;
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await app.inject({ method: 'GET', url: '/api/push/key' })).json().outcome.publicKey).toBe(publicKey);
    if (kind === 'postgres') {
      // Another instance on the same database signs with the same key (subscriptions were made with it).
      const second = await createSecondInstance(app);
      try {
        expect((await second.inject({ method: 'GET', url: '/api/push/key' })).json().outcome.publicKey).toBe(publicKey);
      } finally {
        await second.close();
      }
    }
  });

  it('refuses an endpoint outside the allowed push services, and bad keys, naming the field', async () => {
    const { subscription } = service.device();
    for (const endpoint of ['http://169.254.169.254/latest/meta-data', 'https://push.evil.example/x', 'http://127.0.0.1:1/push/x']) {
      const refused = await subscribe({ ...subscription, endpoint });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().message).toContain('body.endpoint');
    }
    const badKey = await subscribe({ ...subscription, keys: { ...subscription.keys, p256dh: 'short' } });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toContain('keys.p256dh');
    expect((await app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: subscription })).statusCode).toBe(401);
    expect(await app.pushRepository.subscriptionsOf(adaId)).toEqual([]);
    expect(service.received).toEqual([]);
  });

  it('sends every notification to each subscribed device, encrypted for it and signed with the server key', async () => {
    const phone = service.device();
    const laptop = service.device();
    expect((await subscribe(phone.subscription)).statusCode).toBe(204);
    expect((await subscribe(laptop.subscription)).statusCode).toBe(204);
    const [row] = await tell('Lesson moved');

    for (const device of [phone, laptop]) {
      const message = await service.next(device.id);
      expect(message.payload).toEqual({ id: row!.id, title: 'Lesson moved', body: 'Lesson moved, in full', link: '/it-IT/catalogue' });
      const { publicKey } = (await app.inject({ method: 'GET', url: '/api/push/key' })).json().outcome;
      expect(message.vapid).toMatchObject({ aud: service.origin, sub: SUBJECT, publicKey });
      expect(message.vapid.exp * 1000).toBeGreaterThan(Date.now());
      expect(Number(message.headers.ttl)).toBeGreaterThan(0);
      // Every try of one notification has one Topic: a copy sent again after a crash replaces the one still held.
      expect(message.headers.topic).toBe(topicOf(row!.id));
      expect(message.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
    // Delivered messages leave the queue.
    await app.webPush.sender.deliverDue();
    expect(await app.webPush.sender.pending()).toEqual([]);
    for (const device of [phone, laptop])
      expect(
        (
          await app.inject({
            method: 'DELETE',
            url: '/api/push/subscriptions',
            payload: { endpoint: device.subscription.endpoint },
            headers: { cookie },
          })
        ).statusCode,
      ).toBe(204);
  });

  it('keeps a few devices per session and per learner, the newest: one notification never becomes hundreds of requests', async () => {
    // A demo learner no other test here signs in.
    const login = 'ipazia@tiles.test';
    const session = (await signInWithTokens(app, login, '10.44.0.1')).cookie;
    const learner = { id: (await getUser(app, { cookie: session })).json().outcome._id as string };
    const subscribed = async (as: string) => {
      const device = service.device();
      expect((await subscribe(device.subscription, as)).statusCode).toBe(204);
      return device.subscription.endpoint;
    };
    const endpointsOf = async () => (await app.pushRepository.subscriptionsOf(learner.id)).map((row) => row.endpoint).sort();
    const oneSession: string[] = [];
    for (let device = 0; device < MAX_SUBSCRIPTIONS_PER_SESSION + 2; device++) oneSession.push(await subscribed(session));
    expect(await endpointsOf()).toEqual(oneSession.slice(-MAX_SUBSCRIPTIONS_PER_SESSION).sort());
    const sessions: string[] = [];
    for (let other = 0; other < MAX_SUBSCRIPTIONS_PER_LEARNER + 2; other++)
      sessions.push(await subscribed((await signInWithTokens(app, login, `10.44.1.${other + 1}`)).cookie));
    expect(await endpointsOf()).toEqual(sessions.slice(-MAX_SUBSCRIPTIONS_PER_LEARNER).sort());
    // Everyone else's devices are theirs still.
    expect((await app.pushRepository.subscriptionsOf(adaId)).length).toBeLessThanOrEqual(MAX_SUBSCRIPTIONS_PER_LEARNER);
  });

  it('keeps a kind the learner turned off for push in the app only', async () => {
    const device = service.device();
    await subscribe(device.subscription);
    const muted = await app.inject({
      method: 'PUT',
      url: '/api/lms/game/settings',
      payload: { pushMutedKinds: ['messages'] },
      headers: { cookie },
    });
    expect(muted.statusCode).toBe(200);
    expect(muted.json().outcome.pushMutedKinds).toEqual(['messages']);
    await tell('Only in the app');
    await app.inject({ method: 'PUT', url: '/api/lms/game/settings', payload: { pushMutedKinds: [] }, headers: { cookie } });
    await tell('Everywhere');
    expect((await service.next(device.id)).payload).toMatchObject({ title: 'Everywhere' });
    await app.webPush.sender.deliverDue();
    expect(service.received.filter((message) => message.device === device.id)).toHaveLength(1);
    const listed = (await app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })).json().outcome;
    expect(listed.map((notification: { title: string }) => notification.title).slice(0, 2)).toEqual(['Everywhere', 'Only in the app']);
    await app.pushRepository.unsubscribe(adaId, device.subscription.endpoint);
  });

  it('forgets a subscription its service says is gone (410), retries a busy one (429, 503) later', async () => {
    const gone = service.device();
    const busy = service.device();
    await subscribe(gone.subscription);
    await subscribe(busy.subscription);
    service.answer(gone.id, { status: 410 });
    service.answer(busy.id, { status: 429, headers: { 'retry-after': '120' } }, { status: 503 });
    await tell('Are you there?');

    expect(await service.nextRefusal(gone.id)).toEqual({ device: gone.id, status: 410 });
    await service.nextRefusal(busy.id);
    await app.webPush.sender.deliverDue();
    const kept = await app.pushRepository.subscriptionsOf(adaId);
    expect(kept.map((subscription) => subscription.endpoint)).toEqual([busy.subscription.endpoint]);
    const [waiting] = await app.webPush.sender.pending();
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'the push service answered 429' });
    // Not before the service's Retry-After...
    app.clock.advance(60_000);
    await app.webPush.sender.deliverDue();
    expect(service.refused.filter((entry) => entry.device === busy.id)).toHaveLength(1);
    // ...then a 503 (backoff), then delivered.
    app.clock.advance(61_000);
    await app.webPush.sender.deliverDue();
    expect(await service.nextRefusal(busy.id, 2)).toMatchObject({ status: 503 });
    await app.webPush.sender.deliverDue();
    app.clock.advance(120_000);
    await app.webPush.sender.deliverDue();
    expect((await service.next(busy.id)).payload).toMatchObject({ title: 'Are you there?' });
    await app.webPush.sender.deliverDue();
    expect(await app.webPush.sender.pending()).toEqual([]);
    await app.pushRepository.unsubscribe(adaId, busy.subscription.endpoint);
  });

  it('gives a browser signed in by someone else to them, and forgets on request', async () => {
    const shared = service.device();
    await subscribe(shared.subscription);
    const other = await signIn(app, 'alan.turing@tiles.test');
    expect((await subscribe(shared.subscription, other)).statusCode).toBe(204);
    expect(await app.pushRepository.subscriptionsOf(adaId)).toEqual([]);
    await tell('For Ada only');
    await app.webPush.sender.deliverDue();
    expect(service.received.filter((message) => message.device === shared.id)).toEqual([]);
    const forget = { method: 'DELETE' as const, url: '/api/push/subscriptions', payload: { endpoint: shared.subscription.endpoint } };
    // Ada cannot remove the device she no longer owns; its owner can, twice over.
    await app.inject({ ...forget, headers: { cookie } });
    const otherId = (await getUser(app, { cookie: other })).json().outcome._id;
    expect(await app.pushRepository.subscriptionsOf(otherId)).toHaveLength(1);
    expect((await app.inject({ ...forget, headers: { cookie: other } })).statusCode).toBe(204);
    expect((await app.inject({ ...forget, headers: { cookie: other } })).statusCode).toBe(204);
    expect(await app.pushRepository.subscriptionsOf(otherId)).toEqual([]);
  });

  it('sends nothing more to a device whose session ended', async () => {
    const device = service.device();
    const session = await signIn(app, ADA);
    await subscribe(device.subscription, session);
    await tell('While signed in');
    expect((await service.next(device.id)).payload).toMatchObject({ title: 'While signed in' });
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: { cookie: session } })).statusCode,
    ).toBeLessThan(300);
    await tell('After signing out');
    await app.webPush.sender.deliverDue();
    expect(await app.webPush.sender.pending()).toEqual([]);
    expect(service.received.filter((message) => message.device === device.id)).toHaveLength(1);
  });
});
