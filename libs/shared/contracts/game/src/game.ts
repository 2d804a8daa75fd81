import { z } from 'zod/mini';
import { outcomeOf } from '@tiles/contracts';

/** A level of the one table all categories share: `experience` is the XP it needs. */
export const levelDefinitionSchema = z.object({
  level: z.number().check(z.int(), z.gte(1)),
  experience: z.number().check(z.int(), z.gte(0)),
  name: z.string(),
});
export type LevelDefinition = z.infer<typeof levelDefinitionSchema>;

export const BADGE_MEASURES = [
  'streak',
  'study-hours',
  'sessions',
  'courses',
  'deep-focus',
  'perfect-week',
  'explorer',
  'category-master',
  'memory',
] as const;
export type BadgeMeasure = (typeof BADGE_MEASURES)[number];

/** A badge: its measure and the values (tiers) that earn it; `chain` in a learner's progress is the tier reached. */
export const badgeDefinitionSchema = z.object({
  _id: z.string(),
  measure: z.enum(BADGE_MEASURES),
  tiers: z.array(z.number().check(z.gt(0))),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  hidden: z.boolean(),
});
export type BadgeDefinition = z.infer<typeof badgeDefinitionSchema>;

const instant = z.string().check(z.iso.datetime({ offset: true }));

/** Spec §3: badges keyed by badge id, levels keyed by category id. */
export const userProgressSchema = z.object({
  badges: z.record(
    z.string(),
    z.object({
      obtainedAt: instant,
      amount: z.number(),
      chain: z.number().check(z.int(), z.gte(1)),
      /** When each tier was reached, tier 1 first. */
      tierDates: z.optional(z.array(instant)),
    }),
  ),
  levels: z.record(z.string(), z.object({ level: z.number().check(z.int(), z.gte(1)), obtainedAt: instant, experience: z.number() })),
  /** Every badge's current measure, earned or not (the next tier shows as amount / threshold). */
  amounts: z.optional(z.record(z.string(), z.number())),
});
export type UserProgress = z.infer<typeof userProgressSchema>;

