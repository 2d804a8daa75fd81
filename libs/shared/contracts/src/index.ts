export {
  DEFAULT_LOCALE,
  isLocaleCode,
  localeCodeSchema,
  localeListSchema,
  localeSchema,
  type Locale,
  type LocaleCode,
} from './locale.js';
export { siteIdSchema, siteSchema, type Site } from './site.js';
export { categorySchema, tagTypeSchema, type Category, type TagType } from './tag.js';
export {
  apiErrorSchema,
  outcomeOf,
  REFRESH_TOKEN_HEADER,
  TILES_LOCALE_HEADER,
  TILES_SITE_ID_HEADER,
  type ApiErrorBody,
  type Outcome,
} from './envelope.js';
export { buildManifestSchema, type BuildManifest } from './build.js';
export { clientErrorReportSchema, type ClientErrorReport } from './client-error.js';
export {
  renderTemplate,
  toGenderCode,
  type GenderCode,
  type StoredGender,
  type TemplateParams,
} from './template.js';
export { textKeys, type TextKey } from './text-keys.js';
export { boilerplateEntrySchema, textKeySchema, type BoilerplateEntry } from './boilerplate.js';
export {
  publicEnvSchema,
  RUNTIME_CONFIG_META,
  showsInternals,
  webRuntimeConfigSchema,
  type PublicEnv,
  type WebRuntimeConfig,
} from './runtime-config.js';
export {
  genderSchema,
  localeUpdateSchema,
  modeSchema,
  roleSchema,
  timezoneSchema,
  userFieldsSchema,
  userSchema,
  userUpdateSchema,
  type Gender,
  type Mode,
  type Role,
  type User,
  type UserFields,
  type UserUpdate,
} from './user.js';
export {
  federatedLoginRequestSchema,
  federatedLoginResultSchema,
  isSafeReturnPath,
  loginRequestSchema,
  returnToSchema,
  SESSION_COOKIE,
  SESSION_LIFETIME_MS,
  sessionTokensSchema,
  type FederatedLoginRequest,
  type LoginRequest,
  type SessionTokens,
} from './auth.js';
export { formatDuration, parseDuration, sumDurations } from './duration.js';
export {
  catalogueQuerySchema,
  cataloguePageSchema,
  contentBlockSchema,
  contentPageSchema,
  courseCardSchema,
  courseDetailSchema,
  courseIdSchema,
  courseProgressSchema,
  courseSessionSchema,
  myCoursesSchema,
  positionSchema,
  routeResolutionSchema,
  tileRowSchema,
  tileSchema,
  type CatalogueQuery,
  type CataloguePage,
  type ContentBlock,
  type ContentPage,
  type CourseCard,
  type CourseDetail,
  type CourseProgress,
  type CourseSession,
  type RouteResolution,
  type Tile,
  type TileRow,
} from './courses.js';
export {
  behaviourEventSchema,
  busiestDay,
  formatStudyTotal,
  HIT_INTERVAL_CAP_MS,
  hitMs,
  hitSchema,
  IDLE_THRESHOLD_MS,
  msToMinutes,
  statsItemSchema,
  statsQuerySchema,
  statsSchema,
  WEEKDAYS,
  type BehaviourEvent,
  type Hit,
  type Stats,
  type StatsItem,
} from './tracking.js';
export {
  markReadSchema,
  messageIdSchema,
  notificationSchema,
  notificationsQuerySchema,
  sendNotificationSchema,
  type Notification,
  type SendNotification,
} from './notifications.js';
