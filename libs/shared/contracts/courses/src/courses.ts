import { z } from 'zod/mini';
import { practiceQuestionSchema } from '@tiles/contracts-practice';
import { localeCodeSchema } from '@tiles/contracts';

/** One entry of a tile: a prefix and its lines (one line: a single tile; several: a multiline tile). */
export const tileContentSchema = z.object({ prefix: z.string(), lines: z.array(z.string()) });
/** `lang`, on a tile and a row: the language its texts are written in, where it is not the reader's (see the course card's). */
export const tileSchema = z.object({ key: z.string(), content: z.array(tileContentSchema), lang: z.optional(localeCodeSchema) });
export type Tile = z.infer<typeof tileSchema>;

export const tileRowSchema = z.object({
  name: z.string(),
  description: z.string(),
  isExpired: z.boolean(),
  tiles: z.array(tileSchema),
  lang: z.optional(localeCodeSchema),
});
export type TileRow = z.infer<typeof tileRowSchema>;

export const courseIdSchema = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));
export const positionSchema = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(999));
/** A session's address in a path: its course, its module's and its own number. */
export const sessionParamsSchema = z.object({ course: courseIdSchema, module: positionSchema, session: positionSchema });

export const enrolmentStatusSchema = z.enum(['in-progress', 'completed']);

export const courseProgressSchema = z.object({
  status: enrolmentStatusSchema,
  completedSessions: z.int(),
  totalSessions: z.int(),
  startedAt: z.string(),
  completedAt: z.nullable(z.string()),
  /** Where the learner left off: the last session opened. */
  lastSession: z.nullable(z.object({ module: z.int(), session: z.int() })),
  /**
   * About how many minutes of study are left at the learner's own pace (their active time on the sessions they
   * completed against those sessions' durations, applied to the rest); null until they completed one, or when done.
   */
  minutesLeft: z.optional(z.nullable(z.int())),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** An estimate from learners' time is shown only once this many completed the course. */
export const EFFORT_MIN_LEARNERS = 5;

/** How much study a course takes: honest time where enough learners finished it, else its content's durations. */
export const courseEffortSchema = z.object({
  minutes: z.int(),
  /** `learners`: the median active study time of those who completed it; `content`: the sum of its sessions' durations. */
  basis: z.enum(['learners', 'content']),
  /** How many completed it (the median's sample; below EFFORT_MIN_LEARNERS the content decides). */
  learners: z.int(),
});
export type CourseEffort = z.infer<typeof courseEffortSchema>;

export const courseCardSchema = z.object({
  _id: z.int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.object({ _id: z.string(), slug: z.string(), name: z.string() }),
  cover: z.string(),
  /** `Xh Ym Zs`, the sum of the sessions' durations. */
  duration: z.string(),
  sessionDurations: z.array(z.string()),
  expiresAt: z.nullable(z.string()),
  expired: z.boolean(),
  published: z.boolean(),
  /** The caller's enrolment; null when not enrolled or not signed in. */
  progress: z.nullable(courseProgressSchema),
  /** Always answered; optional so that copies kept offline from before it existed still read. */
  effort: z.optional(courseEffortSchema),
  /**
   * The language its title and description are written in: the reader's, or the site's default where they are not
   * translated yet (so a page in another language marks them with their own `lang`). Optional like `effort`.
   */
  lang: z.optional(localeCodeSchema),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

export const catalogueQuerySchema = z.object({
  category: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,64}$/, 'must be a category slug'))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 12),
});
export type CatalogueQuery = z.input<typeof catalogueQuerySchema>;

export const cataloguePageSchema = z.object({
  items: z.array(courseCardSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type CataloguePage = z.infer<typeof cataloguePageSchema>;

export const sessionSummarySchema = z.object({
  number: z.int(),
  title: z.string(),
  duration: z.string(),
  completed: z.boolean(),
  /** The language its title is written in (see the course card's `lang`). */
  lang: z.optional(localeCodeSchema),
});

export const courseDetailSchema = z.extend(courseCardSchema, {
  modules: z.array(
    z.object({ number: z.int(), title: z.string(), sessions: z.array(sessionSummarySchema), lang: z.optional(localeCodeSchema) }),
  ),
  rows: z.array(tileRowSchema),
  /**
   * For an enrolled learner, of the course's questions: how many they answered, and how many they have mastered (a
   * card in review whose memory is stable for three weeks or more). Null for others or a course without questions.
   */
  practice: z.nullable(z.object({ questions: z.int(), answered: z.int(), mastered: z.int() })),
  /** How many questions its sessions ask (the public page says it); optional for copies kept before it existed. */
  questions: z.optional(z.int()),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** Rich text as blocks: safe to render without HTML. */
export const contentBlockSchema = z.union([
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
  z.object({ type: z.literal('quote'), text: z.string(), source: z.optional(z.string()) }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const sessionPositionSchema = z.object({ module: z.int(), session: z.int() });

export const courseSessionSchema = z.object({
  /** `lang` on the course, the module and the session: the language of each one's texts (see the course card's). */
  course: z.object({ _id: z.int(), slug: z.string(), title: z.string(), lang: z.optional(localeCodeSchema) }),
  module: z.object({ number: z.int(), title: z.string(), lang: z.optional(localeCodeSchema) }),
  session: z.object({
    number: z.int(),
    title: z.string(),
    duration: z.string(),
    content: z.array(contentBlockSchema),
    video: z.nullable(z.object({ src: z.string(), title: z.string(), poster: z.nullable(z.string()) })),
    materials: z.array(z.object({ _id: z.string(), title: z.string(), url: z.string(), fileName: z.string() })),
    /** The language its title and content are written in (see the course card's `lang`). */
    lang: z.optional(localeCodeSchema),
  }),
  previous: z.nullable(sessionPositionSchema),
  next: z.nullable(sessionPositionSchema),
  /** Its questions ("Mettiti alla prova"), after its content. */
  questions: z.array(practiceQuestionSchema),
  completed: z.boolean(),
  /**
   * For a completed session: whether its XP was earned, or how many more minutes of active study it needs (XP
   * comes when both are done, in either order). Null when not completed, or for those who earn no XP (staff).
   */
  xp: z.nullable(z.object({ earned: z.boolean(), missingMinutes: z.int() })),
  /** The learner's progress in the course; null for an editor reading it in admin mode without being enrolled. */
  progress: z.nullable(courseProgressSchema),
  /** A session that is an imported cmi5 AU: launched in the page (`AnyWindow`) or in a window of its own. */
  au: z.optional(z.object({ launchMethod: z.enum(['AnyWindow', 'OwnWindow']) })),
});
export type CourseSession = z.infer<typeof courseSessionSchema>;

export const contentPageSchema = z.object({ path: z.string(), title: z.string(), rows: z.array(tileRowSchema) });
export type ContentPage = z.infer<typeof contentPageSchema>;

/** What a path holds: a page, or a redirect from the route rules. */
export const routeResolutionSchema = z.union([
  z.object({ type: z.literal('page'), page: contentPageSchema }),
  z.object({ type: z.literal('redirect'), location: z.string(), status: z.int(), external: z.boolean() }),
]);
export type RouteResolution = z.infer<typeof routeResolutionSchema>;

export const myCoursesSchema = z.array(courseCardSchema);
