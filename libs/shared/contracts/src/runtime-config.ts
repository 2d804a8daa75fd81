import { z } from 'zod/mini';
import { siteIdSchema } from './site.js';

export const publicEnvSchema = z.enum(['local', 'development', 'staging', 'production']);
export type PublicEnv = z.infer<typeof publicEnvSchema>;

/** Settings the server hands to the web app at page load, in `<meta name="tiles-config" content="{json}">`. */
export const webRuntimeConfigSchema = z.object({
  siteId: siteIdSchema,
  publicEnv: publicEnvSchema,
  buildPollIntervalMs: z.int().check(z.minimum(0)),
  /** reCAPTCHA v3 site key; absent when the site has no captcha. */
  captchaSiteKey: z.optional(z.string()),
  /** The providers the sign-in page offers a button for (the OpenID Connect code flow). */
  signInProviders: z.optional(z.array(z.object({ id: z.string(), label: z.string(), icon: z.optional(z.string()) }))),
});
export type WebRuntimeConfig = z.infer<typeof webRuntimeConfigSchema>;

export const RUNTIME_CONFIG_META = 'tiles-config';

/** The stack of an error is shown (error screen) or answered (5xx) only in these environments. */
export const showsInternals = (publicEnv: PublicEnv): boolean => publicEnv === 'local' || publicEnv === 'development';
