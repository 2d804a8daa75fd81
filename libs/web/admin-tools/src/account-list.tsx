import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ACCOUNT_STATUSES, ACCOUNTS_PAGE_SIZE, GRANTABLE_ROLES, type AccountSummary } from '@tiles/contracts-account';
import { useErrorText, useFormatters, useText } from '@tiles/i18n';
import { Actions, Button, ConfirmPanel, down } from '@tiles/ui-kit';
import { Section, useMessage } from './account-section';
import {
  useDeleteAccountOnRequestMutation,
  useListAccountsQuery,
  useSetAccountDisabledMutation,
  useSetAccountRoleMutation,
} from './accounts-api';

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  align-items: flex-end;
  margin-block-end: 16px;
  label {
    display: grid;
    gap: 4px;
  }
  input,
  select {
    font: inherit;
    min-height: 44px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: start;
    padding: 8px;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  ${down('sm')} {
    thead {
      display: none;
    }
    tr,
    td {
      display: block;
    }
    td {
      border: none;
      padding: 4px 0;
    }
    /* Without the header row, each cell says what it is (the table's own semantics stay for screen readers). */
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colors.textMuted};
    }
    tr {
      padding-block: 12px;
      border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

type Filter = { q: string; status: (typeof ACCOUNT_STATUSES)[number] };

const AccountRows = ({
  filter,
  offset,
  onTotal,
  onAsk,
  onToggle,
  onRole,
  busy,
}: {
  filter: Filter;
  offset: number;
  onTotal: (total: number) => void;
  onAsk: (account: AccountSummary) => void;
  onToggle: (account: AccountSummary) => void;
  onRole: (account: AccountSummary, role: (typeof GRANTABLE_ROLES)[number]) => void;
  busy: boolean;
}) => {
  const t = useText();
  const { dateTime } = useFormatters();
  const { data } = useListAccountsQuery({ query: { ...(filter.q ? { q: filter.q } : {}), status: filter.status, offset } });
  useEffect(() => {
    if (data && offset === 0) onTotal(data.total);
  }, [data, offset, onTotal]);
  return (
    <>
      {data?.accounts.map((account) => {
        const person = `${account.name} ${account.surname}`.trim();
        const state = account.disabled ? 'disabled' : account.verified ? 'verified' : 'unverified';
        const toggle = account.disabled ? t('adminAccounts.enable') : t('adminAccounts.disable');
        return (
          <tr key={account.id}>
            <td>
              <strong>{person}</strong>
              <br />
              {account.email ?? account.login}
            </td>
            <td data-label={t('adminAccounts.column.role')}>
              <select
                aria-label={t('adminAccounts.roleOf', { person: account.email ?? person })}
                value={account.role}
                disabled={busy}
                onChange={(event) => onRole(account, event.currentTarget.value as (typeof GRANTABLE_ROLES)[number])}
              >
                {GRANTABLE_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`adminAccounts.role.${role}`)}
                  </option>
                ))}
              </select>
            </td>
            <td data-label={t('adminAccounts.column.state')}>{t(`adminAccounts.state.${state}`)}</td>
            <td data-label={t('adminAccounts.column.lastSeen')}>
              {account.lastSeenAt ? dateTime(new Date(account.lastSeenAt)) : t('adminAccounts.never')}
            </td>
            <td>
              <RowActions>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={busy}
                  aria-label={t('adminAccounts.actionLabel', { action: toggle, person: account.email ?? person })}
                  onClick={() => onToggle(account)}
                >
                  {toggle}
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={busy}
                  aria-label={t('adminAccounts.actionLabel', { action: t('adminAccounts.delete'), person: account.email ?? person })}
                  onClick={() => onAsk(account)}
                >
                  {t('adminAccounts.delete')}
                </Button>
              </RowActions>
            </td>
          </tr>
        );
      })}
    </>
  );
};

