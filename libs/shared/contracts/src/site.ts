import { z } from 'zod';
import { localeCodeSchema } from './locale.js';

export const siteIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, - and _');

export const siteSchema = z.object({
  _id: siteIdSchema,
  niceName: z.string(),
  logo: z.string(),
  defaultLocale: localeCodeSchema,
  supportedLocale: z.array(localeCodeSchema).min(1),
});
export type Site = z.infer<typeof siteSchema>;
