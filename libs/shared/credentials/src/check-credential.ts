/// <reference path="./digital-credentials.d.ts" />
import { DataIntegrityProof } from '@digitalcredentials/data-integrity';
import { cryptosuite } from '@digitalcredentials/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalcredentials/vc';
import { decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import type { EffortClaims, Verification } from '@tiles/contracts-records';
import { documentLoader } from './document-loader.js';

type Check = Verification['checks'][number];
export type CredentialDocument = Record<string, unknown>;

/** Where a credential says its revocation is kept: a place in a Bitstring status list. */
export type StatusEntry = { statusListCredential: string; statusListIndex: string; statusPurpose?: string };
/** What the verifier learned of an entry: revoked, in force, or nothing (a list it cannot read). */
export type StatusAnswer = { status: 'revoked' | 'valid' | 'unknown'; reason?: string };

/**
 * Checks a credential's proof (eddsa-rdfc-2022, Data Integrity) with the bundled contexts, at `now` (default: now).
 * Its status is not looked up here: the caller checks it against the list it names.
 */
export const verifyProof = (credential: object, now?: Date) =>
  vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: documentLoader(),
    now,
    checkStatus: async () => ({ verified: true }),
  });

const typesOf = (document: CredentialDocument) => {
  const type = document['type'];
  return Array.isArray(type) ? type.filter((entry): entry is string => typeof entry === 'string') : typeof type === 'string' ? [type] : [];
};

export const issuerOf = (document: CredentialDocument) => {
  const issuer = document['issuer'];
  if (typeof issuer === 'string') return { id: issuer, name: issuer };
  if (issuer && typeof issuer === 'object') {
    const { id, name } = issuer as { id?: unknown; name?: unknown };
    return { id: typeof id === 'string' ? id : '', name: typeof name === 'string' ? name : typeof id === 'string' ? id : '' };
  }
  return { id: '', name: '' };
};

/** Anything may come in: only objects are read as parts of a credential. */
const isObject = (value: unknown): value is CredentialDocument => typeof value === 'object' && value !== null && !Array.isArray(value);

/** How far a verifier's clock may be from the issuer's (the Verifiable Credentials libraries' default): five minutes. */
export const CLOCK_SKEW_MS = 5 * 60_000;

const dateOf = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : undefined);

/** The proof checked at a moment inside the credential's validity: an expired one still says whether it is genuine. */
const signatureCheck = async (document: CredentialDocument): Promise<Check> => {
  if (!document['proof']) return { check: 'signature', outcome: 'failed', reason: 'no-proof' };
  try {
    const result = await verifyProof(document, dateOf(document['validFrom']));
    return result.verified ? { check: 'signature', outcome: 'passed' } : { check: 'signature', outcome: 'failed', reason: 'signature' };
  } catch {
    return { check: 'signature', outcome: 'failed', reason: 'unreadable' };
  }
};

export const kindOf = (document: CredentialDocument): Verification['kind'] => {
  const types = typesOf(document);
  if (types.includes('ClrCredential')) return 'transcript';
  if (!types.includes('OpenBadgeCredential') && !types.includes('AchievementCredential')) return 'other';
  const subject = document['credentialSubject'] as { achievement?: { achievementType?: unknown } } | undefined;
  return subject?.achievement?.achievementType === 'Course' ? 'course' : 'badge';
};

/** The results a course credential states, named as their result descriptions end (`…#minutes`). */
type EffortKey = 'minutes' | 'sessions' | 'firstDay' | 'lastDay' | 'questionsMastered';

/** The effort a course credential states, read back; null when it states none. */
export const effortClaimsOf = (credential: CredentialDocument): EffortClaims | null => {
  const subject = credential['credentialSubject'] as { result?: unknown } | undefined;
  const results = (Array.isArray(subject?.result) ? subject.result : []).filter(isObject);
  const valueOf = (result: EffortKey) => {
    const value = results.find(
      (entry) => typeof entry['resultDescription'] === 'string' && entry['resultDescription'].endsWith(`#${result}`),
    )?.['value'];
    return typeof value === 'string' ? value : undefined;
  };
  const minutes = valueOf('minutes');
  if (minutes === undefined) return null;
  const whole = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : 0);
  return {
    minutes: whole(minutes),
    sessions: whole(valueOf('sessions')),
    firstDay: valueOf('firstDay') ?? null,
    lastDay: valueOf('lastDay') ?? null,
    questionsMastered: whole(valueOf('questionsMastered')),
  };
};

const statusEntryOf = (document: CredentialDocument): StatusEntry | undefined => {
  const status = document['credentialStatus'] as Partial<StatusEntry> | undefined;
  return status && typeof status.statusListCredential === 'string' && status.statusListIndex !== undefined
    ? {
        statusListCredential: status.statusListCredential,
        statusListIndex: String(status.statusListIndex),
        statusPurpose: status.statusPurpose,
      }
    : undefined;
};

