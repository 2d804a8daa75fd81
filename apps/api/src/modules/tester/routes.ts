import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, outcomeOf, testerClockSchema } from '@tiles/contracts';

export const testerRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.tester;
  app.get(
    '/tester/clock',
    {
      config: { mode: 'tester' },
      schema: {
        tags: ['tester'],
        summary: "How many days the test learner's clock runs ahead (tester mode)",
        response: { 200: outcomeOf(testerClockSchema), 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({ outcome: { offsetDays: request.auth.user.clockOffsetDays } }),
  );

  app.put(
    '/tester/clock',
    {
      config: { mode: 'tester' },
      schema: {
        tags: ['tester'],
        summary:
          "Moves the test learner's clock ahead by offsetDays (0 to 365; tester mode): streaks, freezes and weekly summaries without waiting",
        body: testerClockSchema,
        response: { 200: outcomeOf(testerClockSchema), 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { user, realUser, mode } = request.auth;
      const { offsetDays } = request.body;
      await repository.setClockOffset(user, offsetDays);
      await app.audit.record({
        siteId: request.site._id,
        user: realUser,
        mode,
        action: 'tester.clock',
        entity: 'test-account',
        entityId: user.id,
        before: { offsetDays: user.clockOffsetDays },
        after: { offsetDays },
      });
      return { outcome: { offsetDays } };
    },
  );

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
      const { user, realUser, mode } = request.auth;
      const { rows } = await repository.resetProgress(user);
      await app.audit.record({
        siteId: request.site._id,
        user: realUser,
        mode,
        action: 'tester.reset',
        entity: 'test-account',
        entityId: user.id,
        before: null,
        after: { rowsDeleted: rows },
      });
      return { outcome: { rows } };
    },
  );
};
