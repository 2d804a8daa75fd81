/** The SQLSTATE of a database error, looking through wrappers (Drizzle puts the driver's error in `cause`). */
export const sqlStateOf = (error: unknown): string | undefined => {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
};

const connectionErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ECONNABORTED']);
const connectionErrorMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Client was closed',
  'Cannot use a pool after calling end',
];

/**
 * The database cannot be reached right now (stopped, restarting, hung, out of connections): the request may pass
 * in a few seconds, so callers get a 503 with Retry-After rather than a 500. SQLSTATE 08 (connection), 53
 * (resources), 57P01–57P03 (shutdown), 57014 (statement timeout), and the driver's own socket and timeout errors.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const state = sqlStateOf(error);
  if (state && (['08', '53'].includes(state.slice(0, 2)) || ['57P01', '57P02', '57P03', '57014'].includes(state))) return true;
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && connectionErrorCodes.has(code)) return true;
    if (typeof message === 'string' && connectionErrorMessages.some((known) => message.includes(known))) return true;
  }
  return false;
};

/**
 * The store failed, not the rows: it is away (see isDatabaseUnavailable), or it rolled the transaction back for
 * reasons of its own (a serialization failure or deadlock, SQLSTATE 40; a lock it could not take, 55P03). The same
 * write may pass later. Anything else — a row the database refuses, or a bug of ours that throws on a row (an
 * invalid date) — fails again however often it is retried.
 */
export const isStorageFailure = (error: unknown): boolean => {
  if (isDatabaseUnavailable(error)) return true;
  const state = sqlStateOf(error);
  return state !== undefined && (state.startsWith('40') || state === '55P03');
};
