import { operation } from '@tiles/contracts';
import { z } from 'zod/mini';
import { pushKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema, unsubscribeQuerySchema } from './push.js';

/** Web Push (the server's key, a device's subscription for the signed-in learner) and mail's one-click unsubscribe. */
export const pushOperations = {
  getPushKey: operation({
    method: 'GET',
    path: '/push/key',
    group: 'notifications',
    summary: "The server's VAPID public key (base64url), the applicationServerKey a browser subscribes with",
    answer: pushKeySchema,
    access: 'anyone',
  }),
  subscribeToPush: operation({
    method: 'POST',
    path: '/push/subscriptions',
    group: 'notifications',
    summary: "Keep a device's push subscription for the caller: their notifications also go to it by push",
    description:
      "The body is the browser's PushSubscription JSON. Its endpoint must belong to an allowed push service " +
      '(WEB_PUSH_ALLOWED_ORIGINS; by default those of Chrome, Firefox, Edge and Safari, https only): any other is a 400 ' +
      'naming body.endpoint, and the server never sends anything to it. A subscription already kept (the same endpoint) ' +
      'now belongs to the caller (a shared browser signed in by someone else).',
    body: pushSubscriptionSchema,
    answer: null,
    status: 204,
    access: 'signed-in',
  }),
  unsubscribeFromPush: operation({
    method: 'DELETE',
    path: '/push/subscriptions',
    group: 'notifications',
    summary: "Forget one of the caller's push subscriptions (by endpoint); idempotent",
    body: pushUnsubscribeSchema,
    answer: null,
    status: 204,
    access: 'signed-in',
  }),
  unsubscribeFromMail: operation({
    method: 'POST',
    path: '/mail/unsubscribe',
    group: 'notifications',
    summary: 'Stop one kind of mail (a reminder, the weekly digest) by its signed link: RFC 8058 one-click unsubscribe',
    description:
      'The List-Unsubscribe URL of every reminder and digest. Mail clients POST it with the form body ' +
      '`List-Unsubscribe=One-Click`; the unsubscribe page posts it too (opening the link alone changes nothing). ' +
      'u: the learner, k: the kind, s: the signature of both; a wrong signature is a 400 naming query.s. Idempotent.',
    query: unsubscribeQuerySchema,
    body: z.optional(z.record(z.string(), z.unknown())),
    answer: null,
    status: 204,
    access: 'anyone',
  }),
} as const;
