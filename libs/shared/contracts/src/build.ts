import { z } from 'zod';

/** `builds/latest.json`, written by the web build and polled by the running app. */
export const buildManifestSchema = z.object({
  buildId: z.string().min(1),
  builtAt: z.string(),
});
export type BuildManifest = z.infer<typeof buildManifestSchema>;
