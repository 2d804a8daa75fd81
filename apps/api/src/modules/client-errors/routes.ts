import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, clientErrorReportSchema } from '@tiles/contracts';
import { HttpError } from '../../plugins/errors.js';
import { createReportBudget } from '../../plugins/report-budget.js';

/** The web app reports every error screen it shows, so operators see broken links and crashes in the logs. */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  const budget = createReportBudget();
  app.post(
    '/client-errors',
    {
      bodyLimit: 16 * 1024,
      // The report is the log line: the info-level request lines would only double a flood.
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        summary: 'Record an error screen a learner saw',
        description:
          'At most 10 reports a minute per address (then 429 with Retry-After); at most 60 a minute reach the log, the rest are counted.',
        body: clientErrorReportSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
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
      return reply.code(204).send(null);
    },
  );
};
