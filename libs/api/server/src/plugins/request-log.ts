import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential: an access link's token must not end up in the logs whole. */
const SECRET_PARAMETERS = new Set(['token', 'id_token', 'access_token', 'refresh_token', 'code', 'state', 'rt', 'ticket']);

/** The address as the log keeps it: secrets in the query string replaced by `[redacted]`. */
export const redactedUrl = (url: string) => {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const parameters = new URLSearchParams(url.slice(queryStart + 1));
  let redacted = false;
  for (const name of new Set(parameters.keys())) {
    if (SECRET_PARAMETERS.has(name.toLowerCase())) {
      parameters.set(name, '[redacted]');
      redacted = true;
    }
  }
  return redacted ? `${url.slice(0, queryStart)}?${parameters.toString().replaceAll('%5Bredacted%5D', '[redacted]')}` : url;
};

/** Fastify's request line, with the address redacted. */
export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactedUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
