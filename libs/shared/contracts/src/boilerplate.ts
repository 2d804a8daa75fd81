import { z } from 'zod/mini';
import { textKeys } from './text-keys.js';

export const textKeySchema = z.enum(textKeys);

/** One text in every locale the site supports. */
export const boilerplateEntrySchema = z.object({
  key: z.string(),
  translations: z.record(z.string(), z.string()),
});
export type BoilerplateEntry = z.infer<typeof boilerplateEntrySchema>;
