import type { IncomingMessage } from 'node:http';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisStreamsAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { SESSION_COOKIE, siteIdSchema } from '@tiles/contracts';
import {
  type ClientToServerEvents,
  createRoomSchema,
  type NotifyMessage,
  type ServerToClientEvents,
  SOCKET_EVENTS,
  SOCKET_PATH,
} from '@tiles/contracts-notifications';
import { proxyTrustOf, requestedHostOf, type ProxyTrust } from '@tiles/api-platform/ground/proxies';
import { createReportBudget } from '@tiles/api-platform/ground/report-budget';
import { connectRedis } from '@tiles/api-platform/ground/redis';
import { resolveSession } from '@tiles/api-auth/auth-context';
import { presentedCredential } from '@tiles/api-auth/credentials';
import type { NotificationPublisher } from './service.js';

type SocketData = { userId: string; sessionIdHash: string };
type PushSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export type PushServer = NotificationPublisher & {
  /** Closes every socket of a session, on every instance (logout, a stolen refresh token). */
  disconnectSession: (sessionIdHash: string) => void;
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
};

export const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionIdHash: string) => `session:${sessionIdHash}`;

/** How long a dropped socket's rooms and missed messages are kept for it to recover. */
const RECOVERY_WINDOW_MS = 2 * 60 * 1000;

/**
 * Browsers always send Origin on cross-site socket requests: it must name this host. Requests without one are
 * same-origin polling or non-browser clients, which still need credentials.
 */
const originAllowed = (request: IncomingMessage, trust: ProxyTrust) => {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === requestedHostOf(request, trust);
  } catch {
    return false;
  }
};

/** The credential a handshake presents: the t-ssid cookie, or a bearer access token in the handshake's `auth.token`. */
const handshakeCredential = (app: FastifyInstance, socket: PushSocket) => {
  const cookieHeader = socket.request.headers.cookie;
  return presentedCredential({
    cookie: cookieHeader ? app.parseCookie(cookieHeader)[SESSION_COOKIE] : undefined,
    bearer: socket.handshake.auth?.token,
  });
};

/** The site a handshake is for: the one it names in `auth.siteId`, else the configured site (as http calls). */
const handshakeSiteId = (app: FastifyInstance, socket: PushSocket) => {
  const named: unknown = socket.handshake.auth?.siteId;
  return typeof named === 'string' && siteIdSchema.safeParse(named).success ? named : app.config.defaultSiteId;
};

/**
 * The postgres adapter keeps one client for LISTEN and, when its connection ends, takes a new one without releasing
 * the old: each database restart would leak a pool slot (two, and it can never listen again) and `pool.end()` would
 * wait forever. Its clients here give themselves back (destroyed) when their connection ends.
 *
 * It also takes that client in the background: an instance closed before the LISTEN is set up (a quick restart, a
 * loaded machine) would get the client after its close and hold it, and `pool.end()` would wait forever. `close`
 * gives back every client still out, and a client asked for after it is never handed out.
 */
export const selfReleasingListeners = (pool: pg.Pool) => {
  const out = new Set<pg.PoolClient>();
  let closed = false;
  // Never settles: the adapter's retry waits on it instead of asking again every two seconds after the close.
  const never = () => new Promise<never>(() => undefined);
  const listeners = Object.assign(Object.create(pool) as pg.Pool, {
    connect: async () => {
      if (closed) return never();
      const client = await pool.connect();
      if (closed) {
        client.release(true);
        return never();
      }
      const release = client.release.bind(client);
      let released = false;
      client.release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        out.delete(client);
        release(error);
      };
      out.add(client);
      client.once('end', () => client.release(true));
      return client;
    },
    query: pool.query.bind(pool),
  });
  return {
    pool: listeners,
    close: () => {
      closed = true;
      for (const client of [...out]) client.release(true);
    },
  };
};

