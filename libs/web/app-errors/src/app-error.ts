/** The error the app root shows instead of the app. Fields as the spec reads them. */
export type AppError = {
  statusCode: number;
  statusMessage: string;
  /** English, as the spec words it: what operators read in the client-error log. */
  message: string;
  stack?: string | undefined;
  /** What went wrong, for the learner's localised message (an api error code, a navigation code, 'chunk-load'). */
  code?: string | undefined;
  /** Values the localised message names (path, siteId). */
  params?: Record<string, string> | undefined;
};

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const statusMessageFor = (statusCode: number) =>
  reasonPhrases[statusCode] ?? (statusCode >= 500 ? 'Server Error' : statusCode >= 400 ? 'Client Error' : 'Error');

type ErrorLike = {
  statusCode?: unknown;
  statusMessage?: unknown;
  error?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  params?: unknown;
};

/** Turns anything thrown (an Error, an api error body, a string) into an AppError. */
export const toAppError = (thrown: unknown): AppError => {
  if (typeof thrown === 'string') return { statusCode: 500, statusMessage: statusMessageFor(500), message: thrown };
  if (typeof thrown !== 'object' || thrown === null) {
    return { statusCode: 500, statusMessage: statusMessageFor(500), message: 'Unknown error' };
  }
  const like = thrown as ErrorLike;
  const statusCode = typeof like.statusCode === 'number' && like.statusCode >= 400 && like.statusCode <= 599 ? like.statusCode : 500;
  const statusMessage =
    typeof like.statusMessage === 'string'
      ? like.statusMessage
      : typeof like.error === 'string' && like.error
        ? like.error
        : statusMessageFor(statusCode);
  return {
    statusCode,
    statusMessage,
    message: typeof like.message === 'string' && like.message ? like.message : statusMessage,
    stack: typeof like.stack === 'string' ? like.stack : undefined,
    code: typeof like.code === 'string' ? like.code : undefined,
    params: typeof like.params === 'object' && like.params !== null ? (like.params as Record<string, string>) : undefined,
  };
};
