import type { FastifyInstance } from 'fastify';
import type { Site } from '@tiles/contracts';
import type { UserRow } from '@tiles/api-users/repository';
import { badgeCredentialOf, signCredential, type IssuerFacts } from './open-badges.js';

export type RecordReader = { siteId: string; siteName: string; locale: string; defaultLocale: string };

export const issuerFactsOf = async (app: FastifyInstance, site: Site): Promise<IssuerFacts> => ({
  keys: await app.siteKeys.forSite(site._id),
  publicUrl: app.config.publicUrl,
  siteName: site.niceName,
});

/**
 * A badge tier the learner earned, as a signed OpenBadgeCredential (with its facts for the SVG), or undefined when
 * they did not earn it. Test accounts earn none: a signed credential speaks to third parties.
 */
export const signedCredentialOf = async (
  app: FastifyInstance,
  site: Site,
  reader: RecordReader,
  user: UserRow,
  badgeId: string,
  tier: number,
) => {
  const repository = app.recordsRepository;
  const earnedAt = user.isTest ? undefined : await repository.tierEarnedAt(user.id, badgeId, tier);
  const facts = earnedAt && (await repository.tier(reader, badgeId, tier));
  if (!earnedAt || !facts) return undefined;
  const issuer = await issuerFactsOf(app, site);
  const credential = badgeCredentialOf(issuer, {
    userId: user.id,
    email: user.email ?? user.login,
    achievement: { ...facts, name: facts.achievementName, locale: reader.locale },
    earnedAt,
    evidence: await repository.evidence(reader, user.id, earnedAt),
  });
  return { signed: await signCredential(credential, issuer.keys, app.clock.now()), facts };
};
