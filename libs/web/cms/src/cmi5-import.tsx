import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@tiles/contracts';
import { injectOperations } from '@tiles/api-client';
import { CMI5_PACKAGE_MAX_BYTES, cmi5Operations, type ImportedCmi5Course } from '@tiles/contracts-cmi5';
import { useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { Actions, Button, Field } from '@tiles/ui-kit';
import { useMessageOf } from './field-error';

/** A file picker as large as the other controls (a 24 px target at least), never wider than a phone. */
const FileInput = styled.input`
  max-width: 100%;
  min-height: 44px;
  padding: 8px 0;
`;

const cmi5ImportApi = injectOperations({ importCmi5Course: cmi5Operations.importCmi5Course });

/** The file's bytes as base64, read in slices (a package is megabytes: one spread of it would overflow the stack). */
const base64Of = async (file: Blob) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
};

/**
 * Imports a cmi5 course package (a ZIP with cmi5.xml, or cmi5.xml alone) as a new unpublished course, then leads to
 * it: it is edited and published as any course. A package that is not valid cmi5 is refused beside the field, with
 * the line of cmi5.xml and the rule it breaks.
 */
export const Cmi5Import = () => {
  const t = useText();
  const { locale } = useSiteContext();
  const messageOf = useMessageOf();
  const [importCourse, imported] = cmi5ImportApi.useImportCmi5CourseMutation();
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [done, setDone] = useState<ImportedCmi5Course | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!file) return setFieldError(t('cmi5Import.fileRequired'));
    if (file.size > CMI5_PACKAGE_MAX_BYTES)
      return setFieldError(t('cmi5Import.tooLarge', { megabytes: CMI5_PACKAGE_MAX_BYTES / 1024 / 1024 }));
    setFieldError(undefined);
    const answer = await importCourse({ body: { fileName: file.name, content: await base64Of(file) } })
      .unwrap()
      .catch((error: unknown) => {
        setFieldError(messageOf(error));
        return null;
      });
    if (answer) setDone(answer);
  };

  return (
    <section aria-labelledby="cmi5-import">
      <h2 id="cmi5-import">{t('cmi5Import.title')}</h2>
      <p>{t('cmi5Import.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('cmi5Import.file')} error={fieldError}>
          {(props) => (
            <FileInput
              {...props}
              type="file"
              accept=".zip,.xml,application/zip,application/xml,text/xml"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <Actions>
          <Button type="submit" disabled={imported.isLoading}>
            {t('cmi5Import.submit')}
          </Button>
        </Actions>
      </form>
      <p role="status">
        {done ? (
          <>
            {t('cmi5Import.done', { sessions: done.sessions })}{' '}
            <Link to={paths.course(locale, { _id: done.courseId, slug: done.slug })}>{t('cmi5Import.open')}</Link>
          </>
        ) : null}
      </p>
    </section>
  );
};
