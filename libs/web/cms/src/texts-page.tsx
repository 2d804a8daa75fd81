import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DEFAULT_LOCALE, hasPluralForms, renderTemplate, type GenderCode } from '@tiles/contracts';
import { type TextEntry } from '@tiles/contracts-cms';
import { useTemplateParser, useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { Actions, Button, Field, FieldMessage, Form } from '@tiles/ui-kit';
import { useGetTextsQuery, usePublishDraftsMutation, useSaveTextDraftMutation } from './cms-api';
import { fieldErrorOf, useMessageOf } from './field-error';

/** Enough rows to find a text at a glance; the search narrows the rest. */
const SHOWN = 40;

/** Sample values for the preview, so a text reads as a learner would see it. */
const PREVIEW_PARAMS = { name: 'Ada', subject: 'Storia', average: '1h 5m', day: '2026-11-22', count: 3 };
const GENDERS: GenderCode[] = ['m', 'f', 'n'];
/** The counts whose plural forms differ in our locales (and `=0` where a text gives it one). */
const PREVIEW_COUNTS = [0, 1, 2];
const pluralArguments = (template: string) =>
  [...template.matchAll(/\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*,\s*(?:plural|selectordinal)\s*,/g)].map((match) => match[1]!);

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 16px 0;
  display: grid;
  gap: 8px;
  > li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 8px 12px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  code {
    font-weight: 600;
  }
  p {
    margin: 0;
    flex: 1 1 20rem;
  }
`;

const Mark = styled.span<{ $tone: 'warn' | 'info' }>`
  font-size: 0.8125rem;
  font-weight: 600;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ $tone, theme }) => ($tone === 'warn' ? theme.colors.error : theme.colors.primaryDark)};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Preview = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const TextEditor = ({ entry, onDone }: { entry: TextEntry; onDone: (status: string) => void }) => {
  // The preview formats what is being written: it needs ICU's parser, which the first load leaves out.
  useTemplateParser();
  const t = useText();
  const messageOf = useMessageOf();
  const { site, locale: readerLocale } = useSiteContext();
  const locales = [DEFAULT_LOCALE, ...site.supportedLocale.filter((locale) => locale !== DEFAULT_LOCALE)];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(locales.map((locale) => [locale, (entry.draft ?? entry.published)[locale] ?? ''])),
  );
  const [reviewed, setReviewed] = useState<string[]>([]);
  const [save, saving] = useSaveTextDraftMutation();
  const [publish, publishing] = usePublishDraftsMutation();
  const failure = saving.error ?? publishing.error;
  const fieldError = fieldErrorOf(failure);
  const previewLocale = values[readerLocale] ? readerLocale : DEFAULT_LOCALE;
  const previewed = values[previewLocale] ?? '';

  const saveDraft = () =>
    save({ key: entry.key, body: { translations: values, reviewed } })
      .unwrap()
      .then(
        () => true,
        () => false,
      );
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await saveDraft()) onDone(t('cms.saved'));
  };
  const onPublish = async () => {
    if (!(await saveDraft())) return;
    if (
      await publish({ body: { items: [{ entity: 'text', entityId: entry.key }] } })
        .unwrap()
        .then(
          () => true,
          () => false,
        )
    )
      onDone(t('cms.publishedNow'));
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} aria-label={t('texts.edit', { key: entry.key })} noValidate>
      {locales.map((locale) => (
        <Field
          key={locale}
          label={
            <>
              {locale === DEFAULT_LOCALE ? t('texts.source', { locale }) : locale}{' '}
              {entry.needsReview.includes(locale) && !reviewed.includes(locale) ? <Mark $tone="info">{t('texts.needsReview')}</Mark> : null}
            </>
          }
          error={fieldError?.field === `translations.${locale}` ? fieldError.message : undefined}
        >
          {(props) => (
            <textarea
              {...props}
              value={values[locale]}
              onChange={(event) => setValues({ ...values, [locale]: event.target.value })}
              maxLength={2000}
            />
          )}
        </Field>
      ))}
      {entry.needsReview.map((locale) => (
        <label key={locale}>
          <input
            type="checkbox"
            checked={reviewed.includes(locale)}
            onChange={(event) => setReviewed(event.target.checked ? [...reviewed, locale] : reviewed.filter((item) => item !== locale))}
          />{' '}
          {t('texts.reviewed')} ({locale})
        </label>
      ))}
      <section aria-label={t('texts.preview')}>
        <h3>{t('texts.preview')}</h3>
        <Preview>
          {GENDERS.map((gender) => (
            <div key={gender} style={{ display: 'contents' }}>
              <dt>{gender}</dt>
              <dd>{renderTemplate(previewed, PREVIEW_PARAMS, gender, previewLocale)}</dd>
            </div>
          ))}
        </Preview>
        {hasPluralForms(previewed) ? (
          <>
            <h4>{t('texts.previewCounts')}</h4>
            <Preview>
              {PREVIEW_COUNTS.map((count) => (
                <div key={count} style={{ display: 'contents' }}>
                  <dt>{count}</dt>
                  <dd>
                    {renderTemplate(
                      previewed,
                      { ...PREVIEW_PARAMS, ...Object.fromEntries(pluralArguments(previewed).map((name) => [name, count])) },
                      'm',
                      previewLocale,
                    )}
                  </dd>
                </div>
              ))}
            </Preview>
          </>
        ) : null}
      </section>
      <Actions>
        <Button type="submit" disabled={saving.isLoading || publishing.isLoading}>
          {t('cms.saveDraft')}
        </Button>
        <Button $variant="secondary" disabled={saving.isLoading || publishing.isLoading} onClick={() => void onPublish()}>
          {t('cms.publish')}
        </Button>
      </Actions>
      {failure ? (
        <FieldMessage role="alert">
          {t('cms.failed', { message: fieldError ? `${fieldError.field}: ${fieldError.message}` : messageOf(failure) })}
        </FieldMessage>
      ) : null}
    </Form>
  );
};

