import { z } from 'zod/mini';
import { courseCardSchema } from './courses.js';
import { localeCodeSchema } from '@tiles/contracts';

/** Today's goal and the streak as the home shows them: met, at risk (not met yet), saved by a freeze yesterday, none. */
export const homeDaySchema = z.object({
  goalMinutes: z.int(),
  todayMinutes: z.int(),
  streak: z.int(),
  freezes: z.int(),
  state: z.enum(['met', 'at-risk', 'frozen', 'none']),
});

const sessionRefSchema = z.object({
  module: z.int(),
  session: z.int(),
  moduleTitle: z.string(),
  sessionTitle: z.string(),
  /** The language the session's title is written in (see the course card's `lang`). */
  sessionLang: z.optional(localeCodeSchema),
});

/**
 * A course to start: not started yet, from the categories the learner studies (the catalogue's first for a
 * newcomer), with its effort estimate.
 */
export const recommendedCourseSchema = z.object({
  course: courseCardSchema,
  /** Why this one: `category`, one of the categories the learner studies; `catalogue`, the catalogue's order. */
  reason: z.enum(['category', 'catalogue']),
});

/** The signed-in learner's home: where to continue, today's goal and streak, the cards due, a next session. */
export const learnerHomeSchema = z.object({
  /** The session they were in, in the course they studied last (among those in progress), with its progress. */
  resume: z.nullable(z.extend(sessionRefSchema, { course: courseCardSchema })),
  /** The first session of that course not completed yet, other than the one to continue. */
  next: z.nullable(sessionRefSchema),
  day: homeDaySchema,
  /** Cards due for review before the day ends; null for a learner without cards. */
  review: z.nullable(z.object({ due: z.int() })),
  /** A course to start (null when every course is started): the next step when nothing to continue and no review due. */
  recommended: z.nullable(recommendedCourseSchema),
  /** Never enrolled in a course: greeted with a welcome, not a welcome back. */
  newcomer: z.boolean(),
});
export type LearnerHome = z.infer<typeof learnerHomeSchema>;
