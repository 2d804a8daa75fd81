import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { apiErrorSchema, outcomeOf, type AnswerInputOf, type Mode, type Operation, type Permission } from '@tiles/contracts';
import { z } from 'zod/mini';

declare module 'fastify' {
  /** What an operation's access rule puts in its route's config, read by the authentication and idempotency hooks. */
  interface FastifyContextConfig {
    /** The route needs a signed-in user: checked before the body is parsed or validated. */
    signedIn?: boolean;
    /** The route needs this permission of the caller's role (implies signedIn): checked after validation. */
    permission?: Permission;
    /** ...and the caller's session must be in this mode. */
    mode?: Exclude<Mode, 'user'>;
    /** The caller's session must have proved a second factor, or done so in the last 15 minutes (implies signedIn). */
    secondFactor?: 'checked' | 'recent';
    /**
     * The write honours an `Idempotency-Key` header: the same key from the same user within 24 hours answers the
     * first answer again and makes the write once. Needs a signed-in caller (permission or signedIn).
     */
    idempotent?: boolean;
  }
}

type Output<S> = S extends z.ZodMiniType ? z.output<S> : unknown;

/** The request a handler of `O` gets: its path parameters, query and body as the operation's schemas give them. */
export type OperationRequest<O extends Operation> = FastifyRequest<{
  Params: Output<O['params']>;
  Querystring: Output<O['query']>;
  Body: Output<O['body']>;
  Headers: Output<O['headers']>;
}>;

/**
 * What a handler gives back: the answer's payload (wrapped in `outcome` here), or the reply when it answered
 * itself (a file, a document of another standard).
 */
export type OperationHandler<O extends Operation> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<AnswerInputOf<O> | FastifyReply | (O['answer'] extends null ? void : never)>;

/** The route config an operation's access rule asks for (read by the authentication and idempotency hooks). */
const configOf = (described: Operation): RouteShorthandOptions['config'] => {
  const { access } = described;
  const rule = access === 'anyone' ? {} : access === 'signed-in' ? { signedIn: true } : { ...access };
  return { ...rule, ...(described.idempotent ? { idempotent: true } : {}) };
};

/** The statuses an operation may answer with an error: those its shape implies and those it names. */
const errorStatuses = (described: Operation) => {
  const statuses = new Set(described.errors ?? []);
  if (described.params || described.query || described.body) statuses.add(400);
  if (described.access !== 'anyone') statuses.add(401);
  if (typeof described.access === 'object') statuses.add(403);
  return [...statuses].sort();
};

/**
 * Registers the route of an operation from its description (method, path, validation, authorisation, OpenAPI):
 * the module gives its handler only.
 */
export const route = <O extends Operation>(
  app: FastifyInstance,
  described: O,
  handler: OperationHandler<O>,
  /** What only the api's side knows about the route (its log level). */
  options: Pick<RouteShorthandOptions, 'logLevel'> = {},
) => {
  const status = described.status ?? 200;
  // An answer without a body is `null` (documented as such); a file or foreign document is the handler's own.
  const answer =
    described.answer !== null
      ? described.envelope === false
        ? described.answer
        : outcomeOf(described.answer)
      : described.envelope === false
        ? undefined
        : z.null();
  const description = [described.description, described.errorCodes?.length ? `Error codes: ${described.errorCodes.join(', ')}.` : '']
    .filter(Boolean)
    .join('\n\n');
  app.route({
    method: described.method,
    url: described.path,
    ...options,
    config: configOf(described),
    ...(described.bodyLimit ? { bodyLimit: described.bodyLimit } : {}),
    schema: {
      tags: [described.group],
      summary: described.summary,
      ...(description ? { description } : {}),
      ...(described.params ? { params: described.params } : {}),
      ...(described.query ? { querystring: described.query } : {}),
      ...(described.body ? { body: described.body } : {}),
      ...(described.headers ? { headers: described.headers } : {}),
      response: {
        ...(answer ? { [status]: answer } : {}),
        ...Object.fromEntries(errorStatuses(described).map((code) => [code, apiErrorSchema])),
      },
    },
    handler: async (request, reply) => {
      const payload = await handler(request as OperationRequest<O>, reply);
      if (payload === reply || reply.sent) return reply;
      if (described.answer === null) return reply.code(status).send(null);
      return reply.code(status).send(described.envelope === false ? payload : { outcome: payload });
    },
  });
};
