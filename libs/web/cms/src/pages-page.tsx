import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { rowsToText, textToRows, type PageEditor, type PagesOverview, type RouteEdit } from '@tiles/contracts-cms';
import { useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { Actions, Button, Field, FieldMessage, Form } from '@tiles/ui-kit';
import {
  useGetPageEditorQuery,
  useGetPagesQuery,
  usePublishDraftsMutation,
  useSavePageDraftMutation,
  useSaveRouteDraftMutation,
} from './cms-api';
import { fieldErrorOf, useMessageOf } from './field-error';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 4px;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 12px;
  align-items: end;
`;

type PageRef = { path: string; locale: string };

/** One page in one locale: title and rows of tiles as plain text, saved as a draft or published. */
const PageForm = ({ page, editor }: { page: PageRef; editor: PageEditor }) => {
  const t = useText();
  const messageOf = useMessageOf();
  const value = editor.draft ?? editor.published ?? { title: '', rows: [] };
  const [save] = useSavePageDraftMutation();
  const [publish] = usePublishDraftsMutation();
  const [badLine, setBadLine] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [status, setStatus] = useState<string | null>(null);
  const fieldError = fieldErrorOf(failure);

  const saveDraft = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const parsed = textToRows(String(data.get('rows') ?? ''));
    setBadLine(parsed.badLine);
    setStatus(null);
    if (parsed.badLine) return false;
    const error = await save({ query: page, body: { title: String(data.get('title') ?? ''), rows: parsed.rows } })
      .unwrap()
      .then(
        () => null,
        (cause: unknown) => cause,
      );
    setFailure(error);
    return !error;
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await saveDraft(event.currentTarget)) setStatus(t('cms.saved'));
  };
  const onPublish = async (form: HTMLFormElement | null) => {
    if (!form || !(await saveDraft(form))) return;
    const error = await publish({ body: { items: [{ entity: 'page', entityId: `${page.locale}${page.path}` }] } })
      .unwrap()
      .then(
        () => null,
        (cause: unknown) => cause,
      );
    setFailure(error);
    if (!error) setStatus(t('cms.publishedNow'));
  };

  return (
    <Form aria-label={t('pages.editing', { path: page.path, locale: page.locale })} onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2>{t('pages.editing', { path: page.path, locale: page.locale })}</h2>
      <Field label={t('pages.titleField')} error={fieldError?.field === 'title' ? fieldError.message : undefined}>
        {(props) => <input {...props} name="title" defaultValue={value.title} maxLength={200} />}
      </Field>
      <Field
        label={t('pages.rows')}
        error={badLine ? t('pages.badLine', { line: badLine }) : fieldError?.field.startsWith('rows') ? fieldError.message : undefined}
      >
        {(props) => <textarea {...props} name="rows" rows={12} defaultValue={rowsToText(value.rows)} />}
      </Field>
      <Actions>
        <Button type="submit">{t('cms.saveDraft')}</Button>
        <Button $variant="secondary" onClick={(event) => void onPublish(event.currentTarget.form)}>
          {t('cms.publish')}
        </Button>
        <span role="status">{status}</span>
      </Actions>
      {failure && !fieldError ? <FieldMessage role="alert">{t('cms.failed', { message: messageOf(failure) })}</FieldMessage> : null}
    </Form>
  );
};

const PageEditorSection = ({ page }: { page: PageRef }) => {
  const t = useText();
  const messageOf = useMessageOf();
  const { data, error } = useGetPageEditorQuery({ query: page }, { refetchOnMountOrArgChange: true });
  if (error) return <FieldMessage role="alert">{t('cms.failed', { message: messageOf(error) })}</FieldMessage>;
  return data ? <PageForm key={`${page.locale}${page.path}`} page={page} editor={data} /> : null;
};

/** A redirect, new or existing: its target and status, or its removal on publishing. */
const RouteForm = ({ route }: { route: PagesOverview['routes'][number] | null }) => {
  const t = useText();
  const messageOf = useMessageOf();
  const [save] = useSaveRouteDraftMutation();
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const value = route?.draft ?? route?.published ?? null;
  const current = value && 'location' in value ? value : null;
  const fieldError = fieldErrorOf(failure);
  const queryError = failure && !fieldError ? messageOf(failure) : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const path = route?.path ?? String(data.get('path') ?? '').trim();
    const edit: RouteEdit =
      data.get('remove') === 'on'
        ? { remove: true }
        : { location: String(data.get('location') ?? '').trim(), status: Number(data.get('status')) as 301 };
    setSaved(false);
    const error = await save({ query: { path }, body: edit })
      .unwrap()
      .then(
        () => null,
        (cause: unknown) => cause,
      );
    setFailure(error);
    setSaved(!error);
  };

  return (
    <Form aria-label={route ? route.path : t('routes.new')} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Row>
        {route ? (
          <p>
            <code>{route.path}</code>
            {route.draft ? ` · ${t('texts.draft')}` : ''}
          </p>
        ) : (
          <Field label={t('routes.from')} error={queryError ?? undefined}>
            {(props) => <input {...props} name="path" placeholder="/vecchia-pagina" maxLength={200} />}
          </Field>
        )}
        <Field label={t('routes.location')} error={fieldError?.field === 'location' ? fieldError.message : undefined}>
          {(props) => <input {...props} name="location" defaultValue={current?.location ?? ''} maxLength={2000} />}
        </Field>
        <Field label={t('routes.status')}>
          {(props) => (
            <select {...props} name="status" defaultValue={current?.status ?? 301}>
              {[301, 302, 307, 308].map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          )}
        </Field>
        {route?.published ? (
          <Field label={t('routes.remove')}>
            {(props) => <input {...props} type="checkbox" name="remove" defaultChecked={Boolean(route.draft && 'remove' in route.draft)} />}
          </Field>
        ) : null}
        <Actions>
          <Button type="submit">{t('cms.saveDraft')}</Button>
          <span role="status">{saved ? t('cms.saved') : null}</span>
        </Actions>
      </Row>
      {fieldError && fieldError.field !== 'location' ? (
        <FieldMessage role="alert">{`${fieldError.field}: ${fieldError.message}`}</FieldMessage>
      ) : null}
      {queryError && route ? <FieldMessage role="alert">{queryError}</FieldMessage> : null}
    </Form>
  );
};

/**
 * `/{locale}/admin/pages`: every generic page per locale and every redirect. A page opens in an editor (title and
 * rows of tiles); a new path or locale makes a new page when published; redirects are added, changed or removed.
 */
export const PagesPage = () => {
  const t = useText();
  const messageOf = useMessageOf();
  const { site } = useSiteContext();
  const [params, setParams] = useSearchParams();
  const { data, error } = useGetPagesQuery(undefined, { refetchOnMountOrArgChange: true });
  const path = params.get('path');
  const locale = params.get('locale');
  const open = (page: PageRef) => setParams({ path: page.path, locale: page.locale });

  return (
    <>
      <h1>{t('page.pages.title')}</h1>
      {error ? <FieldMessage role="alert">{t('cms.failed', { message: messageOf(error) })}</FieldMessage> : null}
      <section aria-labelledby="pages-list">
        <h2 id="pages-list">{t('pages.list')}</h2>
        <List>
          {(data?.pages ?? []).map((page) => (
            <li key={`${page.locale}${page.path}`}>
              <Button
                $variant="text"
                aria-current={page.path === path && page.locale === locale ? 'true' : undefined}
                onClick={() => open(page)}
              >
                {t('pages.open', { path: page.path, locale: page.locale })}
              </Button>
              <span>
                {page.title}
                {page.draft ? ` · ${t('texts.draft')}` : ''}
              </span>
            </li>
          ))}
        </List>
        <Form
          aria-label={t('pages.new')}
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            open({ path: String(form.get('path') ?? '').trim(), locale: String(form.get('locale') ?? site.defaultLocale) });
          }}
        >
          <Row>
            <Field label={t('pages.path')}>
              {(props) => <input {...props} name="path" required maxLength={200} placeholder="/contatti" />}
            </Field>
            <Field label={t('pages.locale')}>
              {(props) => (
                <select {...props} name="locale" defaultValue={site.defaultLocale}>
                  {site.supportedLocale.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Actions>
              <Button type="submit">{t('pages.start')}</Button>
            </Actions>
          </Row>
        </Form>
      </section>
      {path && locale ? <PageEditorSection page={{ path, locale }} /> : null}
      <section aria-labelledby="routes-list">
        <h2 id="routes-list">{t('routes.heading')}</h2>
        {(data?.routes ?? []).map((route) => (
          <RouteForm key={`${route.path}:${JSON.stringify(route.draft)}`} route={route} />
        ))}
        <RouteForm route={null} />
      </section>
    </>
  );
};
