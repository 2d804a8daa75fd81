import { apiOrigin } from './base-query';
import { SOCKET_CLIENT_OPTIONS, type ClientToServerEvents, type CreateRoomAck, type NotifyMessage } from '@tiles/contracts-notifications';

/**
 * The real-time channel as the feature libs use it. The socket.io client satisfies it; tests use
 * `createMemoryLiveSocket`. Only this lib imports socket.io-client.
 */
export type LiveSocket = {
  readonly connected: boolean;
  /** After a reconnection: whether the server restored the session and replays what was missed. */
  readonly recovered: boolean;
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  on(event: 'notify', listener: (message: NotifyMessage) => void): unknown;
  emit(event: 'create-room', ...args: Parameters<ClientToServerEvents['create-room']>): unknown;
  disconnect(): unknown;
};

/** `siteId`: the site the handshake is for; the api checks the session belongs to it, as on every http call. */
export type LiveSocketFactory = (options: { accessToken?: string | undefined; siteId?: string | undefined }) => Promise<LiveSocket>;

/**
 * Connects to the api host (where the api client points, the page's origin by default) on /socket.io with the
 * spec's timings. The session cookie authenticates the handshake; a bearer token goes in the handshake's auth
 * when there is one. socket.io-client is loaded on first use, keeping it out of the first page load.
 */
export const socketIoFactory =
  (url?: string): LiveSocketFactory =>
  async ({ accessToken, siteId }) => {
    const { io } = await import('socket.io-client');
    return io(url ?? apiOrigin(), {
      ...SOCKET_CLIENT_OPTIONS,
      // WebSocket first (one connection, no polling round trips); long polling when a proxy refuses it.
      transports: ['websocket', 'polling'],
      withCredentials: true,
      auth: { ...(accessToken ? { token: accessToken } : {}), ...(siteId ? { siteId } : {}) },
    });
  };

let factory: LiveSocketFactory = (options) => socketIoFactory()(options);

/** Points the app at another socket (tests, a separate socket host). */
export const configureLiveSocket = (next: LiveSocketFactory) => {
  factory = next;
};

export const createLiveSocket: LiveSocketFactory = (options) => factory(options);

type Listener = (...args: never[]) => void;

/** An in-memory socket for tests: `serverPush` plays the server, `rooms` records create-room calls. */
export const createMemoryLiveSocket = (answer: (userId: string) => CreateRoomAck = () => ({ ok: true })) => {
  const listeners = new Map<string, Listener[]>();
  const fire = (event: string, ...args: unknown[]) =>
    listeners.get(event)?.forEach((listener) => (listener as (...values: unknown[]) => void)(...args));
  const socket = {
    connected: false,
    recovered: false,
    rooms: [] as string[],
    disconnectCalls: 0,
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return socket;
    },
    emit(_event: 'create-room', userId: string, ack?: (answer: CreateRoomAck) => void) {
      const reply = answer(userId);
      if (reply.ok) socket.rooms.push(userId);
      ack?.(reply);
      return socket;
    },
    disconnect() {
      socket.disconnectCalls += 1;
      socket.connected = false;
      fire('disconnect', 'io client disconnect');
      return socket;
    },
    /** Test controls. */
    listening: (event: string) => listeners.get(event)?.length ?? 0,
    serverConnect(recovered = false) {
      socket.connected = true;
      socket.recovered = recovered;
      fire('connect');
    },
    serverPush(message: NotifyMessage) {
      fire('notify', message);
    },
  };
  return socket;
};
