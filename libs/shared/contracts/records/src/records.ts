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

/** A course's id in a path. */
export const courseIdParamsSchema = z.object({
  courseId: z.coerce
    .number()
    .check(z.int('must be a whole number'), z.minimum(1, 'must be 1 or more'), z.maximum(2_147_483_647, 'must be 2147483647 or less')),
});

/** An issued credential's id in a path: `urn:uuid:…` as the credential states it. */
export const credentialIdParamsSchema = z.object({
  credentialId: z.string().check(z.regex(/^urn:uuid:[0-9a-f-]{36}$/, 'must be a credential id such as urn:uuid:…')),
});

export const siteIdParamsSchema = z.object({ siteId: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a site id')) });

/** A shared credential's secret link: 22 characters of base64url (128 bits). */
export const shareTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/, 'must be the 22 characters of a shared link')),
});

/** The largest credential (a transcript of many courses) a verifier takes, as text. */
export const MAX_CREDENTIAL_BYTES = 2_000_000;

export const verifyRequestSchema = z.object({
  credential: z.record(z.string(), z.unknown()),
});

export const revokeRequestSchema = z.object({
  reason: z
    .string()
    .check(z.trim(), z.minLength(3, 'must say why, in 3 characters or more'), z.maxLength(500, 'must be 500 characters or fewer')),
});

/** What a verification found, check by check: passed, failed, or not knowable here (another issuer's list). */
export const VERIFICATION_CHECKS = ['signature', 'issuer', 'validity', 'revocation'] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];
export const CHECK_OUTCOMES = ['passed', 'failed', 'unknown'] as const;

/** The effort a course credential states. */
export const effortClaimsSchema = z.object({
  minutes: z.int(),
  sessions: z.int(),
  firstDay: z.nullable(z.string()),
  lastDay: z.nullable(z.string()),
  questionsMastered: z.int(),
});
export type EffortClaims = z.infer<typeof effortClaimsSchema>;

export const verificationSchema = z.object({
  /** Every check passed: the credential is what it says, from whom it says, and still stands. */
  verified: z.boolean(),
  kind: z.enum(['course', 'transcript', 'badge', 'other']),
  name: z.string(),
  issuer: z.object({ id: z.string(), name: z.string(), thisSite: z.boolean() }),
  validFrom: z.nullable(z.string()),
  checks: z.array(z.object({ check: z.enum(VERIFICATION_CHECKS), outcome: z.enum(CHECK_OUTCOMES), reason: z.optional(z.string()) })),
  /** What a course credential states; for a transcript, its total and each course inside. */
  effort: z.nullable(effortClaimsSchema),
  courses: z.array(z.object({ name: z.string(), minutes: z.nullable(z.int()), verified: z.boolean() })),
  /** The credential's id and whether the caller may revoke it (an administrator of this site, for its own). */
  credentialId: z.nullable(z.string()),
  revocable: z.boolean(),
  revokedReason: z.nullable(z.string()),
});
export type Verification = z.infer<typeof verificationSchema>;

/** The learner's effort record: each credential she holds, her days of study, what she shares. */
export const effortRecordSchema = z.object({
  credentials: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['course', 'transcript', 'badge']),
      courseId: z.nullable(z.int()),
      name: z.string(),
      minutes: z.nullable(z.int()),
      issuedAt: z.string(),
      revoked: z.boolean(),
      /** The shared link's token (null: not shared). */
      shareToken: z.nullable(z.string()),
    }),
  ),
  /** The learner's days the record covers (53 weeks up to her today), both included. */
  from: z.string(),
  to: z.string(),
  /** Minutes of verified study per day of that range (days without study left out). */
  days: z.array(z.object({ day: z.string(), minutes: z.int() })),
  totalMinutes: z.int(),
});
export type EffortRecord = z.infer<typeof effortRecordSchema>;

export const shareSchema = z.object({ token: z.string() });
