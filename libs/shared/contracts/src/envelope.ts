import { z } from 'zod/mini';

/** Every successful answer of the api wraps its payload in `outcome`. */
export const outcomeOf = <T extends z.ZodMiniType>(payload: T) => z.object({ outcome: payload });
export type Outcome<T> = { outcome: T };

/**
 * Stable names of what went wrong, for programs and for the web's localised messages (`apiError.{code}`): the
 * `message` is English for operators and logs, never shown to a learner as it is. The last three are the web
 * client's own, for calls that got no readable answer.
 */
export const API_ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'not-found',
  'conflict',
  'payload-too-large',
  'rate-limited',
  'unavailable',
  'internal',
  'invalid-credentials',
  'captcha',
  'unknown-provider',
  'invalid-token',
  'sign-up-closed',
  'email-in-use',
  'email-unverified',
  'weak-password',
  'wrong-password',
  'token-used',
  'token-expired',
  'last-administrator',
  'account-disabled',
  'sign-in-by-link',
  'course-expired',
  'not-enrolled',
  'maintenance',
  'site-not-found',
  'network',
  'timeout',
  'unreadable',
  'join-code-renewed',
  'invitation-for-another-address',
  'invitation-used',
  'provider-refused',
  'provider-unavailable',
  'sign-in-expired',
  'passkey-refused',
  'last-sign-in-method',
  'second-factor-required',
  'second-factor-setup-required',
  'second-factor-refused',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

const knownCodes: ReadonlySet<string> = new Set(API_ERROR_CODES);
export const isApiErrorCode = (value: unknown): value is ApiErrorCode => typeof value === 'string' && knownCodes.has(value);

/** The code an answer without a more precise one gets, from its status. */
export const apiErrorCodeOfStatus = (statusCode: number): ApiErrorCode => {
  if (statusCode === 0) return 'network';
  if (statusCode === 400 || statusCode === 415 || statusCode === 422) return 'validation';
  if (statusCode === 401) return 'unauthorized';
  if (statusCode === 403) return 'forbidden';
  if (statusCode === 404 || statusCode === 410) return 'not-found';
  if (statusCode === 409) return 'conflict';
  if (statusCode === 413) return 'payload-too-large';
  if (statusCode === 429) return 'rate-limited';
  if (statusCode === 408 || statusCode === 504) return 'timeout';
  if (statusCode === 502 || statusCode === 503) return 'unavailable';
  return 'internal';
};

/** The one error body of the api. */
export const apiErrorSchema = z.object({
  statusCode: z.int(),
  error: z.string(),
  /** One of API_ERROR_CODES (optional only so that answers of older servers still read). */
  code: z.optional(z.string()),
  message: z.string(),
  stack: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const TILES_SITE_ID_HEADER = 'tiles-site-id';
export const TILES_LOCALE_HEADER = 'tiles-locale-code';
/** On a write that must happen once per intent (publishing, sending): repeating the key repeats the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REFRESH_TOKEN_HEADER = 'x-rt';