export const LEDGER_SOURCES = ['time', 'session', 'module', 'course', 'goal', 'recall', 'practice'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

/** One award: what earned it, in which category, and when. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  source: z.enum(LEDGER_SOURCES),
  xp: z.number(),
  categoryId: z.nullable(z.string()),
  categoryName: z.nullable(z.string()),
  /** What it was for, readable: a session's or course's title, or the day. */
  subject: z.string(),
  localDay: z.string(),
  createdAt: instant,
  /** Review: the cards recalled that day in the category, told as one entry. */
  count: z.optional(z.int()),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** A completed session whose XP still waits for enough active study, and the minutes it still needs. */
export const pendingSessionXpSchema = z.object({
  subject: z.string(),
  course: z.int(),
  module: z.int(),
  session: z.int(),
  missingMinutes: z.int(),
});
export type PendingSessionXp = z.infer<typeof pendingSessionXpSchema>;
export const pendingSessionXpAnswerSchema = outcomeOf(z.array(pendingSessionXpSchema));

export const DAILY_GOAL_MINUTES = [5, 10, 20, 30] as const;

/** Kinds of game notification; each can be turned off. */
export const GAME_NOTICE_KINDS = ['level', 'badge', 'freeze', 'repair', 'risk', 'review'] as const;
export type GameNoticeKind = (typeof GAME_NOTICE_KINDS)[number];
/** Kinds a learner may keep off their devices' push: the game's, and `messages` (administrators' and the site's). */
export const PUSH_NOTICE_KINDS = [...GAME_NOTICE_KINDS, 'messages'] as const;
export type PushNoticeKind = (typeof PUSH_NOTICE_KINDS)[number];
/**
 * Kinds that can go by mail: the reminders (also by mail, when chosen), the weekly digest (only by mail) and the
 * reminders of work a teacher assigned (`due`: three days before and on the day).
 */
export const MAIL_NOTICE_KINDS = ['risk', 'review', 'digest', 'due'] as const;
/** What a new learner gets by mail until she chooses: the digest and her assignments' due dates. */
export const DEFAULT_MAIL_KINDS: MailNoticeKind[] = ['digest', 'due'];
export type MailNoticeKind = (typeof MAIL_NOTICE_KINDS)[number];
/** A notification's kind by its type: `game.level` is `level`; a bundle of awards counts as `badge`; others are messages. */
export const noticeKindOfType = (type: string): PushNoticeKind => {
  const kind = type.startsWith('game.') ? type.slice('game.'.length) : undefined;
  if (kind === 'bundle') return 'badge';
  return (GAME_NOTICE_KINDS as readonly string[]).includes(kind ?? '') ? (kind as GameNoticeKind) : 'messages';
};
/** The streak-at-risk reminder is never sent from 22:00 to 08:00: its hour is one of 8 to 21. */
export const REMINDER_HOURS = { first: 8, last: 21 } as const;
export const dailyGoalSchema = z.object({
  minutes: z.union([z.literal(5), z.literal(10), z.literal(20), z.literal(30)]),
});

export const streakDaySchema = z.object({
  day: z.string(),
  state: z.enum(['studied', 'frozen', 'repaired', 'missed', 'today']),
  minutes: z.number(),
});
export type StreakDay = z.infer<typeof streakDaySchema>;

export const streakSchema = z.object({
  current: z.number().check(z.int(), z.gte(0)),
  longest: z.number().check(z.int(), z.gte(0)),
  freezes: z.number().check(z.int(), z.gte(0)),
  goalMinutes: z.number(),
  todayMinutes: z.number(),
  reminderHour: z.number().check(z.int(), z.gte(REMINDER_HOURS.first), z.lte(REMINDER_HOURS.last)),
  mutedKinds: z.array(z.enum(GAME_NOTICE_KINDS)),
  /** Kinds that do not go by push to the learner's devices. */
  pushMutedKinds: z.array(z.enum(PUSH_NOTICE_KINDS)),
  /** Kinds that also (the reminders) or only (the digest) go by mail. */
  mailKinds: z.array(z.enum(MAIL_NOTICE_KINDS)),
  /** The last 12 weeks (from the first day of study, for a newcomer), oldest first. */
  calendar: z.array(streakDaySchema),
});
export type Streak = z.infer<typeof streakSchema>;

export const levelListAnswerSchema = outcomeOf(z.array(levelDefinitionSchema));
export const badgeListAnswerSchema = outcomeOf(z.array(badgeDefinitionSchema));
export const progressAnswerSchema = outcomeOf(userProgressSchema);
export const ledgerAnswerSchema = outcomeOf(z.array(ledgerEntrySchema));
export const streakAnswerSchema = outcomeOf(streakSchema);

/** Level L needs round(60 · (1.3^(L−1) − 1) / 0.3) XP: the design's starting table. */
export const levelThreshold = (level: number) => Math.round((60 * (1.3 ** (level - 1) - 1)) / 0.3);

/** The level a total of XP reaches in a table (level 1 at 0 XP). */
export const levelForExperience = (experience: number, levels: readonly Pick<LevelDefinition, 'level' | 'experience'>[]) =>
  levels.reduce(
    (reached, definition) => (experience >= definition.experience && definition.level > reached ? definition.level : reached),
    1,
  );

/** The tier (1-based) a measure's value reaches; 0 below the first. */
export const tierReached = (amount: number, tiers: readonly number[]) => tiers.filter((threshold) => amount >= threshold).length;

/** A learner's level in a category as the spec derives it: the definition plus obtainedAt, currentExperience, the category's name. */
export type DerivedUserLevel = LevelDefinition & {
  obtainedAt: string;
  currentExperience: number;
  categoryId: string;
  categoryName: string;
  next: LevelDefinition | undefined;
};

export const deriveUserLevels = (
  progress: UserProgress,
  levels: readonly LevelDefinition[],
  categories: readonly { _id: string; name: string }[],
): DerivedUserLevel[] => {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  return Object.entries(progress.levels).map(([categoryId, entry]) => {
    const definition = sorted.find((level) => level.level === entry.level) ?? {
      level: entry.level,
      experience: 0,
      name: String(entry.level),
    };
    return {
      ...definition,
      obtainedAt: entry.obtainedAt,
      currentExperience: entry.experience,
      categoryId,
      categoryName: categories.find((category) => category._id === categoryId)?.name ?? categoryId,
      next: sorted.find((level) => level.level > entry.level),
    };
  });
};

/** A badge as the learner sees it: the definition plus obtainedAt, amount and chain once earned. */
export type DerivedUserBadge = BadgeDefinition & { obtainedAt?: string; amount?: number; chain?: number; tierDates?: string[] };

export const deriveUserBadges = (progress: UserProgress, badges: readonly BadgeDefinition[]): DerivedUserBadge[] =>
  badges.map((badge) => {
    const earned = progress.badges[badge._id];
    return earned
      ? {
          ...badge,
          obtainedAt: earned.obtainedAt,
          amount: earned.amount,
          chain: earned.chain,
          ...(earned.tierDates ? { tierDates: earned.tierDates } : {}),
        }
      : badge;
  });

/** The XP rules of a site: the design's starting values, stored as data (admins edit them; ledger rows name the version). */
export const xpRulesSchema = z.strictObject({
  /** Time XP per category and local day: `xpPerMinute` for the minutes up to `untilMinutes`, in order. */
  timeBands: z
    .array(
      z.strictObject({
        untilMinutes: z.number().check(z.positive(), z.maximum(1440)),
        xpPerMinute: z.number().check(z.minimum(0), z.maximum(100)),
      }),
    )
    .check(z.minLength(1), z.maxLength(10)),
  dailyTimeXpCap: z.int().check(z.minimum(0), z.maximum(100_000)),
  sessionXp: z.int().check(z.minimum(0), z.maximum(100_000)),
  moduleXp: z.int().check(z.minimum(0), z.maximum(100_000)),
  courseXp: z.int().check(z.minimum(0), z.maximum(100_000)),
  dailyGoalXp: z.int().check(z.minimum(0), z.maximum(100_000)),
  /** A first completion earns XP only after max(minimum, share x declared duration) of active time in the session. */
  sessionMinActiveMs: z.int().check(z.minimum(0), z.maximum(86_400_000)),
  sessionMinActiveShare: z.number().check(z.minimum(0), z.maximum(1)),
  dailyCompletionAwards: z.int().check(z.minimum(0), z.maximum(1000)),
  dailyGameNotices: z.int().check(z.minimum(0), z.maximum(100)),
  freezeEveryDays: z.int().check(z.positive(), z.maximum(365)),
  maxFreezes: z.int().check(z.minimum(0), z.maximum(100)),
  repairWithinDays: z.int().check(z.minimum(0), z.maximum(365)),
  repairEveryDays: z.int().check(z.positive(), z.maximum(365)),
  /** Practice: XP for a right answer to a card on its due day (once per card and day), at most so much a day. */
  recallXp: z._default(z.int().check(z.minimum(0), z.maximum(1000)), 2),
  dailyRecallXpCap: z._default(z.int().check(z.minimum(0), z.maximum(100_000)), 30),
  /** Practice: XP, once per session, for answering every one of its questions for the first time. */
  practiceXp: z._default(z.int().check(z.minimum(0), z.maximum(1000)), 3),
});
export type XpRules = z.infer<typeof xpRulesSchema>;
