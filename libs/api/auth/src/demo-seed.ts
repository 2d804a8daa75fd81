import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { demoSite } from '@tiles/api-site/demo-site';
import { users } from '@tiles/api-users/schema';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, demoUsers } from './demo-users.js';
import { createSecondFactorRepository } from './second-factor.js';
import { hashPassword } from './passwords.js';

/** The demo accounts, all with the README's password; the staff's with the README's authenticator app. */
export const seedDemoUsers = async (db: Database) => {
  await seedAccounts(db);
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.siteId, demoSite.id),
        inArray(
          users.login,
          demoUsers.filter((user) => user.role !== 'learner').map((user) => user.login),
        ),
      ),
    );
  const secondFactors = createSecondFactorRepository(db);
  for (const { id } of staff) await secondFactors.setUpKnown(id, DEMO_TOTP_SECRET, new Date());
};

const seedAccounts = async (db: Database) => {
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
