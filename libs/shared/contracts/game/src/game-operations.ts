import { z } from 'zod/mini';
import {
  badgeDefinitionSchema,
  DAILY_GOAL_MINUTES,
  GAME_NOTICE_KINDS,
  PUSH_NOTICE_KINDS,
  MAIL_NOTICE_KINDS,
  ledgerEntrySchema,
  levelDefinitionSchema,
  pendingSessionXpSchema,
  REMINDER_HOURS,
  streakSchema,
  userProgressSchema,
} from './game.js';
import { operation } from '@tiles/contracts';

/** Rows the ledger answers at most (the progress page shows the last 50). */
export const LEDGER_LIMIT = 50;

/** Levels, badges, the learner's progress, XP ledger, streak and its settings. */
export const gameOperations = {
  getLevels: operation({
    method: 'GET',
    path: '/lms/game/level',
    group: 'game',
    summary: 'The level definitions: one table for every category, `experience` the XP each level needs',
    answer: z.array(levelDefinitionSchema),
    access: 'anyone',
    varies: ['locale', 'content'],
    provides: ['GameDefinitions'],
  }),
  getBadges: operation({
    method: 'GET',
    path: '/lms/game/badge',
    group: 'game',
    summary: 'The badges: each a measure with its tiers, named in the requested locale',
    answer: z.array(badgeDefinitionSchema),
    access: 'anyone',
    varies: ['locale', 'content'],
    provides: ['GameDefinitions'],
  }),
  getProgress: operation({
    method: 'GET',
    path: '/lms/game/progress',
    group: 'game',
    summary: "The caller's progress: badges earned (keyed by badge id) and levels (keyed by category id)",
    description:
      '`badges[id]`: `obtainedAt` (tier 1), `amount` (the measure now), `chain` (highest tier), `tierDates`. ' +
      '`levels[categoryId]`: `level`, `obtainedAt` (when reached), `experience` (XP in the category). `amounts` ' +
      'gives every badge measure, earned or not.',
    answer: userProgressSchema,
    access: 'signed-in',
    varies: ['locale', 'session'],
    provides: ['GameProgress'],
  }),
  getLedger: operation({
    method: 'GET',
    path: '/lms/game/ledger',
    group: 'game',
    summary: `The caller's last ${LEDGER_LIMIT} XP awards, newest first, each with its reason`,
    answer: z.array(ledgerEntrySchema),
    access: 'signed-in',
    varies: ['locale', 'session'],
    provides: ['GameLedger'],
  }),
  getPendingSessionXp: operation({
    method: 'GET',
    path: '/lms/game/ledger/pending',
    group: 'game',
    summary: "The caller's completed sessions whose XP still waits for active study, with the minutes each needs",
    answer: z.array(pendingSessionXpSchema),
    access: 'signed-in',
    varies: ['locale', 'session'],
    provides: ['GameLedger'],
  }),
  getStreak: operation({
    method: 'GET',
    path: '/lms/game/streak',
    group: 'game',
    summary: "The caller's streak (current, longest, freezes held), daily goal, and the last 12 weeks",
    answer: streakSchema,
    access: 'signed-in',
    varies: ['locale', 'session'],
    provides: ['GameStreak'],
  }),
  setDailyGoal: operation({
    method: 'PUT',
    path: '/lms/game/goal',
    group: 'game',
    summary: `Sets the caller's daily goal in active minutes: ${DAILY_GOAL_MINUTES.join(', ')}`,
    body: z.object({
      minutes: z
        .number()
        .check(
          z.refine((value) => (DAILY_GOAL_MINUTES as readonly number[]).includes(value), `must be one of ${DAILY_GOAL_MINUTES.join(', ')}`),
        ),
    }),
    answer: streakSchema,
    access: 'signed-in',
    varies: ['locale'],
    invalidates: ['GameProgress', 'GameLedger'],
  }),
  setNoticeSettings: operation({
    method: 'PUT',
    path: '/lms/game/settings',
    group: 'game',
    summary: "Sets the hour of the caller's streak reminder and the kinds of game notification turned off",
    description:
      `reminderHour: ${REMINDER_HOURS.first} to ${REMINDER_HOURS.last} (local time; never from 22:00 to 08:00). ` +
      `mutedKinds: any of ${GAME_NOTICE_KINDS.join(', ')} (not told at all). pushMutedKinds: any of ` +
      `${PUSH_NOTICE_KINDS.join(', ')} (told in the app, not by push). mailKinds: any of ${MAIL_NOTICE_KINDS.join(', ')} ` +
      '(the reminders also by mail, the weekly digest). Answers the streak with the settings.',
    body: z.strictObject({
      reminderHour: z.optional(z.int().check(z.minimum(REMINDER_HOURS.first), z.maximum(REMINDER_HOURS.last))),
      mutedKinds: z.optional(z.array(z.enum(GAME_NOTICE_KINDS)).check(z.maxLength(GAME_NOTICE_KINDS.length))),
      pushMutedKinds: z.optional(z.array(z.enum(PUSH_NOTICE_KINDS)).check(z.maxLength(PUSH_NOTICE_KINDS.length))),
      mailKinds: z.optional(z.array(z.enum(MAIL_NOTICE_KINDS)).check(z.maxLength(MAIL_NOTICE_KINDS.length))),
    }),
    answer: streakSchema,
    access: 'signed-in',
    varies: ['locale'],
  }),
} as const;
