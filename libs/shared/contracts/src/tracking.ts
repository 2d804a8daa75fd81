import { z } from 'zod/mini';

/** A day of the calendar (2026-02-30 is not one: the database would refuse it). */
const isCalendarDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};
/**
 * The days any query may name: a learning platform's history and plans, not the calendar's ends, where JavaScript
 * and the database part ways (year 0 and 9999 with a time zone are out of the database's range).
 */
export const ISO_DATE_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;
export const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-21'),
  z.refine(isCalendarDay, 'must be a day of the calendar'),
  z.refine(
    (day: string) => day >= ISO_DATE_RANGE.min && day <= ISO_DATE_RANGE.max,
    `must be a day from ${ISO_DATE_RANGE.min} to ${ISO_DATE_RANGE.max}`,
  ),
);

/** When a browser says something happened: a real instant of this century, not year 0 (the database has none). */
const clientInstant = z.iso.datetime().check(
  z.refine((value: string) => {
    const time = Date.parse(value);
    return time >= Date.UTC(2000, 0, 1) && time < Date.UTC(2100, 0, 1);
  }, 'must be an instant between 2000 and 2100'),
);

/** Past this long without input, a visible page stops counting as study time. */
export const IDLE_THRESHOLD_MS = 2 * 60 * 1000;
/** The server never credits one interval with more than this. */
export const HIT_INTERVAL_CAP_MS = 30 * 60 * 1000;

const clientIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'));
const pathSchema = z.string().check(z.maxLength(2048), z.regex(/^\/[^\s]*$/, 'must be a path starting with /'));
const positionSchema = z.int().check(z.minimum(1), z.maximum(2_147_483_647));

/** The longest interval one hit may report. */
export const HIT_MS_MAX = 86_400_000;
/** The longest a hit may have waited in a browser's offline queue: a year (older hits go out saying a year). */
export const HIT_WAITED_MS_MAX = 366 * 86_400_000;
const wholeMsUpTo = (max: number, field: string) =>
  z
    .number(`'${field}' must be a number of milliseconds`)
    .check(
      z.int(`'${field}' must be a whole number of milliseconds`),
      z.minimum(0, `'${field}' must be from 0 to ${max} milliseconds`),
      z.maximum(max, `'${field}' must be from 0 to ${max} milliseconds`),
    );

/** The fields a hit's meta may hold, each with its own bounds: nothing absurd (1e16 ms of waiting) reaches the writer. */
const META_FIELDS = { ms: HIT_MS_MAX, waitedMs: HIT_WAITED_MS_MAX } as const;

/**
 * One meta entry: a known field with a whole number of milliseconds in its range. A string where the number
 * belongs, or a field we do not know, is refused at the door (the error names the entry), never stored.
 */
const metaEntrySchema = z.discriminatedUnion(
  'field',
  [
    z.strictObject({ field: z.literal('ms'), value: wholeMsUpTo(META_FIELDS.ms, 'ms') }),
    z.strictObject({ field: z.literal('waitedMs'), value: wholeMsUpTo(META_FIELDS.waitedMs, 'waitedMs') }),
  ],
  { error: `must be { field, value } with field ${Object.keys(META_FIELDS).join(' or ')}` },
);

/** Each field at most once: which of two `ms` entries would count? */
const metaSchema = z.array(metaEntrySchema).check(
  z.maxLength(Object.keys(META_FIELDS).length),
  z.superRefine((meta, context) => {
    meta.forEach((entry, index) => {
      if (meta.findIndex((other) => other.field === entry.field) !== index)
        context.addIssue({ code: 'custom', message: `repeats the field '${entry.field}'`, path: [index, 'field'], input: entry.field });
    });
    if (!meta.some((entry) => entry.field === 'ms'))
      context.addIssue({
        code: 'custom',
        message: `must hold { field: 'ms', value } with a whole number of milliseconds (0 to ${HIT_MS_MAX})`,
        input: meta,
      });
  }),
);

