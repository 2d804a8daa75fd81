import { customType } from 'drizzle-orm/pg-core';

/** Texts keyed by locale code, e.g. { 'it-IT': 'Storia', 'en-GB': 'History' }. */
export type Translations = Record<string, string>;

/** Bytes as PostgreSQL keeps them; read back as a Buffer on either driver (PGlite answers a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