/**
 * `/{locale}/admin/texts`: every interface text by key, the it-IT source beside the other locales, missing ones
 * first, searchable; one opens in an editor whose draft the whole app shows at once in admin mode.
 */
export const TextsPage = () => {
  const t = useText();
  const messageOf = useMessageOf();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const {
    data: entries = [],
    error,
    isFetching,
  } = useGetTextsQuery({ query: query ? { q: query } : {} }, { refetchOnMountOrArgChange: true });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(String(new FormData(event.currentTarget).get('q') ?? '').trim());
    setOpen(null);
  };

  return (
    <>
      <h1>{t('page.texts.title')}</h1>
      <Form role="search" onSubmit={onSearch}>
        <Actions>
          <Field label={t('texts.search')}>
            {(props) => <input {...props} type="search" name="q" defaultValue={query} maxLength={100} />}
          </Field>
          <Button type="submit">{t('texts.search')}</Button>
        </Actions>
      </Form>
      <p role="status" aria-busy={isFetching}>
        {t('texts.count', { count: entries.length })}
        {status ? ` · ${status}` : ''}
      </p>
      {error ? <FieldMessage role="alert">{t('cms.failed', { message: messageOf(error) })}</FieldMessage> : null}
      <List>
        {entries.slice(0, SHOWN).map((entry) => (
          <li key={entry.key}>
            <Row>
              <code>{entry.key}</code>
              <p lang={DEFAULT_LOCALE}>{(entry.draft ?? entry.published)[DEFAULT_LOCALE]}</p>
              {entry.draft ? <Mark $tone="info">{t('texts.draft')}</Mark> : null}
              {entry.missing.map((locale) => (
                <Mark key={locale} $tone="warn">
                  {t('texts.missing')}: {locale}
                </Mark>
              ))}
              {entry.needsReview.map((locale) => (
                <Mark key={locale} $tone="info">
                  {t('texts.needsReview')}: {locale}
                </Mark>
              ))}
              <Button $variant="text" aria-expanded={open === entry.key} onClick={() => setOpen(open === entry.key ? null : entry.key)}>
                {t('texts.edit', { key: entry.key })}
              </Button>
            </Row>
            {open === entry.key ? (
              <TextEditor
                entry={entry}
                onDone={(done) => {
                  setStatus(done);
                  setOpen(null);
                }}
              />
            ) : null}
          </li>
        ))}
      </List>
      {entries.length > SHOWN ? <p>{t('texts.more', { count: SHOWN })}</p> : null}
    </>
  );
};
