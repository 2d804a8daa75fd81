import { z } from 'zod/mini';
import { isoDate, timezoneSchema } from '@tiles/contracts';

/**
 * Groups: a teacher's class or a trainer's cohort, the courses assigned to it with due dates, and what each member
 * chose to share. What a teacher and a manager may see, and why, is ADR 0029.
 */

/** The fewest contributing members whose figures a group's aggregates may show: no one can be singled out below it. */
export const GROUP_AGGREGATE_MIN_CONTRIBUTORS = 3;
/** The site's threshold unless an administrator raises it. */
export const GROUP_AGGREGATE_DEFAULT_THRESHOLD = 5;
/** A learner with work due who has not studied for this many days is at risk. */
export const AT_RISK_IDLE_DAYS = 7;
/** The days before a due date a reminder is sent, and on the due day itself. */
export const DUE_REMINDER_DAYS_BEFORE = 3;
/** How many weak spots the progress page shows. */
export const WEAK_SPOT_COUNT = 5;

/** A join code: 8 letters and digits without the look-alikes (0/O, 1/I/L), read without regard to case. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const joinCodeSchema = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/, 'must be a join code of 8 letters and digits such as K7MPQ2XR'),
  );

const groupId = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'must be a group id'));
export const groupParamsSchema = z.object({ groupId });
export const joinCodeParamsSchema = z.object({ code: joinCodeSchema });

export const groupRoles = ['teacher', 'member', 'overseer'] as const;
export type GroupRole = (typeof groupRoles)[number];

export const createGroupSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(80, 'must be at most 80 characters')),
  description: z._default(z.string().check(z.trim(), z.maxLength(500, 'must be at most 500 characters')), ''),
  /** Due dates end at midnight of this zone. */
  timeZone: timezoneSchema,
});
export type CreateGroup = z.infer<typeof createGroupSchema>;

export const joinGroupSchema = z.strictObject({
  code: joinCodeSchema,
  /** Asked when joining; off unless she says so. */
  share: z._default(z.boolean(), false),
});

export const sharingSchema = z.strictObject({ share: z.boolean() });

export const joinLinkSchema = z.strictObject({ enabled: z.boolean() });

/** Another teacher of the group, or a manager who oversees it, by the address of her account on the site. */
export const addStaffSchema = z.strictObject({
  email: z
    .string()
    .check(z.trim(), z.toLowerCase(), z.maxLength(254, 'must be at most 254 characters'), z.email('must be an email address')),
  role: z.enum(['teacher', 'overseer']),
});

/** At most this many rows in one CSV of people to invite to a group. */
export const MAX_GROUP_INVITATION_ROWS = 500;

/** An address to invite: trimmed, lower case. */
export const invitedEmailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.maxLength(254, 'must be at most 254 characters'), z.email('must be an email address'));

/**
 * People to invite by address: one, or a CSV like the administrators' invitations (`email,name,locale`, a header row
 * optional; name and locale only greet someone who has no account yet). Each gets a personal join link by mail.
 */
export const groupInvitationsSchema = z.union([
  z.strictObject({
    email: invitedEmailSchema,
    name: z.optional(z.string().check(z.trim(), z.maxLength(80, 'must be at most 80 characters'))),
    locale: z.optional(z.string().check(z.maxLength(10, 'must be a locale such as it-IT'))),
  }),
  z.strictObject({
    csv: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(200_000, 'must be at most 200,000 characters')),
  }),
]);
export type GroupInvitations = z.infer<typeof groupInvitationsSchema>;
/** Why a row was not invited: each has its text, `groups.invite.reason.<reason>`, in the teacher's language. */
export const groupInvitationProblemReasons = ['notEmail', 'unknownLocale', 'listedTwice', 'noAccount', 'inGroup'] as const;
export const groupInvitationsResultSchema = z.object({
  invited: z.int(),
  /** The rows that were not invited, by their line in the CSV (1 for a single address), and why. */
  problems: z.array(
    z.object({
      line: z.int(),
      email: z.string(),
      reason: z.enum(groupInvitationProblemReasons),
      params: z.record(z.string(), z.string()),
      message: z.string(),
    }),
  ),
});
export type GroupInvitationsResult = z.infer<typeof groupInvitationsResultSchema>;

/** A session by its place in its course: module 2, session 3. */
export const sessionPlaceSchema = z.strictObject({
  module: z.int().check(z.minimum(1, 'must be a module number')),
  session: z.int().check(z.minimum(1, 'must be a session number')),
});

export const createAssignmentSchema = z.strictObject({
  courseId: z.int().check(z.minimum(1, 'must be a course id')),
  /** Chosen sessions of the course, by their place in it; absent: the whole course. */
  sessions: z.optional(
    z
      .array(sessionPlaceSchema)
      .check(
        z.minLength(1, 'must name at least one session (leave it out for the whole course)'),
        z.maxLength(500, 'must name at most 500 sessions'),
      ),
  ),
  /** The last day, in the group's time zone (due at the end of it); absent: no due date. */
  dueDate: z.optional(isoDate),
  required: z._default(z.boolean(), true),
});
export type CreateAssignment = z.input<typeof createAssignmentSchema>;

