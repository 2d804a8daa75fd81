import { z } from 'zod/mini';
import { returnToSchema, localeCodeSchema, signUpPolicySchema, personNameSchema } from '@tiles/contracts';

/**
 * Passwords after NIST SP 800-63B and OWASP ASVS V6: 8 to 128 characters (counted as characters, not bytes), any
 * characters, no composition rules. Common passwords are refused by the api (its list is too big for the browser).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const characters = (value: string) => [...value.normalize('NFC')].length;

export const newPasswordSchema = z.string().check(
  z.refine((value) => characters(value) >= PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters` }),
  z.refine((value) => characters(value) <= PASSWORD_MAX_LENGTH, { message: `must be at most ${PASSWORD_MAX_LENGTH} characters` }),
);

/** An address as people type it; it is stored lower-cased. */
export const emailSchema = z
  .string()
  .check(z.trim(), z.maxLength(254, 'must be at most 254 characters'), z.email('must be an email address'));

/** A link's token from a mail: base64url, as the api makes them. */
export const mailTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,128}$/, 'must be the token of a link we sent'));

/** How long a mail's link works. */
export const VERIFY_EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** A sign-in link mailed while the account is being guessed at from everywhere: 15 minutes, once. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
export const PASSWORD_RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export const signUpRequestSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  locale: localeCodeSchema,
  /** The page the person was going to (a course): the verification link leads there, signed in. */
  returnTo: z.optional(returnToSchema),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const emailRequestSchema = z.strictObject({ email: emailSchema });
export const mailTokenRequestSchema = z.strictObject({ token: mailTokenSchema });
export const passwordResetConfirmSchema = z.strictObject({ token: mailTokenSchema, password: newPasswordSchema });

export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(1024)),
  password: newPasswordSchema,
});
export const emailChangeSchema = z.strictObject({
  email: emailSchema,
  currentPassword: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(1024)),
});

/** What a mail's link did: an address verified (a new one, for a change) or nothing more to do. */
/** `signedIn`: a sign-up's verification signs the person in (the link reached their address); a change of address does not. */
export const emailVerifiedSchema = z.object({ email: z.string(), signedIn: z.boolean() });

/** A device signed in to the account: one live session. */
export const deviceSchema = z.object({
  /** Opaque: names the session to sign it out, and nothing else. */
  id: z.string(),
  /** The browser's user agent as it said when signing in (null when it said nothing). */
  userAgent: z.nullable(z.string()),
  /** The time zone the device was in when it signed in. */
  timezone: z.nullable(z.string()),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The device asking. */
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;
export const deviceParamsSchema = z.object({ deviceId: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a device id')) });

/** Deleting the account is confirmed with the password, or (a learner who signs in with a provider) a fresh ID token. */
export const accountDeletionSchema = z.union([
  z.strictObject({ password: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(1024)) }),
  z.strictObject({
    provider: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a provider id')),
    token: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(16_384)),
  }),
]);
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** At most this many rows in one CSV of invitations. */
export const MAX_INVITATION_ROWS = 1_000;

/** One person to invite: the mail goes in their language, with a link to choose their password (7 days). */
export const invitationSchema = z.strictObject({
  email: emailSchema,
  name: personNameSchema,
  locale: z.optional(localeCodeSchema),
});
/** One invitation, or a CSV of them (`email,name,locale`, a header row optional). */
export const invitationsRequestSchema = z.union([
  invitationSchema,
  z.strictObject({
    csv: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(256_000, 'must be at most 256,000 characters')),
  }),
]);
export type InvitationsRequest = z.infer<typeof invitationsRequestSchema>;
/** Why a row was not invited: each has its text, `adminAccounts.invite.reason.<reason>`, in the admin's language. */
export const invitationProblemReasons = ['notEmail', 'badName', 'unknownLocale', 'listedTwice', 'hasAccount'] as const;
export const invitationsResultSchema = z.object({
  invited: z.int(),
  /**
   * The rows that were not invited, by their line in the CSV (1 for a single invitation), and why: the reason and its
   * parameters for the screen, a message in English for scripts.
   */
  problems: z.array(
    z.object({
      line: z.int(),
      email: z.string(),
      reason: z.enum(invitationProblemReasons),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
      message: z.string(),
    }),
  ),
});
export type InvitationsResult = z.infer<typeof invitationsResultSchema>;
export const INVITATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const ACCOUNT_STATUSES = ['all', 'verified', 'unverified', 'disabled'] as const;
export const accountsQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z._default(z.enum(ACCOUNT_STATUSES), 'all'),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
});
export type AccountsQuery = z.input<typeof accountsQuerySchema>;
export const ACCOUNTS_PAGE_SIZE = 50;
export const accountSummarySchema = z.object({
  id: z.string(),
  login: z.string(),
  email: z.nullable(z.string()),
  name: z.string(),
  surname: z.string(),
  role: z.string(),
  verified: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.nullable(z.string()),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;
export const accountsPageSchema = z.object({ accounts: z.array(accountSummarySchema), total: z.int() });
export const accountParamsSchema = z.object({ userId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an account id')) });
export const accountDisabledSchema = z.strictObject({ disabled: z.boolean() });
/** The roles an administrator gives on the accounts page (the permissions each holds are the roles table's). */
export const GRANTABLE_ROLES = ['learner', 'teacher', 'manager', 'tester', 'admin'] as const;
export const accountRoleSchema = z.strictObject({ role: z.enum(GRANTABLE_ROLES) });
export const signUpPolicyChangeSchema = z.strictObject({ signUp: signUpPolicySchema });
