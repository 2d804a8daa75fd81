import { useState, type FormEvent } from 'react';
import type { CourseEdit, CourseEditor as CourseEditorData } from '@tiles/contracts-cms';
import { useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { Actions, Button, Field, FieldMessage, Form } from '@tiles/ui-kit';
import { useDiscardDraftMutation, useGetCourseEditorQuery, usePublishDraftsMutation, useSaveCourseDraftMutation } from './cms-api';
import { fieldErrorOf, useMessageOf } from './field-error';
import { EditorPanel } from './editor-panel';

/** `datetime-local` speaks local time without a zone; the api speaks ISO instants. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

const readForm = (form: HTMLFormElement, locales: readonly string[]): CourseEdit => {
  const data = new FormData(form);
  const read = (name: string) => String(data.get(name) ?? '');
  return {
    titles: Object.fromEntries(locales.map((locale) => [locale, read(`title.${locale}`)])),
    descriptions: Object.fromEntries(locales.map((locale) => [locale, read(`description.${locale}`)])),
    categoryId: read('categoryId'),
    cover: read('cover'),
    published: data.get('published') === 'on',
    expiresAt: fromLocalInput(read('expiresAt')),
  };
};

const EditorForm = ({ editor, setStatus }: { editor: CourseEditorData; setStatus: (status: string | null) => void }) => {
  const t = useText();
  const messageOf = useMessageOf();
  const { site } = useSiteContext();
  const locales = site.supportedLocale;
  const [save, saving] = useSaveCourseDraftMutation();
  const [publish, publishing] = usePublishDraftsMutation();
  const [discard, discarding] = useDiscardDraftMutation();
  const value = editor.draft ?? editor.published;
  const failure = saving.error ?? publishing.error ?? discarding.error;
  const fieldError = fieldErrorOf(failure);
  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);
  const ref = { entity: 'course' as const, entityId: String(editor.courseId) };
  const busy = saving.isLoading || publishing.isLoading || discarding.isLoading;

  const saveDraft = async (form: HTMLFormElement) => {
    const saved = await save({ course: editor.courseId, body: readForm(form, locales) })
      .unwrap()
      .catch(() => null);
    return Boolean(saved);
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(null);
    if (await saveDraft(event.currentTarget)) setStatus(t('cms.saved'));
  };
  const onPublish = async (form: HTMLFormElement | null) => {
    setStatus(null);
    // What is on screen is what gets published: the form is saved as the draft first.
    if (!form || !(await saveDraft(form))) return;
    if (
      await publish({ body: { items: [ref] } })
        .unwrap()
        .then(
          () => true,
          () => false,
        )
    )
      setStatus(t('cms.publishedNow'));
  };
  const onDiscard = async () => {
    setStatus(null);
    if (
      await discard(ref)
        .unwrap()
        .then(
          () => true,
          () => false,
        )
    )
      setStatus(t('cms.discarded'));
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} aria-label={t('cms.course.heading')} noValidate>
      {editor.draft ? <p role="note">{t('cms.course.hasDraft')}</p> : null}
      {locales.map((locale) => (
        <fieldset key={locale}>
          <legend>{locale}</legend>
          <Field label={t('cms.field.title', { locale })} error={errorOf(`titles.${locale}`)}>
            {(props) => <input {...props} name={`title.${locale}`} defaultValue={value.titles[locale] ?? ''} maxLength={200} />}
          </Field>
          <Field label={t('cms.field.description', { locale })} error={errorOf(`descriptions.${locale}`)}>
            {(props) => (
              <textarea {...props} name={`description.${locale}`} defaultValue={value.descriptions[locale] ?? ''} maxLength={2000} />
            )}
          </Field>
        </fieldset>
      ))}
      <Field label={t('cms.field.category')} error={errorOf('categoryId')}>
        {(props) => (
          <select {...props} name="categoryId" defaultValue={value.categoryId}>
            {editor.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('cms.field.cover')} error={errorOf('cover')}>
        {(props) => <input {...props} name="cover" defaultValue={value.cover} maxLength={300} />}
      </Field>
      <Field label={t('cms.field.expiresAt')} error={errorOf('expiresAt')}>
        {(props) => <input {...props} type="datetime-local" name="expiresAt" defaultValue={toLocalInput(value.expiresAt)} />}
      </Field>
      <Field label={t('cms.field.published')} error={errorOf('published')}>
        {(props) => <input {...props} type="checkbox" name="published" defaultChecked={value.published} />}
      </Field>
      <Actions>
        <Button type="submit" disabled={busy}>
          {t('cms.saveDraft')}
        </Button>
        <Button $variant="secondary" disabled={busy} onClick={(event) => void onPublish(event.currentTarget.form)}>
          {t('cms.publish')}
        </Button>
        {editor.draft ? (
          <Button $variant="text" disabled={busy} onClick={() => void onDiscard()}>
            {t('cms.discard')}
          </Button>
        ) : null}
      </Actions>
      {failure && !fieldError ? <FieldMessage role="alert">{t('cms.failed', { message: messageOf(failure) })}</FieldMessage> : null}
      {fieldError ? (
        <FieldMessage role="alert">{t('cms.failed', { message: `${fieldError.field}: ${fieldError.message}` })}</FieldMessage>
      ) : null}
    </Form>
  );
};

/**
 * Admin mode's editor of a course, in place on the course page: every locale's title and description, category,
 * cover, expiry and published, saved as a draft (the page shows it; learners do not), published or discarded.
 */
export const CourseEditor = ({ courseId }: { courseId: number }) => {
  const t = useText();
  const messageOf = useMessageOf();
  const { data, error } = useGetCourseEditorQuery({ course: courseId }, { refetchOnMountOrArgChange: true });
  const [status, setStatus] = useState<string | null>(null);
  return (
    <EditorPanel>
      <summary>{t('cms.course.heading')}</summary>
      {error ? <FieldMessage role="alert">{t('cms.failed', { message: messageOf(error) })}</FieldMessage> : null}
      {/* A new draft or a publication remounts the form with what the server now holds. */}
      {data ? <EditorForm key={JSON.stringify(data.draft ?? data.published)} editor={data} setStatus={setStatus} /> : null}
      <p role="status">{status}</p>
    </EditorPanel>
  );
};
