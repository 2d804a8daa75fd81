import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import {
  SOCKET_EVENTS,
  SOCKET_PATH,
  type ClientToServerEvents,
  type CreateRoomAck,
  type NotifyMessage,
  type ServerToClientEvents,
} from '@tiles/contracts-notifications';
import { users } from '@tiles/api-users/schema';
import { DEMO_PASSWORD } from '@tiles/api-auth/demo-users';
import { enterMode, signInWithTokens } from '@tiles/api-auth/auth-test-helpers';
import { buildApp } from '../../app.js';
import { loadConfig } from '@tiles/api-platform/config';
import { selfReleasingListeners } from '@tiles/api-notifications/push-server';
import { createSecondInstance, createTestApp, testDatabaseKinds, testRedisUrl } from '../../test/test-app.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The api's socket tests play the browser's part with the real socket.io client. */
const sockets: ClientSocket[] = [];

const baseUrlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const openSocket = (
  app: FastifyInstance,
  options: {
    cookie?: string;
    token?: string;
    siteId?: string;
    origin?: string;
    reconnection?: boolean;
    headers?: Record<string, string>;
  } = {},
) => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  const socket: ClientSocket = connectClient(baseUrlOf(app), {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: headers,
    auth: { ...(options.token ? { token: options.token } : {}), ...(options.siteId ? { siteId: options.siteId } : {}) },
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 50,
    reconnectionDelayMax: 100,
  });
  sockets.push(socket);
  return socket;
};

const connected = (socket: ClientSocket) =>
  new Promise<ClientSocket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

/** Why the server closed the socket; fails after 5 s so a socket left open fails fast. */
const disconnected = (socket: ClientSocket) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed connected')), 5_000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

const createRoom = (socket: ClientSocket, userId: string) =>
  new Promise<CreateRoomAck>((resolve) => socket.emit(SOCKET_EVENTS.createRoom, userId, resolve));

