import { z } from 'zod/mini';
import {
  addPasskeyRequestSchema,
  passkeyLoginRequestSchema,
  passkeySchema,
  webAuthnOptionsSchema,
  federatedCallbackQuerySchema,
  federatedLoginRequestSchema,
  federatedLoginResultSchema,
  federatedProviderParamsSchema,
  federatedStartQuerySchema,
  loginRequestSchema,
  sessionTokensSchema,
  signedInSchema,
  recoveryCodesSchema,
  secondFactorRequestSchema,
  secondFactorStateSchema,
  totpConfirmSchema,
  totpSetupSchema,
} from '../auth.js';
import { REFRESH_TOKEN_HEADER } from '../envelope.js';
import { modeChangeSchema, modeStateSchema } from '../modes.js';
import { operation } from '../operation.js';
import { colorSchemeUpdateSchema, localeUpdateSchema, roleSchema, userSchema, userUpdateSchema } from '../user.js';

/** Sign-in and out, the signed-in user, their role and mode. */
export const authOperations = {
  login: operation({
    method: 'POST',
    path: '/auth/login',
    group: 'auth',
    summary: 'Sign in with login name (or email) and password: sets the t-ssid cookie (and answers tokens when asked)',
    description:
      'The session is the http-only t-ssid cookie. A client that keeps no cookies sends `tokens: true` and gets a ' +
      'bearer access token and a refresh token for the Authorization and x-rt headers; without it the answer has none. ' +
      'Wrong name or password: 401 with one message either way. Limits, counting every attempt in 15 minutes: ' +
      '20 per address, 5 per account and address, 50 per account; a browser that signed in to the account ' +
      'before (its t-dev cookie) has 10 of its own instead. Beyond them 429 with Retry-After, for twice as long ' +
      'each time the same guesser runs out again within a day; while too many ' +
      'passwords are being checked at once, 503 with Retry-After. With captcha configured, `captcha` (a ' +
      'reCAPTCHA v3 token for the action "login") is required. The right password of an account made through sign-up ' +
      'whose address is not verified yet: 403 email-unverified; of an account an administrator disabled: 403 account-disabled. ' +
      'An account tried from everywhere (50 attempts in 15 minutes) is not locked: a browser that has not signed in to it ' +
      'before gets 403 sign-in-by-link, its password unchecked, and the owner a link by mail that signs in (15 minutes, once).',
    body: loginRequestSchema,
    answer: signedInSchema,
    errors: [401, 403, 429, 503],
    errorCodes: ['invalid-credentials', 'captcha', 'email-unverified', 'account-disabled', 'sign-in-by-link', 'second-factor-required'],
    access: 'anyone',
  }),
  secondFactor: operation({
    method: 'POST',
    path: '/auth/second-factor',
    group: 'auth',
    summary: 'Prove the second factor: completes a sign-in that asked for it, or renews the check of the signed-in session',
    description:
      'A password sign-in of an account with an authenticator app (and of staff with a passkey) answers 401 ' +
      'second-factor-required and a 5-minute encrypted http-only cookie (t-2fa) instead of a session; this call with a ' +
      "code of the app, a recovery code (spent), or a passkey's assertion for the challenge of passkeys/sign-in-options " +
      'then starts the session, as the sign-in would have. Without that cookie, a signed-in caller renews her ' +
      "session's check (staff permissions need one; deleting accounts, granting roles and exports one of the last 15 " +
      'minutes). A code is good once. A wrong one: 401 second-factor-refused, counted like passwords (5 per account in ' +
      '15 minutes, then 429 with Retry-After, longer each time).',
    body: secondFactorRequestSchema,
    answer: signedInSchema,
    errors: [401, 429],
    errorCodes: ['second-factor-refused', 'sign-in-expired', 'passkey-refused'],
    access: 'anyone',
    invalidates: ['SecondFactor'],
  }),
  getSecondFactor: operation({
    method: 'GET',
    path: '/auth/second-factor',
    group: 'auth',
    summary: "What protects the caller's account beyond the password, whether her role asks for it, and when this session last proved it",
    answer: secondFactorStateSchema,
    access: 'signed-in',
    varies: ['session'],
    provides: ['SecondFactor'],
  }),
  beginTotp: operation({
    method: 'POST',
    path: '/auth/second-factor/totp',
    group: 'auth',
    summary: 'Start setting up an authenticator app: a new secret, not asked for until confirmed',
    description: 'An account with a confirmed app: 409 (remove it first). Starting again replaces the secret being set up.',
    answer: totpSetupSchema,
    errors: [409],
    errorCodes: ['conflict'],
    access: 'signed-in',
  }),
  confirmTotp: operation({
    method: 'PUT',
    path: '/auth/second-factor/totp',
    group: 'auth',
    summary: 'Confirm the authenticator app being set up with a code it shows: answers ten recovery codes, once',
    description: 'The session counts as having proved its second factor. A wrong code: 400 naming body.code.',
    body: totpConfirmSchema,
    answer: recoveryCodesSchema,
    access: 'signed-in',
    invalidates: ['SecondFactor'],
  }),
  removeTotp: operation({
    method: 'DELETE',
    path: '/auth/second-factor/totp',
    group: 'auth',
    summary: "Remove the caller's authenticator app and its recovery codes (a second factor of the last 15 minutes needed)",
    answer: null,
    status: 204,
    errors: [404],
    access: { secondFactor: 'recent' },
    invalidates: ['SecondFactor'],
  }),
  renewRecoveryCodes: operation({
    method: 'POST',
    path: '/auth/second-factor/recovery-codes',
    group: 'auth',
    summary: 'Ten new recovery codes in place of the old ones, shown once (a second factor of the last 15 minutes needed)',
    answer: recoveryCodesSchema,
    errors: [404],
    access: { secondFactor: 'recent' },
    invalidates: ['SecondFactor'],
  }),
  passkeySignInOptions: operation({
    method: 'POST',
    path: '/auth/passkeys/sign-in-options',
    group: 'auth',
    summary: "A challenge for signing in with a passkey (WebAuthn options, any of the site's passkeys)",
    description:
      'Answers PublicKeyCredentialRequestOptions as JSON (no allowCredentials: the authenticator offers its passkeys ' +
      "for this site, also in the sign-in form's autofill) and binds the challenge to this browser by a 5-minute " +
      'encrypted http-only cookie (t-wa).',
    answer: webAuthnOptionsSchema,
    access: 'anyone',
  }),
  passkeySignIn: operation({
    method: 'POST',
    path: '/auth/passkeys/sign-in',
    group: 'auth',
    summary: 'Sign in with a passkey: its assertion for the challenge of sign-in-options; sets the t-ssid cookie',
    description:
      "The assertion must answer this browser's challenge, from this site's origins, signed by a passkey of an " +
      'account, with user verification, and its counter (when the authenticator keeps one) must have moved on. ' +
      'Anything else: 401 passkey-refused. Counted like password sign-ins per address; a disabled account: 403.',
    body: passkeyLoginRequestSchema,
    answer: signedInSchema,
    errors: [401, 403, 429],
    errorCodes: ['passkey-refused', 'account-disabled'],
    access: 'anyone',
  }),
  listPasskeys: operation({
    method: 'GET',
    path: '/auth/passkeys',
    group: 'auth',
    summary: "The caller's passkeys: name, when added, when last used, whether synced",
    answer: z.array(passkeySchema),
    access: 'signed-in',
    varies: ['session'],
    provides: ['Passkeys'],
  }),
  passkeyRegistrationOptions: operation({
    method: 'POST',
    path: '/auth/passkeys/registration-options',
    group: 'auth',
    summary: "A challenge for adding a passkey to the caller's account (WebAuthn creation options)",
    description:
      'A discoverable credential with user verification; her passkeys already added are excluded. The challenge is ' +
      'bound to this browser and this account by a 5-minute encrypted http-only cookie (t-wa).',
    answer: webAuthnOptionsSchema,
    access: 'signed-in',
  }),
  addPasskey: operation({
    method: 'POST',
    path: '/auth/passkeys',
    group: 'auth',
    summary: 'Add a passkey: the new credential for the challenge of registration-options, and its name',
    description: "A credential that does not answer this browser's challenge for this account, or this site's origin: 400 passkey-refused.",
    body: addPasskeyRequestSchema,
    answer: passkeySchema,
    status: 201,
    errors: [409],
    errorCodes: ['passkey-refused', 'conflict'],
    access: 'signed-in',
    invalidates: ['Passkeys'],
  }),
  removePasskey: operation({
    method: 'DELETE',
    path: '/auth/passkeys/:passkeyId',
    group: 'auth',
    summary: "Remove one of the caller's passkeys",
    description: 'Refused (409 last-sign-in-method) when it is her last way to sign in: no password, no provider, no other passkey.',
    params: z.object({ passkeyId: z.string().check(z.minLength(1), z.maxLength(1024)) }),
    answer: null,
    status: 204,
    errors: [404, 409],
    errorCodes: ['last-sign-in-method'],
    access: 'signed-in',
    invalidates: ['Passkeys'],
  }),
  startFederatedSignIn: operation({
    method: 'GET',
    path: '/auth/federated/:provider/start',
    group: 'auth',
    summary: "The sign-in page's button for a provider: sends the browser to the provider's pages (302)",
    description:
      'The OpenID Connect authorization code flow with PKCE (S256), state and nonce, bound to this browser by a ' +
      'short-lived encrypted http-only cookie (t-oidc, 10 minutes). The provider sends the browser back to ' +
      '/api/auth/federated/{provider}/callback. A provider without a clientId, or not configured: 404; a provider ' +
      'that cannot be reached: back to the sign-in page with signInError=provider-unavailable.',
    params: federatedProviderParamsSchema,
    query: federatedStartQuerySchema,
    answer: null,
    envelope: false,
    errors: [404],
    access: 'anyone',
  }),
  endProviderSession: operation({
    method: 'GET',
    path: '/auth/federated/:provider/end-session',
    group: 'auth',
    summary: "Sends the browser to the provider's own sign-out page (OpenID Connect RP-Initiated Logout), which brings it back home",
    description:
      "With the provider's client id and `{PUBLIC_URL}/{locale}` as post_logout_redirect_uri (register it with the " +
      'provider). A provider without an end-session endpoint, or not configured: 404.',
    params: federatedProviderParamsSchema,
    query: z.object({ locale: z.optional(z.string().check(z.maxLength(16))) }),
    answer: null,
    envelope: false,
    errors: [404],
    access: 'anyone',
  }),
  finishFederatedSignIn: operation({
    method: 'GET',
    path: '/auth/federated/:provider/callback',
    group: 'auth',
    summary: "Where a provider sends the browser back: checks its answer, signs in and continues to the flow's returnTo",
    description:
      "The provider's redirect URI. The state must be this browser's (its t-oidc cookie), the code is exchanged at the " +
      "token endpoint with the PKCE verifier, and the ID token checked (issuer, audience, signature by the provider's " +
      'discovered keys, expiry, nonce). Signed in: the t-ssid cookie and a page that continues to the return path. ' +
      'Not signed in: the sign-in page with signInError (provider-refused, provider-unavailable, sign-in-expired, ' +
      'invalid-token, sign-up-closed, email-in-use, account-disabled, rate-limited).',
    params: federatedProviderParamsSchema,
    query: federatedCallbackQuerySchema,
    answer: null,
    envelope: false,
    errors: [404],
    access: 'anyone',
  }),
  federatedLogin: operation({
    method: 'POST',
    path: '/auth/federated/login',
    group: 'auth',
    summary: 'Sign in with an OpenID Connect ID token from a configured provider; answers where to continue',
    description:
      'Sets the t-ssid cookie; bearer tokens only with `tokens: true`, as for a password sign-in. ' +
      'returnTo (default /) must be a path on this site. Unknown subject: 403, or a new learner when the provider allows ' +
      "sign-up (409 email-in-use when another account holds the token's verified email). The email claim counts only " +
      "with email_verified: true; a token whose lifetime (exp - iat) is beyond the provider's bound is refused (401).",
    body: federatedLoginRequestSchema,
    answer: federatedLoginResultSchema,
    errors: [401, 403, 409, 429, 503],
    errorCodes: ['unknown-provider', 'invalid-token', 'sign-up-closed', 'email-in-use', 'account-disabled'],
    access: 'anyone',
  }),
  logout: operation({
    method: 'POST',
    path: '/auth/logout',
    group: 'auth',
    summary: "Close the current session (its refresh tokens die with it) and clear the browser's session cookies",
    description:
      "Clears t-ssid and its presence mark t-live (the service worker then forgets the learner's kept pages) and sends " +
      'Clear-Site-Data: "cache". Any answer to a request whose session cookie names no live session does the same. ' +
      "A session signed in by a provider's pages names that provider in `providerSignOut` when it has an end-session " +
      'endpoint: the page offers federated/{provider}/end-session.',
    answer: z.object({
      /** The provider whose pages signed this session in, when it has a sign-out page of its own to offer. */
      providerSignOut: z.nullable(z.string()),
    }),
    access: 'anyone',
  }),
  refresh: operation({
    method: 'POST',
    path: '/auth/refresh',
    group: 'auth',
    summary: 'Swap the refresh token in x-rt for a new access token and a new refresh token',
    description: 'Each refresh token works once. Presenting one that was already swapped closes the whole session.',
    headers: z.object({ [REFRESH_TOKEN_HEADER]: z.string().check(z.minLength(1), z.maxLength(256)) }),
    answer: sessionTokensSchema,
    errors: [400, 401],
    access: 'anyone',
  }),
  getUser: operation({
    method: 'GET',
    path: '/auth/user',
    group: 'auth',
    summary: 'The signed-in user',
    answer: userSchema,
    signedOutIsNull: true,
    access: 'signed-in',
    provides: ['User'],
  }),
  updateUser: operation({
    method: 'PUT',
    path: '/auth/user',
    group: 'auth',
    summary: "Change the signed-in user's own name, surname, gender and time zone (never id or role)",
    body: userUpdateSchema,
    answer: userSchema,
    access: 'signed-in',
    // Answers the user as it now is: the client keeps that answer rather than asking again (see the auth lib).
  }),
  updateLocale: operation({
    method: 'PUT',
    path: '/auth/user/locale',
    group: 'auth',
    summary: "Change the signed-in user's locale; it must be one the site supports",
    body: localeUpdateSchema,
    answer: userSchema,
    access: 'signed-in',
    // Answers the user as it now is: the client keeps that answer rather than asking again (see the auth lib).
  }),
  updateColorScheme: operation({
    method: 'PUT',
    path: '/auth/user/color-scheme',
    group: 'auth',
    summary: "Change the signed-in user's colour scheme (system, light or dark), kept for every device they sign in on",
    body: colorSchemeUpdateSchema,
    answer: userSchema,
    access: 'signed-in',
    // Answers the user as it now is: the client keeps that answer rather than asking again (see the auth lib).
  }),
  getMode: operation({
    method: 'GET',
    path: '/auth/mode',
    group: 'auth',
    summary: "The mode of the caller's session (user, admin or tester) and the modes their role allows besides user",
    answer: modeStateSchema,
    access: 'signed-in',
    varies: ['session'],
  }),
  setMode: operation({
    method: 'PUT',
    path: '/auth/mode',
    group: 'auth',
    summary: "Switch the session's mode: user always, admin or tester when the role allows it (403 otherwise). Kept until logout; audited.",
    body: modeChangeSchema,
    answer: modeStateSchema,
    errors: [403],
    access: 'signed-in',
    // Tester mode acts as the test learner: the user is asked again, and a new user drops the per-user cache.
    invalidates: ['User'],
  }),
  getRole: operation({
    method: 'GET',
    path: '/role/:roleId',
    group: 'roles',
    summary: 'A role: name, permissions and the modes it may enter. A learner may read only their own role.',
    params: z.object({ roleId: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,63}$/)) }),
    answer: roleSchema,
    errors: [403, 404],
    access: 'signed-in',
    varies: ['session'],
  }),
} as const;
