import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, clientErrorReportSchema } from '@tiles/contracts';

/** The web app reports every error screen it shows, so operators see broken links and crashes in the logs. */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client-errors',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['operations'],
        summary: 'Record an error screen a learner saw',
        body: clientErrorReportSchema,
        response: { 204: z.null(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const report = request.body;
      const level = report.statusCode >= 500 ? 'error' : 'warn';
      request.log[level]({ clientError: report, site: request.site._id }, 'error screen shown in the web app');
      return reply.code(204).send(null);
    },
  );
};
