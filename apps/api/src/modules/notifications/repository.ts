import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { renderTemplate, toGenderCode, type Notification } from '@tiles/contracts';
import type { Database } from '../../db/client.js';
import { boilerplate, notifications, users } from '../../db/schema.js';

export type NewNotification = {
  siteId: string;
  userId: string;
  type: string;
  titleKey?: string;
  bodyKey?: string;
  params?: Record<string, string | number>;
  title?: string;
  body?: string;
  link?: string | null;
};

export const createNotificationRepository = (db: Database) => ({
  /** The user's notifications, newest first, with keyed texts rendered for the reader. */
  async list(user: { id: string; siteId: string; gender: string }, locale: string, defaultLocale: string, limit: number): Promise<Notification[]> {
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
    const keys = [...new Set(rows.flatMap((row) => [row.titleKey, row.bodyKey].filter((key): key is string => Boolean(key))))];
    const texts = new Map(
      keys.length
        ? (
            await db
              .select()
              .from(boilerplate)
              .where(and(eq(boilerplate.siteId, user.siteId), sql`${boilerplate.key} in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`))
          ).map((row) => [row.key, row.translations])
        : [],
    );
    const render = (key: string | null, text: string | null, params: Record<string, string | number>) => {
      if (!key) return text ?? '';
      const template = texts.get(key)?.[locale] ?? texts.get(key)?.[defaultLocale] ?? key;
      return renderTemplate(template, params, toGenderCode(user.gender));
    };
    return rows.map((row) => ({
      messageId: row.id,
      read: row.read,
      type: row.type,
      title: render(row.titleKey, row.title, row.params),
      body: render(row.bodyKey, row.body, row.params),
      link: row.link,
      createdAt: row.createdAt.toISOString(),
    }));
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

  async create(entries: NewNotification[]) {
    if (entries.length === 0) return [];
    return db
      .insert(notifications)
      .values(entries.map((entry) => ({ ...entry, id: randomUUID(), params: entry.params ?? {}, link: entry.link ?? null })))
      .returning();
  },

  async hasOfType(userId: string, type: string) {
    const [row] = await db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, type))).limit(1);
    return Boolean(row);
  },

  /** Every learner of the site (users whose role is learner). */
  async learnersOf(siteId: string) {
    const rows = await db.select({ id: users.id, roles: users.roles }).from(users).where(eq(users.siteId, siteId));
    return rows.filter((row) => row.roles[0] === 'learner').map((row) => row.id);
  },

  async userOfSite(siteId: string, userId: string) {
    const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.siteId, siteId))).limit(1);
    return row;
  },
});

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;

/** The system's welcome, once per learner, at their first sign-in. */
export const welcomeOnce = async (repository: NotificationRepository, user: { id: string; siteId: string; fields: { name: string } }) => {
  if (await repository.hasOfType(user.id, 'welcome')) return;
  await repository.create([
    {
      siteId: user.siteId,
      userId: user.id,
      type: 'welcome',
      titleKey: 'notification.welcome.title',
      bodyKey: 'notification.welcome.body',
      params: { name: user.fields.name },
      link: null,
    },
  ]);
};
