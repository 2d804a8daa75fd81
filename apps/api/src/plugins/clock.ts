import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@tiles/contracts';

/** The time the api works with: the machine's, moved forward only by tests (never backwards). */
export type Clock = { now: () => Date; advance: (ms: number) => Date };

export const createClock = (): Clock => {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    advance(ms) {
      offsetMs += ms;
      return now();
    },
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** A learner's now: the api's, moved ahead by a test learner's clock offset (0 days for everyone else). */
export const learnerNow = (clock: Clock, learner: { clockOffsetDays: number }) => shiftedBy(clock.now(), learner);

/** An instant as a learner's calendar sees it: a test learner's clock may run days ahead (tester mode). */
export const shiftedBy = (instant: Date, learner: { clockOffsetDays: number }) =>
  new Date(instant.getTime() + learner.clockOffsetDays * 86_400_000);

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
            .max(366 * 86_400_000),
        }),
        response: { 200: z.object({ now: z.string() }), 400: apiErrorSchema },
      },
    },
    async (request) => ({ now: app.clock.advance(request.body.advanceMs).toISOString() }),
  );
};
