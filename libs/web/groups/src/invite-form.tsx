import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import type { GroupInvitationsResult, GroupSummary } from '@tiles/contracts-groups';
import { useErrorText, useText } from '@tiles/i18n';
import { Actions, Button, Field, Form, useFormMessage, useHydrated } from '@tiles/ui-kit';
import { useInviteToGroupMutation } from './groups-api';

const Problems = styled.ul`
  margin: 0 0 16px;
  padding-inline-start: 20px;
`;

/**
 * Invite people by address: one per line, or a CSV like the administrators' (`email,name,locale`). Each gets a
 * personal join link by mail; the rows that could not be invited are listed by line, beside the form.
 */
export const InviteForm = ({ group }: { group: GroupSummary }) => {
  const t = useText();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const [invite, { isLoading }] = useInviteToGroupMutation();
  const [addresses, setAddresses] = useState('');
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<GroupInvitationsResult | null>(null);
  const { say, shown } = useFormMessage();
  const prefix = `invite-${group.id}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setMissing(!addresses.trim());
    if (!addresses.trim()) {
      form.querySelector<HTMLElement>('[name="addresses"]')?.focus();
      return;
    }
    try {
      const answer = await invite({ groupId: group.id, body: { csv: addresses } }).unwrap();
      setResult(answer);
      say({ tone: answer.problems.length ? 'error' : 'success', text: t('groups.invite.done', { count: answer.invited }) });
      if (!answer.problems.length) setAddresses('');
    } catch (error) {
      setResult(null);
      say({ tone: 'error', text: t('groups.error', { message: errorText(error) }) });
    }
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) setAddresses(await file.text());
  };

  return (
    <>
      <h3 id={`${prefix}-title`}>{t('groups.invite.title')}</h3>
      <p>{t('groups.invite.intro')}</p>
      {shown}
      {result?.problems.length ? (
        <Problems aria-label={t('groups.invite.problems')}>
          {result.problems.map((problem) => (
            <li key={`${problem.line}-${problem.email}`}>
              {t('groups.invite.problem', {
                line: problem.line,
                email: problem.email,
                message: t(`groups.invite.reason.${problem.reason}`, problem.params),
              })}
            </li>
          ))}
        </Problems>
      ) : null}
      <Form onSubmit={onSubmit} noValidate aria-labelledby={`${prefix}-title`}>
        <Field id={`${prefix}-addresses`} label={t('groups.invite.addresses')} error={missing ? t('validation.required') : undefined}>
          {(control) => (
            <textarea
              {...control}
              name="addresses"
              rows={4}
              value={addresses}
              onChange={(event) => setAddresses(event.currentTarget.value)}
              spellCheck={false}
            />
          )}
        </Field>
        <Field id={`${prefix}-file`} label={t('groups.invite.file')}>
          {(control) => <input {...control} type="file" accept=".csv,text/csv,text/plain" onChange={(event) => void onFile(event)} />}
        </Field>
        <Actions>
          <Button type="submit" $variant="secondary" disabled={isLoading || !hydrated}>
            {t('groups.invite.submit')}
          </Button>
        </Actions>
      </Form>
    </>
  );
};
