import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformOperations } from '@tiles/contracts';
import { route } from '@tiles/api-platform/ground/operation-route';
import { HttpError } from '@tiles/api-platform/ground/http-errors';
import { createReportBudget } from '@tiles/api-platform/ground/report-budget';

/** The web app reports every error screen it shows, so operators see broken links and crashes in the logs. */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  const budget = createReportBudget();
  route(
    app,
    platformOperations.reportClientError,
    async (request) => {
      const decision = budget.take(request.ip);
      if (decision.verdict === 'refuse') {
        throw new HttpError(429, 'Too many error reports from this address; please wait a minute', {
          headers: { 'retry-after': String(decision.retryAfterSeconds) },
        });
      }
      if (decision.droppedBefore > 0)
        request.log.warn({ dropped: decision.droppedBefore }, 'error screen reports left out of the log last minute');
      if (decision.verdict === 'log') {
        const report = request.body;
        const level = report.statusCode >= 500 ? 'error' : 'warn';
        request.log[level]({ clientError: report, site: request.site._id }, 'error screen shown in the web app');
      }
    },
    // The report is the log line: the info-level request lines would only double a flood.
    { logLevel: 'warn' },
  );
};
