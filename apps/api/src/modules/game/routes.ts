import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameOperations, LEDGER_LIMIT } from '@tiles/contracts';
import { route } from '@tiles/api-platform/ground/operation-route';
import { learnerNow } from '@tiles/api-platform/ground/time';
import { previewsDrafts } from '../auth/previews-drafts.js';
import type { GameReader } from './repository.js';

const readerOf = (request: { site: { _id: string; defaultLocale: string }; localeCode: string }): GameReader => ({
  siteId: request.site._id,
  locale: request.localeCode,
  defaultLocale: request.site.defaultLocale,
});

export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.gameRepository;
  route(app, gameOperations.getLevels, async (request) => await repository.levels(readerOf(request), await previewsDrafts(request)));

  route(app, gameOperations.getBadges, async (request) => await repository.badges(readerOf(request), await previewsDrafts(request)));

  route(app, gameOperations.getProgress, async (request) => {
    const { user } = request.auth;
    return await repository.progress(user.id);
  });

  route(app, gameOperations.getLedger, async (request) => {
    const { user } = request.auth;
    return await repository.ledger(user.id, readerOf(request), LEDGER_LIMIT);
  });

  route(app, gameOperations.getPendingSessionXp, async (request) => {
    const { user } = request.auth;
    return await repository.pendingSessionXp(user.id, readerOf(request));
  });

  route(app, gameOperations.getStreak, async (request) => {
    const { user } = request.auth;
    return await repository.streak(user, learnerNow(app.clock, user));
  });

  route(app, gameOperations.setDailyGoal, async (request) => {
    const { user } = request.auth;
    await repository.setGoal(user.id, request.body.minutes);
    return await repository.streak(user, learnerNow(app.clock, user));
  });

  route(app, gameOperations.setNoticeSettings, async (request) => {
    const { user } = request.auth;
    await repository.setNoticeSettings(user.id, request.body);
    return await repository.streak(user, learnerNow(app.clock, user));
  });
};
