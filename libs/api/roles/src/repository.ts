import { eq } from 'drizzle-orm';
import { modeSchema, type Mode, type Role } from '@tiles/contracts';
import type { Database } from '@tiles/api-platform/db/database';
import { roles } from './schema.js';

const toRole = (row: typeof roles.$inferSelect): Role => ({
  _id: row.id,
  name: row.name,
  permissions: row.permissions,
  modes: row.modes.filter((mode): mode is Mode => modeSchema.safeParse(mode).success),
});

/** Roles change rarely and are read on many requests: cached briefly. */
export const createRoleRepository = (db: Database, { ttlMs = 5_000, now = Date.now } = {}) => {
  const cache = new Map<string, { role: Role | undefined; expiresAt: number }>();
  return {
    async findById(id: string): Promise<Role | undefined> {
      const cached = cache.get(id);
      if (cached && cached.expiresAt > now()) return cached.role;
      const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
      const role = row ? toRole(row) : undefined;
      cache.set(id, { role, expiresAt: now() + ttlMs });
      return role;
    },
  };
};

export type RoleRepository = ReturnType<typeof createRoleRepository>;

/** Permissions of a user's role (the first entry of their role list). */
export const permissionsOf = async (repository: RoleRepository, roleIds: readonly string[]) =>
  (roleIds[0] ? await repository.findById(roleIds[0]) : undefined)?.permissions ?? [];

/** The modes (besides user) a user's role may enter. */
export const modesOf = async (repository: RoleRepository, roleIds: readonly string[]) =>
  (roleIds[0] ? await repository.findById(roleIds[0]) : undefined)?.modes ?? [];

export { PERMISSIONS, type Permission } from '@tiles/contracts';
