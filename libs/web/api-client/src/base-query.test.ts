// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorCodeOfStatus, tagOperations } from '@tiles/contracts';
import { configureApiClient, tilesBaseQuery } from './base-query';
import { requestOf } from './operations';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders };

/** A real HTTP server answering a scripted list of statuses, recording what it receives. */
let server: http.Server;
let baseUrl: string;
let seen: Seen[] = [];
let script: { status: number; headers?: Record<string, string>; body?: unknown; dropConnection?: boolean }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    const next = script.shift() ?? { status: 200, body: { outcome: 'ok' } };
    // A connection that drops before any answer: the client sees a network failure, as on a phone losing signal.
    if (next.dropConnection) return void request.socket.destroy();
    response.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
    response.end(JSON.stringify(next.body ?? { statusCode: next.status, error: 'Err', message: `status ${next.status}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const sleep = vi.fn(async (_ms: number) => undefined);
beforeEach(() => {
  seen = [];
  script = [];
  sleep.mockClear();
  configureApiClient({
    baseUrl,
    sleep,
    requestContext: () => ({ siteId: 'tiles', localeCode: 'en-GB', accessToken: 'access-1', refreshToken: 'refresh-1' }),
  });
});

const send = (request: FetchArgs) =>
  tilesBaseQuery(
    request,
    {
      signal: new AbortController().signal,
      abort: () => undefined,
      dispatch: () => undefined,
      getState: () => ({}),
      extra: undefined,
      endpoint: 'test',
      type: request.method === undefined || request.method === 'GET' ? 'query' : 'mutation',
    } as BaseQueryApi,
    {},
  );
const call = (method: string, url = 'api/thing') => send({ url, method, body: method === 'GET' ? undefined : {} });

describe('tilesBaseQuery', () => {
  it('sends the tiles headers, the bearer token and the refresh token', async () => {
    await call('GET');
    expect(seen[0]?.headers).toMatchObject({
      'tiles-site-id': 'tiles',
      'tiles-locale-code': 'en-GB',
      authorization: 'Bearer access-1',
      'x-rt': 'refresh-1',
    });
  });

  it("sends the locale of the request's own argument, not the store's, when the request names one", async () => {
    await send(requestOf(tagOperations.getTags, { locale: 'de-DE', query: { type: 'category' } }));
    expect(seen[0]?.headers['tiles-locale-code']).toBe('de-DE');
    await call('GET');
    expect(seen[1]?.headers['tiles-locale-code']).toBe('en-GB');
  });

  it('leaves out the token headers when there are none', async () => {
    configureApiClient({ baseUrl, sleep, requestContext: () => ({ siteId: 'acme', localeCode: 'it-IT' }) });
    await call('GET');
    expect(seen[0]?.headers['authorization']).toBeUndefined();
    expect(seen[0]?.headers['x-rt']).toBeUndefined();
    expect(seen[0]?.headers['tiles-site-id']).toBe('acme');
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET exactly once on %i', async (status) => {
    script = [{ status }, { status }];
    const result = await call('GET');
    expect(seen).toHaveLength(2);
    expect(result.error).toEqual({ statusCode: status, error: 'Err', code: apiErrorCodeOfStatus(status), message: `status ${status}` });
  });

  it('answers the data of a successful retry', async () => {
    script = [{ status: 503 }, { status: 200, body: { outcome: 42 } }];
    const result = await call('GET');
    expect(seen).toHaveLength(2);
    expect(result.data).toEqual({ outcome: 42 });
  });

  it('tries a GET once more when the connection drops, and answers the data of the second try', async () => {
    script = [
      { status: 0, dropConnection: true },
      { status: 200, body: { outcome: 7 } },
    ];
    const result = await call('GET');
    expect(seen).toHaveLength(2);
    expect(result.data).toEqual({ outcome: 7 });
  });

  it('answers a network error when the connection drops twice, and never tries a POST again', async () => {
    script = [
      { status: 0, dropConnection: true },
      { status: 0, dropConnection: true },
    ];
    expect((await call('GET')).error).toMatchObject({ statusCode: 0, code: 'network' });
    expect(seen).toHaveLength(2);
    seen = [];
    script = [{ status: 0, dropConnection: true }, { status: 200 }];
    expect((await call('POST')).error).toMatchObject({ statusCode: 0, code: 'network' });
    expect(seen).toHaveLength(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries a %s', async (method) => {
    script = [{ status: 503 }, { status: 200 }];
    const result = await call(method);
    expect(seen).toHaveLength(1);
    expect(result.error?.statusCode).toBe(503);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry a GET on %i', async (status) => {
    script = [{ status }];
    const result = await call('GET');
    expect(seen).toHaveLength(1);
    expect(result.error?.statusCode).toBe(status);
  });

  it('waits as Retry-After says, up to the cap', async () => {
    script = [{ status: 429, headers: { 'retry-after': '2' } }, { status: 200 }];
    await call('GET');
    expect(sleep).toHaveBeenCalledWith(2000);

    script = [{ status: 503, headers: { 'retry-after': '3600' } }, { status: 200 }];
    await call('GET');
    expect(sleep).toHaveBeenLastCalledWith(5000);
  });

  it('passes Retry-After on to the caller', async () => {
    script = [{ status: 429, headers: { 'retry-after': '600' } }];
    const result = await call('POST');
    expect(result.error).toMatchObject({ statusCode: 429, retryAfterSeconds: 600 });
  });

  it('normalises an error body that is not ours', async () => {
    script = [{ status: 418, body: { nope: true } }];
    const result = await call('GET');
    expect(result.error).toEqual({ statusCode: 418, error: 'HTTP error', code: 'internal', message: 'The server answered 418' });
  });

  it('normalises an unreachable server', async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:1/', sleep, requestContext: () => ({ siteId: 't', localeCode: 'it-IT' }) });
    const result = await call('GET');
    expect(result.error).toMatchObject({ statusCode: 0, error: 'Network error' });
  });
});
