import { z } from 'zod/mini';
import { audienceSchema, composeNotificationSchema, recipientCountSchema } from './cms.js';
import { operation } from '@tiles/contracts';
import { sendsNotifications, sent } from '@tiles/contracts-notifications';

/** What administrators write to learners from the composer: its audience's size, and the message itself. */
export const messageOperations = {
  countRecipients: operation({
    method: 'POST',
    path: '/admin/notifications/recipients',
    group: 'admin',
    summary: "How many learners an audience reaches (one learner by login, all learners, a course's learners); test learners never count",
    body: z.object({ audience: audienceSchema }),
    answer: recipientCountSchema,
    access: sendsNotifications,
    use: 'query',
  }),
  sendNotification: operation({
    method: 'POST',
    path: '/admin/notifications',
    group: 'admin',
    summary:
      "Send a notification written in the site's locales to an audience (admin mode; audited); each learner reads it in their locale, pushed live",
    body: composeNotificationSchema,
    answer: sent,
    status: 201,
    access: sendsNotifications,
    idempotent: true,
  }),
} as const;
