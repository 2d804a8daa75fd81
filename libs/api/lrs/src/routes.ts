import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { aboutAnswer, answerXapi, type XapiAnswer, type XapiContext, type XapiRequest } from './xapi-resources.js';
import type { LrsClient } from './repository.js';
import type { XapiVersion } from './statement-rules.js';

export const XAPI_PREFIX = '/xapi';
/** A body with attachments may be large; statements alone are bounded by the batch size. */
const XAPI_BODY_LIMIT_BYTES = 16 * 1024 * 1024;
const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, HEAD, PUT, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type, X-Experience-API-Version, If-Match, If-None-Match, Accept-Language',
  'access-control-expose-headers': 'ETag, Last-Modified, X-Experience-API-Version, X-Experience-API-Consistent-Through, Content-Type',
  'access-control-max-age': '600',
};
/** Headers the Alternate Request Syntax may carry in its form. */
const FORM_HEADERS = ['authorization', 'x-experience-api-version', 'content-type', 'content-length', 'if-match', 'if-none-match'];
const VERSION_HEADER = 'x-experience-api-version';

/** A client's requests: a bucket of `burst` refilled at `perSecond`; an empty bucket answers 429. */
export const rateLimiter = (perSecond: number, burst: number) => {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (clientId: string, now: number) => {
    const bucket = buckets.get(clientId) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    buckets.set(clientId, bucket);
    if (bucket.tokens < 1) return Math.ceil((1 - bucket.tokens) / perSecond);
    bucket.tokens -= 1;
    return 0;
  };
};

const versionOf = (header: string | undefined): XapiVersion | null => {
  if (header === undefined) return null;
  if (/^2\.0(\.\d+)?$/.test(header)) return '2.0.0';
  if (/^1\.0(\.\d+)?$/.test(header)) return '1.0.3';
  return null;
};

const send = (reply: FastifyReply, answer: XapiAnswer, version: XapiVersion, head: boolean) => {
  reply.code(answer.status);
  reply.header(VERSION_HEADER, version);
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  if (answer.body === undefined || head || answer.status === 204) return reply.send();
  return reply.send(answer.body);
};

const plainHeaders = (request: FastifyRequest) =>
  Object.fromEntries(
    Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name.toLowerCase(), value]] : [])),
  ) as Record<string, string>;

type Unfolded = { method: XapiRequest['method']; headers: Record<string, string>; query: Record<string, string>; body: Buffer };

/**
 * xAPI 1.0.3's Alternate Request Syntax: a POST whose `method` parameter names the real one and whose form carries
 * the headers, the parameters and the content. xAPI 2.0 removed it: there it is a 400.
 */
const unfold = (request: FastifyRequest): Unfolded | { error: string } => {
  const query = { ...(request.query as Record<string, string>) };
  const headers = plainHeaders(request);
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  if (query['method'] === undefined) return { method: request.method as XapiRequest['method'], headers, query, body };
  if (request.method !== 'POST') return { error: 'the method parameter is only for POST (Alternate Request Syntax)' };
  if (Object.keys(query).length !== 1) return { error: 'with the Alternate Request Syntax, every parameter travels in the form' };
  const method = query['method'].toUpperCase();
  if (!['GET', 'PUT', 'POST', 'DELETE'].includes(method)) return { error: 'the method parameter names GET, PUT, POST or DELETE' };
  if ((headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() !== 'application/x-www-form-urlencoded')
    return { error: 'the Alternate Request Syntax sends application/x-www-form-urlencoded' };
  const form = new URLSearchParams(body.toString('utf8'));
  const unfolded: Unfolded = { method: method as XapiRequest['method'], headers: {}, query: {}, body: Buffer.alloc(0) };
  for (const [name, value] of Object.entries(headers))
    if (name !== 'content-type' && name !== 'content-length') unfolded.headers[name] = value;
  for (const [name, value] of form) {
    const lower = name.toLowerCase();
    if (lower === 'content') unfolded.body = Buffer.from(value, 'utf8');
    else if (FORM_HEADERS.includes(lower)) unfolded.headers[lower] = value;
    else unfolded.query[name] = value;
  }
  if (unfolded.body.length && !unfolded.headers['content-type']) unfolded.headers['content-type'] = 'application/json';
  return unfolded;
};

export type LrsRoutesOptions = {
  context: () => XapiContext;
  authenticate: (authorization: string | undefined) => Promise<LrsClient | null>;
  now: () => Date;
  /** The version answers name when the request named none. */
  defaultVersion: XapiVersion;
  rate: { perSecond: number; burst: number };
};

/** The LRS at /xapi: CORS for content served elsewhere, the version and the client resolved, then its resources. */
export const lrsRoutes = async (app: FastifyInstance, options: LrsRoutesOptions) => {
  const limited = rateLimiter(options.rate.perSecond, options.rate.burst);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: XAPI_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('access-control-allow-origin', origin ?? '*');
    if (origin) reply.header('vary', 'Origin');
    for (const [name, value] of Object.entries(CORS_HEADERS)) reply.header(name, value);
  });
  app.options('/*', async (_request, reply) => reply.code(204).send());

  app.route({
    method: ['GET', 'HEAD'],
    url: '/about',
    exposeHeadRoute: false,
    handler: async (request, reply) =>
      send(
        reply,
        aboutAnswer(),
        versionOf(request.headers[VERSION_HEADER] as string | undefined) ?? options.defaultVersion,
        request.method === 'HEAD',
      ),
  });

  app.route({
    method: ['GET', 'HEAD', 'PUT', 'POST', 'DELETE'],
    url: '/*',
    exposeHeadRoute: false,
    bodyLimit: XAPI_BODY_LIMIT_BYTES,
    handler: async (request, reply) => {
      const headerVersion = versionOf(request.headers[VERSION_HEADER] as string | undefined) ?? options.defaultVersion;
      const unfolded = unfold(request);
      if ('error' in unfolded) return send(reply, { status: 400, body: { error: unfolded.error } }, headerVersion, false);
      const versionHeader = unfolded.headers[VERSION_HEADER];
      const version = versionOf(versionHeader);
      if ((request.query as Record<string, string>)['method'] !== undefined && version !== '1.0.3')
        return send(
          reply,
          { status: 400, body: { error: 'only xAPI 1.0.3 has the Alternate Request Syntax' } },
          version ?? headerVersion,
          false,
        );
      const client = await options.authenticate(unfolded.headers['authorization']);
      if (!client) {
        reply.header('www-authenticate', 'Basic realm="xAPI", charset="UTF-8"');
        return send(
          reply,
          { status: 401, body: { error: 'authenticate with the key and secret of an LRS client' } },
          version ?? headerVersion,
          false,
        );
      }
      if (!version)
        return send(
          reply,
          {
            status: 400,
            body: {
              error:
                versionHeader === undefined
                  ? 'the X-Experience-API-Version header is required'
                  : `xAPI version ${versionHeader} is not supported (1.0.x, 2.0.x)`,
            },
          },
          headerVersion,
          false,
        );
      const wait = limited(client.id, options.now().getTime());
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return send(reply, { status: 429, body: { error: 'too many requests from this client' } }, version, false);
      }
      const resource = (request.params as { '*': string })['*'].replace(/\/+$/, '');
      const answer = await answerXapi(
        {
          method: unfolded.method,
          resource,
          query: unfolded.query,
          headers: unfolded.headers,
          body: unfolded.body,
          version,
          client,
          now: options.now(),
        },
        options.context(),
      );
      return send(reply, answer, version, unfolded.method === 'HEAD');
    },
  });
};
