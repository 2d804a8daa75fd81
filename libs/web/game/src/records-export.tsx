import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { XAPI_FORMATS, XAPI_STATEMENTS_PATH } from '@tiles/contracts-records';
import { useText } from '@tiles/i18n';
import { Button } from '@tiles/ui-kit';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  label {
    display: grid;
    gap: 4px;
    font-size: 0.875rem;
  }
  input,
  select {
    font: inherit;
    min-height: 40px;
    padding: 4px 8px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  }
`;

const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

/**
 * The learner's xAPI statements as a download: a plain GET form (the browser saves the answer), checked here so a
 * reversed range is said beside the field instead of answered by the server.
 */
export const RecordsExport = () => {
  const t = useText();
  const problemId = useId();
  const [problem, setProblem] = useState(false);
  const check = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const from = String(data.get('from') ?? '');
    const to = String(data.get('to') ?? '');
    const reversed = Boolean(from && to && from > to);
    setProblem(reversed);
    if (reversed) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLInputElement>('input[name="from"]')?.focus();
    }
  };
  return (
    <section aria-labelledby="records-xapi">
      <h3 id="records-xapi">{t('records.xapi.title')}</h3>
      <p>{t('records.xapi.intro')}</p>
      <Form method="get" action={XAPI_STATEMENTS_PATH} onSubmit={check} noValidate>
        <label>
          {t('records.xapi.from')}
          <input
            type="date"
            name="from"
            aria-invalid={problem || undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={() => setProblem(false)}
          />
        </label>
        <label>
          {t('records.xapi.to')}
          <input type="date" name="to" onChange={() => setProblem(false)} />
        </label>
        <label>
          {t('records.xapi.format')}
          <select name="format" defaultValue="json">
            {XAPI_FORMATS.map((format) => (
              <option key={format} value={format}>
                {format.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">{t('records.xapi.download')}</Button>
        {problem ? (
          <Problem id={problemId} role="alert">
            {t('records.xapi.range')}
          </Problem>
        ) : null}
      </Form>
    </section>
  );
};