export const assignmentStates = ['not-started', 'in-progress', 'completed', 'overdue'] as const;
export type AssignmentState = (typeof assignmentStates)[number];

export const assignmentSchema = z.object({
  id: z.string(),
  course: z.object({ _id: z.int(), slug: z.string(), title: z.string() }),
  /** The chosen sessions, or null for the whole course. */
  sessions: z.nullable(z.array(z.object({ module: z.int(), session: z.int() }))),
  /** How many sessions it asks for. */
  sessionCount: z.int(),
  dueDate: z.nullable(z.string()),
  /** The end of the due date in the group's time zone. */
  dueAt: z.nullable(z.string()),
  required: z.boolean(),
  assignedBy: z.string(),
  assignedAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** Where the learner stands in one assignment: what every teacher of the group sees, shared or not. */
export const memberStatusSchema = z.object({
  state: z.enum(assignmentStates),
  completedAt: z.nullable(z.string()),
  completedSessions: z.int(),
});
export type MemberStatus = z.infer<typeof memberStatusSchema>;

/** A learner's own status in one assignment, named by it. */
export const assignmentStatusSchema = z.extend(memberStatusSchema, { assignmentId: z.string() });
export type AssignmentStatus = z.infer<typeof assignmentStatusSchema>;

export const groupSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  timeZone: z.string(),
  role: z.enum(groupRoles),
  teachers: z.array(z.string()),
  /** The managers who oversee it (for its teachers and overseers; empty for a member). */
  overseers: z.array(z.string()),
  learners: z.int(),
  /** A member's choice to share her study figures with this group's teachers (null for a teacher or overseer). */
  sharing: z.nullable(z.boolean()),
  /** The join link, for its teachers. */
  join: z.nullable(z.object({ code: z.string(), enabled: z.boolean() })),
  assignments: z.array(assignmentSchema),
  /** A member's own status in each assignment (empty for teachers and overseers). */
  mine: z.array(assignmentStatusSchema),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

export const joinResultSchema = z.object({ group: groupSummarySchema, alreadyMember: z.boolean() });

/** What a member who shares lets the group's teachers see of one assignment. */
export const sharedAssignmentDetailSchema = z.object({
  /** Honest active minutes in the assignment's sessions. */
  activeMinutes: z.int(),
  /** What the assignment usually takes. */
  effortMinutes: z.int(),
  /** At her pace (null while her pace is not known, or when done). */
  minutesLeft: z.nullable(z.int()),
  /** Whether what is left fits before the due date at the minutes a day she studied lately (null: no due date, done, or no pace yet). */
  fitsBeforeDue: z.nullable(z.boolean()),
  daysStudied: z.int(),
});

export const memberProgressSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Whether she shares with this group (null for an overseer, who is not told). */
  sharing: z.nullable(z.boolean()),
  /**
   * Her status in each of the answer's `assignments`, in their order (by position: a thousand rows need not repeat
   * each assignment's id).
   */
  statuses: z.array(memberStatusSchema),
  /** Only for a member who shares with this group, and only for its teachers; null otherwise. */
  detail: z.nullable(
    z.object({
      /** In the order of the answer's `assignments`, as `statuses`. */
      assignments: z.array(sharedAssignmentDetailSchema),
      /** Days with any study in the assigned courses, over the last 60. */
      daysStudied: z.int(),
      lastStudiedDay: z.nullable(z.string()),
      /** Share of due review cards recalled over the last 30 days (null: none were due). */
      retention: z.nullable(z.number()),
      atRisk: z.boolean(),
      /** Why: behind the pace the due date asks, or no study for 7 days with work due. */
      atRiskReason: z.nullable(z.enum(['behind-pace', 'idle'])),
    }),
  ),
});
export type MemberProgress = z.infer<typeof memberProgressSchema>;

export const weakSpotSchema = z.object({
  questionId: z.string(),
  courseTitle: z.string(),
  sessionTitle: z.string(),
  prompt: z.string(),
  /** Share of first answers that were right, among the contributors who answered it. */
  firstTrySuccess: z.number(),
  answeredBy: z.int(),
});

export const groupProgressSchema = z.object({
  group: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }),
  viewer: z.enum(['teacher', 'overseer']),
  assignments: z.array(assignmentSchema),
  members: z.array(memberProgressSchema),
  /** Members who share: the group's figures are theirs. */
  contributors: z.int(),
  /** How many must contribute before the group's figures show (the site's setting). */
  threshold: z.int(),
  aggregates: z.nullable(
    z.object({
      medianMinutes: z.int(),
      /** Completed assignments over those given, across the contributors. */
      completionRate: z.number(),
      weakSpots: z.array(weakSpotSchema),
    }),
  ),
});
export type GroupProgress = z.infer<typeof groupProgressSchema>;
