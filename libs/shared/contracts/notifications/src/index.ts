/**
 * The contract of notifications, the live socket and accessibility barrier reports.
 * Its own entry point (and Nx project): a change here reaches only what imports it.
 */
// First: the contracts' settings that must stand before any schema is built.
import '@tiles/contracts';

export {
  ACCESSIBILITY_STATEMENT_SLUG,
  barrierReportSchema,
  createRoomSchema,
  markReadSchema,
  notifyMessageSchema,
  SOCKET_CLIENT_OPTIONS,
  SOCKET_EVENTS,
  SOCKET_PATH,
  notificationSchema,
  notificationsQuerySchema,
  sendNotificationSchema,
  type ClientToServerEvents,
  type BarrierReport,
  type CreateRoomAck,
  type Notification,
  type NotifyMessage,
  type ServerToClientEvents,
} from './notifications.js';
export { notificationOperations } from './notification-operations.js';
export { sendsNotifications, sent } from './notification-operations.js';
