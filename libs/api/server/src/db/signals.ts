import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { SIGNAL_CHANNEL, type DatabaseSignals, type SignalListener } from '@tiles/api-platform/db/database-signals';

export type ClosableSignals = DatabaseSignals & { close: () => Promise<void> };

const checkedChannel = (channel: string) => {
  if (!SIGNAL_CHANNEL.test(channel)) throw new Error(`Not a channel name: '${channel}'`);
  return channel;
};

const listenersOf = () => {
  const byChannel = new Map<string, SignalListener[]>();
  return {
    add: (channel: string, listener: SignalListener) => byChannel.set(channel, [...(byChannel.get(channel) ?? []), listener]),
    channels: () => [...byChannel.keys()],
    message: (channel: string, payload: string) => {
      for (const listener of byChannel.get(channel) ?? []) listener.message(payload);
    },
    reset: () => {
      for (const listener of [...byChannel.values()].flat()) listener.reset();
    },
  };
};

/** PGlite lives in this process: its notifications arrive when the changing query commits, and never go missing. */
export const pgliteSignals = (client: PGlite): ClosableSignals => {
  const listeners = listenersOf();
  const heard = new Set<string>();
  return {
    listen: async (channel, listener) => {
      listeners.add(checkedChannel(channel), listener);
      if (heard.has(channel)) return;
      heard.add(channel);
      await client.listen(channel, (payload) => listeners.message(channel, payload));
    },
    live: () => true,
    // In this process a notification reaches its listeners before the query that sent it returns.
    caughtUp: async () => undefined,
    close: async () => undefined,
  };
};

/** The listening connection's `application_name`. */
export const SIGNALS_APPLICATION = 'tiles-signals';
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5_000;

/**
 * One connection of its own that LISTENs (a pooled one would be handed to queries). When it drops (a restart, a
 * failover, a network cut) the listeners are told to forget what they kept, and it connects again, waiting longer
 * each time up to 5 s; it is live again once every channel is heard again.
 */
export const postgresSignals = (
  connectionString: string,
  { onError }: { onError: (error: Error, what: string) => void },
): ClosableSignals => {
  const listeners = listenersOf();
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  let connecting: Promise<void> | undefined;
  let askedNow: Promise<void> | undefined;
  let askedNext: Promise<void> | undefined;

  const lost = (error?: Error) => {
    if (error) onError(error, 'the connection that hears database signals was lost');
    const wasLive = live;
    live = false;
    client?.removeAllListeners();
    // A lost connection may still emit; its errors are already reported.
    client?.on('error', () => undefined);
    void client?.end().catch(() => undefined);
    client = undefined;
    if (wasLive) listeners.reset();
    scheduleConnect();
  };

  const scheduleConnect = () => {
    if (closed || retry || listeners.channels().length === 0) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const connect = () => {
    connecting ??= (async () => {
      // Named, so an operator sees it among the connections (and a test can cut it).
      const next = new pg.Client({
        connectionString,
        keepAlive: true,
        connectionTimeoutMillis: 2_000,
        application_name: SIGNALS_APPLICATION,
      });
      client = next;
      next.on('error', (error) => lost(error));
      next.on('end', () => {
        if (client === next) lost();
      });
      next.on('notification', ({ channel, payload }) => listeners.message(channel, payload ?? ''));
      try {
        await next.connect();
        for (const channel of listeners.channels()) await next.query(`LISTEN ${channel}`);
        if (closed || client !== next) return;
        live = true;
        retryMs = FIRST_RETRY_MS;
        // Whatever changed while nobody listened is unknown: listeners start again from the database.
        listeners.reset();
      } catch (error) {
        if (client === next) lost(error as Error);
      }
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const ask = () => {
    const asking = client;
    return (asking && live ? asking.query('SELECT 1').then(() => undefined) : Promise.resolve()).catch((error: unknown) => {
      if (client === asking) lost(error as Error);
    });
  };
  /** One question on the way at a time; whoever comes meanwhile waits for the next (asked after they came). */
  const caughtUp = (): Promise<void> => {
    if (!askedNow) {
      askedNow = ask().finally(() => {
        askedNow = undefined;
      });
      return askedNow;
    }
    askedNext ??= askedNow.then(() => {
      askedNext = undefined;
      return caughtUp();
    });
    return askedNext;
  };

  return {
    caughtUp,
    listen: async (channel, listener) => {
      listeners.add(checkedChannel(channel), listener);
      if (connecting) await connecting;
      if (client && live) {
        await client.query(`LISTEN ${channel}`).catch((error: unknown) => lost(error as Error));
        return;
      }
      // The first channel opens the connection; a start does not wait for a database that is down (not live
      // meanwhile). A connection that comes back later LISTENs to every channel.
      if (!client && !retry) await connect();
    },
    live: () => live,
    close: async () => {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => undefined);
      await last?.end().catch(() => undefined);
    },
  };
};
