import { operation, operationUrl } from '@tiles/contracts';
import { badgeTierParamsSchema, credentialQuerySchema, xapiQuerySchema, type CredentialFormat } from './records.js';

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
} as const;

/** Where a learner downloads an earned tier's credential (signed in: the session cookie goes along). */
export const credentialDownloadPath = (badgeId: string, tier: number, format: CredentialFormat) =>
  `/${operationUrl(recordsOperations.getCredential, { badgeId, tier }, { format })}`;

/** Where the xAPI download form sends its GET. */
export const XAPI_STATEMENTS_PATH = `/${operationUrl(recordsOperations.getXapiStatements)}`;
