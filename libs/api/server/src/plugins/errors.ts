import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '@tiles/api-platform/db/errors';
import { apiErrorCodeOfStatus, showsInternals, type ApiErrorBody, type ApiErrorCode } from '@tiles/contracts';
import { HttpError } from '@tiles/api-platform/ground/http-errors';

const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const reasonPhrase = (statusCode: number) => STATUS_CODES[statusCode] ?? 'Error';

/** `querystring.lc: 'xx' is not a language-country code` — the field is always named. */
const describeValidation = (error: FastifyError): string => {
  const context = error.validationContext ?? 'request';
  const issues = error.validation ?? [];
  return issues
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return `${field ? `${context}.${field}` : context}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
};

/**
 * One error shape for the whole api: `{ statusCode, error, message }`. Validation problems are 400 and name the
 * field; 5xx answers hide internals unless the public environment is local or development.
 */
export const registerErrorHandling = (app: FastifyInstance) => {
  const revealInternals = showsInternals(app.config.publicEnv);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let statusCode: number;
    let message: string;
    let code: ApiErrorCode | undefined;
    if (hasZodFastifySchemaValidationErrors(error)) {
      statusCode = 400;
      message = describeValidation(error);
    } else if (error instanceof HttpError) {
      statusCode = error.statusCode;
      message = error.message;
      code = error.code;
      reply.headers(error.headers);
    } else if (isResponseSerializationError(error)) {
      statusCode = 500;
      message = 'The answer did not match its schema';
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: body too large, bad JSON, unsupported media type...
      statusCode = error.statusCode;
      message = error.message;
    } else if (isDatabaseUnavailable(error)) {
      statusCode = 503;
      message = UNAVAILABLE_MESSAGE;
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    } else {
      statusCode = typeof error.statusCode === 'number' && error.statusCode >= 500 ? error.statusCode : 500;
      message = error.message;
    }

    const body: ApiErrorBody = { statusCode, error: reasonPhrase(statusCode), code: code ?? apiErrorCodeOfStatus(statusCode), message };
    // Our own 5xx messages (maintenance, outage, captcha down) are meant for the caller, in production too.
    if (statusCode === 503 && (error instanceof HttpError || message === UNAVAILABLE_MESSAGE)) {
      // An outage fails every request alike: one line each, without the stack, keeps the log readable.
      request.log.warn({ reason: error.message, code: body.code }, 'request refused: service unavailable');
    } else if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      if (revealInternals) {
        if (error.stack) body.stack = error.stack;
      } else {
        body.message = 'Something went wrong on our side. Please try again later.';
      }
    }
    return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
  });
};
