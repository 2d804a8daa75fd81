import type { NotifyMessage } from '@tiles/contracts';
import type { AuditWithin } from '../audit/repository.js';
import type { NewNotification, NotificationRepository, NotificationRow } from './repository.js';

/** Where new notifications are pushed live (the socket server; a no-op where none runs). */
export type NotificationPublisher = { toUser: (userId: string, message: NotifyMessage) => void };

/**
 * Creating a notification stores it and pushes it to its owner's room, rendered in the owner's locale. Every
 * sender (the system's welcome, administrators, later the game's awards) goes through `send`.
 */
export const createNotificationService = (repository: NotificationRepository, publisher: NotificationPublisher) => {
  /** Stores and pushes; an administrator's send is audited with the stored rows, in their transaction. */
  const send = async (entries: NewNotification[], audit?: AuditWithin<NotificationRow[]>) => {
    const rows = await repository.create(entries, audit);
    const readers = await repository.readers([...new Set(rows.map((row) => row.userId))]);
    for (const row of rows) {
      const reader = readers.get(row.userId);
      if (!reader) continue;
      const [notification] = await repository.present([row], reader);
      // The push id is the notification's id, so dismissing a toast marks exactly that notification read.
      publisher.toUser(row.userId, { id: row.id, notification: notification! });
    }
    return rows;
  };

  return {
    send,

    /** The system's welcome, once per learner, at their first sign-in. */
    async welcomeOnce(user: { id: string; siteId: string; fields: { name: string } }) {
      if (await repository.hasOfType(user.id, 'welcome')) return;
      await send([
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
    },
  };
};

export type NotificationService = ReturnType<typeof createNotificationService>;
