import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  ACCOUNT_STATUSES,
  ACCOUNTS_PAGE_SIZE,
  signUpPolicySchema,
  type AccountSummary,
  type InvitationsResult,
  type SignUpPolicy,
} from '@tiles/contracts';
import { useErrorText, useFormatters, useI18n, useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { Actions, Button, ConfirmPanel, Container, down, Field, Form, FormMessage, SegmentedControl, useHydrated } from '@tiles/ui-kit';
import {
  useDeleteAccountOnRequestMutation,
  useInviteAccountsMutation,
  useListAccountsQuery,
  useSetAccountDisabledMutation,
  useSetSignUpPolicyMutation,
} from './accounts-api';

type Message = { tone: 'error' | 'success'; text: string };

/** A section's outcome, focused when it appears so keyboard and screen-reader users hear it. */
const useMessage = () => {
  const [message, setMessage] = useState<Message | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const say = (next: Message | null) => {
    setMessage(next);
    if (next) requestAnimationFrame(() => ref.current?.focus());
  };
  const shown = message ? (
    <FormMessage $tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'} tabIndex={-1} ref={ref}>
      {message.text}
    </FormMessage>
  ) : null;
  return { say, shown };
};

const Section = styled.section`
  margin-block: 24px 32px;
`;

const SignUpPolicyForm = () => {
  const t = useText();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const { site } = useSiteContext();
  const [setPolicy, { isLoading }] = useSetSignUpPolicyMutation();
  const [policy, setPolicyValue] = useState<SignUpPolicy>(site.signUp);
  const { say, shown } = useMessage();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await setPolicy({ body: { signUp: policy } }).unwrap();
      say({ tone: 'success', text: t('adminAccounts.signUp.saved') });
    } catch (error) {
      say({ tone: 'error', text: t('account.error', { message: errorText(error) }) });
    }
  };
  return (
    <Section aria-labelledby="accounts-sign-up-title">
      <h2 id="accounts-sign-up-title">{t('adminAccounts.signUp.title')}</h2>
      {shown}
      <Form onSubmit={onSubmit} aria-labelledby="accounts-sign-up-title">
        <SegmentedControl
          legend={t('adminAccounts.signUp.title')}
          hideLegend
          name="signUp"
          value={policy}
          onChange={setPolicyValue}
          options={signUpPolicySchema.options.map((value) => ({ value, label: t(`adminAccounts.signUp.${value}`) }))}
        />
        <Actions>
          <Button type="submit" disabled={isLoading || !hydrated}>
            {t('adminAccounts.signUp.save')}
          </Button>
        </Actions>
      </Form>
    </Section>
  );
};

const Problems = styled.ul`
  margin: 0 0 16px;
  padding-inline-start: 20px;
`;

