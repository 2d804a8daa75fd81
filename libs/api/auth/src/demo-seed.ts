import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { demoSite } from '@tiles/api-site/demo-site';
import { users } from '@tiles/api-users/schema';
import { DEMO_PASSWORD, demoUsers } from './demo-users.js';
import { hashPassword } from './passwords.js';

/** The demo accounts, all with the README's password. */
export const seedDemoUsers = async (db: Database) => {
  // Hashing is slow on purpose: only pay for it when the demo users are not there yet.
  const [existingUser] = await db.select({ id: users.id }).from(users).where(eq(users.siteId, demoSite.id)).limit(1);
  if (existingUser) return;
  const passwordHashes = await Promise.all(demoUsers.map(() => hashPassword(DEMO_PASSWORD)));
  await db
    .insert(users)
    .values(
      demoUsers.map(({ role, ...user }, index) => ({
        ...user,
        id: randomUUID(),
        siteId: demoSite.id,
        email: user.login,
        passwordHash: passwordHashes[index]!,
        roles: [role],
      })),
    )
    .onConflictDoNothing();
};
