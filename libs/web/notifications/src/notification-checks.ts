/**
 * The schemas the bell reads its list and the live messages with: loaded with the first list or the socket, so zod
 * stays out of every page's first load (ADR 0038).
 */
export { notificationSchema, notifyMessageSchema } from '@tiles/contracts-notifications';
