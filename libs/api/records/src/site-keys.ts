// The Digital Credentials Consortium's libraries are typed in the shared credentials lib.
import type {} from '@tiles/credentials/document-loader';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import * as Ed25519Multikey from '@digitalcredentials/ed25519-multikey';
import { eq } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { siteKeys } from './schema.js';

export type SiteKeys = {
  /** The issuer: `did:key` of the site's Ed25519 public key. */
  did: string;
  /** The key the proofs name (`did:key:z…#z…`). */
  verificationMethod: string;
  keyPair: Ed25519Multikey.Ed25519KeyPair;
  /** A learner's pseudonym in xAPI: a keyed hash of their id, the same in every export, meaningless elsewhere. */
  pseudonymOf(userId: string): string;
  /** The salt of a learner's hashed email in credentials: stable per learner, so re-downloads are identical. */
  saltOf(userId: string): string;
  /** A signature of `value` for `purpose` (a link's proof, such as an unsubscribe link's): 128 bits, base64url. */
  signatureOf(purpose: string, value: string): string;
};

/** A learner's pseudonym in the site's records (xAPI actor names): an HMAC of their id under the site's secret. */
const pseudonymWith = (pseudonymSecret: string, userId: string) =>
  createHmac('sha256', pseudonymSecret).update(`xapi-actor:${userId}`).digest('hex').slice(0, 32);

const keysOf = async (seed: string, pseudonymSecret: string): Promise<SiteKeys> => {
  const keyPair = await Ed25519Multikey.generate({ seed: Buffer.from(seed, 'base64url') });
  const did = `did:key:${keyPair.publicKeyMultibase}`;
  keyPair.controller = did;
  keyPair.id = `${did}#${keyPair.publicKeyMultibase}`;
  const keyed = (purpose: string, userId: string) => createHmac('sha256', pseudonymSecret).update(`${purpose}:${userId}`).digest('hex');
  return {
    did,
    verificationMethod: keyPair.id,
    keyPair,
    pseudonymOf: (userId) => pseudonymWith(pseudonymSecret, userId),
    saltOf: (userId) => keyed('recipient-salt', userId).slice(0, 24),
    signatureOf: (purpose, value) => Buffer.from(keyed(`signed-link:${purpose}`, value).slice(0, 32), 'hex').toString('base64url'),
  };
};

/** SHA-256 of the recipient's identity and salt, as Open Badges writes it (`sha256$hex`). */
export const identityHash = (identity: string, salt: string) =>
  `sha256$${createHash('sha256')
    .update(identity + salt)
    .digest('hex')}`;

/**
 * Each site's record keys, created on first use and kept in the database (two instances racing agree: the first
 * insert wins and both read it back). A configured seed signs instead of the stored one.
 */
export const createSiteKeyStore = (db: Database, configuredSeed: string | undefined) => {
  const loaded = new Map<string, Promise<SiteKeys>>();
  const load = async (siteId: string) => {
    await db
      .insert(siteKeys)
      .values({ siteId, signingSeed: randomBytes(32).toString('base64url'), pseudonymSecret: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(siteKeys).where(eq(siteKeys.siteId, siteId));
    if (!row) throw new Error(`No record keys for site ${siteId}`);
    return keysOf(configuredSeed ?? row.signingSeed, row.pseudonymSecret);
  };
  return {
    /**
     * The site's learner pseudonyms, read in `within` (a transaction under way: on PGlite's one connection, a read
     * outside it would wait for it forever). Nothing is cached: the keys it may create commit with that transaction.
     */
    async pseudonymsWithin(within: Database, siteId: string): Promise<(userId: string) => string> {
      await within
        .insert(siteKeys)
        .values({ siteId, signingSeed: randomBytes(32).toString('base64url'), pseudonymSecret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await within.select({ pseudonymSecret: siteKeys.pseudonymSecret }).from(siteKeys).where(eq(siteKeys.siteId, siteId));
      if (!row) throw new Error(`No record keys for site ${siteId}`);
      return (userId) => pseudonymWith(row.pseudonymSecret, userId);
    },
    forSite(siteId: string): Promise<SiteKeys> {
      let keys = loaded.get(siteId);
      if (!keys) {
        keys = load(siteId);
        keys.catch(() => loaded.delete(siteId));
        loaded.set(siteId, keys);
      }
      return keys;
    },
  };
};
export type SiteKeyStore = ReturnType<typeof createSiteKeyStore>;
