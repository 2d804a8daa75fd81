import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorCodeOfStatus, type ApiErrorBody } from '@tiles/contracts';

/**
 * Every failed call, whatever went wrong, in one shape (statusCode 0 when the server was not reached). `code`
 * says what went wrong for the learner's localised message; `message` is English, for logs and operators.
 */
export type ApiError = {
  statusCode: number;
  error: string;
  code: string;
  message: string;
  stack?: string;
  /** From Retry-After on 429 and 503 answers. */
  retryAfterSeconds?: number;
};

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiError).statusCode === 'number' &&
  typeof (value as ApiError).message === 'string';

/** Any thrown value as an ApiError: what is not one was not an answer of the server (statusCode 0, `network`). */
export const toApiError = (value: unknown): ApiError =>
  isApiError(value) ? value : { statusCode: 0, error: 'Network error', code: 'network', message: 'The server could not be reached' };

/**
 * The server refused the request for what it holds (a 4xx other than 408 and 429): sending it again cannot help,
 * so a queue lets it go instead of being blocked by it. Unreached servers, timeouts, 408, 429 and 5xx may pass.
 */
export const isRefusedForGood = (value: unknown) => {
  const { statusCode } = toApiError(value);
  return statusCode >= 400 && statusCode < 500 && statusCode !== 408 && statusCode !== 429;
};

/**
 * The api's error body (apiErrorSchema), read by its shape: every failed call passes here, and zod stays out of the
 * first load (ADR 0038).
 */
const isApiErrorBody = (data: unknown): data is ApiErrorBody => {
  if (typeof data !== 'object' || data === null) return false;
  const body = data as Record<string, unknown>;
  return (
    Number.isInteger(body['statusCode']) &&
    typeof body['error'] === 'string' &&
    typeof body['message'] === 'string' &&
    (body['code'] === undefined || typeof body['code'] === 'string') &&
    (body['stack'] === undefined || typeof body['stack'] === 'string')
  );
};

export const normaliseError = (error: FetchBaseQueryError): ApiError => {
  if (typeof error.status === 'number') {
    if (isApiErrorBody(error.data)) {
      const { statusCode, error: name, code, message, stack } = error.data;
      return {
        statusCode,
        error: name,
        code: code ?? apiErrorCodeOfStatus(statusCode),
        message,
        ...(stack === undefined ? {} : { stack }),
      };
    }
    return {
      statusCode: error.status,
      error: 'HTTP error',
      code: apiErrorCodeOfStatus(error.status),
      message: `The server answered ${error.status}`,
    };
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return { statusCode: 0, error: 'Network error', code: 'network', message: 'The server could not be reached' };
    case 'TIMEOUT_ERROR':
      return { statusCode: 0, error: 'Timeout', code: 'timeout', message: 'The server took too long to answer' };
    case 'PARSING_ERROR':
      return { statusCode: error.originalStatus, error: 'Unreadable answer', code: 'unreadable', message: 'The answer was not valid JSON' };
    default:
      return { statusCode: 0, error: 'Client error', code: 'unreadable', message: error.error };
  }
};