/** Several instances share rooms through Redis when REDIS_URL is set, else through PostgreSQL when it is the database. */
const attachAdapter = async (app: FastifyInstance, io: PushServer['io']) => {
  const { redisUrl, databaseUrl } = app.config;
  if (redisUrl) {
    const redis = await connectRedis(redisUrl, app.log, 'socket adapter');
    // The streams adapter also keeps sessions for connection state recovery across instances.
    io.adapter(createRedisStreamsAdapter(redis, { streamName: `${app.config.redisKeyPrefix}socket.io` }));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
    return 'redis';
  }
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: 5_000 });
    pool.on('error', (error) => app.log.warn({ err: error }, 'idle connection lost (socket adapter)'));
    // The adapter keeps one client checked out for LISTEN; the pool's handler covers idle clients only, so a
    // terminated connection (database restart, a dropped database) would be an unhandled 'error' event.
    pool.on('connect', (client) => client.on('error', (error) => app.log.warn({ err: error }, 'connection lost (socket adapter)')));
    const listeners = selfReleasingListeners(pool);
    io.adapter(
      createPostgresAdapter(listeners.pool, {
        tableName: 'socket_io_attachments',
        errorHandler: (error) => app.log.warn({ err: error }, 'socket adapter error'),
      }),
    );
    app.addHook('onClose', async () => {
      listeners.close();
      await pool.end();
    });
    return 'postgres';
  }
  return 'memory';
};

/** socket.io on the api's own port, path /socket.io: authenticated handshakes, one room per user. */
export const registerPushServer = async (app: FastifyInstance): Promise<PushServer> => {
  const trust = proxyTrustOf(app.config.trustedProxies);
  const io: PushServer['io'] = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    allowRequest: (request, callback) => {
      const allowed = originAllowed(request, trust);
      callback(allowed ? null : 'Origin not allowed', allowed);
    },
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
  });
  const adapter = await attachAdapter(app, io);
  app.log.info({ adapter }, 'socket server ready');

  io.use(async (socket, next) => {
    try {
      // The same resolver as http calls: an ended session, a bad token or another site's session is nobody.
      const context = await resolveSession(app.auth, handshakeCredential(app, socket), handshakeSiteId(app, socket));
      if (!context) return next(new Error('unauthorized: sign in to receive notifications'));
      socket.data = { userId: context.user.id, sessionIdHash: context.sessionIdHash };
      next();
    } catch (error) {
      app.log.error({ err: error }, 'socket handshake failed');
      next(new Error('handshake failed'));
    }
  });

  const refusalLog = createReportBudget({ perAddress: 5, perMinute: 60 });
  io.on('connection', (socket) => {
    void socket.join(sessionRoom(socket.data.sessionIdHash));
    socket.on(SOCKET_EVENTS.createRoom, (userId, ack) => {
      const parsed = createRoomSchema.safeParse(userId);
      const own = parsed.success && parsed.data === socket.data.userId;
      if (own) void socket.join(userRoom(socket.data.userId));
      else {
        // Anyone signed in can ask again and again: the log keeps at most 60 such lines a minute, the rest summed up.
        const decision = refusalLog.take(socket.data.userId);
        if (decision.verdict === 'log')
          app.log.warn(
            { userId: socket.data.userId, alsoRefusedUnlogged: decision.droppedBefore || undefined },
            'create-room refused: not the signed-in user',
          );
      }
      if (typeof ack === 'function') ack(own ? { ok: true } : { ok: false, error: 'You can only join your own room' });
    });
  });

  app.addHook('preClose', async () => {
    // Sockets hold the http server open; close them first so shutdown does not wait for clients.
    // io.close() would also close the http server, which Fastify closes itself.
    // Closing the transports (not disconnecting the sockets) lets browsers reconnect, to another instance in a
    // rolling restart, and recover what they missed: a server "disconnect" would tell them never to come back.
    io.engine.close();
    await io.of('/').adapter.close();
  });

  return {
    io,
    toUser: (userId: string, message: NotifyMessage) => {
      io.to(userRoom(userId)).emit(SOCKET_EVENTS.notify, message);
    },
    disconnectSession: (sessionIdHash: string) => {
      io.in(sessionRoom(sessionIdHash)).disconnectSockets(true);
    },
  };
};
