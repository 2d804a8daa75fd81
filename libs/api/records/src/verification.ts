import type { FastifyInstance } from 'fastify';
import type { Site } from '@tiles/contracts';
import type { Verification } from '@tiles/contracts-records';
import { checkCredential, type CredentialDocument } from '@tiles/credentials/check-credential';
import { issuerFactsOf } from './credentials.js';
import { statusListUrl } from './effort-credentials.js';

/**
 * The api's twin of the verification page: the shared checks, with this site's revocations read from its own records
 * (and their reasons); another issuer's list is not fetched (the answer says unknown). An administrator may revoke
 * one of this site's credentials that still stands.
 */
export const verifyDocument = async (
  app: FastifyInstance,
  site: Site,
  document: CredentialDocument,
  options: { mayRevoke: boolean },
): Promise<Verification> => {
  const issuer = await issuerFactsOf(app, site);
  const ownList = statusListUrl(app.config.publicUrl, site._id);
  let issued: Awaited<ReturnType<typeof app.recordsEffort.byId>>;
  const checked = await checkCredential(document, {
    issuerId: issuer.keys.did,
    now: app.clock.now(),
    statusOf: async (entry, credentialId) => {
      issued = credentialId && entry.statusListCredential === ownList ? await app.recordsEffort.byId(credentialId) : undefined;
      if (!issued || String(issued.statusIndex) !== entry.statusListIndex) return { status: 'unknown' };
      return issued.revokedAt ? { status: 'revoked', reason: issued.revokedReason ?? '' } : { status: 'valid' };
    },
  });
  const signed = checked.checks.some((check) => check.check === 'signature' && check.outcome === 'passed');
  return { ...checked, revocable: options.mayRevoke && checked.issuer.thisSite && signed && Boolean(issued) && !issued?.revokedAt };
};
