import { z } from 'zod/mini';
import { ledgerEntrySchema } from '@tiles/contracts-game';
import { recommendedCourseSchema } from './home.js';

/**
 * What a completed session earned, for the moment it ends: its honest active minutes, the XP it brought (each award
 * as the ledger tells it), its questions, the day's goal and streak, the badges it moved. Every figure is read from
 * what the progress page reads.
 */
export const sessionRewardSchema = z.object({
  completed: z.boolean(),
  /** Active minutes on this session, every visit (what the session's XP rule counts). */
  minutes: z.int(),
  /** Minutes of active study still needed for the session's XP (0 once earned, or for those who earn none). */
  missingMinutes: z.int(),
  /** Today's awards that came from this session: its completion, its questions, its module and course, the day's time and goal. */
  awards: z.array(ledgerEntrySchema),
  questions: z.object({ total: z.int(), answered: z.int(), right: z.int() }),
  day: z.object({
    goalMinutes: z.int(),
    todayMinutes: z.int(),
    /** The streak, counting today once the goal is met. */
    streak: z.int(),
    goalMet: z.boolean(),
  }),
  /** The badges whose measure this session moved (lessons, courses), with the next tier's threshold (null: top). */
  badges: z.array(
    z.object({ _id: z.string(), name: z.string(), image: z.string(), amount: z.int(), tier: z.int(), nextTier: z.nullable(z.int()) }),
  ),
  /** The next step after the course's next session, as the home offers it: the cards due today, then a course to start. */
  upNext: z.object({
    review: z.nullable(z.object({ due: z.int() })),
    recommended: z.nullable(recommendedCourseSchema),
  }),
});
export type SessionReward = z.infer<typeof sessionRewardSchema>;
