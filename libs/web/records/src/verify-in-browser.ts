import { operationUrl } from '@tiles/contracts';
import { recordsOperations } from '@tiles/contracts-records';
import { checkCredential, issuerOf, statusInList, type CredentialDocument, type StatusEntry } from '@tiles/credentials/check-credential';

/** The site's own issuer (its did:key), as its public profile names it. */
const siteIssuer = async () => {
  const response = await fetch(`/${operationUrl(recordsOperations.getIssuer)}`, { headers: { accept: 'application/ld+json' } });
  if (!response.ok) throw new Error(`issuer: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
};

/**
 * A status list fetched from where the credential says (a list that cannot be fetched, another site that does not
 * allow it, leaves the answer unknown) and read as any verifier reads it.
 */
const statusOf = (credentialIssuer: string) => async (entry: StatusEntry) => {
  // Never from the browser's cache: a revocation counts from the moment it is made.
  const response = await fetch(entry.statusListCredential, {
    cache: 'no-store',
    headers: { accept: 'application/vc+ld+json, application/json' },
  });
  if (!response.ok) return { status: 'unknown' as const };
  return statusInList((await response.json()) as CredentialDocument, entry, credentialIssuer);
};

/** Every check of a credential, run in this browser: nothing of it is sent anywhere. */
export const verifyInBrowser = async (document: CredentialDocument) =>
  checkCredential(document, { issuerId: await siteIssuer(), now: new Date(), statusOf: statusOf(issuerOf(document).id) });
