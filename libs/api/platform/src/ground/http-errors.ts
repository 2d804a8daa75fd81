import { apiErrorCodeOfStatus, type ApiErrorCode } from '@tiles/contracts';

/** An error whose message is meant for the caller; `code` (default: from the status) is what clients localise. */
export class HttpError extends Error {
  readonly code: ApiErrorCode;
  readonly headers: Record<string, string>;
  constructor(
    readonly statusCode: number,
    message: string,
    options: { code?: ApiErrorCode; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = options.code ?? apiErrorCodeOfStatus(statusCode);
    this.headers = options.headers ?? {};
  }
}

export const notFound = (message: string, code: ApiErrorCode = 'not-found') => new HttpError(404, message, { code });
export const badRequest = (message: string, code: ApiErrorCode = 'validation') => new HttpError(400, message, { code });
