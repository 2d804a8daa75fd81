import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, outcomeOf } from '@tiles/contracts';
import { requireUser } from '../auth/auth-context.js';
import type { TesterRepository } from './repository.js';

export const testerRoutes =
  (repository: TesterRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.delete(
      '/tester/progress',
      {
        config: { mode: 'tester' },
        schema: {
          tags: ['tester'],
          summary: "Reset my test progress (tester mode): deletes everything the tester's test learner did, in one transaction",
          response: { 200: outcomeOf(z.object({ rows: z.number().int() })), 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) => {
        const { user, realUser, mode } = await requireUser(request);
        const { rows } = await repository.resetProgress(user);
        await app.audit.record({ siteId: request.site._id, user: realUser, mode, action: 'tester.reset', entity: 'test-account', entityId: user.id, before: null, after: { rowsDeleted: rows } });
        return { outcome: { rows } };
      },
    );
  };
