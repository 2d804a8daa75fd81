import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountAdminOperations,
  ACCOUNTS_PAGE_SIZE,
  emailSchema,
  INVITATION_TOKEN_TTL_MS,
  MAX_INVITATION_ROWS,
  invitationSchema,
  type AccountSummary,
  type InvitationsResult,
} from '@tiles/contracts-account';
import { sqlStateOf } from '@tiles/api-platform/db/errors';
import { HttpError, notFound } from '@tiles/api-platform/ground/http-errors';
import { readInvitationsCsv, type InvitationRow } from '@tiles/api-platform/ground/invitations-csv';
import { route } from '@tiles/api-platform/ground/operation-route';
import type { UserRow } from '@tiles/api-users/repository';
import { createAccountMailer } from './account-mail.js';
import { eraseAccount, refuseLastAdministrator } from './erasure.js';

const summaryOf = (user: UserRow, lastSeenAt: Date | null): AccountSummary => ({
  id: user.id,
  login: user.login,
  email: user.email,
  name: user.fields.name,
  surname: user.fields.surname,
  role: user.roles[0] ?? '',
  verified: !user.awaitingVerification,
  disabled: user.disabledAt !== null,
  createdAt: user.createdAt.toISOString(),
  lastSeenAt: lastSeenAt ? new Date(lastSeenAt).toISOString() : null,
});

