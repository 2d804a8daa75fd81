/**
 * What the database tells every api instance when rows change: PostgreSQL's LISTEN/NOTIFY, sent by triggers when
 * the change commits. Whoever keeps a copy of rows in memory (the session cache) hears of each change there,
 * whichever instance, route or operator made it.
 */
export type SignalListener = {
  /** A notification on the channel, with its payload. */
  message: (payload: string) => void;
  /**
   * The connection that hears the channel was lost or is back: notifications may have been missed, so whatever
   * was kept from them must be dropped.
   */
  reset: () => void;
};

export type DatabaseSignals = {
  /** Hears `channel` from now on (a channel name of lower-case letters, digits and underscores). */
  listen: (channel: string, listener: SignalListener) => Promise<void>;
  /**
   * Whether every notification sent since the last reset has reached the listeners: false while the connection
   * that hears them is down or not yet set up. A copy kept in memory is trusted only while this is true.
   */
  live: () => boolean;
  /**
   * Resolves once every notification committed before the call has reached the listeners (a question on the
   * listening connection: PostgreSQL sends what is pending before it answers). Calls made while one is on its way
   * share the next: under load a few calls serve many requests.
   */
  caughtUp: () => Promise<void>;
};

/** A channel name PostgreSQL takes as an identifier without quoting. */
export const SIGNAL_CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
