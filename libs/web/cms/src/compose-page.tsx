import { useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { DEFAULT_LOCALE, renderTemplate, toGenderCode, type Gender } from '@tiles/contracts';
import { type Audience } from '@tiles/contracts-cms';
import { useI18n, useTemplateParser, useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { Actions, Button, Card, ConfirmPanel, Field, FieldMessage, Form, SegmentedControl, Select } from '@tiles/ui-kit';
import { useCountRecipientsQuery, useGetCourseChoicesQuery, useSendNotificationMutation } from './cms-api';
import { fieldErrorOf, useMessageOf } from './field-error';

const PreviewCard = styled(Card)`
  max-width: 28rem;
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

type Kind = Audience['kind'];

/** Sample recipients, one per gender: the preview shows how [name] and the gender variants read for each. */
const EXAMPLE_RECIPIENTS: { name: string; gender: Gender }[] = [
  { name: 'Ada', gender: 'femminile' },
  { name: 'Leonardo', gender: 'maschile' },
  { name: 'Sam', gender: 'neutro' },
];

const Muted = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PreviewList = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
`;

/** The audience as the form describes it; undefined until it names someone (a login, a course). */
const audienceOf = (kind: Kind, login: string, courseId: string): Audience | undefined => {
  if (kind === 'all') return { kind };
  if (kind === 'user') return login.trim() ? { kind, login: login.trim() } : undefined;
  return courseId ? { kind, courseId: Number(courseId) } : undefined;
};

/**
 * `/{locale}/admin/notifications`: write a notification in every locale, choose who gets it (one learner, all
 * learners, a course's learners), see how many it reaches and how it reads, and send it: it arrives live.
 */
export const ComposePage = () => {
  const t = useText();
  // The previews format what is being written: they need ICU's parser, which the first load leaves out.
  useTemplateParser();
  const messageOf = useMessageOf();
  const { locale } = useI18n();
  const { site } = useSiteContext();
  const locales = [DEFAULT_LOCALE, ...site.supportedLocale.filter((code) => code !== DEFAULT_LOCALE)];
  const [kind, setKind] = useState<Kind>('all');
  const [login, setLogin] = useState('');
  const [courseId, setCourseId] = useState('');
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [bodies, setBodies] = useState<Record<string, string>>({});
  const [link, setLink] = useState('');
  const [previewLocale, setPreviewLocale] = useState(locale);
  const audience = audienceOf(kind, login, courseId);
  const recipients = useCountRecipientsQuery(audience ? { body: { audience } } : skipToken);
  const recipientCount = recipients.data?.recipients;
  const courses = useGetCourseChoicesQuery(kind === 'course' ? { locale, query: { pageSize: 50 } } : skipToken);
  const [send, sending] = useSendNotificationMutation();
  const [sent, setSent] = useState<number | null>(null);
  const fieldError = fieldErrorOf(sending.error) ?? fieldErrorOf(recipients.error);
  // The default locale's title and body are required (the others fall back to them): said beside them before asking.
  const [missing, setMissing] = useState<{ titles?: boolean; bodies?: boolean }>({});
  const errorOf = (field: string) =>
    fieldError?.field === field
      ? fieldError.message
      : field === `titles.${DEFAULT_LOCALE}` && missing.titles
        ? t('validation.required')
        : field === `bodies.${DEFAULT_LOCALE}` && missing.bodies
          ? t('validation.required')
          : undefined;

  /** A send the administrator was asked to confirm: its one idempotency key (a second click sends nothing more). */
  const [asking, setAsking] = useState<{ key: string } | null>(null);

  const sendNow = async (idempotencyKey: string) => {
    // An unnamed learner or course goes to the server as is, so its 400 names the field.
    const target = audience ?? (kind === 'user' ? { kind, login } : { kind: 'course' as const, courseId: 0 });
    const count = await send({
      body: { audience: target, titles, bodies, ...(link.trim() ? { link: link.trim() } : {}) },
      idempotencyKey,
    })
      .unwrap()
      .then(({ sent: made }) => made)
      .catch(() => null);
    // A failure keeps the question open beside its error: confirming again is the same intent (the same key).
    if (count === null) return;
    setAsking(null);
    // Sent: the composer is empty again, so nothing can go out twice by a second click.
    setSent(count);
    setTitles({});
    setBodies({});
    setLink('');
    setLogin('');
    setCourseId('');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(null);
    const nowMissing = { titles: !titles[DEFAULT_LOCALE]?.trim(), bodies: !bodies[DEFAULT_LOCALE]?.trim() };
    setMissing(nowMissing);
    if (nowMissing.titles || nowMissing.bodies) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${nowMissing.titles ? 'titles' : 'bodies'}-${DEFAULT_LOCALE}"]`)?.focus();
      return;
    }
    // Who gets it is known: ask first, saying how many. Otherwise the server says what is missing.
    if (audience && recipients.data !== undefined) setAsking({ key: crypto.randomUUID() });
    else void sendNow(crypto.randomUUID());
  };

  return (
    <>
      <h1>{t('page.compose.title')}</h1>
      <Form onSubmit={onSubmit} aria-label={t('page.compose.title')} noValidate>
        <div>
          <SegmentedControl
            legend={t('compose.audience')}
            name="audience"
            options={(['all', 'user', 'course'] as const).map((option) => ({ value: option, label: t(`compose.audience.${option}`) }))}
            value={kind}
            onChange={setKind}
          />
          {kind === 'user' ? (
            <Field label={t('compose.login')} error={errorOf('audience.login')}>
              {(props) => (
                <input {...props} value={login} onChange={(event) => setLogin(event.target.value)} autoComplete="off" maxLength={254} />
              )}
            </Field>
          ) : null}
          {kind === 'course' ? (
            <Field label={t('compose.course')} error={errorOf('audience.courseId')}>
              {(props) => (
                <Select {...props} value={courseId} onChange={(event) => setCourseId(event.target.value)}>
                  <option value="" />
                  {(courses.data?.items ?? []).map((course) => (
                    <option key={course._id} value={course._id}>
                      {course.title}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : null}
          <p role="status">{recipientCount !== undefined && audience ? t('compose.recipients', { count: recipientCount }) : null}</p>
        </div>
        {locales.map((code) => (
          <fieldset key={code}>
            <legend>{code}</legend>
            <Field label={t('cms.field.title', { locale: code })} error={errorOf(`titles.${code}`)}>
              {(props) => (
                <input
                  {...props}
                  name={`titles-${code}`}
                  value={titles[code] ?? ''}
                  onChange={(event) => setTitles({ ...titles, [code]: event.target.value })}
                  maxLength={120}
                />
              )}
            </Field>
            <Field label={t('compose.body', { locale: code })} error={errorOf(`bodies.${code}`)}>
              {(props) => (
                <textarea
                  {...props}
                  name={`bodies-${code}`}
                  value={bodies[code] ?? ''}
                  onChange={(event) => setBodies({ ...bodies, [code]: event.target.value })}
                  maxLength={1000}
                />
              )}
            </Field>
          </fieldset>
        ))}
        <Field label={t('compose.link')} error={errorOf('link')}>
          {(props) => <input {...props} value={link} onChange={(event) => setLink(event.target.value)} maxLength={2000} />}
        </Field>
        <section aria-label={t('compose.preview', { locale: previewLocale })}>
          <Actions>
            {locales.map((code) => (
              <Button
                key={code}
                $variant={code === previewLocale ? 'secondary' : 'text'}
                aria-pressed={code === previewLocale}
                onClick={() => setPreviewLocale(code)}
              >
                {t('compose.preview', { locale: code })}
              </Button>
            ))}
          </Actions>
          <PreviewList>
            {EXAMPLE_RECIPIENTS.map((recipient) => {
              const read = (text: string | undefined) =>
                text ? renderTemplate(text, { name: recipient.name }, toGenderCode(recipient.gender), previewLocale) : '—';
              return (
                <PreviewCard
                  as="article"
                  key={recipient.name}
                  lang={previewLocale}
                  aria-label={t('compose.previewFor', { name: recipient.name })}
                >
                  <Muted>
                    {t('compose.previewFor', { name: recipient.name })} · {t(`gender.${recipient.gender}`)}
                  </Muted>
                  <h3>{read(titles[previewLocale] || titles[DEFAULT_LOCALE])}</h3>
                  <p>{read(bodies[previewLocale] || bodies[DEFAULT_LOCALE])}</p>
                </PreviewCard>
              );
            })}
          </PreviewList>
          <Muted>{t('compose.placeholders', { nameToken: '[name]', genderToken: '[gender:m,f,n]' })}</Muted>
        </section>
        <Actions>
          <Button type="submit" disabled={sending.isLoading || asking !== null}>
            {t('compose.send')}
          </Button>
          <span role="status">{sent !== null ? t('compose.sent', { count: sent }) : null}</span>
        </Actions>
        {asking ? (
          <ConfirmPanel
            question={t('compose.confirm', { count: recipientCount ?? 0 })}
            confirmLabel={t('compose.confirmSend')}
            cancelLabel={t('common.cancel')}
            busy={sending.isLoading}
            onConfirm={() => void sendNow(asking.key)}
            onCancel={() => setAsking(null)}
          />
        ) : null}
        {sending.error ? (
          <FieldMessage role="alert">
            {t('cms.failed', { message: fieldError ? `${fieldError.field}: ${fieldError.message}` : messageOf(sending.error) })}
          </FieldMessage>
        ) : null}
      </Form>
    </>
  );
};
