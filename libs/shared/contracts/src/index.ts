// First: settings that must stand before any schema is built.
import './no-eval.js';

export {
  DEFAULT_LOCALE,
  directionOf,
  isLocaleCode,
  localeCodeSchema,
  localeListSchema,
  localeSchema,
  pickTranslation,
  translationLocale,
  type Locale,
} from './locale.js';
export { MAINTENANCE_RETRY_AFTER_SECONDS, signUpPolicySchema, siteIdSchema, siteSchema, type SignUpPolicy, type Site } from './site.js';
export { categorySchema, tagTypeSchema, type Category, type TagType } from './tag.js';
export {
  API_ERROR_CODES,
  apiErrorCodeOfStatus,
  apiErrorSchema,
  isApiErrorCode,
  outcomeOf,
  type ApiErrorCode,
  REFRESH_TOKEN_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  TILES_LOCALE_HEADER,
  TILES_SITE_ID_HEADER,
  type ApiErrorBody,
} from './envelope.js';
export { buildManifestSchema, type BuildManifest } from './build.js';
export { clientErrorReportSchema, type ClientErrorReport } from './client-error.js';
export {
  hasPluralForms,
  loadTemplateParser,
  pluralSourcesOf,
  pluralTextsReady,
  provideParsedTexts,
  renderTemplate,
  templateParserLoaded,
  templateProblem,
  toGenderCode,
  type GenderCode,
  type ParsedTexts,
  type TemplateParams,
} from './template.js';
export {
  defineTexts,
  TEXT_LOCALES,
  type TextKey,
  type TextLocale,
  type TextRegistry,
  type TextTable,
  type TextTranslations,
} from './texts.js';
export { boilerplateEntrySchema, type BoilerplateEntry } from './boilerplate.js';
export {
  publicEnvSchema,
  RUNTIME_CONFIG_META,
  showsInternals,
  webRuntimeConfigSchema,
  type PublicEnv,
  type WebRuntimeConfig,
} from './runtime-config.js';
export {
  auditEntrySchema,
  auditQuerySchema,
  MODE_HEADER,
  modeChangeSchema,
  modeStateSchema,
  TESTER_CLOCK_MAX_DAYS,
  testerClockSchema,
  type AuditEntry,
  type TesterClock,
  type ModeState,
} from './modes.js';
export {
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_COOKIE,
  COLOR_SCHEME_PREFERENCES,
  colorSchemePreferenceSchema,
  colorSchemeUpdateSchema,
  genderSchema,
  localeUpdateSchema,
  modeSchema,
  roleSchema,
  timezoneSchema,
  personNameSchema,
  userFieldsSchema,
  userSchema,
  userUpdateSchema,
  type ColorSchemePreference,
  type Gender,
  type Mode,
  type Role,
  type User,
  type UserUpdate,
} from './user.js';
export {
  addPasskeyRequestSchema,
  PASSKEY_NAME_MAX,
  passkeyLoginRequestSchema,
  passkeySchema,
  type Passkey,
  webAuthnOptionsSchema,
  federatedLoginRequestSchema,
  federatedLoginResultSchema,
  isSafeReturnPath,
  isSignInError,
  SIGN_IN_ERRORS,
  type SignInError,
  returnToOf,
  returnToSchema,
  loginRequestSchema,
  SESSION_COOKIE,
  SESSION_PRESENCE_COOKIE,
  SESSION_LIFETIME_MS,
  sessionTokensSchema,
  signedInSchema,
  type FederatedLoginRequest,
  type LoginRequest,
  type SessionTokens,
  type SignedIn,
} from './auth.js';
export { formatDuration, parseDuration, spokenDuration, sumDurations } from './duration.js';
export {
  behaviourEventSchema,
  busiestDay,
  formatStudyTotal,
  HIT_INTERVAL_CAP_MS,
  hitMs,
  HIT_WAITED_MS_MAX,
  hitWaitedMs,
  hitSchema,
  IDLE_THRESHOLD_MS,
  isoDate,
  msToMinutes,
  statsQuerySchema,
  statsAnswerSchema,
  WEEKDAYS,
  type BehaviourEvent,
  type Hit,
  type Stats,
  type StatsItem,
} from './tracking.js';
export {
  localeOfPath,
  pageLocale,
  parseSessionPath,
  paths,
  WEB_ROUTES,
  type ProfileTab,
  type RouteLayout,
  type WebRouteId,
  type RouteValidationContext,
  type WebRouteMeta,
} from './web-routes.js';
export { PERMISSIONS, type Permission } from './permissions.js';
export {
  BRAND_COLOURS,
  OFFLINE_CACHE_KEY_HEADER,
  OFFLINE_COPY_HEADER,
  offlineCacheName,
  otherLearnersCaches,
  pagesCacheName,
  PER_LEARNER_CACHE_PREFIXES,
  SERVICE_WORKER_URL,
  VISITOR_CACHE_KEY,
  WEB_MANIFEST_URL,
  type ServiceWorkerMessage,
} from './offline.js';
export {
  CACHE_TAG_TYPES,
  cacheTagsOf,
  operation,
  operationUrl,
  pathParameters,
  queryString,
  type Access,
  type AnswerInputOf,
  type AnswerOf,
  type ArgsOf,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type CacheTagRule,
  type CacheTagType,
  type HttpMethod,
  type Operation,
  type Variation,
} from './operation.js';
export { statsOperations, STATS_DEFAULT_RANGE_DAYS, STATS_MAX_RANGE_DAYS } from './operations/stats.js';
export { eventOperations } from './operations/events.js';
export { siteOperations } from './operations/site.js';
export { tagOperations } from './operations/tags.js';
export { adminOperations } from './operations/admin.js';
export { authOperations } from './operations/auth.js';
export { platformOperations } from './operations/platform.js';
