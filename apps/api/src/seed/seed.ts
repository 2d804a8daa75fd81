import type { Database } from '../db/client.js';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/passwords.js';
import { boilerplate, locales, roles, sites, tags, users } from '../db/schema.js';
import { boilerplateTexts } from './boilerplate.js';
import { demoCategories, demoLocales, demoSite } from './demo-data.js';
import { DEMO_PASSWORD, demoRoles, demoUsers } from './demo-users.js';

/**
 * Loads the demo data. Idempotent: every insert skips rows that exist, so a second start (or a partly seeded
 * database) changes nothing that is already stored, including texts an editor has changed since.
 */
export const seedDemoData = async (db: Database): Promise<void> => {
  // Hashing is slow on purpose: only pay for it when the demo users are not there yet.
  const [existingUser] = await db.select({ id: users.id }).from(users).where(eq(users.siteId, demoSite.id)).limit(1);
  const passwordHashes = existingUser ? undefined : await Promise.all(demoUsers.map(() => hashPassword(DEMO_PASSWORD)));

  await db.transaction(async (tx) => {
    await tx.insert(locales).values(demoLocales).onConflictDoNothing();
    await tx.insert(sites).values(demoSite).onConflictDoNothing();
    await tx
      .insert(boilerplate)
      .values(Object.entries(boilerplateTexts).map(([key, translations]) => ({ siteId: demoSite.id, key, translations })))
      .onConflictDoNothing();
    await tx
      .insert(tags)
      .values(demoCategories.map((category, position) => ({ ...category, siteId: demoSite.id, type: 'category', position })))
      .onConflictDoNothing();
    await tx.insert(roles).values(demoRoles).onConflictDoNothing();
    if (passwordHashes) {
      await tx
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
    }
  });
};
