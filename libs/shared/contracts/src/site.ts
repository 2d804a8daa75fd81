import { z } from 'zod/mini';
import { localeCodeSchema } from './locale.js';

export const siteIdSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, - and _'));

export const signUpPolicySchema = z.enum(['open', 'invitation', 'closed']);
export type SignUpPolicy = z.infer<typeof signUpPolicySchema>;

export const siteSchema = z.object({
  _id: siteIdSchema,
  niceName: z.string(),
  logo: z.string(),
  defaultLocale: localeCodeSchema,
  supportedLocale: z.array(localeCodeSchema).check(z.minLength(1)),
  /** While true, learners see the maintenance page on every route. */
  maintenance: z.boolean(),
  /** Who may make an account here: anyone, only someone invited, nobody. */
  signUp: signUpPolicySchema,
});
export type Site = z.infer<typeof siteSchema>;

/** While the site is under maintenance its pages answer 503 and calls too, saying to come back after this long. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;
