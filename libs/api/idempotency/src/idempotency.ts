import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER as IDEMPOTENCY_HEADER } from '@tiles/contracts';
import { HttpError } from '@tiles/api-platform/ground/http-errors';
import type { IdempotencyScope } from './repository.js';

const keyHeader = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, 'must be 1 to 255 visible ASCII characters')
    .optional()
    .describe('One per intent (a click of Publish, a Send): repeating it within 24 hours repeats the first answer, nothing more'),
});

const claims = new WeakMap<FastifyRequest, IdempotencyScope>();

/**
 * Routes marked `config: { idempotent: true }` take an optional Idempotency-Key (validated with the route's
 * headers, in the OpenAPI document). After authorisation, the first request with a key claims it; a repeat gets the
 * stored answer (header `idempotent-replayed: true`), one that arrives while the first is still running a 409. The
 * first answer is stored once sent; a 5xx frees the key for another try.
 */
export const registerIdempotency = (api: FastifyInstance) => {
  api.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const existing = route.schema?.headers as z.ZodObject | undefined;
    route.schema = { ...route.schema, headers: existing ? existing.extend(keyHeader.shape) : keyHeader };
    const handlers = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    // After the authorisation preHandler (which the authentication plugin put first): the caller is known.
    route.preHandler = [...handlers, claimKey];
  });
  api.addHook('onSend', async (request, reply, payload) => {
    const scope = claims.get(request);
    if (!scope) return payload;
    claims.delete(request);
    const repository = request.server.idempotency;
    if (reply.statusCode >= 500) await repository.release(scope);
    else await repository.answer(scope, reply.statusCode, typeof payload === 'string' ? payload : JSON.stringify(payload ?? null));
    return payload;
  });
};

async function claimKey(request: FastifyRequest, reply: FastifyReply) {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string') return;
  const scope = {
    siteId: request.site._id,
    userId: request.auth.realUser.id,
    operation: `${request.method} ${request.routeOptions.url}`,
    key,
  };
  const claim = await request.server.idempotency.claim(scope);
  if (claim.kind === 'claimed') {
    claims.set(request, scope);
    return;
  }
  if (claim.kind === 'running')
    throw new HttpError(409, `headers.${IDEMPOTENCY_HEADER}: a request with this key is still being handled`, { code: 'conflict' });
  return reply.code(claim.statusCode).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(claim.body);
}
