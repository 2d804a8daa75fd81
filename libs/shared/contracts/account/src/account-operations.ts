import {
  accountDeletionSchema,
  accountDisabledSchema,
  accountParamsSchema,
  accountRoleSchema,
  accountsPageSchema,
  accountsQuerySchema,
  accountSummarySchema,
  invitationsRequestSchema,
  invitationsResultSchema,
  signUpPolicyChangeSchema,
  deviceParamsSchema,
  deviceSchema,
  emailChangeSchema,
  emailRequestSchema,
  emailVerifiedSchema,
  mailTokenRequestSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  signUpRequestSchema,
} from './account.js';
import { z } from 'zod/mini';
import { operation, operationUrl, PERMISSIONS, siteSchema } from '@tiles/contracts';

const SAME_FOR_EVERY_ADDRESS = 'Answers 202 whether or not the address belongs to an account, so nobody can learn from it who has one. ';

/** An account's life: signing up, proving the address, a forgotten password, the password, the email, the devices. */
export const accountOperations = {
  signUp: operation({
    method: 'POST',
    path: '/auth/signup',
    group: 'account',
    summary: 'Make a learner account (where the site is open to sign-up); a mail with a link to verify the address follows',
    description:
      SAME_FOR_EVERY_ADDRESS +
      'A new account waits for its address to be verified (the link works once, for 24 hours); an address already ' +
      'registered gets a mail saying so instead. Passwords: 8 to 128 characters, any, not a common one (400 code weak-password). ' +
      'Sign-up closed or by invitation only: 403 sign-up-closed. Counted against the address like sign-in attempts.',
    body: signUpRequestSchema,
    answer: null,
    status: 202,
    errors: [403, 429],
    errorCodes: ['weak-password', 'sign-up-closed'],
    access: 'anyone',
  }),
  verifyEmail: operation({
    method: 'POST',
    path: '/auth/verify-email',
    group: 'account',
    summary: "Verify an address with the token of the mail's link (a sign-up's, a change of address's, or a sign-in link's)",
    description:
      'The verify page posts the token: opening the link alone changes nothing, so mail scanners cannot verify for ' +
      'the learner. A token works once: used again 410 token-used, too late 410 token-expired, unknown 400 invalid-token.',
    body: mailTokenRequestSchema,
    answer: emailVerifiedSchema,
    errors: [409, 410],
    errorCodes: ['invalid-token', 'token-used', 'token-expired', 'email-in-use'],
    access: 'anyone',
    invalidates: ['User'],
  }),
  resendVerification: operation({
    method: 'POST',
    path: '/auth/verify-email/resend',
    group: 'account',
    summary: 'Send the verification link again to an account waiting for it',
    description: SAME_FOR_EVERY_ADDRESS + 'Counted against the address like sign-in attempts.',
    body: emailRequestSchema,
    answer: null,
    status: 202,
    errors: [429],
    access: 'anyone',
  }),
  requestPasswordReset: operation({
    method: 'POST',
    path: '/auth/password-reset',
    group: 'account',
    summary: 'Mail a link to choose a new password (single use, 30 minutes)',
    description: SAME_FOR_EVERY_ADDRESS + 'Counted against the address and the account like sign-in attempts (429 beyond).',
    body: emailRequestSchema,
    answer: null,
    status: 202,
    errors: [429],
    access: 'anyone',
  }),
  confirmPasswordReset: operation({
    method: 'POST',
    path: '/auth/password-reset/confirm',
    group: 'account',
    summary: "Set a new password with the reset mail's token (or an invitation's); every session of the account ends",
    description:
      'A token works once, for 30 minutes: used again 410 token-used, too late 410 token-expired, unknown 400 invalid-token. ' +
      "The account is verified by it (the link reached the address). Answers the account's login, so an invited person's " +
      'page signs them in with the password they just chose.',
    body: passwordResetConfirmSchema,
    answer: z.object({ login: z.string() }),
    errors: [410, 429],
    errorCodes: ['invalid-token', 'token-used', 'token-expired', 'weak-password'],
    access: 'anyone',
  }),
  changePassword: operation({
    method: 'PUT',
    path: '/auth/user/password',
    group: 'account',
    summary: "Change the signed-in user's password (the current one required); their other devices are signed out",
    body: passwordChangeSchema,
    answer: null,
    status: 204,
    errors: [403, 429],
    errorCodes: ['wrong-password', 'weak-password'],
    access: 'signed-in',
  }),
  changeEmail: operation({
    method: 'PUT',
    path: '/auth/user/email',
    group: 'account',
    summary: "Change the signed-in user's address: it changes once the link mailed to the new one is opened; the old one is told",
    body: emailChangeSchema,
    answer: null,
    status: 202,
    errors: [403, 429],
    errorCodes: ['wrong-password'],
    access: 'signed-in',
  }),
  listDevices: operation({
    method: 'GET',
    path: '/auth/user/devices',
    group: 'account',
    summary: "The devices signed in to the caller's account (live sessions), the one asking marked `current`",
    answer: z.array(deviceSchema),
    access: 'signed-in',
    varies: ['session'],
    provides: ['Devices'],
  }),
  signOutDevice: operation({
    method: 'DELETE',
    path: '/auth/user/devices/:deviceId',
    group: 'account',
    summary: 'Sign one device out of the account (its session ends at once)',
    params: deviceParamsSchema,
    answer: null,
    status: 204,
    errors: [404],
    access: 'signed-in',
    invalidates: ['Devices'],
  }),
  signOutOtherDevices: operation({
    method: 'DELETE',
    path: '/auth/user/devices',
    group: 'account',
    summary: 'Sign every device but the one asking out of the account',
    answer: null,
    status: 204,
    access: 'signed-in',
    invalidates: ['Devices'],
  }),
  deleteAccount: operation({
    method: 'DELETE',
    path: '/auth/user',
    group: 'account',
    summary: 'Delete the signed-in account: every session ends at once and personal data is erased',
    description:
      'Confirmed with `password`, or, for a learner who signs in with a provider, `provider` and a fresh ID token of ' +
      'that provider for the same subject. Erased: name, address, login, password, linked sign-ins, notifications, page ' +
      "views, events, answers and review cards, settings, devices, their statements in the site's LRS. Kept, anonymous: study time per day and hour and per " +
      "session, enrolments and completions, levels and badges, XP per day and category: the site's statistics do not " +
      'change. Open Badges already issued stay verifiable (they are signed by the site key). The audit log records the ' +
      'deletion without personal data. The last administrator cannot delete themself (409 last-administrator).',
    body: accountDeletionSchema,
    answer: null,
    status: 204,
    errors: [401, 403, 409, 429],
    errorCodes: ['wrong-password', 'invalid-token', 'last-administrator'],
    access: 'signed-in',
    invalidates: ['User'],
  }),
  exportData: operation({
    method: 'GET',
    path: '/auth/user/export',
    group: 'account',
    summary: 'Everything the site keeps about the signed-in account, as a ZIP of JSON files (one per kind) and a README',
    description:
      'Streamed (application/zip) as it is read: profile, enrolments, completions, study time, page views, events, ' +
      'XP ledger, levels and badges with a signed Open Badges credential per tier, practice, notifications, devices, ' +
      'settings. The xAPI statements stay their own download (GET /lms/xapi/statements).',
    answer: null,
    envelope: false,
    access: 'signed-in',
  }),
} as const;

