/**
 * The contract of Web Push subscriptions and unsubscribe links.
 * Its own entry point (and Nx project): a change here reaches only what imports it.
 */
// First: the contracts' settings that must stand before any schema is built.
import '@tiles/contracts';

export { pushOperations } from './push-operations.js';
export {
  type PushKey,
  type PushMessage,
  type PushSubscriptionJson,
  pushKeySchema,
  pushMessageSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  type UnsubscribeQuery,
  unsubscribeQuerySchema,
} from './push.js';
