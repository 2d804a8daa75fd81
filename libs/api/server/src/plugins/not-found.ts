import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '@tiles/api-platform/ground/http-errors';

/** An address no route answers: the api's 404 body, naming the method and path. */
export const routeNotFound = (request: FastifyRequest, _reply: FastifyReply) => {
  const pathname = request.url.split('?')[0] ?? '/';
  throw notFound(`Route ${request.method} ${pathname} not found`);
};
