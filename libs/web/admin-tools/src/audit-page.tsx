import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AuditEntry, TextKey } from '@tiles/contracts';
import { useErrorText, useFormatters, useText } from '@tiles/i18n';
import { Button, Container, down, Select } from '@tiles/ui-kit';
import { useGetAuditQuery, type AuditFilter } from './admin-api';
import { fieldChanges } from './audit-diff';

/** The kinds of entity the log records, as the filter offers them. */
const ENTITIES = [
  'course',
  'module',
  'session',
  'material',
  'text',
  'page',
  'route',
  'level',
  'badge',
  'rules',
  'notification',
  'site',
  'test-account',
  'user',
] as const;
const ACTIONS = [
  'draft.save',
  'draft.discard',
  'publish',
  'site.maintenance',
  'mode.switch',
  'notification.send',
  'tester.reset',
  'tester.clock',
  'site.signUp',
  'account.invite',
  'account.disable',
  'account.enable',
  'account.delete',
] as const;
const MODES = ['user', 'admin', 'tester'] as const;

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 16px;
  margin-block: 16px 24px;
  label {
    display: grid;
    gap: 4px;
    font-size: 0.875rem;
  }
  input {
    font: inherit;
    min-height: 40px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radius};
    max-width: 100%;
  }
  ${down('sm')} {
    label {
      flex: 1 1 100%;
    }
  }
`;

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Entry = styled.article`
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
  h2 code {
    font-size: 0.875rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 4px 0 8px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    overflow-wrap: anywhere;
  }
`;

const Diff = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: 6px 8px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  thead th {
    border-top: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 500;
  }
  col.field {
    width: 26%;
  }
  td.before {
    background: ${({ theme }) => theme.colors.errorLight};
  }
  td.after {
    background: ${({ theme }) => theme.colors.successLight};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const ChangeTable = ({ entry, id }: { entry: AuditEntry; id: string }) => {
  const t = useText();
  const changes = fieldChanges(entry.before, entry.after);
  if (changes.length === 0) return <p>{t('audit.noChanges')}</p>;
  return (
    <Diff aria-labelledby={id}>
      <colgroup>
        <col className="field" />
        <col />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{t('audit.column.field')}</th>
          <th scope="col">{t('audit.column.before')}</th>
          <th scope="col">{t('audit.column.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">
              <code>{change.field || '—'}</code>
            </th>
            <td className="before">{change.before}</td>
            <td className="after">{change.after}</td>
          </tr>
        ))}
      </tbody>
    </Diff>
  );
};

const known = <Name extends string>(names: readonly Name[], value: string): value is Name => (names as readonly string[]).includes(value);

/**
 * `/{locale}/admin/audit`: the audit log, for administrators in admin mode: every administrative action, newest
 * first, as a card per action with what changed field by field, filtered by kind of entity, login and days.
 * Read-only, as the log itself.
 */
export const AuditPage = () => {
  const t = useText();
  const errorText = useErrorText();
  const { dateTime } = useFormatters();
  const [filter, setFilter] = useState<AuditFilter>({});
  const { data: entries, error, isFetching } = useGetAuditQuery({ query: filter }, { refetchOnMountOrArgChange: true });
  const ids = { entity: useId(), user: useId(), from: useId(), to: useId(), entry: useId() };
  const actionName = (action: string) => (known(ACTIONS, action) ? t(`audit.action.${action}` as TextKey) : action);
  const entityName = (entity: string) => (known(ENTITIES, entity) ? t(`audit.entity.${entity}` as TextKey) : entity);
  const modeName = (mode: string) => (known(MODES, mode) ? t(`mode.${mode}` as TextKey) : mode);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setFilter({ entity: read('entity'), user: read('user'), from: read('from'), to: read('to') });
  };

  const forbidden = error && 'statusCode' in error && error.statusCode === 403;
  return (
    <Container>
      <h1>{t('page.audit.title')}</h1>
      <Filters onSubmit={apply} aria-label={t('audit.filters')}>
        <label htmlFor={ids.entity}>
          {t('audit.filter.entity')}
          <Select id={ids.entity} name="entity" defaultValue="">
            <option value="">{t('audit.entity.all')}</option>
            {ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {entityName(entity)}
              </option>
            ))}
          </Select>
        </label>
        <label htmlFor={ids.user}>
          {t('audit.filter.user')}
          <input id={ids.user} name="user" type="text" maxLength={254} autoComplete="off" />
        </label>
        <label htmlFor={ids.from}>
          {t('audit.filter.from')}
          <input id={ids.from} name="from" type="date" />
        </label>
        <label htmlFor={ids.to}>
          {t('audit.filter.to')}
          <input id={ids.to} name="to" type="date" />
        </label>
        <Button type="submit" disabled={isFetching}>
          {t('audit.filter.submit')}
        </Button>
      </Filters>
      {error ? <p role="alert">{forbidden ? t('audit.needsAdminMode') : errorText(error)}</p> : null}
      {entries && entries.length === 0 ? <p role="status">{t('audit.empty')}</p> : null}
      {entries && entries.length > 0 ? (
        <Entries aria-label={t('page.audit.title')}>
          {entries.map((entry) => {
            const headingId = `${ids.entry}-${entry.id}`;
            return (
              <li key={entry.id}>
                <Entry aria-labelledby={headingId}>
                  <h2 id={headingId}>
                    {actionName(entry.action)} · {entityName(entry.entity)} <code>{entry.entityId}</code>
                  </h2>
                  <p>
                    <time dateTime={entry.at}>{dateTime(new Date(entry.at))}</time> ·{' '}
                    {t('audit.by', { user: entry.userLogin, mode: modeName(entry.mode) })}
                  </p>
                  <ChangeTable entry={entry} id={headingId} />
                </Entry>
              </li>
            );
          })}
        </Entries>
      ) : null}
    </Container>
  );
};
