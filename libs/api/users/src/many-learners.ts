import type { Database } from '@tiles/api-platform/db/database';
import { users } from './schema.js';

/**
 * Adds `count` learners to the demo site, ids and logins `{prefix}-{n}`, in batches, without hashing passwords
 * (they cannot sign in with one; tests and benchmarks give them sessions directly). Returns their ids.
 */
export const insertManyLearners = async (db: Database, prefix: string, count: number) => {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${index}`,
    siteId: 'tiles',
    login: `${prefix}-${index}@tiles.test`,
    email: `${prefix}-${index}@tiles.test`,
    passwordHash: 'no-password',
    roles: ['learner'],
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Learner', surname: String(index), gender: 'neutro' as const },
  }));
  for (let start = 0; start < rows.length; start += 1000) await db.insert(users).values(rows.slice(start, start + 1000));
  return rows.map((row) => row.id);
};
