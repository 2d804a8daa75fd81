import type { FastifyInstance } from 'fastify';
import type { Mode } from '@tiles/contracts';
import { HttpError } from '@tiles/api-platform/ground/http-errors';
import { modesOf } from '@tiles/api-roles/repository';
import type { UserRow } from '@tiles/api-users/repository';

/** A site keeps at least one administrator: the last one can be neither deleted nor delete themself (409). */
export const refuseLastAdministrator = async (app: FastifyInstance, siteId: string, user: UserRow) => {
  if (
    (await modesOf(app.roleRepository, user.roles)).includes('admin') &&
    !(await app.accountRepository.anotherAdministrator(siteId, user.id))
  )
    throw new HttpError(409, 'This is the last administrator of the site: give someone else the role first', {
      code: 'last-administrator',
    });
};

/**
 * Erases an account (see the account repository's `erase`), audited in the same transaction by account id only, and
 * closes the live channels of the sessions that ended with it.
 */
export const eraseAccount = async (
  app: FastifyInstance,
  {
    siteId,
    user,
    by,
    actor,
    mode,
  }: { siteId: string; user: UserRow; by: 'self' | 'administrator'; actor: { id: string; login: string }; mode: Mode },
) => {
  const ended = await app.accountRepository.erase(user.id, app.clock.now(), (_none, tx) =>
    app.audit.record(
      {
        siteId,
        user: actor,
        mode,
        action: 'account.delete',
        entity: 'user',
        entityId: user.id,
        before: null,
        after: { deleted: true, by },
      },
      tx,
    ),
  );
  for (const session of ended) app.push.disconnectSession(session);
  // A deleted account is already nobody's member (groups leave tombstones out); its memberships go too.
  await app.groupsRepository.forget(user.id, user.email);
  // What the LRS holds about them: our own statements, an AU's, their state documents.
  await app.ownStatements.forget(siteId, user.id);
};