/** Administrators manage the site's accounts: who may sign up, invitations, disabling, deletion on request. */
export const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, accountTokens } = app.auth;
  const { mailFor, send } = createAccountMailer(app);

  route(app, accountAdminOperations.setSignUpPolicy, async (request) => {
    const { realUser, mode } = request.auth;
    const { signUp } = request.body;
    const site = await app.siteRepository.setSignUp(request.site._id, signUp, ({ before }, tx) =>
      app.audit.record(
        {
          siteId: request.site._id,
          user: realUser,
          mode,
          action: 'site.signUp',
          entity: 'site',
          entityId: request.site._id,
          before: { signUp: before },
          after: { signUp },
        },
        tx,
      ),
    );
    if (!site) throw notFound(`Site '${request.site._id}' not found`, 'site-not-found');
    return site;
  });

  route(app, accountAdminOperations.listAccounts, async (request) => {
    const { q, status, offset } = request.query;
    const { rows, total } = await app.accountRepository.list(request.site._id, { q, status, offset, limit: ACCOUNTS_PAGE_SIZE });
    return { accounts: rows.map((row) => summaryOf(row.user, row.lastSeenAt)), total };
  });

  route(app, accountAdminOperations.inviteAccounts, async (request) => {
    const { realUser, mode } = request.auth;
    const { site } = request;
    const rows: InvitationRow[] =
      'csv' in request.body ? readInvitationsCsv(request.body.csv, MAX_INVITATION_ROWS) : [{ line: 1, ...request.body }];
    const result: InvitationsResult = { invited: 0, problems: [] };
    const invitedIds: string[] = [];
    const seen = new Set<string>();
    for (const row of rows) {
      const problem = (reason: InvitationsResult['problems'][number]['reason'], message: string, params: Record<string, string> = {}) =>
        result.problems.push({ line: row.line, email: row.email, reason, params, message });
      const email = emailSchema.safeParse(row.email);
      if (!email.success) {
        problem('notEmail', 'is not an email address');
        continue;
      }
      const address = email.data.toLowerCase();
      const name = invitationSchema.shape.name.safeParse(row.name);
      if (!name.success) {
        problem('badName', `name: ${name.error.issues[0]?.message ?? 'is not a name'}`);
        continue;
      }
      const locale = row.locale ?? site.defaultLocale;
      if (!site.supportedLocale.includes(locale)) {
        problem('unknownLocale', `locale: '${locale}' is not one of this site's (${site.supportedLocale.join(', ')})`, {
          locale,
          locales: site.supportedLocale.join(', '),
        });
        continue;
      }
      if (seen.has(address)) {
        problem('listedTwice', 'is in the list twice');
        continue;
      }
      seen.add(address);
      if (await users.findByEmail(site._id, address)) {
        problem('hasAccount', 'already has an account');
        continue;
      }
      let user: UserRow;
      try {
        user = await users.create({
          siteId: site._id,
          login: address,
          email: address,
          roles: ['learner'],
          locale,
          timezone: 'Europe/Rome',
          fields: { name: name.data, surname: '', gender: 'neutro' },
          awaitingVerification: true,
        });
      } catch (error) {
        if (sqlStateOf(error) !== '23505') throw error;
        problem('hasAccount', 'already has an account');
        continue;
      }
      const token = await accountTokens.issue({ userId: user.id, purpose: 'invite', email: address, ttlMs: INVITATION_TOKEN_TTL_MS });
      await send([await mailFor('invite', site, { ...user, email: address }, { token })]);
      invitedIds.push(user.id);
      result.invited += 1;
    }
    // Ids only: the log is append-only, and an address in it would outlive the account's deletion.
    await app.audit.record({
      siteId: site._id,
      user: realUser,
      mode,
      action: 'account.invite',
      entity: 'user',
      entityId: invitedIds.length === 1 ? invitedIds[0]! : `${invitedIds.length} accounts`,
      before: null,
      after: { invited: invitedIds, refusedRows: result.problems.map((problem) => problem.line) },
    });
    return result;
  });

  /** The site's live account with this id (not deleted, not a test learner), or 404. */
  const accountOf = async (siteId: string, userId: string) => {
    const user = await users.findById(userId);
    if (!user || user.siteId !== siteId || user.deletedAt || user.isTest) throw notFound(`No account ${userId} on this site`);
    return user;
  };

  route(app, accountAdminOperations.setAccountDisabled, async (request) => {
    const { realUser, mode } = request.auth;
    const { disabled } = request.body;
    const user = await accountOf(request.site._id, request.params.userId);
    if (disabled && user.id === realUser.id) throw new HttpError(409, 'You cannot disable your own account', { code: 'conflict' });
    const ended = await app.accountRepository.setDisabled(user.id, disabled, app.clock.now(), ({ before }, tx) =>
      app.audit.record(
        {
          siteId: request.site._id,
          user: realUser,
          mode,
          action: disabled ? 'account.disable' : 'account.enable',
          entity: 'user',
          entityId: user.id,
          before: { disabled: before },
          after: { disabled },
        },
        tx,
      ),
    );
    for (const session of ended) app.push.disconnectSession(session);
    return summaryOf((await users.findById(user.id))!, await app.accountRepository.lastSeenAt(user.id));
  });

  route(app, accountAdminOperations.setAccountRole, async (request) => {
    const { realUser, mode } = request.auth;
    const { role } = request.body;
    const user = await accountOf(request.site._id, request.params.userId);
    // The site keeps an administrator: the last one keeps the role.
    if (role !== 'admin') await refuseLastAdministrator(app, request.site._id, user);
    await app.accountRepository.setRole(user.id, role, ({ before }, tx) =>
      app.audit.record(
        {
          siteId: request.site._id,
          user: realUser,
          mode,
          action: 'account.role',
          entity: 'user',
          entityId: user.id,
          before: { role: before },
          after: { role },
        },
        tx,
      ),
    );
    return summaryOf((await users.findById(user.id))!, await app.accountRepository.lastSeenAt(user.id));
  });

  route(app, accountAdminOperations.deleteAccountOnRequest, async (request) => {
    const { realUser, mode } = request.auth;
    const user = await accountOf(request.site._id, request.params.userId);
    if (user.id === realUser.id) throw new HttpError(409, 'Delete your own account from your account page', { code: 'conflict' });
    await refuseLastAdministrator(app, request.site._id, user);
    await eraseAccount(app, { siteId: request.site._id, user, by: 'administrator', actor: realUser, mode });
  });
};
