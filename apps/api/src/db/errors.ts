/** The SQLSTATE of a database error, looking through wrappers (Drizzle puts the driver's error in `cause`). */
export const sqlStateOf = (error: unknown): string | undefined => {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
};

/**
 * The database refused the rows for what they hold (a data exception, a constraint, a value too large): writing
 * them again will fail again. Anything else (a lost connection, a shutdown, a lock timeout) may pass later.
 */
export const isRowError = (error: unknown) => ['22', '23', '54'].includes(sqlStateOf(error)?.slice(0, 2) ?? '');
