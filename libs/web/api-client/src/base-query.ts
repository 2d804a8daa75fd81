import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import { REFRESH_TOKEN_HEADER, TILES_LOCALE_HEADER, TILES_SITE_ID_HEADER } from '@tiles/contracts';
import { normaliseError, type ApiError } from './errors';
import { retryDelayMs, shouldRetry } from './retry-policy';

/** What every call says about who is asking: read from the store at call time. */
export type RequestContext = {
  siteId: string;
  localeCode: string;
  accessToken?: string | undefined;
  refreshToken?: string | undefined;
};

export type ApiClientConfig = {
  baseUrl: string;
  /** Reads the request context from the store's state. */
  requestContext: (state: unknown) => RequestContext;
  sleep: (ms: number) => Promise<void>;
};

const defaultConfig: ApiClientConfig = {
  baseUrl: '/',
  requestContext: () => ({ siteId: 'tiles', localeCode: 'it-IT' }),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

let config: ApiClientConfig = defaultConfig;

/** Wires the client to the host: where the api is and how to read site, locale and tokens from the store. */
export const configureApiClient = (overrides: Partial<ApiClientConfig>) => {
  config = { ...defaultConfig, ...overrides };
};

/** The api's origin: the configured base URL resolved against the page. */
export const apiOrigin = () => new URL(config.baseUrl, window.location.href).origin;

/**
 * How a store that is not a browser's calls the api: the server rendering a first screen gives its store (as the
 * thunk's extra argument) a fetch that runs the api's own routes in process, with the page's cookie.
 */
export type InProcessApi = {
  fetchFn: typeof fetch;
  /** An absolute base the in-process fetch reads the path from (`http://in-process/`). */
  baseUrl: string;
  requestContext: (state: unknown) => RequestContext;
};
const inProcessApiOf = (extra: unknown) => (extra as { inProcessApi?: InProcessApi } | undefined)?.inProcessApi;

/** The headers every call carries (spec §7): site, locale, and the tokens when there are any. */
const withContextHeaders = (headers: Headers, state: unknown, requestContext = config.requestContext) => {
  const context = requestContext(state);
  headers.set(TILES_SITE_ID_HEADER, context.siteId);
  // A request that varies with the locale already says the page's (see requestOf); the store's is the fallback.
  if (!headers.has(TILES_LOCALE_HEADER)) headers.set(TILES_LOCALE_HEADER, context.localeCode);
  if (context.accessToken) headers.set('authorization', `Bearer ${context.accessToken}`);
  if (context.refreshToken) headers.set(REFRESH_TOKEN_HEADER, context.refreshToken);
  return headers;
};

/** The headers every call carries, for a request made outside RTK Query (files kept for offline study). */
export const apiRequestHeaders = (state: unknown, locale?: string) => {
  const headers = new Headers(locale ? { [TILES_LOCALE_HEADER]: locale } : {});
  return withContextHeaders(headers, state);
};

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { getState }) => withContextHeaders(headers, getState()),
  credentials: 'same-origin',
  validateStatus: (response) => response.status < 400,
});

const inProcessBaseQueries = new WeakMap<InProcessApi, ReturnType<typeof fetchBaseQuery>>();
const inProcessBaseQuery = (inProcess: InProcessApi) => {
  let baseQuery = inProcessBaseQueries.get(inProcess);
  if (!baseQuery) {
    baseQuery = fetchBaseQuery({
      baseUrl: '/',
      fetchFn: inProcess.fetchFn,
      prepareHeaders: (headers, { getState }) => withContextHeaders(headers, getState(), inProcess.requestContext),
      validateStatus: (response) => response.status < 400,
    });
    inProcessBaseQueries.set(inProcess, baseQuery);
  }
  return baseQuery;
};

const withBaseUrl = (args: string | FetchArgs, baseUrl = config.baseUrl): FetchArgs => {
  const request = typeof args === 'string' ? { url: args } : args;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return { ...request, url: /^https?:\/\//.test(request.url) ? request.url : `${base}${request.url.replace(/^\//, '')}` };
};

/**
 * A POST that outlives the page (`keepalive`), started at once with the same headers as every other call: for
 * the last hit of a page that is being hidden or closed, where an RTK Query call could start too late.
 */
export const postKeepalive = (state: unknown, url: string, body: unknown): Promise<void> => {
  const request = withBaseUrl(url);
  const headers = withContextHeaders(new Headers({ 'content-type': 'application/json' }), state);
  return fetch(request.url, { method: 'POST', body: JSON.stringify(body), headers, keepalive: true, credentials: 'same-origin' }).then(
    (response) => {
      if (response.status >= 400) throw normaliseError({ status: response.status, data: undefined });
    },
  );
};

/**
 * The one base query: tiles headers on every call, statuses 400-599 are errors, one retry for reads on transient
 * statuses (honouring Retry-After up to a cap), never for writes, and errors normalised to ApiError.
 */
export const tilesBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const inProcess = inProcessApiOf(api.extra);
  const request = withBaseUrl(args, inProcess?.baseUrl);
  const send = inProcess ? inProcessBaseQuery(inProcess) : rawBaseQuery;
  const method = (request.method ?? 'GET').toUpperCase();
  let result = await send(request, api, extraOptions);
  const status = !result.error
    ? undefined
    : typeof result.error.status === 'number'
      ? result.error.status
      : result.error.status === 'FETCH_ERROR'
        ? ('network' as const)
        : undefined;
  if (result.error && shouldRetry(method, status)) {
    await config.sleep(retryDelayMs(result.meta?.response?.headers.get('retry-after')));
    result = await send(request, api, extraOptions);
  }
  if (result.error) {
    const error = normaliseError(result.error);
    const retryAfter = result.meta?.response?.headers.get('retry-after');
    if (retryAfter) error.retryAfterSeconds = Math.ceil(retryDelayMs(retryAfter, Date.now(), Number.POSITIVE_INFINITY) / 1000);
    return { error, meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};
