import { randomUUID } from 'node:crypto';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { ColorSchemePreference, User, UserUpdate } from '@tiles/contracts';
import type { Database } from '@tiles/api-platform/db/database';
import type { ZoneHistory } from '@tiles/api-platform/ground/local-time';
import { federatedIdentities, users, type StoredUserFields } from './schema.js';

export type UserRow = typeof users.$inferSelect;

export const toUser = (row: UserRow): User => ({
  _id: row.id,
  login: row.login,
  email: row.email,
  role: row.roles,
  locale: row.locale,
  timezone: row.timezone,
  fields: row.fields,
  hasPassword: row.passwordHash !== null,
  colorScheme: row.colorScheme,
});

export const normaliseLogin = (login: string) => login.trim().toLowerCase();

export type NewUser = {
  siteId: string;
  login: string;
  email?: string | null;
  passwordHash?: string | null;
  roles: string[];
  locale: string;
  timezone: string;
  fields: StoredUserFields;
  /** Made through sign-up: cannot sign in until the mailed link is opened. */
  awaitingVerification?: boolean;
};

export const createUserRepository = (db: Database) => ({
  async findByLogin(siteId: string, login: string) {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.siteId, siteId), eq(users.login, normaliseLogin(login))))
      .limit(1);
    return row;
  },

  /** Whether an account of the site already holds this email (as its address, or as what it signs in with). */
  async emailIsHeld(siteId: string, email: string) {
    const address = normaliseLogin(email);
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.siteId, siteId), or(eq(sql`lower(${users.email})`, address), eq(users.login, address))))
      .limit(1);
    return Boolean(row);
  },

  /** The account of the site whose address (or sign-in name) is this email. */
  async findByEmail(siteId: string, email: string) {
    const address = normaliseLogin(email);
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.siteId, siteId), eq(users.isTest, false), or(eq(sql`lower(${users.email})`, address), eq(users.login, address))))
      .orderBy(sql`${users.login} = ${address} desc`)
      .limit(1);
    return row;
  },

  /** Whether another account of the site than `userId` holds this email. */
  async emailIsHeldByAnother(siteId: string, email: string, userId: string) {
    const address = normaliseLogin(email);
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.siteId, siteId), ne(users.id, userId), or(eq(sql`lower(${users.email})`, address), eq(users.login, address))))
      .limit(1);
    return Boolean(row);
  },

  async setPasswordHash(id: string, passwordHash: string) {
    await db.update(users).set({ passwordHash, awaitingVerification: false }).where(eq(users.id, id));
  },

  /**
   * A sign-up for an address still waiting for its link replaces the one waiting: whoever opens the next link gets the
   * account as they set it up, not as someone before them did. Only while it waits (a verified account keeps its own);
   * answers whether it did.
   */
  async replaceWaitingSignUp(id: string, replacement: { passwordHash: string; name: string; locale: string }) {
    const replaced = await db
      .update(users)
      .set({
        passwordHash: replacement.passwordHash,
        locale: replacement.locale,
        fields: sql`${users.fields} || jsonb_build_object('name', ${replacement.name}::text)`,
      })
      .where(and(eq(users.id, id), eq(users.awaitingVerification, true)))
      .returning({ id: users.id });
    return replaced.length > 0;
  },

  async markVerified(id: string) {
    await db.update(users).set({ awaitingVerification: false }).where(eq(users.id, id));
  },

  /** A new address; an account that signs in with its address signs in with the new one from now on. */
  async changeEmail(id: string, email: string) {
    const address = normaliseLogin(email);
    const [row] = await db
      .update(users)
      .set({
        email: address,
        login: sql`case when ${users.login} = lower(coalesce(${users.email}, '')) then ${address} else ${users.login} end`,
      })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  async findById(id: string) {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async findByFederatedIdentity(siteId: string, provider: string, subject: string) {
    const [row] = await db
      .select({ user: users })
      .from(federatedIdentities)
      .innerJoin(users, eq(users.id, federatedIdentities.userId))
      .where(and(eq(federatedIdentities.provider, provider), eq(federatedIdentities.subject, subject), eq(users.siteId, siteId)))
      .limit(1);
    return row?.user;
  },

  /** The ways an account signs in besides passkeys: a password, and the providers linked to it. */
  async signInWays(id: string) {
    const [row] = await db
      .select({
        password: sql<boolean>`${users.passwordHash} is not null`,
        providers: sql<number>`(select count(*)::int from ${federatedIdentities} where ${federatedIdentities.userId} = ${users.id})`,
      })
      .from(users)
      .where(eq(users.id, id));
    return { password: Boolean(row?.password), providers: Number(row?.providers ?? 0) };
  },

  async create(user: NewUser, federated?: { provider: string; subject: string }) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...user, id: randomUUID(), login: normaliseLogin(user.login) })
        .returning();
      if (federated) await tx.insert(federatedIdentities).values({ ...federated, userId: row!.id });
      return row!;
    });
  },

  /** The learner's details; `zone` is their zone history after this update (see `zoneHistoryAfterChange`). */
  async update(id: string, update: UserUpdate, zone: Required<ZoneHistory>) {
    const [row] = await db
      .update(users)
      .set({ fields: update.fields, ...zone })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  async updateLocale(id: string, locale: string) {
    const [row] = await db.update(users).set({ locale }).where(eq(users.id, id)).returning();
    return row;
  },

  async updateColorScheme(id: string, colorScheme: ColorSchemePreference) {
    const [row] = await db.update(users).set({ colorScheme }).where(eq(users.id, id)).returning();
    return row;
  },
});

export type UserRepository = ReturnType<typeof createUserRepository>;
