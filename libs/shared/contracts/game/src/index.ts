/**
 * The contract of levels, badges, XP, streaks and the game's notices.
 * Its own entry point (and Nx project): a change here reaches only what imports it.
 */
// First: the contracts' settings that must stand before any schema is built.
import '@tiles/contracts';

export {
  badgeListAnswerSchema,
  DAILY_GOAL_MINUTES,
  GAME_NOTICE_KINDS,
  PUSH_NOTICE_KINDS,
  MAIL_NOTICE_KINDS,
  DEFAULT_MAIL_KINDS,
  type MailNoticeKind,
  type PushNoticeKind,
  noticeKindOfType,
  REMINDER_HOURS,
  type GameNoticeKind,
  deriveUserBadges,
  deriveUserLevels,
  ledgerAnswerSchema,
  ledgerEntrySchema,
  levelForExperience,
  pendingSessionXpAnswerSchema,
  type PendingSessionXp,
  levelListAnswerSchema,
  levelThreshold,
  progressAnswerSchema,
  streakAnswerSchema,
  tierReached,
  type BadgeDefinition,
  type BadgeMeasure,
  type DerivedUserBadge,
  type DerivedUserLevel,
  type LedgerEntry,
  type LedgerSource,
  type LevelDefinition,
  type Streak,
  type StreakDay,
  type UserProgress,
  xpRulesSchema,
  type XpRules,
} from './game.js';
export { gameOperations, LEDGER_LIMIT } from './game-operations.js';
export { badgeDefinitionSchema, levelDefinitionSchema } from './game.js';
