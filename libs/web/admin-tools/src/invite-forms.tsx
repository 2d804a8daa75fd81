import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import type { InvitationsResult } from '@tiles/contracts-account';
import { useErrorText, useFormatters, useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { Actions, Button, Field, Form, useHydrated } from '@tiles/ui-kit';
import { Section, useMessage } from './account-section';
import { useInviteAccountsMutation } from './accounts-api';

const Problems = styled.ul`
  margin: 0 0 16px;
  padding-inline-start: 20px;
`;

/** Invite one person, or a CSV of them; the rows that were not invited are listed by line. */
export const InviteForms = () => {
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
              {t('adminAccounts.invite.problem', {
                line: problem.line,
                email: problem.email,
                message: t(`adminAccounts.invite.reason.${problem.reason}`, problem.params),
              })}
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