const InviteForms = () => {
  const t = useText();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const { site } = useSiteContext();
  const { languageName } = useFormatters();
  const [invite, { isLoading }] = useInviteAccountsMutation();
  const [result, setResult] = useState<InvitationsResult | null>(null);
  const [missing, setMissing] = useState<{ email?: boolean; name?: boolean; csv?: boolean }>({});
  const [csv, setCsv] = useState('');
  const { say, shown } = useMessage();

  const send = async (body: Parameters<typeof invite>[0]['body'], form: HTMLFormElement) => {
    try {
      const answer = await invite({ body }).unwrap();
      setResult(answer);
      say({ tone: answer.problems.length ? 'error' : 'success', text: t('adminAccounts.invite.done', { count: answer.invited }) });
      if (!answer.problems.length) form.reset();
    } catch (error) {
      setResult(null);
      say({ tone: 'error', text: t('account.error', { message: errorText(error) }) });
    }
  };
  const onOne = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const name = String(data.get('name') ?? '').trim();
    setMissing({ email: !email, name: !name });
    if (!email || !name) {
      form.querySelector<HTMLElement>(!email ? '[name="email"]' : '[name="name"]')?.focus();
      return;
    }
    await send({ email, name, locale: String(data.get('locale') ?? site.defaultLocale) }, form);
  };
  const onMany = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setMissing({ csv: !csv.trim() });
    if (!csv.trim()) {
      form.querySelector<HTMLElement>('[name="csv"]')?.focus();
      return;
    }
    await send({ csv }, form);
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) setCsv(await file.text());
  };

  return (
    <Section aria-labelledby="accounts-invite-title">
      <h2 id="accounts-invite-title">{t('adminAccounts.invite.title')}</h2>
      <p>{t('adminAccounts.invite.intro')}</p>
      {shown}
      {result?.problems.length ? (
        <Problems aria-label={t('adminAccounts.invite.title')}>
          {result.problems.map((problem) => (
            <li key={`${problem.line}-${problem.email}`}>
              {t('adminAccounts.invite.problem', { line: problem.line, email: problem.email, message: problem.message })}
            </li>
          ))}
        </Problems>
      ) : null}
      <Form onSubmit={onOne} noValidate aria-label={t('adminAccounts.invite.one')}>
        <Field id="invite-email" label={t('adminAccounts.invite.email')} error={missing.email ? t('validation.required') : undefined}>
          {(control) => <input {...control} name="email" type="email" autoComplete="off" />}
        </Field>
        <Field id="invite-name" label={t('adminAccounts.invite.name')} error={missing.name ? t('validation.required') : undefined}>
          {(control) => <input {...control} name="name" autoComplete="off" />}
        </Field>
        <Field id="invite-locale" label={t('adminAccounts.invite.locale')}>
          {(control) => (
            <select {...control} name="locale" defaultValue={site.defaultLocale}>
              {site.supportedLocale.map((code) => (
                <option key={code} value={code} lang={code}>
                  {languageName(code)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Actions>
          <Button type="submit" disabled={isLoading || !hydrated}>
            {t('adminAccounts.invite.one')}
          </Button>
        </Actions>
      </Form>
      <Form onSubmit={onMany} noValidate aria-label={t('adminAccounts.invite.many')} style={{ marginBlockStart: 24 }}>
        <Field id="invite-csv" label={t('adminAccounts.invite.csv')} error={missing.csv ? t('validation.required') : undefined}>
          {(control) => (
            <textarea
              {...control}
              name="csv"
              rows={6}
              value={csv}
              onChange={(event) => setCsv(event.currentTarget.value)}
              spellCheck={false}
            />
          )}
        </Field>
        <Field id="invite-file" label={t('adminAccounts.invite.file')}>
          {(control) => <input {...control} type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event)} />}
        </Field>
        <Actions>
          <Button type="submit" disabled={isLoading || !hydrated}>
            {t('adminAccounts.invite.many')}
          </Button>
        </Actions>
      </Form>
    </Section>
  );
};

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

const Table = styled.table`
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
  busy,
}: {
  filter: Filter;
  offset: number;
  onTotal: (total: number) => void;
  onAsk: (account: AccountSummary) => void;
  onToggle: (account: AccountSummary) => void;
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
        const person = `${account.name} ${account.surname === '—' ? '' : account.surname}`.trim();
        const state = account.disabled ? 'disabled' : account.verified ? 'verified' : 'unverified';
        const toggle = account.disabled ? t('adminAccounts.enable') : t('adminAccounts.disable');
        return (
          <tr key={account.id}>
            <td>
              <strong>{person}</strong>
              <br />
              {account.email ?? account.login}
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

const AccountList = () => {
  const t = useText();
  const errorText = useErrorText();
  const [filter, setFilter] = useState<Filter>({ q: '', status: 'all' });
  const [pages, setPages] = useState(1);
  const [total, setTotal] = useState<number | null>(null);
  const [asking, setAsking] = useState<AccountSummary | null>(null);
  const [setDisabled, toggling] = useSetAccountDisabledMutation();
  const [deleteAccount, deleting] = useDeleteAccountOnRequestMutation();
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
              busy={toggling.isLoading || deleting.isLoading}
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
export const AccountsPage = () => {
  const t = useText();
  const { locale } = useI18n();
  return (
    <Container lang={locale}>
      <h1>{t('page.adminAccounts.title')}</h1>
      <SignUpPolicyForm />
      <InviteForms />
      <AccountList />
    </Container>
  );
};
