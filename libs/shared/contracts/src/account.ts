import { z } from 'zod/mini';
import { localeCodeSchema } from './locale.js';
import { userFieldsSchema } from './user.js';

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
export const PASSWORD_RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export const signUpRequestSchema = z.strictObject({
  name: userFieldsSchema.shape.name,
  email: emailSchema,
  password: newPasswordSchema,
  locale: localeCodeSchema,
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
export const emailVerifiedSchema = z.object({ email: z.string() });

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
