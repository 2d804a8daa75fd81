import { operation } from '../operation.js';
import { pushKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '../push.js';

/** Web Push: the server's key, and a device's subscription for the signed-in learner. */
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
} as const;
