import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tiles/contracts';
import { createClock, DAY_MS } from '@tiles/api-platform/ground/time';

export const registerClock = (app: FastifyInstance) => {
  app.decorate('clock', createClock());
};

/** `PUT /api/test/clock`: only registered when the config's testClock is on (never in production). */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/test/clock',
    {
      schema: {
        tags: ['test'],
        summary: "Moves the server's clock forward (tests only: TEST_CLOCK=1, never in production)",
        body: z.object({
          advanceMs: z
            .number()
            .int()
            .min(0)
            .max(366 * DAY_MS),
        }),
        response: { 200: z.object({ now: z.string() }), 400: apiErrorSchema },
      },
    },
    async (request) => ({ now: app.clock.advance(request.body.advanceMs).toISOString() }),
  );
};
