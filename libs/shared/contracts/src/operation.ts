import type { z } from 'zod/mini';
import type { Permission } from './permissions.js';

/**
 * One api operation, described once for both ends (ADR 0014): the api registers its route from it (validation,
 * authorisation, OpenAPI) and the web builds its RTK Query endpoint from it (url, method, answer validation, the
 * unwrap of `outcome`, cache tags). Nothing else spells an api URL.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, a signed-in caller, or a caller with a permission (and/or in a mode) of the map. */
export type Access =
  | 'anyone'
  | 'signed-in'
  | {
      readonly permission?: Permission;
      readonly mode?: 'admin' | 'tester';
      /**
       * The session must have proved a second factor ('checked'; implied by a permission or a mode), or done so in
       * the last 15 minutes ('recent': the most sensitive actions).
       */
      readonly secondFactor?: 'checked' | 'recent';
    };

/** What the answer depends on beyond its arguments: the web keys and drops its cache entries by these. */
export type Variation = 'locale' | 'session' | 'content';

/** The types of the web cache's tags: the first two are what `varies` adds; the others name data a write changes. */
export const CACHE_TAG_TYPES = [
  'Session',
  'Content',
  'User',
  'Course',
  'MyCourses',
  'Stats',
  'GameProgress',
  'GameLedger',
  'GameStreak',
  'Notification',
  'Draft',
  'Site',
  'Boilerplate',
  'Category',
  'GameDefinitions',
  'Review',
  'Devices',
  'Accounts',
  'Groups',
  'GroupProgress',
  'Passkeys',
  'SecondFactor',
  'Credentials',
  'LrsClients',
] as const;
export type CacheTagType = (typeof CACHE_TAG_TYPES)[number];
/** A tag, or a tag with its id read from one of the operation's path parameters. */
export type CacheTagRule = CacheTagType | { readonly type: CacheTagType; readonly idFrom: string };

type Schema = z.ZodMiniType;
type ObjectSchema = z.ZodMiniObject;

export type Operation = {
  readonly method: HttpMethod;
  /** Below `/api`, with `:name` for each path parameter (Fastify's syntax). */
  readonly path: string;
  /** The OpenAPI group. */
  readonly group: string;
  readonly summary: string;
  readonly description?: string;
  readonly params?: ObjectSchema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** Request headers the operation reads beyond those every call carries. */
  readonly headers?: ObjectSchema;
  /** The payload in `outcome`; null for an answer without a body. */
  readonly answer: Schema | null;
  /** False for answers that are not wrapped in `outcome` (documents of other standards, files). */
  readonly envelope?: false;
  /** The status of a successful answer (200 unless said). */
  readonly status?: 200 | 201 | 202 | 204;
  /** Error statuses beyond those the operation's shape implies (400 with input, 401/403 with access, 503). */
  readonly errors?: readonly number[];
  /** The error codes (API_ERROR_CODES) particular to this operation, for its documentation. */
  readonly errorCodes?: readonly string[];
  readonly access: Access;
  readonly varies?: readonly Variation[];
  readonly provides?: readonly CacheTagRule[];
  readonly invalidates?: readonly CacheTagRule[];
  /** The largest body the api takes, in bytes (Fastify's 1 MiB unless said). */
  readonly bodyLimit?: number;
  /** A write that takes an Idempotency-Key: sent twice, it happens once. */
  readonly idempotent?: boolean;
  /** For a caller without a session, a 401 says "nobody is signed in": the web reads it as the answer null. */
  readonly signedOutIsNull?: true;
  /** Read with a method other than GET, or written with GET: how the web uses it (GET: query, else mutation). */
  readonly use?: 'query' | 'mutation';
};

/**
 * Declares an operation, keeping its literal types (the schemas, the path) for both ends. Free of side effects, so
 * a bundle keeps only the operations it uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function operation<const O extends Operation>(described: O): O {
  return described;
}

type Input<S> = S extends Schema ? z.input<S> : never;
type Output<S> = S extends Schema ? z.output<S> : never;

export type ParamsOf<O extends Operation> = O['params'] extends ObjectSchema ? Output<O['params']> : Record<string, never>;
export type QueryOf<O extends Operation> = O['query'] extends Schema ? Output<O['query']> : Record<string, never>;
export type BodyOf<O extends Operation> = O['body'] extends Schema ? Output<O['body']> : undefined;
/** What the caller hands over: path parameters flat, `query` and `body` as they are, the page's `locale`. */
export type ArgsOf<O extends Operation> = (O['params'] extends ObjectSchema ? Output<O['params']> : unknown) &
  (O['query'] extends Schema
    ? object extends Input<O['query']>
      ? { query?: Input<O['query']> }
      : { query: Input<O['query']> }
    : unknown) &
  (O['body'] extends Schema ? { body: Input<O['body']> } : unknown) &
  (O['varies'] extends readonly Variation[] ? ('locale' extends O['varies'][number] ? { locale: string } : unknown) : unknown) &
  (O['idempotent'] extends true ? { idempotencyKey?: string } : unknown);
/** The answer's payload as the caller reads it (null for an answer without a body, or "nobody is signed in"). */
export type AnswerOf<O extends Operation> =
  (O['answer'] extends Schema ? Output<O['answer']> : null) | (O['signedOutIsNull'] extends true ? null : never);
/** The answer's payload as the handler gives it. */
export type AnswerInputOf<O extends Operation> = O['answer'] extends Schema ? Input<O['answer']> : null;

/** The path parameters an operation's path names, in order. */
export const pathParameters = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);

/** The query string of plain values, leaving out the undefined and empty ones (`a=1&b=x`, or ''). */
export const queryString = (query: Record<string, unknown> | undefined) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search.toString();
};

/**
 * An operation's address relative to the site root (`api/lms/courses/2?list=archive`): its path with each
 * parameter encoded, and its query. Links to files and the calls made outside RTK Query use it too.
 */
export const operationUrl = (described: Pick<Operation, 'path'>, params: Record<string, unknown> = {}, query?: Record<string, unknown>) => {
  const path = described.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${described.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = queryString(query);
  return `api${path}${search ? `?${search}` : ''}`;
};

/** The tags a rule list gives for a call's arguments (path parameters read from them by name). */
export const cacheTagsOf = (rules: readonly CacheTagRule[] | undefined, args: unknown) =>
  (rules ?? []).map((rule) =>
    typeof rule === 'string' ? rule : { type: rule.type, id: String((args as Record<string, unknown> | undefined)?.[rule.idFrom]) },
  );
