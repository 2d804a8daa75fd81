import type { FastifyInstance } from 'fastify';
import { paths } from '@tiles/contracts';
import { INVITATION_TOKEN_TTL_MS } from '@tiles/contracts-account';

/** What a start found of the site's administrators, for the banner. */
export type FirstAdministrator =
  | { state: 'present' }
  /** None, and no ADMIN_EMAIL to invite. */
  | { state: 'missing' }
  /** ADMIN_EMAIL's existing account was given the role. */
  | { state: 'promoted'; email: string }
  /** ADMIN_EMAIL was invited: the one-time link sets their password (a new link at each start until it is used). */
  | { state: 'invited'; email: string; link: string };

/**
 * A site without demo data starts without an administrator: ADMIN_EMAIL becomes the first, through an invitation
 * whose link only the log shows (no published password, no mail needed). A site with an administrator is left alone.
 */
export const inviteFirstAdministrator = async (app: FastifyInstance): Promise<FirstAdministrator> => {
  const siteId = app.config.defaultSiteId;
  if (await app.accountRepository.hasAdministrator(siteId)) return { state: 'present' };
  const email = app.config.firstAdminEmail;
  const site = await app.siteRepository.findById(siteId);
  if (!email || !site) return { state: 'missing' };
  const { users, accountTokens } = app.auth;
  const existing = await users.findByEmail(siteId, email);
  if (existing && !existing.awaitingVerification) {
    await app.accountRepository.makeAdministrator(existing.id);
    return { state: 'promoted', email };
  }
  const user =
    existing ??
    (await users.create({
      siteId,
      login: email,
      email,
      roles: ['admin'],
      locale: site.defaultLocale,
      timezone: 'Europe/Rome',
      fields: { name: email.split('@')[0]!.slice(0, 80), surname: '', gender: 'neutro' },
      awaitingVerification: true,
    }));
  if (existing) await app.accountRepository.makeAdministrator(existing.id);
  const token = await accountTokens.issue({ userId: user.id, purpose: 'invite', email, ttlMs: INVITATION_TOKEN_TTL_MS });
  return { state: 'invited', email, link: `${app.config.publicUrl}${paths.acceptInvite(site.defaultLocale, token)}` };
};
