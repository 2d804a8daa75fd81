/**
 * The rows of a raw `db.execute(sql…)`, typed by the caller: the drivers answer `{ rows }` (node-postgres, PGlite)
 * or the rows themselves. The one place that knows it.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
