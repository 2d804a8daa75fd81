import { z } from 'zod/mini';
import { auditEntrySchema, auditQuerySchema, testerClockSchema } from '../modes.js';
import { operation } from '../operation.js';
import { PERMISSIONS } from '../permissions.js';

/** The administrator's audit log and the tester's tools (their clock, their test progress). */
export const adminOperations = {
  getAudit: operation({
    method: 'GET',
    path: '/admin/audit',
    group: 'admin',
    summary: 'The audit log of administrative actions, newest first (administrators, in admin mode)',
    description:
      'Filters: entity (site, notification, session...), user (login), from and to (UTC days, both included), limit (1 to 500, default 100).',
    query: auditQuerySchema,
    answer: z.array(auditEntrySchema),
    access: { permission: PERMISSIONS.readAudit, mode: 'admin' },
  }),
  getTesterClock: operation({
    method: 'GET',
    path: '/tester/clock',
    group: 'tester',
    summary: "How many days the test learner's clock runs ahead (tester mode)",
    answer: testerClockSchema,
    access: { mode: 'tester' },
    varies: ['session'],
  }),
  setTesterClock: operation({
    method: 'PUT',
    path: '/tester/clock',
    group: 'tester',
    summary:
      "Moves the test learner's clock ahead by offsetDays (0 to 365; tester mode): streaks, freezes and weekly summaries without waiting",
    body: testerClockSchema,
    answer: testerClockSchema,
    access: { mode: 'tester' },
    // Every per-user answer (streak, stats, courses) is asked again for the new day.
    invalidates: ['Session'],
  }),
  resetTestProgress: operation({
    method: 'DELETE',
    path: '/tester/progress',
    group: 'tester',
    summary: "Reset my test progress (tester mode): deletes everything the tester's test learner did, in one transaction",
    answer: z.object({ rows: z.int() }),
    access: { mode: 'tester' },
    invalidates: ['Session'],
  }),
} as const;
