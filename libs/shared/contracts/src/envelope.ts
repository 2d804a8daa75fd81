import { z } from 'zod';

/** Every successful answer of the api wraps its payload in `outcome`. */
export const outcomeOf = <T extends z.ZodType>(payload: T) => z.object({ outcome: payload });
export type Outcome<T> = { outcome: T };

/** The one error body of the api. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  stack: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const TILES_SITE_ID_HEADER = 'tiles-site-id';
export const TILES_LOCALE_HEADER = 'tiles-locale-code';
export const REFRESH_TOKEN_HEADER = 'x-rt';
