import type { BaseQueryApi, FetchArgs, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import {
  CACHE_TAG_TYPES,
  cacheTagsOf,
  IDEMPOTENCY_KEY_HEADER,
  operationUrl,
  pathParameters,
  TILES_LOCALE_HEADER,
  type AnswerOf,
  type ArgsOf,
  type CacheTagType,
  type Operation,
} from '@tiles/contracts';
import { api } from './api';
import { tilesBaseQuery } from './base-query';
import type { ApiError } from './errors';

type BaseQuery = typeof tilesBaseQuery;
/** The argument of an operation's endpoint: what the contract says it takes, nothing when it takes nothing. */
export type EndpointArg<O extends Operation> = keyof ArgsOf<O> extends never ? void : ArgsOf<O>;
const isQuery = (described: Operation) => (described.use ?? (described.method === 'GET' ? 'query' : 'mutation')) === 'query';

type DefinitionOf<O extends Operation> = O['use'] extends 'mutation'
  ? MutationDefinition<EndpointArg<O>, BaseQuery, CacheTagType, AnswerOf<O>, 'api'>
  : O['use'] extends 'query'
    ? QueryDefinition<EndpointArg<O>, BaseQuery, CacheTagType, AnswerOf<O>, 'api'>
    : O['method'] extends 'GET'
      ? QueryDefinition<EndpointArg<O>, BaseQuery, CacheTagType, AnswerOf<O>, 'api'>
      : MutationDefinition<EndpointArg<O>, BaseQuery, CacheTagType, AnswerOf<O>, 'api'>;
export type DefinitionsOf<Ops extends Record<string, Operation>> = { [K in keyof Ops]: DefinitionOf<Ops[K]> };

/**
 * What an endpoint does around its call that the contract cannot say: work before the request (the time so far
 * goes out before a session changes) and after a good answer (load the user a sign-in made).
 */
export type Behaviour<O extends Operation> = {
  before?: (api: BaseQueryApi) => Promise<unknown>;
  after?: (api: BaseQueryApi, answer: AnswerOf<O>) => Promise<unknown>;
  keepUnusedDataFor?: number;
};
export type Behaviours<Ops extends Record<string, Operation>> = { [K in keyof Ops]?: Behaviour<Ops[K]> };

type CallArgs = Record<string, unknown> & { query?: Record<string, unknown>; body?: unknown; locale?: string; idempotencyKey?: string };

/** The request of a call: the operation's url with the argument's path parameters and query, its body and headers. */
export const requestOf = (described: Operation, arg: unknown): FetchArgs => {
  const args = (arg ?? {}) as CallArgs;
  const params = Object.fromEntries(pathParameters(described.path).map((name) => [name, args[name]]));
  const headers: Record<string, string> = {};
  // The locale of the page that asked (the cache key carries it): the answer's texts and the key always agree.
  if (described.varies?.includes('locale') && args.locale) headers[TILES_LOCALE_HEADER] = args.locale;
  if (described.idempotent && args.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = args.idempotencyKey;
  return {
    url: operationUrl(described, params, args.query),
    method: described.method,
    ...(described.method === 'GET' ? {} : { body: described.body ? args.body : {} }),
    ...(Object.keys(headers).length ? { headers } : {}),
  };
};

/**
 * In the browser's build an answer's schema is a function that loads it (apps/web/src/build/operations-for-the-browser.ts,
 * ADR 0038): zod and the schemas stay out of the first load. Everywhere else it is the schema.
 */
type AnswerSchema = Exclude<Operation['answer'], null>;
type AnswerSchemaLoader = () => Promise<AnswerSchema>;
const loadAnswerSchema = async (answer: AnswerSchema | AnswerSchemaLoader): Promise<AnswerSchema> =>
  typeof answer === 'function' ? answer() : answer;

/** An answer its schema refused (or without its `outcome`): the call fails as `unreadable`. */
export class UnreadableAnswer extends Error {}
class CheckNotLoaded extends Error {}

/** The payload of an answer wrapped in `outcome` (every answer but documents of other standards). */
const outcomeOf = (response: unknown) => {
  if (typeof response !== 'object' || response === null || !('outcome' in response))
    throw new UnreadableAnswer('outcome: the answer has no outcome');
  return response.outcome;
};

/**
 * Reads an answer as the operation describes it: validated, and unwrapped from `outcome`. The schema is loaded
 * once, by the first answer that needs it.
 */
export const answerReader = <O extends Operation>(described: O): ((response: unknown) => Promise<AnswerOf<O>>) => {
  const answer = described.answer as AnswerSchema | AnswerSchemaLoader | null;
  if (answer === null) return async () => null as AnswerOf<O>;
  let schema: Promise<AnswerSchema> | undefined;
  return async (response) => {
    schema ??= loadAnswerSchema(answer).catch((error: unknown) => {
      schema = undefined;
      throw new CheckNotLoaded(error instanceof Error ? error.message : String(error));
    });
    const loaded = await schema;
    const checked = loaded.safeParse(described.envelope === false ? response : outcomeOf(response));
    if (!checked.success)
      throw new UnreadableAnswer(checked.error.issues.map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`).join('; '));
    return checked.data as AnswerOf<O>;
  };
};

const unreadable = (error: unknown, statusCode: number): ApiError => ({
  statusCode,
  error: 'Unreadable answer',
  code: 'unreadable',
  message: `The answer does not match its contract: ${error instanceof Error ? error.message : String(error)}`.slice(0, 2000),
});

/** The answer came, but the code that checks it did not load (offline without it, a build replaced): a network failure, tried again as one. */
export const checkNotLoaded: ApiError = {
  statusCode: 0,
  error: 'Network error',
  code: 'network',
  message: "The answer's check could not be loaded",
};

const definitionOf = (described: Operation, behaviour: Behaviour<Operation> = {}) => {
  const read = answerReader(described);
  const varyTags: CacheTagType[] = [
    ...(described.varies?.includes('session') ? (['Session'] as const) : []),
    ...(described.varies?.includes('content') ? (['Content'] as const) : []),
  ];
  return {
    queryFn: async (arg: unknown, queryApi: BaseQueryApi, extraOptions: object) => {
      await behaviour.before?.(queryApi);
      const result = await tilesBaseQuery(requestOf(described, arg), queryApi, extraOptions as never);
      if (result.error) return described.signedOutIsNull && result.error.statusCode === 401 ? { data: null } : { error: result.error };
      let data: unknown;
      try {
        data = await read(result.data);
      } catch (error) {
        if (error instanceof CheckNotLoaded) return { error: checkNotLoaded };
        return { error: unreadable(error, (result.meta as { response?: Response } | undefined)?.response?.status ?? 0) };
      }
      await behaviour.after?.(queryApi, data as never);
      return { data };
    },
    ...(isQuery(described)
      ? { providesTags: (_result: unknown, _error: unknown, arg: unknown) => [...cacheTagsOf(described.provides, arg), ...varyTags] }
      : {}),
    ...(described.invalidates
      ? // A write that failed changed nothing on the server: nothing to ask again.
        { invalidatesTags: (_result: unknown, error: unknown, arg: unknown) => (error ? [] : cacheTagsOf(described.invalidates, arg)) }
      : {}),
    ...(behaviour.keepUnusedDataFor === undefined ? {} : { keepUnusedDataFor: behaviour.keepUnusedDataFor }),
  };
};

const contractApi = api.enhanceEndpoints({ addTagTypes: CACHE_TAG_TYPES });

/**
 * The endpoints of a group of operations of the contract, one per operation under its name (a GET is a query,
 * other methods mutations, unless the operation says `use`): url, method, headers, answer validation, the unwrap
 * and the tags all come from the contract. What a feature adds on top (lifecycles) it adds with
 * `enhanceEndpoints`.
 */
export const injectOperations = <const Ops extends Record<string, Operation>>(operations: Ops, behaviours: Behaviours<Ops> = {}) =>
  contractApi.injectEndpoints({
    endpoints: (build) =>
      Object.fromEntries(
        Object.entries(operations).map(([name, described]) => {
          const definition = definitionOf(described, behaviours[name] as Behaviour<Operation> | undefined);
          return [name, isQuery(described) ? build.query(definition as never) : build.mutation(definition as never)];
        }),
      ) as unknown as DefinitionsOf<Ops>,
  });

/**
 * A call a page's first render needs, as the server runs it into its store before rendering: the endpoint and the
 * argument its hook asks with (the cache key both ends share); `definesPage`: its 404 makes the page a 404.
 */
export const prefetchOf = <O extends Operation>(endpointName: string, _described: O, arg: EndpointArg<O>, definesPage = false) => ({
  endpointName,
  arg: arg as unknown,
  ...(definesPage ? { definesPage } : {}),
});
