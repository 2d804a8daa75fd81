import { useState, type FormEvent } from 'react';
import {
  blocksToText,
  textToBlocks,
  type DraftRef,
  type MaterialEdit,
  type ModuleEdit,
  type QuestionsEdit,
  type SessionEdit,
  type SessionEditor as SessionEditorData,
} from '@tiles/contracts-cms';
import { editorQuestionsText, textsToQuestions, untranslatedQuestions } from '@tiles/contracts-practice';
import { useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { Actions, Button, Field, FieldMessage, Form } from '@tiles/ui-kit';
import {
  useGetSessionEditorQuery,
  usePublishDraftsMutation,
  useSaveMaterialDraftMutation,
  useSaveModuleDraftMutation,
  useSaveQuestionsDraftMutation,
  useSaveSessionDraftMutation,
} from './cms-api';
import { fieldErrorOf, useMessageOf } from './field-error';
import { EditorPanel } from './editor-panel';

type Place = { course: number; module: number; session: number };

/** A failed save, with which part's fields it names (`module`, `session`, a material's id). */
type Failure = { part: string; error: unknown };

/** A value as stored content compares: keys in any order, an empty text the same as none. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined && entry !== '')
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  return value;
};
/** Whether what the form holds is what is stored: saving it would make a draft that changes nothing. */
const sameContent = (edited: unknown, stored: unknown) => JSON.stringify(canonical(edited)) === JSON.stringify(canonical(stored));

/** The question (numbered from 1) a line of a questions text belongs to: the headers (`? …`) up to it; 0 before any. */
const questionAtLine = (text: string, line: number) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .slice(0, line)
    .filter((entry) => entry.trimStart().startsWith('?')).length;

const EditorForm = ({
  place,
  editor,
  setStatus,
}: {
  place: Place;
  editor: SessionEditorData;
  setStatus: (status: string | null) => void;
}) => {
  const t = useText();
  const messageOf = useMessageOf();
  const { site } = useSiteContext();
  const locales = site.supportedLocale;
  const [saveSession] = useSaveSessionDraftMutation();
  const [saveModule] = useSaveModuleDraftMutation();
  const [saveMaterial] = useSaveMaterialDraftMutation();
  const [saveQuestions] = useSaveQuestionsDraftMutation();
  const [publish] = usePublishDraftsMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const module = editor.module.draft ?? editor.module.published;
  const session = editor.session.draft ?? editor.session.published;
  const questions = (editor.questions.draft ?? editor.questions.published).questions;
  const fieldError = fieldErrorOf(failure?.error);
  /** A field as the form names it: the questions of a language by their label, any other by its path. */
  const fieldNameOf = (part: string, field: string) => {
    const questionsOf = /^questions\.(.+)$/.exec(field);
    return part === 'questions' && questionsOf ? t('cms.questions.field', { locale: questionsOf[1]! }) : `${part}.${field}`;
  };
  const errorOf = (part: string, field: string) => (failure?.part === part && fieldError?.field === field ? fieldError.message : undefined);
  const refs: DraftRef[] = [
    { entity: 'module', entityId: `${place.course}/${place.module}` },
    { entity: 'session', entityId: `${place.course}/${place.module}/${place.session}` },
    { entity: 'questions', entityId: `${place.course}/${place.module}/${place.session}` },
  ];

  const read = (form: FormData) => {
    const each = (prefix: string) => Object.fromEntries(locales.map((locale) => [locale, String(form.get(`${prefix}.${locale}`) ?? '')]));
    const moduleEdit: ModuleEdit = { titles: each('module.title') };
    const sessionEdit: SessionEdit = {
      titles: each('session.title'),
      duration: String(form.get('duration') ?? '').trim(),
      content: Object.fromEntries(locales.map((locale) => [locale, textToBlocks(String(form.get(`content.${locale}`) ?? ''))])),
    };
    const materialEdits = editor.materials.map((material): { id: string; edit: MaterialEdit } => ({
      id: material.id,
      edit: { titles: each(`material.${material.id}.title`), bodies: each(`material.${material.id}.body`) },
    }));
    const questionTexts = Object.fromEntries(locales.map((locale) => [locale, String(form.get(`questions.${locale}`) ?? '')]));
    return { moduleEdit, sessionEdit, materialEdits, questionTexts };
  };

  const failed = (part: string, error: unknown) => {
    setFailure({ part, error });
    return null;
  };

  /** Saves the session, and the module when its titles changed, as drafts; answers the drafts there now are, or null. */
  const saveDrafts = async (form: HTMLFormElement): Promise<DraftRef[] | null> => {
    const { moduleEdit, sessionEdit, materialEdits, questionTexts } = read(new FormData(form));
    setFailure(null);
    const drafted: DraftRef[] = [];
    // The questions' texts are read here first: a line that cannot be read is said beside its text, nothing is saved.
    const readQuestions = textsToQuestions(questionTexts, site.defaultLocale);
    if ('problem' in readQuestions) {
      const { locale, line, reason, params } = readQuestions.problem;
      const message = t(`cms.questions.reason.${reason}`, params);
      const question = questionAtLine(questionTexts[locale] ?? '', line);
      return failed('questions', {
        statusCode: 400,
        message: `body.questions.${locale}: ${
          question ? t('cms.questions.problemInQuestion', { question, line, message }) : t('cms.questions.problem', { line, message })
        }`,
      });
    }
    const questionsEdit: QuestionsEdit = { questions: readQuestions.questions };
    const questionsChanged = !sameContent(questionsEdit.questions, questions);
    if (questionsChanged) {
      const error = await saveQuestions({ ...place, body: questionsEdit })
        .unwrap()
        .then(
          () => null,
          (cause: unknown) => cause,
        );
      if (error) return failed('questions', error);
    }
    if (questionsChanged || editor.questions.draft) drafted.push(refs[2]!);
    const moduleChanged = !sameContent(moduleEdit.titles, module.titles);
    if (moduleChanged) {
      const error = await saveModule({ course: place.course, module: place.module, body: moduleEdit })
        .unwrap()
        .then(
          () => null,
          (cause: unknown) => cause,
        );
      if (error) return failed('module', error);
    }
    if (moduleChanged || editor.module.draft) drafted.push(refs[0]!);
    for (const { id, edit } of materialEdits) {
      const material = editor.materials.find((candidate) => candidate.id === id)!;
      const changed = !sameContent(edit, {
        titles: (material.draft ?? material.published).titles,
        bodies: (material.draft ?? material.published).bodies,
      });
      if (changed) {
        const error = await saveMaterial({ materialId: id, body: edit })
          .unwrap()
          .then(
            () => null,
            (cause: unknown) => cause,
          );
        if (error) return failed(id, error);
      }
      if (changed || material.draft) drafted.push({ entity: 'material', entityId: id });
    }
    const error = await saveSession({ ...place, body: sessionEdit })
      .unwrap()
      .then(
        () => null,
        (cause: unknown) => cause,
      );
    if (error) return failed('session', error);
    return [...drafted, refs[1]!];
  };
  const run = async (work: () => Promise<string | null>) => {
    setBusy(true);
    setStatus(null);
    const status = await work();
    setBusy(false);
    if (status) setStatus(status);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void run(async () => ((await saveDrafts(form)) ? t('cms.saved') : null));
  };
  const onPublish = (form: HTMLFormElement | null) =>
    void run(async () => {
      const pending = form ? await saveDrafts(form) : null;
      if (!pending) return null;
      // The session, its questions and its module's draft together: all or nothing.
      const error = await publish({ body: { items: pending } })
        .unwrap()
        .then(
          () => null,
          (cause: unknown) => cause,
        );
      return error ? failed('publish', error) : t('cms.publishedNow');
    });

  return (
    <Form onSubmit={onSubmit} aria-label={t('cms.session.heading')} noValidate>
      <fieldset>
        <legend>{t('cms.module.legend')}</legend>
        {locales.map((locale) => (
          <Field key={locale} label={t('cms.field.title', { locale })} error={errorOf('module', `titles.${locale}`)}>
            {(props) => <input {...props} name={`module.title.${locale}`} defaultValue={module.titles[locale] ?? ''} maxLength={200} />}
          </Field>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('cms.session.legend')}</legend>
        <Field label={t('cms.field.duration')} error={errorOf('session', 'duration')}>
          {(props) => <input {...props} name="duration" defaultValue={session.duration} maxLength={40} />}
        </Field>
        {locales.map((locale) => (
          <div key={locale}>
            <Field label={t('cms.field.title', { locale })} error={errorOf('session', `titles.${locale}`)}>
              {(props) => <input {...props} name={`session.title.${locale}`} defaultValue={session.titles[locale] ?? ''} maxLength={200} />}
            </Field>
            <Field label={t('cms.field.content', { locale })} error={errorOf('session', `content.${locale}`)}>
              {(props) => (
                <textarea {...props} name={`content.${locale}`} rows={8} defaultValue={blocksToText(session.content[locale] ?? [])} />
              )}
            </Field>
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('cms.questions.legend')}</legend>
        <p>{t('cms.questions.help')}</p>
        {locales.map((locale) => (
          <Field
            key={locale}
            label={t('cms.questions.field', { locale })}
            error={errorOf('questions', `questions.${locale}`)}
            hint={
              locale !== site.defaultLocale && untranslatedQuestions(questions, locale).length > 0
                ? t('cms.questions.untranslated', {
                    numbers: untranslatedQuestions(questions, locale).join(', '),
                    defaultLocale: site.defaultLocale,
                  })
                : undefined
            }
          >
            {(props) => (
              <textarea
                {...props}
                name={`questions.${locale}`}
                rows={10}
                defaultValue={editorQuestionsText(questions, locale, site.defaultLocale)}
              />
            )}
          </Field>
        ))}
      </fieldset>
      {editor.materials.map((material) => {
        const value = material.draft ?? material.published;
        return (
          <fieldset key={material.id}>
            <legend>{t('cms.material.legend', { file: material.fileName })}</legend>
            {locales.map((locale) => (
              <div key={locale}>
                <Field label={t('cms.field.title', { locale })} error={errorOf(material.id, `titles.${locale}`)}>
                  {(props) => (
                    <input
                      {...props}
                      name={`material.${material.id}.title.${locale}`}
                      defaultValue={value.titles[locale] ?? ''}
                      maxLength={200}
                    />
                  )}
                </Field>
                <Field label={t('cms.field.materialBody', { locale })} error={errorOf(material.id, `bodies.${locale}`)}>
                  {(props) => (
                    <textarea
                      {...props}
                      name={`material.${material.id}.body.${locale}`}
                      rows={6}
                      defaultValue={value.bodies[locale] ?? ''}
                    />
                  )}
                </Field>
              </div>
            ))}
          </fieldset>
        );
      })}
      <Actions>
        <Button type="submit" disabled={busy}>
          {t('cms.saveDraft')}
        </Button>
        <Button $variant="secondary" disabled={busy} onClick={(event) => onPublish(event.currentTarget.form)}>
          {t('cms.publish')}
        </Button>
      </Actions>
      {failure ? (
        <FieldMessage role="alert">
          {t('cms.failed', {
            message: fieldError ? `${fieldNameOf(failure.part, fieldError.field)}: ${fieldError.message}` : messageOf(failure.error),
          })}
        </FieldMessage>
      ) : null}
    </Form>
  );
};

/**
 * Admin mode's editor of a session, in place on the session page: its module's titles, the session's titles,
 * estimated duration and content in every locale, saved as drafts (shown here at once, not to learners) or published.
 */
export const SessionEditor = ({ place }: { place: Place }) => {
  const t = useText();
  const messageOf = useMessageOf();
  const { data, error } = useGetSessionEditorQuery(place, { refetchOnMountOrArgChange: true });
  const [status, setStatus] = useState<string | null>(null);
  return (
    <EditorPanel>
      <summary>{t('cms.session.heading')}</summary>
      {error ? <FieldMessage role="alert">{t('cms.failed', { message: messageOf(error) })}</FieldMessage> : null}
      {data ? <EditorForm place={place} editor={data} setStatus={setStatus} /> : null}
      <p role="status">{status}</p>
    </EditorPanel>
  );
};
