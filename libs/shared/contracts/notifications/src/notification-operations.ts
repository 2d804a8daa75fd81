import { z } from 'zod/mini';
import {
  barrierReportSchema,
  markReadSchema,
  notificationSchema,
  notificationsQuerySchema,
  sendNotificationSchema,
} from './notifications.js';
import { operation, PERMISSIONS } from '@tiles/contracts';

/** Who may send notifications: the permission, in admin mode. */
export const sendsNotifications = { permission: PERMISSIONS.sendNotifications, mode: 'admin' } as const;
/** What a send answers: how many learners it reached. */
export const sent = z.object({ sent: z.int() });

/** The learner's notifications (and the spec's send to one user or all, for other clients). */
export const notificationOperations = {
  getNotifications: operation({
    method: 'GET',
    path: '/notifications',
    group: 'notifications',
    summary: "The caller's notifications, newest first (limit: default 20, at most 100)",
    query: notificationsQuerySchema,
    answer: z.array(notificationSchema),
    access: 'signed-in',
    varies: ['locale', 'session'],
    provides: ['Notification'],
  }),
  markNotificationRead: operation({
    method: 'PATCH',
    path: '/notifications',
    group: 'notifications',
    summary: "Mark one of the caller's notifications read (idempotent); another user's or an unknown id is 404",
    body: markReadSchema,
    answer: null,
    status: 204,
    errors: [404],
    access: 'signed-in',
  }),
  postNotification: operation({
    method: 'POST',
    path: '/notifications',
    group: 'notifications',
    summary: "Send a notification (administrators, in admin mode; audited): to one user (their id) or to every learner of the site ('all')",
    body: sendNotificationSchema,
    answer: sent,
    status: 201,
    errors: [404],
    access: sendsNotifications,
  }),
  reportBarrier: operation({
    method: 'POST',
    path: '/accessibility/reports',
    group: 'notifications',
    summary: "Tell the site's administrators about an accessibility barrier: each gets it as a notification (anyone may send)",
    description:
      'page: the path where it happened; description: 10 to 2,000 characters; contact (optional): how to answer. ' +
      'Every report is kept whole. Each caller (an address; an IPv6 network) may send 5 a minute and 20 a day (then 429 ' +
      "with Retry-After); no one's limit is shared with others. Administrators get one notification per 15 minutes at " +
      'most: the report itself, or a digest of up to 10 (the rest follow in the next).',
    body: barrierReportSchema,
    answer: null,
    status: 202,
    errors: [429],
    access: 'anyone',
  }),
} as const;
