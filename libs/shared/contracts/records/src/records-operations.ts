import { operation, operationUrl, PERMISSIONS } from '@tiles/contracts';
import {
  badgeTierParamsSchema,
  courseIdParamsSchema,
  credentialIdParamsSchema,
  credentialQuerySchema,
  effortRecordSchema,
  MAX_CREDENTIAL_BYTES,
  revokeRequestSchema,
  shareSchema,
  shareTokenParamsSchema,
  siteIdParamsSchema,
  verificationSchema,
  verifyRequestSchema,
  xapiQuerySchema,
  type CredentialFormat,
} from './records.js';

/**
 * Portable records: documents of other standards (Open Badges 3.0 JSON-LD, SVG, xAPI), sent as they are, never in
 * `outcome`. The browser downloads them by their address.
 */
export const recordsOperations = {
  getIssuer: operation({
    method: 'GET',
    path: '/ob/issuer',
    group: 'records',
    summary: 'The Open Badges issuer profile (JSON-LD): the site, identified by the did:key of its signing key',
    answer: null,
    envelope: false,
    access: 'anyone',
  }),
  getAchievement: operation({
    method: 'GET',
    path: '/ob/achievements/:badgeId/:tier',
    group: 'records',
    summary: 'One badge tier as an Open Badges achievement (JSON-LD), in the requested locale',
    params: badgeTierParamsSchema,
    answer: null,
    envelope: false,
    errors: [404],
    access: 'anyone',
  }),
  getCredential: operation({
    method: 'GET',
    path: '/lms/game/badge/:badgeId/:tier/credential',
    group: 'records',
    summary: 'A badge tier the caller earned, as a signed OpenBadgeCredential: JSON-LD, or an SVG with it baked in',
    description:
      'Open Badges 3.0 on Verifiable Credentials 2.0, with a Data Integrity proof (eddsa-rdfc-2022) by the site key. ' +
      'validFrom is the date the tier was reached; the recipient is a salted SHA-256 of their email; the evidence ' +
      'names their active minutes and completed sessions up to then. 404 for a tier not earned, and for test accounts: a signed credential speaks to third parties, and test activity does not count.',
    params: badgeTierParamsSchema,
    query: credentialQuerySchema,
    answer: null,
    envelope: false,
    errors: [404],
    access: 'signed-in',
  }),
  getXapiStatements: operation({
    method: 'GET',
    path: '/lms/xapi/statements',
    group: 'records',
    summary: "The caller's own xAPI statements, as a StatementResult (JSON) or one statement per line (NDJSON)",
    description:
      'launched (first opening of a session), experienced (credited time as result.duration), progressed (25/50/75 % ' +
      "of a session's declared duration), completed (session, module, course), earned (badge tier, level). from and to " +
      "are days (YYYY-MM-DD) in the learner's time zone, both included; without them, the whole history. The actor is " +
      'a pseudonym (an account on the site named by a keyed hash); statement ids are stable across exports.',
    query: xapiQuerySchema,
    answer: null,
    envelope: false,
    access: 'signed-in',
  }),
  getCourseAchievement: operation({
    method: 'GET',
    path: '/ob/courses/:courseId',
    group: 'records',
    summary: 'A course as an Open Badges achievement (JSON-LD), with the results its credentials state',
    params: courseIdParamsSchema,
    answer: null,
    envelope: false,
    errors: [404],
    access: 'anyone',
  }),
  getCourseCredential: operation({
    method: 'GET',
    path: '/records/courses/:courseId/credential',
    group: 'records',
    summary: "The caller's signed credential of a course she completed, with the effort it took (OpenBadgeCredential)",
    description:
      'Open Badges 3.0 on Verifiable Credentials 2.0, signed by the site key (eddsa-rdfc-2022). Its results: the ' +
      'active minutes in the course up to the day it was completed (the same time the statistics sum), the sessions ' +
      'completed, the first and last day of study, the questions mastered when first issued. Its evidence links the ' +
      "page that says how time is measured; its status is an entry of the site's Bitstring status list. The claims " +
      'are fixed when first issued: every download states the same. 404 for a course not completed, and for test accounts.',
    params: courseIdParamsSchema,
    answer: null,
    envelope: false,
    errors: [404],
    access: 'signed-in',
  }),
  getTranscript: operation({
    method: 'GET',
    path: '/records/transcript',
    group: 'records',
    summary:
      "The caller's Comprehensive Learner Record (ClrCredential): every completed course's credential inside, and verified minutes per category and year",
    answer: null,
    envelope: false,
    access: 'signed-in',
  }),
  getStatusList: operation({
    method: 'GET',
    path: '/records/status/:siteId',
    group: 'records',
    summary: "A site's revocation list of the credentials it issued (BitstringStatusListCredential, signed)",
    params: siteIdParamsSchema,
    answer: null,
    envelope: false,
    errors: [404],
    access: 'anyone',
  }),
  verifyCredential: operation({
    method: 'POST',
    path: '/records/verify',
    group: 'records',
    summary: 'Checks a credential: its signature, its issuer, its dates and its revocation; says what it states',
    description:
      'For systems: the same checks as the verification page. A credential of this site is checked against its ' +
      "own status list; another issuer's revocation is reported unknown (this api fetches nothing).",
    body: verifyRequestSchema,
    answer: verificationSchema,
    bodyLimit: MAX_CREDENTIAL_BYTES,
    access: 'anyone',
    varies: ['locale', 'session'],
    use: 'mutation',
  }),
  getEffortRecord: operation({
    method: 'GET',
    path: '/records/effort',
    group: 'records',
    summary: "The caller's effort record: her credentials with their minutes, and her verified minutes per day",
    answer: effortRecordSchema,
    access: 'signed-in',
    varies: ['locale', 'session'],
    provides: ['Credentials'],
  }),
  shareCredential: operation({
    method: 'POST',
    path: '/records/credentials/:credentialId/share',
    group: 'records',
    summary: "Makes a secret link that shows one of the caller's credentials to anyone who has it",
    params: credentialIdParamsSchema,
    answer: shareSchema,
    errors: [404],
    access: 'signed-in',
    invalidates: ['Credentials'],
  }),
  unshareCredential: operation({
    method: 'DELETE',
    path: '/records/credentials/:credentialId/share',
    group: 'records',
    summary: "Ends a credential's shared link: it shows nothing any more",
    params: credentialIdParamsSchema,
    answer: null,
    status: 204,
    errors: [404],
    access: 'signed-in',
    invalidates: ['Credentials'],
  }),
  getSharedCredential: operation({
    method: 'GET',
    path: '/records/shared/:token',
    group: 'records',
    summary: 'The signed credential a learner shared by a link (JSON-LD)',
    params: shareTokenParamsSchema,
    answer: null,
    envelope: false,
    errors: [404],
    access: 'anyone',
  }),
  revokeCredential: operation({
    method: 'POST',
    path: '/records/credentials/:credentialId/revoke',
    group: 'records',
    summary: 'Revokes a credential this site issued in error, with the reason (audited): every verifier then sees it revoked',
    params: credentialIdParamsSchema,
    body: revokeRequestSchema,
    answer: null,
    status: 204,
    errors: [404, 409],
    access: { permission: PERMISSIONS.manageAccounts, secondFactor: 'recent' },
    invalidates: ['Credentials'],
  }),
} as const;

/** Where a learner downloads a completed course's credential (signed in: the session cookie goes along). */
export const courseCredentialPath = (courseId: number) => `/${operationUrl(recordsOperations.getCourseCredential, { courseId })}`;
/** Where a learner downloads her transcript. */
export const TRANSCRIPT_PATH = `/${operationUrl(recordsOperations.getTranscript)}`;
/** Where anyone reads a shared credential. */
export const sharedCredentialPath = (token: string) => `/${operationUrl(recordsOperations.getSharedCredential, { token })}`;

/** Where a learner downloads an earned tier's credential (signed in: the session cookie goes along). */
export const credentialDownloadPath = (badgeId: string, tier: number, format: CredentialFormat) =>
  `/${operationUrl(recordsOperations.getCredential, { badgeId, tier }, { format })}`;

/** Where the xAPI download form sends its GET. */
export const XAPI_STATEMENTS_PATH = `/${operationUrl(recordsOperations.getXapiStatements)}`;
