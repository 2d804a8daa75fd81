import { z } from 'zod/mini';

/** The largest course package the api takes: the ZIP itself, before base64. */
export const CMI5_PACKAGE_MAX_BYTES = 50 * 1024 * 1024;

export const importCmi5CourseSchema = z.object({
  /** The file's name as the administrator picked it (`cmi5.xml`, `course.zip`): said back in messages. */
  fileName: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(255, 'must be at most 255 characters')),
  /** The package's bytes, base64: a ZIP with cmi5.xml at its root, or cmi5.xml alone. */
  content: z
    .string()
    .check(
      z.minLength(1, 'must not be empty'),
      z.maxLength(Math.ceil(CMI5_PACKAGE_MAX_BYTES / 3) * 4, `must be a package of at most ${CMI5_PACKAGE_MAX_BYTES / 1024 / 1024} MiB`),
      z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
    ),
  /** The category the course joins; the site's first when not given. */
  categoryId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type ImportCmi5Course = z.infer<typeof importCmi5CourseSchema>;

export const importedCmi5CourseSchema = z.object({
  courseId: z.int(),
  slug: z.string(),
  modules: z.int(),
  sessions: z.int(),
  files: z.int(),
});
export type ImportedCmi5Course = z.infer<typeof importedCmi5CourseSchema>;

export const cmi5LaunchSchema = z.object({
  /** The AU's address with cmi5's launch parameters (endpoint, fetch, actor, registration, activityId). */
  url: z.string(),
  /** `AnyWindow`: in the page; `OwnWindow`: a window of its own. */
  launchMethod: z.enum(['AnyWindow', 'OwnWindow']),
  /** `Review` once the AU's moveOn is met. */
  launchMode: z.enum(['Normal', 'Browse', 'Review']),
  /** The learner's registration in the course, and this launch's cmi5 session id. */
  registration: z.string(),
  sessionId: z.string(),
});
export type Cmi5Launch = z.infer<typeof cmi5LaunchSchema>;

/** cmi5's launch modes: `Browse` and `Review` look at an AU without any judgement being recorded. */
export const CMI5_LAUNCH_MODES = ['Normal', 'Browse', 'Review'] as const;

export const cmi5LaunchRequestSchema = z.object({
  /** Asked by the learner: `Browse` (look around first) or `Review` (look back); `Normal`, or `Review` once satisfied, when not given. */
  launchMode: z.optional(z.enum(CMI5_LAUNCH_MODES)),
});
export type Cmi5LaunchRequest = z.infer<typeof cmi5LaunchRequestSchema>;

/** Why an AU is waived (cmi5 §9.5.5.2's reasons, as the statement states them). */
export const CMI5_WAIVE_REASONS = ['Tested Out', 'Equivalent AU', 'Equivalent Outside Activity', 'Administrative'] as const;

export const cmi5RegistrationParamsSchema = z.object({ registration: z.uuid('must be a registration (a UUID)') });
export const cmi5SessionParamsSchema = z.object({ sessionId: z.uuid('must be a cmi5 session id (a UUID)') });

export const waiveCmi5AuSchema = z.object({
  /** The AU's place in the course: its module and session. */
  module: z.int().check(z.minimum(1, 'must be a module number (1 to 999)'), z.maximum(999, 'must be a module number (1 to 999)')),
  session: z.int().check(z.minimum(1, 'must be a session number (1 to 999)'), z.maximum(999, 'must be a session number (1 to 999)')),
  reason: z.enum(CMI5_WAIVE_REASONS, `must be one of ${CMI5_WAIVE_REASONS.join(', ')}`),
});
export type WaiveCmi5Au = z.infer<typeof waiveCmi5AuSchema>;

export const cmi5WaivedSchema = z.object({
  /** The cmi5 session id of the waiver's statements. */
  sessionId: z.string(),
  /** The blocks and course the waiver satisfied (their publisher ids), besides the AU. */
  satisfied: z.array(z.string()),
});
export type Cmi5Waived = z.infer<typeof cmi5WaivedSchema>;

export const cmi5AbandonedSchema = z.object({ sessionId: z.string(), abandonedAt: z.string() });
export type Cmi5Abandoned = z.infer<typeof cmi5AbandonedSchema>;