/** Everything a socket receives, to assert on what arrived and what did not. */
const inbox = (socket: ClientSocket) => {
  const received: NotifyMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on(SOCKET_EVENTS.notify, (message) => {
    received.push(message);
    waiters.splice(0).forEach((wake) => wake());
  });
  const next = async (count = 1) => {
    while (received.length < count) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out waiting for push ${count}; got ${received.length}`)), 5_000);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return received[count - 1]!;
  };
  return { received, next };
};

/** Drops a socket's connection, sends while it is down, and checks what the reconnected socket got. */
const briefDisconnection = async (
  sender: FastifyInstance,
  receiver: FastifyInstance,
  learner: { cookie: string; userId: string },
  adminCookie: string,
  replayExpected: boolean,
) => {
  const tab = await connected(openSocket(receiver, { cookie: learner.cookie, reconnection: true }));
  await createRoom(tab, learner.userId);
  const box = inbox(tab);
  await sendAsAdmin(sender, adminCookie, learner.userId, 'Prima');
  await box.next(1);

  const reconnected = new Promise<void>((resolve) => tab.once('disconnect', () => tab.once('connect', resolve)));
  tab.io.engine.close();
  await sendAsAdmin(sender, adminCookie, learner.userId, 'Durante');
  await reconnected;
  expect(tab.recovered).toBe(replayExpected);
  if (replayExpected) {
    expect((await box.next(2)).notification.title).toBe('Durante');
  } else {
    await settle();
    expect(box.received.map((message) => message.notification.title)).toEqual(['Prima']);
    const list = (await receiver.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: learner.cookie } })).json().outcome;
    expect(list[0].title).toBe('Durante');
  }
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const signIn = async (app: FastifyInstance, login: string) => {
  const { cookie, accessToken } = await signInWithTokens(app, login);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  // Administrative calls are made in admin mode.
  if (login === 'admin@tiles.test') await enterMode(app, cookie, 'admin');
  return {
    cookie,
    accessToken,
    userId: user!.id,
  };
};

const sendAsAdmin = async (app: FastifyInstance, adminCookie: string, to: string, title: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/notifications',
    headers: { cookie: adminCookie },
    payload: { to, title, body: `${title}: body` },
  });
  expect(response.statusCode).toBe(201);
};

afterEach(() => {
  sockets.splice(0).forEach((socket) => socket.disconnect());
});

describe.each(testDatabaseKinds())('live push on %s', (kind) => {
  let app: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp(kind);
    await app.listen({ port: 0, host: '127.0.0.1' });
    admin = (await signIn(app, 'admin@tiles.test')).cookie;
  });
  afterAll(() => app?.close());

  it('refuses a handshake without credentials, with a closed session, for another site or from another origin', async () => {
    await expect(connected(openSocket(app))).rejects.toThrow(/unauthorized/);
    await expect(connected(openSocket(app, { cookie: 't-ssid=forged' }))).rejects.toThrow(/unauthorized/);
    await expect(connected(openSocket(app, { token: 'not-a-token' }))).rejects.toThrow(/unauthorized/);
    const ada = await signIn(app, 'ada.lovelace@tiles.test');
    await expect(connected(openSocket(app, { cookie: ada.cookie, origin: 'https://evil.example' }))).rejects.toThrow();
    // X-Forwarded-Host is a proxy's word: from anyone else it cannot make another origin look like this one.
    await expect(
      connected(openSocket(app, { cookie: ada.cookie, origin: 'https://evil.example', headers: { 'x-forwarded-host': 'evil.example' } })),
    ).rejects.toThrow();
    // The same credential resolver as http calls: a session is good for its own site only.
    await expect(connected(openSocket(app, { cookie: ada.cookie, siteId: 'acme' }))).rejects.toThrow(/unauthorized/);
    await connected(openSocket(app, { cookie: ada.cookie, origin: baseUrlOf(app) }));
    await connected(openSocket(app, { token: ada.accessToken, siteId: 'tiles' }));
  });

  it('delivers to every tab of the addressee, rendered in their locale, and to nobody else', async () => {
    const alan = await signIn(app, 'alan.turing@tiles.test');
    const ipazia = await signIn(app, 'ipazia@tiles.test');
    const alanTabs = [
      await connected(openSocket(app, { cookie: alan.cookie })),
      await connected(openSocket(app, { token: alan.accessToken })),
    ];
    const ipaziaTab = await connected(openSocket(app, { cookie: ipazia.cookie }));
    for (const tab of alanTabs) expect(await createRoom(tab, alan.userId)).toEqual({ ok: true });
    expect(await createRoom(ipaziaTab, ipazia.userId)).toEqual({ ok: true });
    const alanInboxes = alanTabs.map(inbox);
    const ipaziaInbox = inbox(ipaziaTab);

    await sendAsAdmin(app, admin, alan.userId, 'Nuovo corso');
    for (const box of alanInboxes) {
      const message = await box.next();
      expect(message.id).toBe(message.notification.messageId);
      expect(message.notification).toMatchObject({ title: 'Nuovo corso', body: 'Nuovo corso: body', read: false, type: 'message' });
    }
    await settle();
    expect(ipaziaInbox.received).toEqual([]);

    // The pushed notification is the stored one: marking it read by the pushed id works.
    const pushed = alanInboxes[0]!.received[0]!;
    const marked = await app.inject({
      method: 'PATCH',
      url: '/api/notifications',
      headers: { cookie: alan.cookie },
      payload: { messageId: pushed.id },
    });
    expect(marked.statusCode).toBe(204);
    const list = (await app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: alan.cookie } })).json().outcome;
    expect(list.find((item: { messageId: string }) => item.messageId === pushed.id).read).toBe(true);
  });

  it('pushes the system welcome in the reader’s own locale', async () => {
    const [emmy] = await app.db.select().from(users).where(eq(users.login, 'emmy.noether@tiles.test'));
    // A session made directly, so the socket is open before the first sign-in creates the welcome.
    const session = await app.auth.sessions.create(emmy!.id, 'vitest');
    const tab = await connected(openSocket(app, { cookie: `t-ssid=${session.sessionId}` }));
    await createRoom(tab, emmy!.id);
    const box = inbox(tab);
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { cu: 'emmy.noether@tiles.test', cp: DEMO_PASSWORD } });
    expect((await box.next()).notification).toMatchObject({ type: 'welcome', title: 'Willkommen, Emmy!' });
  });

  it('refuses a forged create-room: the socket joins nothing and receives nothing', async () => {
    const leonardo = await signIn(app, 'leonardo@tiles.test');
    const ipazia = await signIn(app, 'ipazia@tiles.test');
    const intruder = await connected(openSocket(app, { cookie: leonardo.cookie }));
    expect(await createRoom(intruder, ipazia.userId)).toEqual({ ok: false, error: expect.any(String) });
    expect(await createRoom(intruder, { not: 'an id' } as unknown as string)).toMatchObject({ ok: false });
    const stolen = inbox(intruder);
    const victim = await connected(openSocket(app, { cookie: ipazia.cookie }));
    await createRoom(victim, ipazia.userId);
    const delivered = inbox(victim);

    await sendAsAdmin(app, admin, ipazia.userId, 'Privato');
    await delivered.next();
    await settle();
    expect(stolen.received).toEqual([]);
  });

  it('closes the sockets of a session at logout, and only that session’s', async () => {
    const first = await signIn(app, 'leonardo@tiles.test');
    const firstTab = await connected(openSocket(app, { cookie: first.cookie }));
    const other = await app.auth.sessions.create(first.userId, 'another browser');
    const otherTab = await connected(openSocket(app, { cookie: `t-ssid=${other.sessionId}` }));
    const closed = disconnected(firstTab);

    await app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: { cookie: first.cookie } });
    expect(await closed).toBe('io server disconnect');
    await settle();
    expect(otherTab.connected).toBe(true);
    await expect(connected(openSocket(app, { cookie: first.cookie }))).rejects.toThrow(/unauthorized/);
  });

  // The in-memory adapter keeps sessions and replays; the PostgreSQL one keeps none, so the client reloads the list.
  it(`after a brief disconnection ${kind === 'pglite' ? 'replays the missed message' : 'reports no recovery, and the list holds the missed message'}`, async () => {
    const ada = await signIn(app, 'ada.lovelace@tiles.test');
    await briefDisconnection(app, app, ada, admin, kind === 'pglite');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('several api instances on PostgreSQL', () => {
  const adapters: Array<['postgres' | 'redis', string | undefined]> = [['postgres', undefined]];
  if (testRedisUrl()) adapters.push(['redis', testRedisUrl()]);

  describe.each(adapters)('through the %s adapter', (_name, redisUrl) => {
    let first: FastifyInstance;
    let second: FastifyInstance;

    beforeAll(async () => {
      first = await createTestApp('postgres', { redisUrl });
      second = await createSecondInstance(first);
      await first.listen({ port: 0, host: '127.0.0.1' });
      await second.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('delivers a notification created through one instance to a client of the other, and logs out across them', async () => {
      expect(baseUrlOf(first)).not.toBe(baseUrlOf(second));
      const admin = await signIn(first, 'admin@tiles.test');
      const ada = await signIn(first, 'ada.lovelace@tiles.test');
      const alan = await signIn(first, 'alan.turing@tiles.test');
      const adaTab = await connected(openSocket(second, { cookie: ada.cookie }));
      const alanTab = await connected(openSocket(second, { cookie: alan.cookie }));
      await createRoom(adaTab, ada.userId);
      await createRoom(alanTab, alan.userId);
      const adaBox = inbox(adaTab);
      const alanBox = inbox(alanTab);

      await sendAsAdmin(first, admin.cookie, ada.userId, 'Da un’altra istanza');
      expect((await adaBox.next()).notification.title).toBe('Da un’altra istanza');
      await settle();
      expect(alanBox.received).toEqual([]);

      const closed = disconnected(adaTab);
      await first.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: { cookie: ada.cookie } });
      expect(await closed).toBe('io server disconnect');
    });

    it(`after a brief disconnection ${redisUrl ? 'replays, across instances, what was missed' : 'leaves the missed message to the list'}`, async () => {
      const admin = await signIn(first, 'admin@tiles.test');
      const ipazia = await signIn(first, 'ipazia@tiles.test');
      await briefDisconnection(first, second, ipazia, admin.cookie, Boolean(redisUrl));
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the postgres adapter’s LISTEN client', () => {
  const settlesWithin = <T>(work: Promise<T>, ms: number) =>
    Promise.race([
      work.then(() => 'settled' as const),
      new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms)),
    ]);

  it('is given back when the instance closes before the adapter got it, so the pool can end', async () => {
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    const listeners = selfReleasingListeners(pool);
    // The adapter asks for its client in the background; the instance closes while the answer is on its way.
    const asked = listeners.pool.connect();
    listeners.close();
    expect(await settlesWithin(pool.end(), 5_000)).toBe('settled');
    // The adapter's retry after the close waits quietly: no client, no new connection.
    expect(await settlesWithin(asked, 200)).toBe('still waiting');
    expect(await settlesWithin(listeners.pool.connect(), 200)).toBe('still waiting');
  });

  it('is given back at close when the adapter holds it', async () => {
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    const listeners = selfReleasingListeners(pool);
    const client = await listeners.pool.connect();
    await client.query('LISTEN "socket.io#/"');
    listeners.close();
    expect(await settlesWithin(pool.end(), 5_000)).toBe('settled');
  });
});

describe('refused rooms and the log', () => {
  let app: FastifyInstance;
  const log: string[] = [];
  beforeAll(async () => {
    app = await buildApp(
      { ...loadConfig({}), dataDir: 'memory://', webDistDir: undefined, demoHistory: false },
      { logger: { level: 'warn', stream: { write: (line) => log.push(line) } } },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await app?.close();
  });

  it('writes at most 5 warn lines a minute for one learner asking again and again for rooms not theirs', async () => {
    const leonardo = await signIn(app, 'leonardo@tiles.test');
    const ipazia = await signIn(app, 'ipazia@tiles.test');
    const intruder = await connected(openSocket(app, { cookie: leonardo.cookie }));
    for (let attempt = 0; attempt < 50; attempt += 1) expect(await createRoom(intruder, ipazia.userId)).toMatchObject({ ok: false });
    expect(log.filter((line) => line.includes('create-room refused'))).toHaveLength(5);
  });
});
