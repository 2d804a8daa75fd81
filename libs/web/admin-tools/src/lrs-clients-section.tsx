import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { LRS_SCOPES, type CreatedLrsClient, type LrsScope } from '@tiles/contracts-lrs';
import { useErrorText, useFormatters, useText } from '@tiles/i18n';
import { Actions, Button, Field, Form, useHydrated } from '@tiles/ui-kit';
import { Section, useMessage } from './account-section';
import { Table } from './account-list';
import { useCreateLrsClientMutation, useListLrsClientsQuery, useRevokeLrsClientMutation } from './lrs-api';

const Scopes = styled.fieldset`
  border: none;
  margin: 0 0 16px;
  padding: 0;
  label {
    display: block;
    margin-block: 4px;
  }
`;

const Secret = styled.dl`
  dd {
    margin: 0 0 8px;
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
  }
`;

/**
 * The LRS's clients, beside the people's accounts: each a key and a secret an authoring tool or a content server
 * sends its statements with. A new client's secret is shown here once; a revoked client is refused at once.
 */
export const LrsClientsSection = () => {
  const t = useText();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const { date } = useFormatters();
  const clients = useListLrsClientsQuery();
  const [create, creating] = useCreateLrsClientMutation();
  const [revoke, revoking] = useRevokeLrsClientMutation();
  const [created, setCreated] = useState<CreatedLrsClient | null>(null);
  const [missing, setMissing] = useState<{ name?: boolean; scopes?: boolean }>({});
  const { say, shown } = useMessage();

  const onCreate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '').trim();
    const scopes = data.getAll('scopes').map(String) as LrsScope[];
    setMissing({ name: !name, scopes: !scopes.length });
    if (!name || !scopes.length) {
      form.querySelector<HTMLElement>(!name ? '[name="name"]' : '[name="scopes"]')?.focus();
      return;
    }
    try {
      setCreated(await create({ body: { name, scopes } }).unwrap());
      say({ tone: 'success', text: t('adminLrs.created', { name }) });
      form.reset();
    } catch (error) {
      setCreated(null);
      say({ tone: 'error', text: t('account.error', { message: errorText(error) }) });
    }
  };
  const onRevoke = async (id: string, name: string) => {
    try {
      await revoke({ clientId: id }).unwrap();
      if (created?.id === id) setCreated(null);
      say({ tone: 'success', text: t('adminLrs.revoked', { name }) });
    } catch (error) {
      say({ tone: 'error', text: t('account.error', { message: errorText(error) }) });
    }
  };

  return (
    <Section aria-labelledby="lrs-clients-title">
      <h2 id="lrs-clients-title">{t('adminLrs.title')}</h2>
      <p>{t('adminLrs.intro', { endpoint: clients.data?.endpoint ?? '/xapi/' })}</p>
      {shown}
      {created ? (
        <>
          <p>{t('adminLrs.secretShownOnce')}</p>
          <Secret>
            <dt>{t('adminLrs.key')}</dt>
            <dd>{created.key}</dd>
            <dt>{t('adminLrs.secret')}</dt>
            <dd>{created.secret}</dd>
          </Secret>
        </>
      ) : null}
      <Form onSubmit={(event) => void onCreate(event)} noValidate aria-label={t('adminLrs.create')}>
        <Field id="lrs-client-name" label={t('adminLrs.name')} error={missing.name ? t('validation.required') : undefined}>
          {(control) => <input {...control} name="name" autoComplete="off" maxLength={100} />}
        </Field>
        <Scopes aria-describedby={missing.scopes ? 'lrs-client-scopes-error' : undefined}>
          <legend>{t('adminLrs.scopes')}</legend>
          {LRS_SCOPES.map((scope) => (
            <label key={scope}>
              <input type="checkbox" name="scopes" value={scope} defaultChecked={scope !== 'read:all'} /> {t(`adminLrs.scope.${scope}`)}
            </label>
          ))}
          {missing.scopes ? (
            <p id="lrs-client-scopes-error" role="alert">
              {t('adminLrs.scopesRequired')}
            </p>
          ) : null}
        </Scopes>
        <Actions>
          <Button type="submit" disabled={creating.isLoading || !hydrated}>
            {t('adminLrs.create')}
          </Button>
        </Actions>
      </Form>
      {clients.isError ? <p role="alert">{t('account.error', { message: errorText(clients.error) })}</p> : null}
      {clients.data?.clients.length ? (
        <Table aria-labelledby="lrs-clients-title">
          <thead>
            <tr>
              <th scope="col">{t('adminLrs.name')}</th>
              <th scope="col">{t('adminLrs.key')}</th>
              <th scope="col">{t('adminLrs.scopes')}</th>
              <th scope="col">{t('adminLrs.state')}</th>
              <th scope="col">{t('adminAccounts.column.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {clients.data.clients.map((client) => (
              <tr key={client.id}>
                <td data-label={t('adminLrs.name')}>{client.name}</td>
                <td data-label={t('adminLrs.key')}>
                  <code>{client.key}</code>
                </td>
                <td data-label={t('adminLrs.scopes')}>{client.scopes.map((scope) => t(`adminLrs.scope.${scope}`)).join(', ')}</td>
                <td data-label={t('adminLrs.state')}>
                  {client.revokedAt
                    ? t('adminLrs.state.revoked', { date: date(new Date(client.revokedAt)) })
                    : t('adminLrs.state.active', { date: date(new Date(client.createdAt)) })}
                </td>
                <td data-label={t('adminAccounts.column.actions')}>
                  {client.revokedAt ? null : (
                    <Button type="button" disabled={revoking.isLoading} onClick={() => void onRevoke(client.id, client.name)}>
                      {t('adminLrs.revoke', { name: client.name })}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </Section>
  );
};
