/**
 * The whole database schema, gathered from its owners: each module keeps its tables beside it (`modules/<name>/schema.ts`).
 * Drizzle's client is typed with it and drizzle-kit reads it; the migrations stay one ordered history (`apps/api/drizzle`).
 */
export * from '@tiles/api-platform/db/columns';
export * from '../modules/site/schema.js';
export * from '../modules/i18n/schema.js';
export * from '../modules/lms/schema.js';
export * from '../modules/roles/schema.js';
export * from '../modules/users/schema.js';
export * from '../modules/auth/schema.js';
export * from '../modules/content/schema.js';
export * from '../modules/events/schema.js';
export * from '../modules/notifications/schema.js';
export * from '../modules/game/schema.js';
export * from '../modules/records/schema.js';
export * from '../modules/mail/schema.js';
export * from '../modules/push/schema.js';
export * from '../modules/audit/schema.js';
export * from '../modules/drafts/schema.js';
export * from '../modules/idempotency/schema.js';
export * from '@tiles/api-platform/db/domain-events-table';
export * from '../modules/practice/schema.js';
