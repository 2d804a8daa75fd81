import { z } from 'zod/mini';
import { isoDate } from './tracking.js';
import { modeSchema } from './user.js';

/**
 * The mode the signed-in person works in, kept in their server-side session, and the modes their role allows
 * besides `user`. A client that names a mode (header `tiles-mode`) must name the session's: otherwise 403.
 */
export const MODE_HEADER = 'tiles-mode';
export const modeStateSchema = z.object({ mode: modeSchema, modes: z.array(modeSchema) });
export type ModeState = z.infer<typeof modeStateSchema>;
export const modeChangeSchema = z.strictObject({ mode: modeSchema });

/** One administrative action as the audit log keeps it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  userLogin: z.string(),
  mode: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Filters of the audit log: an entity kind, a login, and days (UTC) from and before which. */
export const auditQuerySchema = z.object({
  entity: z.optional(z.string().check(z.maxLength(64))),
  user: z.optional(z.string().check(z.maxLength(254))),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 100),
});

/** Tester mode: how many days the test learner's clock runs ahead (streaks, freezes and weekly summaries without waiting). */
export const TESTER_CLOCK_MAX_DAYS = 365;
export const testerClockSchema = z.strictObject({ offsetDays: z.int().check(z.minimum(0), z.maximum(TESTER_CLOCK_MAX_DAYS)) });
export type TesterClock = z.infer<typeof testerClockSchema>;
