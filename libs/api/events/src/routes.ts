import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventOperations } from '@tiles/contracts';
import { route } from '@tiles/api-platform/ground/operation-route';
import { HttpError } from '@tiles/api-platform/ground/http-errors';
import { credentialOf } from '@tiles/api-auth/auth-context';
import type { IngestionBuffer } from './ingestion-buffer.js';

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
  route(app, eventOperations.postHit, async (request) => {
    // Without a clientId a hit is its own: a resend of it counts again, as the spec's payload allows.
    const hit = { ...request.body, clientId: request.body.clientId ?? randomUUID() };
    await admit(app.ingestion.hits, { hit, siteId: request.site._id, credential: credentialOf(request), receivedAt: app.clock.now() });
  });

  route(app, eventOperations.postEvent, async (request) => {
    await admit(app.ingestion.events, {
      event: request.body,
      siteId: request.site._id,
      credential: credentialOf(request),
      receivedAt: app.clock.now(),
    });
  });
};
