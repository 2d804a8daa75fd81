import { z } from 'zod/mini';

/** One text in every locale the site supports. */
export const boilerplateEntrySchema = z.object({
  key: z.string(),
  translations: z.record(z.string(), z.string()),
});
export type BoilerplateEntry = z.infer<typeof boilerplateEntrySchema>;
