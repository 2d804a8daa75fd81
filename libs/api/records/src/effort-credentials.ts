import { createHash } from 'node:crypto';
import { createCredential as createStatusListCredential, createList } from '@digitalbazaar/vc-bitstring-status-list';
import type { EffortClaims } from '@tiles/contracts-records';
import { CLR_CONTEXTS, issuerProfile, OB_CONTEXT, stableUuid, VC_CONTEXT, type IssuerFacts } from './open-badges.js';
import { identityHash } from './site-keys.js';
import { STATUS_LIST_LENGTH } from './effort-repository.js';

/** The results a course credential states, each with its kind in Open Badges' extensible vocabulary. */
export const EFFORT_RESULTS = {
  minutes: 'ext:ActiveStudyMinutes',
  sessions: 'ext:SessionsCompleted',
  firstDay: 'ext:FirstStudyDay',
  lastDay: 'ext:LastStudyDay',
  questionsMastered: 'ext:QuestionsMastered',
} as const satisfies Record<keyof EffortClaims, string>;
export type EffortResult = keyof typeof EFFORT_RESULTS;

export const courseAchievementIri = (publicUrl: string, courseId: number) => `${publicUrl}/api/ob/courses/${courseId}`;
export const statusListUrl = (publicUrl: string, siteId: string) => `${publicUrl}/api/records/status/${encodeURIComponent(siteId)}`;

/** Ids of what a learner is issued: the same facts always get the same id. */
export const courseCredentialId = (publicUrl: string, userId: string, courseId: number) =>
  `urn:uuid:${stableUuid(publicUrl, `credential:course:${userId}:${courseId}`)}`;
/** A transcript's id follows what it holds: the same courses and totals, the same transcript. */
export const transcriptId = (publicUrl: string, userId: string, contents: unknown) =>
  `urn:uuid:${stableUuid(publicUrl, `credential:transcript:${userId}:${createHash('sha256').update(JSON.stringify(contents)).digest('hex')}`)}`;

/** The learner as a credential names her: a salted hash of her email, never the address. */
export const recipientOf = (issuer: IssuerFacts, userId: string, email: string) => {
  const salt = issuer.keys.saltOf(userId);
  return [
    { type: 'IdentityObject', identityHash: identityHash(email.toLowerCase(), salt), identityType: 'emailAddress', hashed: true, salt },
  ];
};

/** Where a credential's revocation is looked up: its place in the site's Bitstring status list. */
export const statusEntryOf = (publicUrl: string, siteId: string, index: number) => {
  const list = statusListUrl(publicUrl, siteId);
  return {
    id: `${list}#${index}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(index),
    statusListCredential: list,
  };
};

export type CourseAchievementFacts = {
  courseId: number;
  title: string;
  description: string;
  criteria: string;
  resultNames: Record<EffortResult, string>;
  locale: string;
};

/** A course as an achievement, with the results its credentials state described. */
export const courseAchievementOf = (issuer: IssuerFacts, facts: CourseAchievementFacts) => {
  const id = courseAchievementIri(issuer.publicUrl, facts.courseId);
  return {
    id,
    type: ['Achievement'],
    achievementType: 'Course',
    name: facts.title,
    description: facts.description,
    criteria: { narrative: facts.criteria },
    resultDescription: (Object.keys(EFFORT_RESULTS) as EffortResult[]).map((result) => ({
      id: `${id}#${result}`,
      type: ['ResultDescription'],
      name: facts.resultNames[result],
      resultType: EFFORT_RESULTS[result],
    })),
    creator: issuerProfile(issuer),
    inLanguage: facts.locale,
  };
};

export type CourseCredentialFacts = {
  id: string;
  userId: string;
  email: string;
  name: string;
  achievement: CourseAchievementFacts;
  claims: EffortClaims;
  completedAt: string;
  evidence: { id: string; name: string; narrative: string };
  siteId: string;
  statusIndex: number;
};

