import { eq } from 'drizzle-orm';
import { modeSchema, type Mode, type Role } from '@tiles/contracts';
import type { Database } from '../../db/client.js';
import { roles } from '../../db/schema.js';

const toRole = (row: typeof roles.$inferSelect): Role => ({
  _id: row.id,
  name: row.name,
  permissions: row.permissions,
  modes: row.modes.filter((mode): mode is Mode => modeSchema.safeParse(mode).success),
});

export const createRoleRepository = (db: Database) => ({
  async findById(id: string): Promise<Role | undefined> {
    const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
    return row ? toRole(row) : undefined;
  },
});
