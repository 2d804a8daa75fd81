import type { Database } from '@tiles/api-platform/db/database';
import { demoRoles } from './demo-roles.js';
import { roles } from './schema.js';

/** The learner, tester and administrator roles. */
export const seedDemoRoles = async (db: Database) => {
  await db.insert(roles).values(demoRoles).onConflictDoNothing();
};
