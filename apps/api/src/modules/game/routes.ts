import { learnerNow } from '../../plugins/clock.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  badgeListAnswerSchema,
  DAILY_GOAL_MINUTES,
  GAME_NOTICE_KINDS,
  REMINDER_HOURS,
  ledgerAnswerSchema,
  pendingSessionXpAnswerSchema,
  levelListAnswerSchema,
  progressAnswerSchema,
  streakAnswerSchema,
} from '@tiles/contracts';
import { previewsDrafts } from '../cms/preview.js';
import type { GameReader } from './repository.js';

/** Rows the ledger answers at most (the progress page shows the last 50). */
const LEDGER_LIMIT = 50;

const readerOf = (request: { site: { _id: string; defaultLocale: string }; localeCode: string }): GameReader => ({
  siteId: request.site._id,
  locale: request.localeCode,
  defaultLocale: request.site.defaultLocale,
});

const unauthorized = { 401: apiErrorSchema };

export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.gameRepository;
  app.get(
    '/lms/game/level',
    {
      schema: {
        tags: ['game'],
        summary: 'The level definitions: one table for every category, `experience` the XP each level needs',
        response: { 200: levelListAnswerSchema },
      },
    },
    async (request) => ({ outcome: await repository.levels(readerOf(request), await previewsDrafts(request)) }),
  );

  app.get(
    '/lms/game/badge',
    {
      schema: {
        tags: ['game'],
        summary: 'The badges: each a measure with its tiers, named in the requested locale',
        response: { 200: badgeListAnswerSchema },
      },
    },
    async (request) => ({ outcome: await repository.badges(readerOf(request), await previewsDrafts(request)) }),
  );

  app.get(
    '/lms/game/progress',
    {
      config: { signedIn: true },
      schema: {
        tags: ['game'],
        summary: "The caller's progress: badges earned (keyed by badge id) and levels (keyed by category id)",
        description:
          '`badges[id]`: `obtainedAt` (tier 1), `amount` (the measure now), `chain` (highest tier), `tierDates`. ' +
          '`levels[categoryId]`: `level`, `obtainedAt` (when reached), `experience` (XP in the category). `amounts` ' +
          'gives every badge measure, earned or not.',
        response: { 200: progressAnswerSchema, ...unauthorized },
      },
    },
    async (request) => {
      const { user } = request.auth;
      return { outcome: await repository.progress(user.id) };
    },
  );

  app.get(
    '/lms/game/ledger',
    {
      config: { signedIn: true },
      schema: {
        tags: ['game'],
        summary: `The caller's last ${LEDGER_LIMIT} XP awards, newest first, each with its reason`,
        response: { 200: ledgerAnswerSchema, ...unauthorized },
      },
    },
    async (request) => {
      const { user } = request.auth;
      return { outcome: await repository.ledger(user.id, readerOf(request), LEDGER_LIMIT) };
    },
  );

  app.get(
    '/lms/game/ledger/pending',
    {
      config: { signedIn: true },
      schema: {
        tags: ['game'],
        summary: "The caller's completed sessions whose XP still waits for active study, with the minutes each needs",
        response: { 200: pendingSessionXpAnswerSchema, ...unauthorized },
      },
    },
    async (request) => {
      const { user } = request.auth;
      return { outcome: await repository.pendingSessionXp(user.id, readerOf(request)) };
    },
  );

  app.get(
    '/lms/game/streak',
    {
      config: { signedIn: true },
      schema: {
        tags: ['game'],
        summary: "The caller's streak (current, longest, freezes held), daily goal, and the last 12 weeks",
        response: { 200: streakAnswerSchema, ...unauthorized },
      },
    },
    async (request) => {
      const { user } = request.auth;
      return { outcome: await repository.streak(user, learnerNow(app.clock, user)) };
    },
  );

  app.put(
    '/lms/game/goal',
    {
      config: { signedIn: true },
      schema: {
        tags: ['game'],
        summary: `Sets the caller's daily goal in active minutes: ${DAILY_GOAL_MINUTES.join(', ')}`,
        body: z.object({
          minutes: z.number().refine((value) => (DAILY_GOAL_MINUTES as readonly number[]).includes(value), {
            message: `must be one of ${DAILY_GOAL_MINUTES.join(', ')}`,
          }),
        }),
        response: { 200: streakAnswerSchema, 400: apiErrorSchema, ...unauthorized },
      },
    },
    async (request) => {
      const { user } = request.auth;
      await repository.setGoal(user.id, request.body.minutes);
      return { outcome: await repository.streak(user, learnerNow(app.clock, user)) };
    },
  );

  app.put(
    '/lms/game/settings',
    {
      config: { signedIn: true },
      schema: {
        tags: ['game'],
        summary: "Sets the hour of the caller's streak reminder and the kinds of game notification turned off",
        description:
          `reminderHour: ${REMINDER_HOURS.first} to ${REMINDER_HOURS.last} (local time; never from 22:00 to 08:00). ` +
          `mutedKinds: any of ${GAME_NOTICE_KINDS.join(', ')}. Answers the streak with the settings.`,
        body: z
          .object({
            reminderHour: z.number().int().min(REMINDER_HOURS.first).max(REMINDER_HOURS.last).optional(),
            mutedKinds: z.array(z.enum(GAME_NOTICE_KINDS)).max(GAME_NOTICE_KINDS.length).optional(),
          })
          .strict(),
        response: { 200: streakAnswerSchema, 400: apiErrorSchema, ...unauthorized },
      },
    },
    async (request) => {
      const { user } = request.auth;
      await repository.setNoticeSettings(user.id, request.body);
      return { outcome: await repository.streak(user, learnerNow(app.clock, user)) };
    },
  );
};
