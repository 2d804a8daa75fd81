import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { pickTranslation, renderTemplate, toGenderCode } from '@tiles/contracts';
import { type Audience } from '@tiles/contracts-cms';
import { type Notification } from '@tiles/contracts-notifications';
import type { Database } from '@tiles/api-platform/db/database';
import { boilerplate } from '@tiles/api-i18n/schema';
import { courses, enrolments } from '@tiles/api-lms/schema';
import { notifications } from './schema.js';
import { roles } from '@tiles/api-roles/schema';
import { sites } from '@tiles/api-site/schema';
import { users } from '@tiles/api-users/schema';
import type { AuditWithin } from '@tiles/api-audit/repository';
import type { NewNotification } from '@tiles/api-platform/ground/new-notification';

export type { NewNotification };

/** Who reads a notification: its texts are rendered in their locale (or the site's default), gender and name. */
export type NotificationReader = { id: string; siteId: string; name: string; gender: string; locale: string; defaultLocale: string };

export type NotificationRow = typeof notifications.$inferSelect;

/** Rows per statement: each row binds about 8 parameters, and PostgreSQL allows 65,535 per statement. */
const BATCH_ROWS = 1000;

export const createNotificationRepository = (db: Database) => {
  /** The site's texts for the keys the rows name, in every locale. */
  const textsFor = async (siteId: string, rows: NotificationRow[]) => {
    const keys = [...new Set(rows.flatMap((row) => [row.titleKey, row.bodyKey].filter((key): key is string => Boolean(key))))];
    if (!keys.length) return new Map<string, Record<string, string>>();
    const found = await db
      .select()
      .from(boilerplate)
      .where(
        and(eq(boilerplate.siteId, siteId), sql`${boilerplate.key} in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`),
      );
    return new Map(found.map((row) => [row.key, row.translations]));
  };

  const render = (row: NotificationRow, reader: NotificationReader, texts: ReadonlyMap<string, Record<string, string>>): Notification => {
    const text = (key: string | null, fixed: string | null, localised?: Record<string, string> | null) => {
      // An administrator's own words: only the recipient's name and gender variants are filled in.
      if (localised)
        return renderTemplate(
          pickTranslation(localised, [reader.locale, reader.defaultLocale], fixed ?? ''),
          { name: reader.name },
          toGenderCode(reader.gender),
          reader.locale,
        );
      // An administrator's message in one language is their own words too; anything else fixed (a barrier report's
      // description) is shown as it was written.
      if (!key)
        return row.type === 'message' && fixed
          ? renderTemplate(fixed, { name: reader.name }, toGenderCode(reader.gender), reader.locale)
          : (fixed ?? '');
      const template = pickTranslation(texts.get(key), [reader.locale, reader.defaultLocale], key);
      return renderTemplate(template, row.params, toGenderCode(reader.gender), reader.locale);
    };
    // An administrator's words with none in the reader's language read in the site's default one.
    const fellBack = Boolean(row.titles) && row.titles?.[reader.locale] === undefined && reader.locale !== reader.defaultLocale;
    return {
      messageId: row.id,
      read: row.read,
      type: row.type,
      title: text(row.titleKey, row.title, row.titles),
      body: text(row.bodyKey, row.body, row.bodies),
      link: row.link,
      ...(row.image ? { image: row.image } : {}),
      ...(fellBack ? { lang: reader.defaultLocale } : {}),
      createdAt: row.createdAt.toISOString(),
    };
  };

  /** The rows as their reader sees them, with keyed texts rendered from the site's boilerplate. */
  const present = async (rows: NotificationRow[], reader: NotificationReader): Promise<Notification[]> => {
    const texts = await textsFor(reader.siteId, rows);
    return rows.map((row) => render(row, reader, texts));
  };

  /**
   * Rows of many owners, each as its owner sees it (rows whose owner is not among `readers` are left out): the
   * texts are read once per site, so a batch of thousands of reminders costs a query, not one per row.
   */
  const presentToOwners = async (rows: NotificationRow[], readers: ReadonlyMap<string, NotificationReader>) => {
    const bySite = new Map<string, NotificationRow[]>();
    for (const row of rows) {
      const siteRows = bySite.get(row.siteId);
      if (siteRows) siteRows.push(row);
      else bySite.set(row.siteId, [row]);
    }
    const presented: { row: NotificationRow; notification: Notification }[] = [];
    for (const [siteId, siteRows] of bySite) {
      const texts = await textsFor(siteId, siteRows);
      for (const row of siteRows) {
        const reader = readers.get(row.userId);
        if (reader) presented.push({ row, notification: render(row, reader, texts) });
      }
    }
    return presented;
  };

  /** Every learner of the site (users whose role is learner). */
  const learnersOf = async (siteId: string) => {
    // Test learners are nobody's audience: they are left out of the query, not filtered from its answer.
    const rows = await db
      .select({ id: users.id, roles: users.roles })
      .from(users)
      .where(and(eq(users.siteId, siteId), eq(users.isTest, false), isNull(users.deletedAt)));
    return rows.filter((row) => row.roles[0] === 'learner').map((row) => row.id);
  };

  return {
    present,
    presentToOwners,

    /** The site's administrators who can read a notification (their role enters admin mode; not disabled or deleted). */
    async administratorsOf(siteId: string) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(roles, eq(roles.id, sql`${users.roles}->>0`))
        .where(and(eq(users.siteId, siteId), isNull(users.deletedAt), isNull(users.disabledAt), sql`${roles.modes} @> '["admin"]'::jsonb`));
      return rows.map((row) => row.id);
    },

    /** The reader's notifications, newest first. */
    async list(reader: NotificationReader, limit: number): Promise<Notification[]> {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, reader.id))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
      return present(rows, reader);
    },

    /** The owners of notifications as readers: their own locale and gender, their site's default locale. */
    async readers(userIds: string[]): Promise<Map<string, NotificationReader>> {
      const readers = new Map<string, NotificationReader>();
      for (let start = 0; start < userIds.length; start += BATCH_ROWS) {
        const rows = await db
          .select({ id: users.id, siteId: users.siteId, locale: users.locale, fields: users.fields, defaultLocale: sites.defaultLocale })
          .from(users)
          .innerJoin(sites, eq(sites.id, users.siteId))
          .where(inArray(users.id, userIds.slice(start, start + BATCH_ROWS)));
        for (const row of rows)
          readers.set(row.id, {
            id: row.id,
            siteId: row.siteId,
            name: row.fields.name,
            gender: row.fields.gender,
            locale: row.locale,
            defaultLocale: row.defaultLocale,
          });
      }
      return readers;
    },

    /** Marks the user's own notification read; false when it is not theirs or does not exist. Idempotent. */
    async markRead(userId: string, messageId: string) {
      const updated = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.id, messageId), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return updated.length > 0;
    },

    /** Stores the notifications in one transaction, in batches that stay under PostgreSQL's parameter limit. */
    /** Stores new notifications; `audit`, when given, is written in the same transaction. */
    async create(entries: NewNotification[], audit?: AuditWithin<NotificationRow[]>) {
      if (entries.length === 0) return [];
      const rows = entries.map((entry) => ({
        ...entry,
        id: randomUUID(),
        params: entry.params ?? {},
        link: entry.link ?? null,
        image: entry.image ?? null,
      }));
      return db.transaction(async (tx) => {
        const created: NotificationRow[] = [];
        for (let start = 0; start < rows.length; start += BATCH_ROWS) {
          created.push(
            ...(await tx
              .insert(notifications)
              .values(rows.slice(start, start + BATCH_ROWS))
              .returning()),
          );
        }
        if (audit) await audit(created, tx);
        return created;
      });
    },

    async hasOfType(userId: string, type: string) {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
        .limit(1);
      return Boolean(row);
    },

    learnersOf,

    /** The real learners an administrator's message goes to; undefined when the named learner or course is not on the site. */
    async audienceOf(siteId: string, audience: Audience): Promise<string[] | undefined> {
      if (audience.kind === 'all') return learnersOf(siteId);
      if (audience.kind === 'user') {
        const [row] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.siteId, siteId), eq(users.isTest, false), sql`lower(${users.login}) = lower(${audience.login})`))
          .limit(1);
        return row ? [row.id] : undefined;
      }
      const [course] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.siteId, siteId), eq(courses.id, audience.courseId)))
        .limit(1);
      if (!course) return undefined;
      const rows = await db
        .select({ id: users.id })
        .from(enrolments)
        .innerJoin(users, eq(users.id, enrolments.userId))
        .where(and(eq(enrolments.courseId, audience.courseId), eq(users.siteId, siteId), eq(users.isTest, false)));
      return rows.map((row) => row.id);
    },

    async userOfSite(siteId: string, userId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.siteId, siteId)))
        .limit(1);
      return row;
    },
  };
};

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