/** An unsigned OpenBadgeCredential of a completed course, stating the effort it took. */
export const courseCredentialOf = (issuer: IssuerFacts, facts: CourseCredentialFacts) => {
  const achievement = courseAchievementOf(issuer, facts.achievement);
  const values: Record<EffortResult, string | null> = {
    minutes: String(facts.claims.minutes),
    sessions: String(facts.claims.sessions),
    firstDay: facts.claims.firstDay,
    lastDay: facts.claims.lastDay,
    questionsMastered: String(facts.claims.questionsMastered),
  };
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: facts.id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: issuerProfile(issuer),
    validFrom: facts.completedAt,
    awardedDate: facts.completedAt,
    name: facts.name,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: recipientOf(issuer, facts.userId, facts.email),
      achievement,
      result: (Object.keys(EFFORT_RESULTS) as EffortResult[]).flatMap((result) =>
        values[result] === null ? [] : [{ type: ['Result'], resultDescription: `${achievement.id}#${result}`, value: values[result] }],
      ),
    },
    evidence: [{ id: facts.evidence.id, type: ['Evidence'], name: facts.evidence.name, narrative: facts.evidence.narrative }],
    credentialStatus: statusEntryOf(issuer.publicUrl, facts.siteId, facts.statusIndex),
  };
};

export type StudyTotal = { key: string; name: string; minutes: number };

/**
 * The verified totals as one achievement (a result per category and year, and per year) and its credential: a
 * transcript's figures travel signed like every other claim.
 */
export const totalsCredentialOf = (
  issuer: IssuerFacts,
  facts: { userId: string; email: string; name: string; locale: string; totals: StudyTotal[]; validFrom: string },
) => {
  const id = `${issuer.publicUrl}/api/ob/study-time`;
  const achievement = {
    id,
    type: ['Achievement'],
    achievementType: 'Achievement',
    name: facts.name,
    description: facts.name,
    criteria: { narrative: facts.name },
    resultDescription: facts.totals.map((total) => ({
      id: `${id}#${total.key}`,
      type: ['ResultDescription'],
      name: total.name,
      resultType: 'ext:ActiveStudyMinutes',
    })),
    creator: issuerProfile(issuer),
    inLanguage: facts.locale,
  };
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: `urn:uuid:${stableUuid(issuer.publicUrl, `credential:totals:${facts.userId}:${JSON.stringify(facts.totals)}`)}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: issuerProfile(issuer),
    validFrom: facts.validFrom,
    name: facts.name,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: recipientOf(issuer, facts.userId, facts.email),
      achievement,
      result: facts.totals.map((total) => ({ type: ['Result'], resultDescription: `${id}#${total.key}`, value: String(total.minutes) })),
    },
  };
};

/** An unsigned ClrCredential: the signed credentials it gathers, and their achievements listed beside them. */
export const transcriptOf = (
  issuer: IssuerFacts,
  facts: {
    id: string;
    userId: string;
    email: string;
    name: string;
    description: string;
    validFrom: string;
    credentials: { credentialSubject: { achievement: object } }[];
    siteId: string;
    statusIndex: number;
  },
) => ({
  '@context': CLR_CONTEXTS,
  id: facts.id,
  type: ['VerifiableCredential', 'ClrCredential'],
  issuer: issuerProfile(issuer),
  validFrom: facts.validFrom,
  name: facts.name,
  description: facts.description,
  credentialSubject: {
    type: ['ClrSubject'],
    identifier: recipientOf(issuer, facts.userId, facts.email),
    achievement: facts.credentials.map((credential) => credential.credentialSubject.achievement),
    verifiableCredential: facts.credentials,
  },
  credentialStatus: statusEntryOf(issuer.publicUrl, facts.siteId, facts.statusIndex),
});

/** The site's unsigned status list: a bit per place, set for each revoked credential. */
export const statusListOf = async (issuer: IssuerFacts, siteId: string, revokedPlaces: number[], now: Date) => {
  const list = await createList({ length: STATUS_LIST_LENGTH });
  for (const place of revokedPlaces) list.setStatus(place, true);
  const credential = await createStatusListCredential({ id: statusListUrl(issuer.publicUrl, siteId), list, statusPurpose: 'revocation' });
  return { ...credential, issuer: issuer.keys.did, validFrom: now.toISOString() };
};
