import { DataIntegrityProof } from '@digitalcredentials/data-integrity';
import { cryptosuite } from '@digitalcredentials/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalcredentials/vc';
import { v5 as uuidv5 } from 'uuid';
import { CLR_CONTEXT, documentLoader, OB_CONTEXT, VC_CONTEXT } from '@tiles/credentials/document-loader';
import { identityHash, type SiteKeys } from './site-keys.js';

export { CLR_CONTEXT, OB_CONTEXT, VC_CONTEXT };
/** What a third party runs: the shared verifier's check of a proof. */
export { verifyProof as verifyCredential } from '@tiles/credentials/check-credential';
const CONTEXTS = [VC_CONTEXT, OB_CONTEXT];
/** A transcript's contexts, in the order CLR 2.0 names them. */
export const CLR_CONTEXTS = [VC_CONTEXT, CLR_CONTEXT, OB_CONTEXT];

/** Ids derived from a name under the site's address: the same record always gets the same id. */
export const stableUuid = (publicUrl: string, name: string) => uuidv5(name, uuidv5(publicUrl, uuidv5.URL));

export type IssuerFacts = { keys: SiteKeys; publicUrl: string; siteName: string };

export const issuerProfile = ({ keys, publicUrl, siteName }: IssuerFacts) => ({
  id: keys.did,
  type: ['Profile'],
  name: siteName,
  url: `${publicUrl}/`,
});

export const achievementIri = (publicUrl: string, badgeId: string, tier: number) =>
  `${publicUrl}/api/ob/achievements/${encodeURIComponent(badgeId)}/${tier}`;

export type AchievementFacts = {
  badgeId: string;
  tier: number;
  name: string;
  description: string;
  criteria: string;
  image: string;
  locale: string;
};

export const achievementOf = (issuer: IssuerFacts, facts: AchievementFacts) => ({
  id: achievementIri(issuer.publicUrl, facts.badgeId, facts.tier),
  type: ['Achievement'],
  name: facts.name,
  description: facts.description,
  criteria: { narrative: facts.criteria },
  image: { id: new URL(facts.image, `${issuer.publicUrl}/`).href, type: 'Image' },
  creator: issuerProfile(issuer),
  inLanguage: facts.locale,
});

/** JSON-LD documents the api publishes (issuer profile, achievements) carry the contexts they are read with. */
export const withContexts = <T extends object>(document: T) => ({ '@context': CONTEXTS, ...document });

export type CredentialFacts = {
  userId: string;
  /** What the recipient is identified by (hashed with a salt): their email. */
  email: string;
  achievement: AchievementFacts;
  /** When the tier was reached: the credential's validFrom. */
  earnedAt: Date;
  evidence: { name: string; narrative: string };
};

/** An unsigned OpenBadgeCredential (Open Badges 3.0 on the Verifiable Credentials 2.0 data model). */
export const badgeCredentialOf = (issuer: IssuerFacts, facts: CredentialFacts) => {
  const salt = issuer.keys.saltOf(facts.userId);
  return {
    '@context': CONTEXTS,
    id: `urn:uuid:${stableUuid(issuer.publicUrl, `credential:${facts.userId}:${facts.achievement.badgeId}:${facts.achievement.tier}`)}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: issuerProfile(issuer),
    validFrom: facts.earnedAt.toISOString(),
    name: facts.achievement.name,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityHash: identityHash(facts.email.toLowerCase(), salt),
          identityType: 'emailAddress',
          hashed: true,
          salt,
        },
      ],
      achievement: achievementOf(issuer, facts.achievement),
    },
    evidence: [{ type: ['Evidence'], name: facts.evidence.name, narrative: facts.evidence.narrative }],
  };
};
export type BadgeCredential = ReturnType<typeof badgeCredentialOf>;

/**
 * Adds the Data Integrity proof (eddsa-rdfc-2022) made with the site's key, as a list: Open Badges 3.0's schema
 * wants `proof` an array (a lone object is the same statement in JSON-LD, but fails the schema).
 */
export const signCredential = async <T extends object>(credential: T, keys: SiteKeys, now: Date) => {
  const signed = await vc.issue({
    credential,
    suite: new DataIntegrityProof({ signer: keys.keyPair.signer(), cryptosuite, date: now }),
    documentLoader: documentLoader(),
  });
  return { ...signed, proof: [signed.proof] };
};

/** The DID document of the issuer: its one Ed25519 key, for assertions (credentials) and authentication. */
export const didDocument = (keys: SiteKeys) => ({
  '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/multikey/v1'],
  id: keys.did,
  verificationMethod: [
    { id: keys.verificationMethod, type: 'Multikey', controller: keys.did, publicKeyMultibase: keys.keyPair.publicKeyMultibase },
  ],
  assertionMethod: [keys.verificationMethod],
  authentication: [keys.verificationMethod],
});

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character]!);

/**
 * The badge as a picture with the signed credential baked in (Open Badges 3.0 baking: the JSON in an
 * `openbadges:credential` element). Drawn here so the file stands alone, offline.
 */
export const bakedSvg = (credential: object, label: { name: string; tier: string }) => {
  const json = JSON.stringify(credential, null, 2).replaceAll(']]>', ']]]]><![CDATA[>');
  const name = escapeXml(label.name);
  const tier = escapeXml(label.tier);
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${name}, ${tier}">
<openbadges:credential><![CDATA[${json}]]></openbadges:credential>
<title>${name}, ${tier}</title>
<circle cx="120" cy="120" r="112" fill="#1d3557"/>
<circle cx="120" cy="120" r="96" fill="none" stroke="#f1c453" stroke-width="6"/>
<text x="120" y="112" text-anchor="middle" font-family="Jost, Arial, sans-serif" font-size="20" font-weight="600" fill="#ffffff">${name}</text>
<text x="120" y="144" text-anchor="middle" font-family="Jost, Arial, sans-serif" font-size="15" fill="#f1c453">${tier}</text>
</svg>
`;
};