/** A page-view hit: the active time spent since the previous hit of the same browser-session identity. */
export const hitSchema = z.strictObject({
  /** Optional, random per hit: a resend with the same clientId is recognised and counted once. */
  clientId: z.optional(clientIdSchema),
  ua: z.string().check(z.maxLength(512)),
  identity: clientIdSchema,
  origin: z.literal('web'),
  subject: z.strictObject({
    id: pathSchema,
    meta: metaSchema,
  }),
  course: z.optional(positionSchema),
  module: z.optional(positionSchema),
  session: z.optional(positionSchema),
  /**
   * The page the interval was spent on, as the browser saw it: the server credits the interval to it (within the
   * wall-clock caps), and to the identity's previous hit's page only when a hit names none. Only the browser knows
   * it after a full load, which sends no hit of its own.
   */
  from: z.optional(
    z.strictObject({
      id: pathSchema,
      course: z.optional(positionSchema),
      module: z.optional(positionSchema),
      session: z.optional(positionSchema),
    }),
  ),
});
export type Hit = z.infer<typeof hitSchema>;

export const hitMs = (hit: Hit) => hit.subject.meta.find((entry) => entry.field === 'ms')?.value ?? 0;

/**
 * How long a hit waited in the browser's queue before it was sent (`{ field: 'waitedMs' }`, set when a queued hit
 * goes out): the server then knows when the interval really ended. 0 when absent; within its bounds even for a hit
 * that never passed the door (the writer shared by every learner must place whatever reaches it).
 */
export const hitWaitedMs = (hit: Hit) => {
  const value = hit.subject.meta.find((entry) => entry.field === 'waitedMs')?.value;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(value, HIT_WAITED_MS_MAX) : 0;
};

const eventPart = z.string().check(z.regex(/^[a-zA-Z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _'));

/** A behaviour event: `track('session.completed.course', subject)` -> action, variant, scope. */
export const behaviourEventSchema = z.strictObject({
  clientId: z.optional(clientIdSchema),
  ua: z.string().check(z.maxLength(512)),
  origin: z.literal('web'),
  type: z.literal('event'),
  createdAt: clientInstant,
  action: eventPart,
  variant: eventPart,
  scope: eventPart,
  subject: z.record(
    z.string().check(z.maxLength(64)),
    z.union([
      z.string().check(z.maxLength(512)),
      z.number().check(z.minimum(-Number.MAX_SAFE_INTEGER), z.maximum(Number.MAX_SAFE_INTEGER)),
      z.boolean(),
      z.null(),
    ]),
  ),
});
export type BehaviourEvent = z.infer<typeof behaviourEventSchema>;

export const statsItemSchema = z.object({ label: z.string(), data: z.number() });
export type StatsItem = z.infer<typeof statsItemSchema>;

/** All in milliseconds. Labels: ISO dates (by day), `mon`..`sun` (by weekday), `00`..`23` (by hour). */
export const statsSchema = z.object({
  totalTimeSpent: z.number(),
  averageTimeSpentByDay: z.array(statsItemSchema),
  timeSpentByDay: z.array(statsItemSchema),
  devices: z.array(statsItemSchema),
  timeSpentByHour: z.array(statsItemSchema),
  courseSubject: z.array(statsItemSchema),
});
export type Stats = z.infer<typeof statsSchema>;

/** Spec §7: `GET /api/stats` answers the stats under `outcome.data`. */
export const statsAnswerSchema = z.object({ outcome: z.object({ data: statsSchema }) });

export const statsQuerySchema = z.object({ from: z.optional(isoDate), to: z.optional(isoDate) });

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The busiest day: the weekday with the highest average (the first one on a tie); null when nothing was studied. */
export const busiestDay = (averages: readonly StatsItem[]): StatsItem | null =>
  averages.reduce<StatsItem | null>((best, item) => (item.data > 0 && (!best || item.data > best.data) ? item : best), null);

/** `{h} H {m} Min` from milliseconds (minutes rounded down). */
export const formatStudyTotal = (ms: number) => {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  return `${Math.floor(minutes / 60)} H ${minutes % 60} Min`;
};

/** Chart series show minutes. */
export const msToMinutes = (ms: number) => Math.round((ms / 60_000) * 10) / 10;
