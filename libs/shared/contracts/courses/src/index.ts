/**
 * The contract of the catalogue, courses, sessions and their content, the learner's home and a session's reward.
 * Its own entry point (and Nx project): a change here reaches only what imports it.
 */
// First: the contracts' settings that must stand before any schema is built.
import '@tiles/contracts';

export {
  catalogueQuerySchema,
  cataloguePageSchema,
  courseDetailSchema,
  courseEffortSchema,
  EFFORT_MIN_LEARNERS,
  courseIdSchema,
  courseSessionSchema,
  myCoursesSchema,
  positionSchema,
  sessionParamsSchema,
  routeResolutionSchema,
  type CatalogueQuery,
  type CataloguePage,
  type ContentBlock,
  type CourseCard,
  type CourseDetail,
  type CourseProgress,
  type CourseEffort,
  type CourseSession,
  type RouteResolution,
  type Tile,
  type TileRow,
} from './courses.js';
export { contentOperations } from './content-operations.js';
export { homeOperations } from './home-operations.js';
export { homeDaySchema, type LearnerHome, learnerHomeSchema, recommendedCourseSchema } from './home.js';
export { lmsOperations } from './lms-operations.js';
export { sessionRewardSchema, type SessionReward } from './session-reward.js';
export { contentBlockSchema, tileRowSchema } from './courses.js';
