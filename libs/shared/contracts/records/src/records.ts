import { z } from 'zod/mini';
import { isoDate } from '@tiles/contracts';

/** Spec-less, ours: a learner's portable records (Open Badges 3.0 credentials and xAPI statements). */
export const CREDENTIAL_FORMATS = ['json', 'svg'] as const;
export type CredentialFormat = (typeof CREDENTIAL_FORMATS)[number];
export const XAPI_FORMATS = ['json', 'ndjson'] as const;
export type XapiFormat = (typeof XAPI_FORMATS)[number];

export const badgeTierParamsSchema = z.object({
  badgeId: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a badge id such as streak')),
  tier: z.coerce.number().check(z.int('must be a whole number'), z.minimum(1, 'must be 1 or more'), z.maximum(100, 'must be 100 or less')),
});

export const credentialQuerySchema = z.object({ format: z._default(z.enum(CREDENTIAL_FORMATS), 'json') });

/** A download form sends its empty date fields as `from=`: an empty bound is no bound. */
const optionalDay = z.pipe(
  z.transform((value: unknown) => (value === '' ? undefined : value)),
  z.optional(isoDate),
);

export const xapiQuerySchema = z.object({
  from: optionalDay,
  to: optionalDay,
  format: z._default(z.enum(XAPI_FORMATS), 'json'),
});
