import type { FastifyInstance } from 'fastify';
import pretty from 'pino-pretty';

/** Marks the calls the server makes to itself to build a page (the first screen's answers), not a visitor's. */
export const PAGE_PART_HEADER = 'x-tiles-page-part';

/**
 * One log line per request, when it is answered (method, path, status, time); the server's own in-process calls
 * that build a page are logged at `debug`, so a newcomer's terminal shows what a browser asked, not how a page
 * was assembled.
 */
export const registerRequestLines = (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    const level = request.headers[PAGE_PART_HEADER] === '1' ? 'debug' : 'info';
    request.log[level](
      { req: request, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
};

/** Readable lines for a person at a terminal (`LOG_FORMAT=pretty`, the default when stdout is one). */
export const prettyLogStream = () =>
  pretty({
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log, messageKey) =>
      log.req && log.res
        ? `${(log.req as { method: string }).method} ${(log.req as { url: string }).url} ${(log.res as { statusCode: number }).statusCode} ${String(log.responseTime)} ms`
        : String(log[messageKey] ?? ''),
    singleLine: true,
  });
