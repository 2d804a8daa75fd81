import { z } from 'zod/mini';
import { timezoneSchema } from './user.js';

export const SESSION_COOKIE = 't-ssid';
/**
 * Beside the http-only session cookie, one scripts and the service worker can read: an opaque mark of the session
 * (nothing that signs anyone in), set and cleared with it and expiring with it. A worker that finds it gone, or
 * naming another session, knows the session its kept pages were for has ended, however it ended.
 */
export const SESSION_PRESENCE_COOKIE = 't-live';
/** The session cookie's lifetime: 30 days, in ms as the spec writes it. */
export const SESSION_LIFETIME_MS = 60 * 60 * 24 * 30 * 1000;

export const loginRequestSchema = z.strictObject({
  cu: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(254)),
  cp: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(1024)),
  ua: z.optional(z.string().check(z.maxLength(512))),
  /** The device's time zone: the place its row in the learner's devices list shows. */
  tz: z.optional(timezoneSchema),
  /** reCAPTCHA v3 token, required when the site has captcha configured. */
  captcha: z.optional(z.string().check(z.maxLength(4096))),
  /** A client that keeps no cookies asks for bearer tokens; a browser's sign-in never carries them (see tokensWanted). */
  tokens: z.optional(z.boolean()),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Same-origin paths only: one leading slash, no scheme, no protocol-relative `//host`. */
export const isSafeReturnPath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

/** The page a URL's `returnTo` names, when it is a path on this site: where a sign-in continues to. */
export const returnToOf = (search: string) => {
  const returnTo = new URLSearchParams(search).get('returnTo');
  return returnTo && isSafeReturnPath(returnTo) ? returnTo : undefined;
};

export const returnToSchema = z
  .string()
  .check(z.maxLength(2000), z.refine(isSafeReturnPath, { message: 'must be a path on this site, starting with /' }));

export const federatedLoginRequestSchema = z.strictObject({
  provider: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a provider id')),
  token: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(16_384)),
  returnTo: z._default(returnToSchema, '/'),
  ua: z.optional(z.string().check(z.maxLength(512))),
  tokens: z.optional(z.boolean()),
});
export type FederatedLoginRequest = z.input<typeof federatedLoginRequestSchema>;

export const federatedProviderParamsSchema = z.object({
  provider: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a provider id')),
});

/** The sign-in button's address: where to continue afterwards, and the page's language (for the provider's pages too). */
export const federatedStartQuerySchema = z.object({
  returnTo: z._default(returnToSchema, '/'),
  locale: z.optional(z.string().check(z.maxLength(35))),
});

/**
 * What a provider sends the browser back with (RFC 6749 4.1.2): a code and the state, or an error. Providers add
 * parameters of their own (`iss`, `session_state`, `scope`...): they are read from the address as it came.
 */
export const federatedCallbackQuerySchema = z.object({
  code: z.optional(z.string().check(z.maxLength(4096))),
  state: z.optional(z.string().check(z.maxLength(512))),
  error: z.optional(z.string().check(z.maxLength(256))),
  error_description: z.optional(z.string().check(z.maxLength(2048))),
});

/** The failures a sign-in through a provider's pages brings back to the sign-in page (`?signInError=`). */
export const SIGN_IN_ERRORS = [
  'provider-refused',
  'provider-unavailable',
  'sign-in-expired',
  'invalid-token',
  'sign-up-closed',
  'email-in-use',
  'account-disabled',
  'rate-limited',
] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];
export const isSignInError = (value: unknown): value is SignInError => SIGN_IN_ERRORS.includes(value as SignInError);

/** Tokens for clients that do not keep cookies; browsers use the t-ssid cookie. */
export const sessionTokensSchema = z.object({
  accessToken: z.string(),
  accessTokenExpiresAt: z.string(),
  refreshToken: z.string(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/**
 * A sign-in's answer: the session is the http-only cookie; the tokens are there only when the body asked for them
 * (`tokens: true`), so a script injected into a browser's page finds nothing in the answer to carry away.
 */
export const signedInSchema = z.object({
  accessToken: z.optional(z.string()),
  accessTokenExpiresAt: z.optional(z.string()),
  refreshToken: z.optional(z.string()),
});
export type SignedIn = z.infer<typeof signedInSchema>;

export const federatedLoginResultSchema = z.extend(signedInSchema, { returnTo: z.string() });

/** A passkey as its owner sees it on the account page. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  /** Synced between her devices by her platform (a multi-device credential), or bound to one authenticator. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const PASSKEY_NAME_MAX = 60;

/** WebAuthn options (the library's JSON shape), handed to the browser's WebAuthn call as they are. */
export const webAuthnOptionsSchema = z.record(z.string(), z.unknown());

/** A WebAuthn credential as the browser serialises it (RegistrationResponseJSON or AuthenticationResponseJSON). */
const webAuthnCredentialSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(1024)),
  rawId: z.string().check(z.maxLength(1024)),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().check(z.maxLength(16_384)) }),
});

export const addPasskeyRequestSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(PASSKEY_NAME_MAX)),
  credential: webAuthnCredentialSchema,
});

/**
 * The second factor: a code (of the authenticator app, or a recovery code) or a passkey's assertion for the
 * challenge of passkeys/sign-in-options; exactly one.
 */
export const secondFactorRequestSchema = z
  .strictObject({
    code: z.optional(z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(32))),
    credential: z.optional(webAuthnCredentialSchema),
  })
  .check(
    z.refine((body) => (body.code === undefined) !== (body.credential === undefined), {
      message: 'give either a code or a passkey credential',
      path: ['code'],
    }),
  );

/** What protects the caller's account beyond the password, and whether the role asks for it. */
export const secondFactorStateSchema = z.object({
  /** Her role holds permissions (other people's data, the site): a second factor is needed to use them. */
  required: z.boolean(),
  totp: z.boolean(),
  passkeys: z.number(),
  recoveryCodesLeft: z.number(),
  /** When this session last proved a second factor (null: not yet). */
  checkedAt: z.nullable(z.string()),
});
export type SecondFactorState = z.infer<typeof secondFactorStateSchema>;

/** An authenticator app being set up: the secret to type, and the otpauth:// address a phone opens. */
export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export const totpConfirmSchema = z.strictObject({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'must be the 6 digits the app shows')),
});
/** Recovery codes, shown once: the server keeps only their hashes. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const passkeyLoginRequestSchema = z.strictObject({
  credential: webAuthnCredentialSchema,
  ua: z.optional(z.string().check(z.maxLength(512))),
  tz: z.optional(timezoneSchema),
  tokens: z.optional(z.boolean()),
});