/**
 * What anyone learns of a credential: whether its proof holds, whether the expected issuer signed it, whether it is in
 * force, whether its issuer revoked it, and what it states; for a transcript, each course inside it. The same checks
 * run in the api and in the browser: only how a status list is read differs (`statusOf`).
 */
export const checkCredential = async (
  document: CredentialDocument,
  options: { issuerId: string; now: Date; statusOf: (entry: StatusEntry, credentialId: string | null) => Promise<StatusAnswer> },
): Promise<Omit<Verification, 'revocable'>> => {
  const claimedIssuer = issuerOf(document);
  const thisSite = claimedIssuer.id === options.issuerId;
  const checks: Check[] = [await signatureCheck(document)];
  checks.push(
    thisSite
      ? { check: 'issuer', outcome: 'passed' }
      : { check: 'issuer', outcome: 'unknown', reason: claimedIssuer.id ? 'other-issuer' : 'no-issuer' },
  );

  const validFrom = dateOf(document['validFrom']);
  const validUntil = dateOf(document['validUntil']);
  checks.push(
    validFrom && validFrom.getTime() > options.now.getTime() + CLOCK_SKEW_MS
      ? { check: 'validity', outcome: 'failed', reason: 'not-yet-valid' }
      : validUntil && validUntil.getTime() <= options.now.getTime() - CLOCK_SKEW_MS
        ? { check: 'validity', outcome: 'failed', reason: 'expired' }
        : { check: 'validity', outcome: 'passed' },
  );

  const credentialId = typeof document['id'] === 'string' ? document['id'] : null;
  const entry = statusEntryOf(document);
  let revokedReason: string | null = null;
  if (!entry) checks.push({ check: 'revocation', outcome: 'unknown', reason: 'no-status' });
  else {
    const answer = await options.statusOf(entry, credentialId).catch((): StatusAnswer => ({ status: 'unknown' }));
    if (answer.status === 'revoked') {
      revokedReason = answer.reason ?? null;
      checks.push({ check: 'revocation', outcome: 'failed', reason: 'revoked' });
    } else if (answer.status === 'valid') checks.push({ check: 'revocation', outcome: 'passed' });
    else checks.push({ check: 'revocation', outcome: 'unknown', reason: 'other-list' });
  }

  const kind = kindOf(document);
  const inside =
    kind === 'transcript' ? (document['credentialSubject'] as { verifiableCredential?: unknown } | undefined)?.verifiableCredential : [];
  const courses = await Promise.all(
    (Array.isArray(inside) ? inside : [])
      .filter(isObject)
      .filter((credential) => kindOf(credential) === 'course')
      .map(async (credential) => {
        const subject = credential['credentialSubject'] as { achievement?: { name?: unknown } } | undefined;
        return {
          name: typeof subject?.achievement?.name === 'string' ? subject.achievement.name : String(credential['name'] ?? ''),
          minutes: effortClaimsOf(credential)?.minutes ?? null,
          verified: (await signatureCheck(credential)).outcome === 'passed' && issuerOf(credential).id === claimedIssuer.id,
        };
      }),
  );

  return {
    verified: !checks.some((check) => check.outcome === 'failed') && courses.every((course) => course.verified),
    kind,
    name: typeof document['name'] === 'string' ? document['name'] : '',
    issuer: { ...claimedIssuer, thisSite },
    validFrom: validFrom?.toISOString() ?? null,
    checks,
    effort: kind === 'course' ? effortClaimsOf(document) : null,
    courses,
    credentialId,
    revokedReason,
  };
};

/**
 * A credential's status in a status list credential, as any verifier reads it: the list's own signature checked and
 * its issuer the credential's, then the credential's bit read (set: revoked). Anything else leaves it unknown.
 */
export const statusInList = async (list: CredentialDocument, entry: StatusEntry, credentialIssuer: string): Promise<StatusAnswer> => {
  // Checked at its own date: a list is made when asked for, and a verifier's clock a little behind the issuer's must
  // still read it (a list has no end of validity).
  if (issuerOf(list).id !== credentialIssuer || !(await verifyProof(list, dateOf(list['validFrom']))).verified)
    return { status: 'unknown' };
  const encodedList = (list['credentialSubject'] as { encodedList?: unknown } | undefined)?.encodedList;
  if (typeof encodedList !== 'string') return { status: 'unknown' };
  const bits = await decodeList({ encodedList });
  return { status: bits.getStatus(Number(entry.statusListIndex)) ? 'revoked' : 'valid' };
};
