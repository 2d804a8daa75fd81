import { noticeKindOfType } from '@tiles/contracts-game';
import { type NotifyMessage } from '@tiles/contracts-notifications';
import type { AuditWithin } from '@tiles/api-audit/repository';
import type { DevicePushMessage } from '@tiles/api-push/repository';
import type { NewNotification, NotificationRepository, NotificationRow } from './repository.js';

/** Where new notifications are pushed live (the socket server; a no-op where none runs). */
export type NotificationPublisher = { toUser: (userId: string, message: NotifyMessage) => void };

/** Where notifications also go to the learners' devices by Web Push (queued; sent after). */
export type DevicePush = { deliver: (messages: DevicePushMessage[]) => Promise<void> };

/**
 * Creating a notification stores it, pushes it to its owner's room (open tabs) and queues it for their devices'
 * Web Push, rendered in the owner's locale. Every sender (the system's welcome, administrators, the game's awards
 * and reminders) goes through `send`.
 */
export const createNotificationService = (repository: NotificationRepository, publisher: NotificationPublisher, devices: DevicePush) => {
  /** Stores and pushes; an administrator's send is audited with the stored rows, in their transaction. */
  const send = async (entries: NewNotification[], audit?: AuditWithin<NotificationRow[]>) => {
    const rows = await repository.create(entries, audit);
    const readers = await repository.readers([...new Set(rows.map((row) => row.userId))]);
    const presented = await repository.presentToOwners(rows, readers);
    // The push id is the notification's id, so dismissing a toast marks exactly that notification read.
    for (const { row, notification } of presented) publisher.toUser(row.userId, { id: row.id, notification });
    await devices.deliver(
      presented.map(({ row, notification: { messageId, title, body, link, image, lang } }) => ({
        userId: row.userId,
        kind: noticeKindOfType(row.type),
        payload: { id: messageId, title, body, link, ...(image ? { image } : {}), ...(lang ? { lang } : {}) },
      })),
    );
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
