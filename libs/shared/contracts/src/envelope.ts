import { z } from 'zod/mini';

/** Every successful answer of the api wraps its payload in `outcome`. */
export const outcomeOf = <T extends z.ZodMiniType>(payload: T) => z.object({ outcome: payload });
export type Outcome<T> = { outcome: T };

/** The one error body of the api. */
export const apiErrorSchema = z.object({
  statusCode: z.int(),
  error: z.string(),
  message: z.string(),
  stack: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const TILES_SITE_ID_HEADER = 'tiles-site-id';
export const TILES_LOCALE_HEADER = 'tiles-locale-code';
export const REFRESH_TOKEN_HEADER = 'x-rt';
