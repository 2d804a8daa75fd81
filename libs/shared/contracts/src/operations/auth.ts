import { z } from 'zod/mini';
import {
  federatedLoginRequestSchema,
  federatedLoginResultSchema,
  loginRequestSchema,
  sessionTokensSchema,
  signedInSchema,
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
    errorCodes: ['invalid-credentials', 'captcha', 'email-unverified', 'account-disabled', 'sign-in-by-link'],
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
      'Clear-Site-Data: "cache". Any answer to a request whose session cookie names no live session does the same.',
    answer: null,
    status: 204,
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
