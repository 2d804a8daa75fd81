import { z } from 'zod/mini';
import { isSafeReturnPath } from '@tiles/contracts';

/** A notification as its owner reads it: title and body already in the request's locale. */
export const notificationSchema = z.object({
  messageId: z.string(),
  read: z.boolean(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path on this site to open, if any. */
  link: z.nullable(z.string()),
  /** A picture shown with it (a badge's image), a path on this site. */
  image: z.optional(z.string()),
  /** The language of title and body when it is not the reader's (an administrator wrote none in it): marked so. */
  lang: z.optional(z.string()),
  /** An ISO date-time: a notification whose date cannot be read is not a notification. */
  createdAt: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const messageIdSchema = z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'must be a notification id'));

export const markReadSchema = z.strictObject({ messageId: messageIdSchema });

export const notificationsQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});

/** An administrator's message to one learner (`to`: a user id) or to all learners of the site (`to`: 'all'). */
export const sendNotificationSchema = z.strictObject({
  to: z.string().check(z.minLength(1), z.maxLength(64)),
  title: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(120)),
  body: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(1000)),
  link: z.optional(z.string().check(z.maxLength(2000), z.refine(isSafeReturnPath, { message: 'must be a path on this site' }))),
});
export type SendNotification = z.infer<typeof sendNotificationSchema>;

/** The generic page of the site's accessibility statement (below the locale), linked from every page's footer. */
export const ACCESSIBILITY_STATEMENT_SLUG = 'accessibilita';

/**
 * A barrier someone met, told to the site's administrators (as a notification): where (a path on this site), what
 * happened, and how to answer them if they want an answer. Anyone may send one, signed in or not.
 */
export const barrierReportSchema = z.strictObject({
  page: z.string().check(z.maxLength(500), z.refine(isSafeReturnPath, { message: 'must be a path on this site, starting with /' })),
  description: z.string().check(z.trim(), z.minLength(10, 'must say what happened (at least 10 characters)'), z.maxLength(2000)),
  contact: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type BarrierReport = z.infer<typeof barrierReportSchema>;

/** The real-time socket (spec §7 and §9): shared by the api's server and the web's client. */
export const SOCKET_PATH = '/socket.io';
export const SOCKET_CLIENT_OPTIONS = {
  path: SOCKET_PATH,
  timeout: 20_000,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
} as const;

/** Socket event names, both ways. */
export const SOCKET_EVENTS = { createRoom: 'create-room', notify: 'notify' } as const;

/** `create-room` carries the user's own `_id`; anything else is refused. */
export const createRoomSchema = z.string().check(z.minLength(1), z.maxLength(64));

/** What `create-room` acknowledges: joined, or refused with the reason. */
export const createRoomAckSchema = z.union([z.object({ ok: z.literal(true) }), z.object({ ok: z.literal(false), error: z.string() })]);
export type CreateRoomAck = z.infer<typeof createRoomAckSchema>;

/** A live push: `id` names this push, `notification` is the stored notification in its reader's locale. */
export const notifyMessageSchema = z.object({ id: z.string(), notification: notificationSchema });
export type NotifyMessage = z.infer<typeof notifyMessageSchema>;

/** Typed event maps for socket.io's Server and Socket generics. */
export type ServerToClientEvents = { notify: (message: NotifyMessage) => void };
export type ClientToServerEvents = { 'create-room': (userId: string, ack?: (answer: CreateRoomAck) => void) => void };
