import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, behaviourEventSchema, hitSchema } from '@tiles/contracts';
import { HttpError } from '../../plugins/errors.js';
import { credentialOf } from '../auth/auth-context.js';
import type { IngestionBuffer } from './ingestion-buffer.js';

const accepted = { 202: z.null(), 400: apiErrorSchema, 413: apiErrorSchema, 503: apiErrorSchema };

/** A long outage filled the buffer: the browser keeps the hit in its own queue and sends it again later. */
const admit = async <T>(buffer: IngestionBuffer<T>, item: T) => {
  if (buffer.isFull()) {
    throw new HttpError(503, 'The service is briefly unable to take more; send it again in a little while.', {
      headers: { 'retry-after': '30' },
    });
  }
  await buffer.add(item);
};

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/event/hit',
    {
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['events'],
        summary: 'A page-view hit: the active time since the previous hit of this browser-session identity',
        description:
          'Answers 202; hits are written in batches within 200 ms (the first 200 unwritten at once, later ones answered ' +
          'once stored), and held in memory while the database is away (503 with Retry-After once 50,000 wait). ' +
          'The interval is credited ' +
          'to the page it was spent on as `from` names it (else to the page of the previous hit of the same identity), ' +
          'capped at 30 minutes and by the wall clock since the identity was last heard from. `subject.meta` holds ' +
          '`ms` and optionally `waitedMs`, each once, as whole numbers. `clientId` is optional: resends with the same clientId count ' +
          "once. Hits of visitors who are not signed in are kept but belong to nobody's statistics.",
        body: hitSchema,
        response: accepted,
      },
    },
    async (request, reply) => {
      // Without a clientId a hit is its own: a resend of it counts again, as the spec's payload allows.
      const hit = { ...request.body, clientId: request.body.clientId ?? randomUUID() };
      await admit(app.ingestion.hits, { hit, siteId: request.site._id, credential: credentialOf(request), receivedAt: app.clock.now() });
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/event',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['events'],
        summary: "A behaviour event, such as 'session.completed.course' split into action, variant and scope",
        body: behaviourEventSchema,
        response: accepted,
      },
    },
    async (request, reply) => {
      await admit(app.ingestion.events, {
        event: request.body,
        siteId: request.site._id,
        credential: credentialOf(request),
        receivedAt: app.clock.now(),
      });
      return reply.code(202).send(null);
    },
  );
};
