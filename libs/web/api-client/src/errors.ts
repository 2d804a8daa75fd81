import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorSchema } from '@tiles/contracts';

/** Every failed call, whatever went wrong, in one shape (statusCode 0 when the server was not reached). */
export type ApiError = {
  statusCode: number;
  error: string;
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

export const normaliseError = (error: FetchBaseQueryError): ApiError => {
  if (typeof error.status === 'number') {
    const body = apiErrorSchema.safeParse(error.data);
    if (body.success) return body.data;
    return { statusCode: error.status, error: 'HTTP error', message: `The server answered ${error.status}` };
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return { statusCode: 0, error: 'Network error', message: 'The server could not be reached' };
    case 'TIMEOUT_ERROR':
      return { statusCode: 0, error: 'Timeout', message: 'The server took too long to answer' };
    case 'PARSING_ERROR':
      return { statusCode: error.originalStatus, error: 'Unreadable answer', message: 'The answer was not valid JSON' };
    default:
      return { statusCode: 0, error: 'Client error', message: error.error };
  }
};

/** What a failed call says, for an error notice; '' when the value is not an ApiError. */
export const errorMessageOf = (error: unknown) => (isApiError(error) ? error.message : '');