/** The site's accounts, searched and paged, each with what an administrator may do to it. */
export const AccountList = () => {
  const t = useText();
  const errorText = useErrorText();
  const [filter, setFilter] = useState<Filter>({ q: '', status: 'all' });
  const [pages, setPages] = useState(1);
  const [total, setTotal] = useState<number | null>(null);
  const [asking, setAsking] = useState<AccountSummary | null>(null);
  const [setDisabled, toggling] = useSetAccountDisabledMutation();
  const [deleteAccount, deleting] = useDeleteAccountOnRequestMutation();
  const [setRole, changingRole] = useSetAccountRoleMutation();
  const { say, shown } = useMessage();

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPages(1);
    setFilter({ q: String(data.get('q') ?? '').trim(), status: String(data.get('status') ?? 'all') as Filter['status'] });
  };
  const onToggle = async (account: AccountSummary) => {
    try {
      const changed = await setDisabled({ userId: account.id, body: { disabled: !account.disabled } }).unwrap();
      say({ tone: 'success', text: t(changed.disabled ? 'adminAccounts.disabled' : 'adminAccounts.enabled') });
    } catch (error) {
      say({ tone: 'error', text: t('account.error', { message: errorText(error) }) });
    }
  };
  const onRole = async (account: AccountSummary, role: (typeof GRANTABLE_ROLES)[number]) => {
    try {
      await setRole({ userId: account.id, body: { role } }).unwrap();
      say({
        tone: 'success',
        text: t('adminAccounts.roleChanged', { person: account.email ?? account.login, role: t(`adminAccounts.role.${role}`) }),
      });
    } catch (error) {
      say({ tone: 'error', text: t('account.error', { message: errorText(error) }) });
    }
  };
  const onDelete = async () => {
    if (!asking) return;
    try {
      await deleteAccount({ userId: asking.id }).unwrap();
      say({ tone: 'success', text: t('adminAccounts.deleted') });
    } catch (error) {
      say({ tone: 'error', text: t('account.error', { message: errorText(error) }) });
    }
    setAsking(null);
  };

  return (
    <Section aria-labelledby="accounts-list-title">
      <h2 id="accounts-list-title">{t('adminAccounts.list.title')}</h2>
      <Filters onSubmit={onFilter} role="search">
        <label>
          {t('adminAccounts.list.search')}
          <input name="q" type="search" defaultValue={filter.q} />
        </label>
        <label>
          {t('adminAccounts.list.status')}
          <select name="status" defaultValue={filter.status}>
            {ACCOUNT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`adminAccounts.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">{t('adminAccounts.list.go')}</Button>
      </Filters>
      {shown}
      {asking ? (
        <ConfirmPanel
          question={t('adminAccounts.confirmDelete', { person: asking.email ?? asking.login })}
          confirmLabel={t('adminAccounts.delete')}
          cancelLabel={t('common.cancel')}
          busy={deleting.isLoading}
          onConfirm={() => void onDelete()}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {total !== null ? <p role="status">{t('adminAccounts.list.total', { count: total })}</p> : null}
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('adminAccounts.column.person')}</th>
            <th scope="col">{t('adminAccounts.column.role')}</th>
            <th scope="col">{t('adminAccounts.column.state')}</th>
            <th scope="col">{t('adminAccounts.column.lastSeen')}</th>
            <th scope="col">{t('adminAccounts.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: pages }, (_, page) => (
            <AccountRows
              key={`${filter.q}|${filter.status}|${page}`}
              filter={filter}
              offset={page * ACCOUNTS_PAGE_SIZE}
              onTotal={setTotal}
              onAsk={setAsking}
              onToggle={(account) => void onToggle(account)}
              onRole={(account, role) => void onRole(account, role)}
              busy={toggling.isLoading || deleting.isLoading || changingRole.isLoading}
            />
          ))}
        </tbody>
      </Table>
      {total !== null && total > pages * ACCOUNTS_PAGE_SIZE ? (
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => setPages((value) => value + 1)}>
            {t('adminAccounts.more')}
          </Button>
        </Actions>
      ) : null}
    </Section>
  );
};

/** `/{locale}/admin/accounts`: who may sign up, invitations, and every account with what an administrator may do to it. */
