import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '@tiles/api-platform/ground/http-errors';
import type { UserRow } from '@tiles/api-users/repository';
import { nameFromClaim, type VerifiedIdentity } from './federated.js';

/**
 * The account a provider's verified identity signs in to: the one linked to it, else (where the provider allows
 * sign-up) a new learner. Refusals are errors with their codes: sign-up-closed, email-in-use, account-disabled.
 */
export const accountOfIdentity = async (
  app: FastifyInstance,
  request: FastifyRequest,
  provider: string,
  identity: Pick<VerifiedIdentity, 'subject' | 'email' | 'givenName' | 'familyName' | 'allowSignUp'>,
  locale: string = request.localeCode,
): Promise<UserRow> => {
  const { users } = app.auth;
  let user = await users.findByFederatedIdentity(request.site._id, provider, identity.subject);
  if (!user) {
    if (!identity.allowSignUp) throw new HttpError(403, 'No account is linked to this sign-in yet', { code: 'sign-up-closed' });
    // One email, one account: two would split a learner's history and break the Open Badges recipient hash.
    if (identity.email && (await users.emailIsHeld(request.site._id, identity.email)))
      throw new HttpError(409, 'Another account already uses the email of this sign-in: sign in to that account instead', {
        code: 'email-in-use',
      });
    user = await users.create(
      {
        siteId: request.site._id,
        login: `${provider}:${identity.subject}`,
        email: identity.email ?? null,
        roles: ['learner'],
        locale,
        timezone: 'Europe/Rome',
        fields: {
          // Names must be valid names (the claims were cleaned); a missing one gets a stand-in the learner can edit.
          name: identity.givenName ?? nameFromClaim(identity.email?.split('@')[0]) ?? provider,
          surname: identity.familyName ?? '',
          gender: 'neutro',
        },
      },
      { provider, subject: identity.subject },
    );
  }
  if (user.disabledAt) throw new HttpError(403, 'This account has been disabled by the site administrators', { code: 'account-disabled' });
  return user;
};
