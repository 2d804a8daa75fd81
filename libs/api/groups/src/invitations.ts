import type { FastifyInstance, FastifyRequest } from 'fastify';
import { groupOperations, invitedEmailSchema, MAX_GROUP_INVITATION_ROWS, type GroupInvitationsResult } from '@tiles/contracts-groups';
import { readInvitationsCsv, type InvitationRow } from '@tiles/api-platform/ground/invitations-csv';
import { route } from '@tiles/api-platform/ground/operation-route';
import { composeMail, mailTextKeys } from '@tiles/api-mail/compose';
import type { GroupRow } from './repository.js';

/**
 * Invitations by address, one or a CSV: each row that can be invited gets a mail with a personal join link (for that
 * address's account only); the others are reported by line. `taughtGroup` answers 404 unless the caller teaches it.
 */
export const inviteRoutes = (app: FastifyInstance, taughtGroup: (request: FastifyRequest, groupId: string) => Promise<GroupRow>) => {
  const repository = app.groupsRepository;
  route(app, groupOperations.inviteToGroup, async (request) => {
    const group = await taughtGroup(request, request.params.groupId);
    const { site } = request;
    const { user, realUser, mode } = request.auth;
    const rows: InvitationRow[] =
      'csv' in request.body
        ? readInvitationsCsv(request.body.csv, MAX_GROUP_INVITATION_ROWS)
        : [{ line: 1, email: request.body.email, name: request.body.name ?? '', locale: request.body.locale }];
    const result: GroupInvitationsResult = { invited: 0, problems: [] };
    const seen = new Set<string>();
    const mails: Parameters<typeof app.mail.enqueue>[0] = [];
    const invitedAccounts: string[] = [];
    const teacher = `${user.fields.name} ${user.fields.surname}`.trim();
    const texts = await app.i18nRepository.findTexts(site._id, mailTextKeys('groupInvitation'));
    const now = app.clock.now();
    for (const row of rows) {
      const problem = (
        reason: GroupInvitationsResult['problems'][number]['reason'],
        message: string,
        params: Record<string, string> = {},
      ) => result.problems.push({ line: row.line, email: row.email, reason, params, message });
      const email = invitedEmailSchema.safeParse(row.email);
      if (!email.success) {
        problem('notEmail', 'is not an email address');
        continue;
      }
      const address = email.data;
      if (seen.has(address)) {
        problem('listedTwice', 'is in the list twice');
        continue;
      }
      seen.add(address);
      const person = await app.auth.users.findByEmail(site._id, address);
      const account = person && !person.deletedAt && !person.isTest ? person : undefined;
      if (account && (await repository.placeOf(group.id, account.id))) {
        problem('inGroup', 'is in this group already');
        continue;
      }
      // Someone without an account can make one only where anyone may sign up; elsewhere an administrator invites her first.
      if (!account && site.signUp !== 'open') {
        problem('noAccount', 'has no account on this site, and only administrators can invite new people here');
        continue;
      }
      // An account's own language (the site's, if it no longer offers hers); someone new's as her row says.
      const locale = account
        ? site.supportedLocale.includes(account.locale)
          ? account.locale
          : site.defaultLocale
        : (row.locale ?? site.defaultLocale);
      if (!site.supportedLocale.includes(locale)) {
        problem('unknownLocale', `locale: '${locale}' is not one of this site's (${site.supportedLocale.join(', ')})`, {
          locale,
          locales: site.supportedLocale.join(', '),
        });
        continue;
      }
      const code = await repository.invitationCode(group.id, address, now);
      const recipient = account
        ? { email: address, locale, name: account.fields.name, gender: account.fields.gender }
        : { email: address, locale, name: row.name.trim() || address.split('@')[0]!, gender: 'neutro' };
      mails.push({
        ...composeMail('groupInvitation', {
          texts,
          recipient,
          defaultLocale: site.defaultLocale,
          siteName: site.niceName,
          publicUrl: app.config.publicUrl,
          token: code,
          params: { group: group.name, teacher, account: account ? 'yes' : 'no' },
        }),
        siteId: site._id,
      });
      if (account) invitedAccounts.push(account.id);
      result.invited += 1;
    }
    await app.mail.enqueue(mails);
    app.mail.kick();
    // Account ids and a count: the log is append-only, and an address in it would outlive the person's wish to be forgotten.
    await app.audit.record({
      siteId: site._id,
      user: realUser,
      mode,
      action: 'group.invite',
      entity: 'group',
      entityId: group.id,
      before: null,
      after: { invited: result.invited, accounts: invitedAccounts, refusedRows: result.problems.map((entry) => entry.line) },
    });
    return result;
  });
};