/** Where the account page's "download my data" link points. */
export const ACCOUNT_EXPORT_PATH = `/${operationUrl(accountOperations.exportData)}`;

const manageAccounts = { permission: PERMISSIONS.manageAccounts, mode: 'admin' } as const;

/** Administrators' side of accounts: who may sign up, invitations, the list, disabling, deletion on request. */
export const accountAdminOperations = {
  setSignUpPolicy: operation({
    method: 'PUT',
    path: '/admin/sign-up',
    group: 'admin',
    summary: "Who may make an account on the caller's site: anyone (open), only whoever is invited, nobody (administrators; audited)",
    body: signUpPolicyChangeSchema,
    answer: siteSchema,
    access: manageAccounts,
    invalidates: ['Site'],
  }),
  listAccounts: operation({
    method: 'GET',
    path: '/admin/accounts',
    group: 'admin',
    summary: "The site's accounts, newest first, 50 at a time: search by name or address, by status (verified, unverified, disabled)",
    query: accountsQuerySchema,
    answer: accountsPageSchema,
    access: manageAccounts,
    provides: ['Accounts'],
  }),
  inviteAccounts: operation({
    method: 'POST',
    path: '/admin/invitations',
    group: 'admin',
    summary: 'Invite one person, or a CSV of up to 1,000 (email,name,locale): each gets a mail with a link to choose a password',
    description:
      'Each row is checked on its own: a bad row (an address that is not one, an address that already has an account, ' +
      'a locale the site does not have, a row twice) is reported with its line and the good rows are invited. The link ' +
      'works once, for 7 days. Audited, one entry per call.',
    body: invitationsRequestSchema,
    answer: invitationsResultSchema,
    errors: [403],
    access: manageAccounts,
    invalidates: ['Accounts'],
  }),
  setAccountDisabled: operation({
    method: 'PUT',
    path: '/admin/accounts/:userId/disabled',
    group: 'admin',
    summary: 'Disable an account (it cannot sign in; its sessions end at once) or enable it again (administrators; audited)',
    params: accountParamsSchema,
    body: accountDisabledSchema,
    answer: accountSummarySchema,
    errors: [404, 409],
    errorCodes: ['last-administrator'],
    access: manageAccounts,
    invalidates: ['Accounts'],
  }),
  setAccountRole: operation({
    method: 'PUT',
    path: '/admin/accounts/:userId/role',
    group: 'admin',
    summary: 'Give an account a role: learner, teacher (groups), manager (oversees groups), tester or administrator (audited)',
    description: 'The site keeps an administrator: the last one cannot be given another role (409 last-administrator).',
    params: accountParamsSchema,
    body: accountRoleSchema,
    answer: accountSummarySchema,
    errors: [404, 409],
    errorCodes: ['last-administrator'],
    access: { ...manageAccounts, secondFactor: 'recent' },
    invalidates: ['Accounts'],
  }),
  deleteAccountOnRequest: operation({
    method: 'DELETE',
    path: '/admin/accounts/:userId',
    group: 'admin',
    summary: "Delete an account on its owner's request, as the owner would (administrators; audited without personal data)",
    params: accountParamsSchema,
    answer: null,
    status: 204,
    errors: [404, 409],
    errorCodes: ['last-administrator'],
    access: { ...manageAccounts, secondFactor: 'recent' },
    invalidates: ['Accounts'],
  }),
} as const;
