import { z } from 'zod/mini';

/** `builds/latest.json`, written by the web build and polled by the running app. */
export const buildManifestSchema = z.object({
  buildId: z.string().check(z.minLength(1)),
  builtAt: z.string(),
});
export type BuildManifest = z.infer<typeof buildManifestSchema>;
