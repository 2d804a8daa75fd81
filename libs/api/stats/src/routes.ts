import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsOperations } from '@tiles/contracts';
import { localDayAndHour } from '@tiles/api-platform/ground/local-time';
import { route } from '@tiles/api-platform/ground/operation-route';
import { learnerNow } from '@tiles/api-platform/ground/time';
import { statisticsOf, statsRange, subjectCategoriesOf } from './statistics.js';

/** The caller's statistics for a range of days of their own calendar. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.statsRepository;
  route(app, statsOperations.getStats, async (request) => {
    const { user } = request.auth;
    const today = localDayAndHour(learnerNow(app.clock, user), user.timezone).day;
    const range = statsRange(request.query, today);
    const rows = await repository.seriesOf(user.id, range.from, range.to);
    const names = await repository.categoryNames(subjectCategoriesOf(rows), request.localeCode, request.site.defaultLocale);
    return { data: statisticsOf(rows, range.days, names) };
  });
};
