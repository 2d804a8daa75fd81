import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useErrorText, useFormatters, useText } from '@tiles/i18n';
import { Button, VisuallyHidden } from '@tiles/ui-kit';
import { useGetAuditQuery, type AuditFilter } from './auth-api';

const ENTITIES = ['site', 'course', 'text', 'notification', 'session', 'test-account'] as const;

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 16px;
  margin-block: 16px;
  label {
    display: grid;
    gap: 4px;
    font-size: 0.875rem;
  }
  input,
  select {
    font: inherit;
    min-height: 40px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  code {
    white-space: pre-wrap;
    word-break: break-word;
  }
`;

const brief = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/**
 * `/{locale}/admin/audit`: the audit log, for administrators in admin mode: every administrative action, newest
 * first, filtered by kind of entity, login and days. Read-only, as the log itself.
 */
export const AuditPage = () => {
  const t = useText();
  const errorText = useErrorText();
  const { dateTime } = useFormatters();
  const [filter, setFilter] = useState<AuditFilter>({});
  const { data: entries, error, isFetching } = useGetAuditQuery(filter, { refetchOnMountOrArgChange: true });
  const ids = { entity: useId(), user: useId(), from: useId(), to: useId() };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setFilter({ entity: read('entity'), user: read('user'), from: read('from'), to: read('to') });
  };

  const forbidden = error && 'statusCode' in error && error.statusCode === 403;
  return (
    <>
      <h1>{t('page.audit.title')}</h1>
      <Filters onSubmit={apply} aria-label={t('audit.filters')}>
        <label htmlFor={ids.entity}>
          {t('audit.filter.entity')}
          <select id={ids.entity} name="entity" defaultValue="">
            <option value="">{t('audit.entity.all')}</option>
            {ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {entity}
              </option>
            ))}
          </select>
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
        <Table>
          <caption>
            <VisuallyHidden>{t('page.audit.title')}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.column.at')}</th>
              <th scope="col">{t('audit.column.user')}</th>
              <th scope="col">{t('audit.column.action')}</th>
              <th scope="col">{t('audit.column.entity')}</th>
              <th scope="col">{t('audit.column.before')}</th>
              <th scope="col">{t('audit.column.after')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{dateTime(new Date(entry.at))}</td>
                <td>
                  {entry.userLogin} ({entry.mode})
                </td>
                <td>{entry.action}</td>
                <td>
                  {entry.entity} {entry.entityId}
                </td>
                <td>
                  <code>{brief(entry.before)}</code>
                </td>
                <td>
                  <code>{brief(entry.after)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </>
  );
};
