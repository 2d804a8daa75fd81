import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { isSafeReturnPath, paths } from '@tiles/contracts';
import { ACCESSIBILITY_STATEMENT_SLUG, notificationOperations } from '@tiles/contracts-notifications';
import { barrierReportSchema } from './form-checks';
import { injectOperations, toApiError } from '@tiles/api-client';
import { useErrorText, useI18n, useText } from '@tiles/i18n';
import { useSitePageTitle } from '@tiles/site';
import { Actions, Button, Card, Container, Field, Form, FormMessage, useHydrated } from '@tiles/ui-kit';

const barrierApi = injectOperations({ reportBarrier: notificationOperations.reportBarrier });

type BarrierField = 'page' | 'description';
type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * `/{locale}/accessibility/report?from=`: anyone tells the administrators about a barrier (WCAG's feedback mechanism
 * of the accessibility statement). The page it was met on comes filled in from the link; what went wrong is theirs
 * to write. Checked here with the api's own schema; a refusal is said beside its field.
 */
export const BarrierReportPage = () => {
  const t = useText();
  const errorText = useErrorText();
  const { locale } = useI18n();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const asked = new URLSearchParams(search).get('from');
  const from = asked && asked.length <= 500 && isSafeReturnPath(asked) ? asked : '';
  const [report, { isLoading }] = barrierApi.useReportBarrierMutation();
  const [problems, setProblems] = useState<Partial<Record<BarrierField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const message = useRef<HTMLDivElement>(null);
  useSitePageTitle(t('barrier.title'));
  useEffect(() => {
    if (outcome) message.current?.focus();
  }, [outcome]);

  const problemText = { page: t('barrier.error.page'), description: t('barrier.error.description') };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const contact = values.contact?.trim();
    const body = { page: values.page?.trim() ?? '', description: values.description ?? '', ...(contact ? { contact } : {}) };
    const checked = barrierReportSchema.safeParse(body);
    if (!checked.success) {
      const fields = new Set(checked.error.issues.map((issue) => issue.path[0]));
      const found = Object.fromEntries(
        (['page', 'description'] as const).filter((field) => fields.has(field)).map((f) => [f, problemText[f]]),
      );
      setProblems(found);
      setOutcome(null);
      form.querySelector<HTMLElement>(`[name="${(['page', 'description'] as const).find((field) => found[field])}"]`)?.focus();
      return;
    }
    setProblems({});
    try {
      await report({ body: checked.data }).unwrap();
      form.reset();
      setOutcome({ tone: 'success', text: t('barrier.done') });
    } catch (error) {
      const field = /^body\.(page|description)\b/.exec(toApiError(error).message)?.[1] as BarrierField | undefined;
      if (field) {
        setProblems({ [field]: problemText[field] });
        form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      } else setOutcome({ tone: 'error', text: errorText(error) });
    }
  };

  return (
    <Container>
      <Card as="div" style={{ maxWidth: 720, margin: '0 auto' }}>
        <h1>{t('barrier.title')}</h1>
        {outcome ? (
          <FormMessage $tone={outcome.tone} tabIndex={-1} ref={message}>
            {outcome.text}
          </FormMessage>
        ) : null}
        <p>{t('barrier.intro')}</p>
        <Form method="post" noValidate onSubmit={onSubmit}>
          <Field label={t('barrier.page')} error={problems.page}>
            {(control) => <input {...control} name="page" defaultValue={from} maxLength={500} autoComplete="off" />}
          </Field>
          <Field label={t('barrier.description')} error={problems.description}>
            {(control) => <textarea {...control} name="description" rows={6} maxLength={2000} />}
          </Field>
          <Field label={t('barrier.contact')}>
            {(control) => <input {...control} name="contact" maxLength={200} autoComplete="email" />}
          </Field>
          <Actions>
            <Button type="submit" disabled={!hydrated || isLoading}>
              {t('barrier.submit')}
            </Button>
          </Actions>
        </Form>
        <p>
          <Link to={paths.page(locale, ACCESSIBILITY_STATEMENT_SLUG)}>{t('barrier.statement')}</Link>
        </p>
      </Card>
    </Container>
  );
};
