import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** Every form of the app: its fields one under the other, fieldsets framed. */
export const Form = styled.form`
  display: grid;
  /* One column as wide as the page allows: a long option or word never pushes the page sideways (reflow, 1.4.10). */
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  max-width: 60rem;
  fieldset {
    display: grid;
    gap: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 12px 16px;
    margin: 0;
  }
  legend {
    font-weight: 600;
    padding-inline: 4px;
  }
`;

const FieldBox = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px;
  font-weight: 500;
  input:not([type='checkbox']):not([type='radio']),
  textarea,
  select {
    font: inherit;
    font-weight: 400;
    font-size: 1rem;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
  }
  textarea {
    min-height: 4.5em;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
    outline: 1px solid ${({ theme }) => theme.colors.error};
  }
`;

/** A field's error, beside its control. */
export const FieldMessage = styled.span`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 500;
`;

/** What a field asks for, under its control (read with it by screen readers). */
const FieldHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
  font-size: 0.9rem;
`;

/**
 * What a whole form says after a submit: an error, or that it worked. It takes the focus (`tabIndex={-1}`), which is
 * how screen readers read it; it has no live role too, with which Orca read an error twice and a success as "status bar".
 */
export const FormMessage = styled.div<{ $tone: 'error' | 'success' }>`
  padding: 12px 16px;
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius};
  border-inline-start: 4px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.primary)};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.errorLight : theme.colors.secondaryLight)};
  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** A form's buttons, in a row that wraps. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

export type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * A labelled control with its error beside it: the control gets an id (`id`, or one of its own), `aria-invalid`
 * and `aria-describedby` pointing at the message, so a screen reader reads the error with the field.
 */
export const Field = ({
  label,
  error,
  hint,
  id: givenId,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  /** What the field asks for (a password's rules, its strength), under the control and read with it. */
  hint?: ReactNode;
  id?: string;
  children: (props: FieldControlProps) => ReactNode;
}) => {
  const ownId = useId();
  const id = givenId ?? ownId;
  const messageId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? messageId : ''].filter(Boolean).join(' ');
  return (
    // The message sits beside the label, not in it: in it, it would become part of the control's name.
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(error ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldMessage id={messageId}>{error}</FieldMessage> : null}
    </FieldBox>
  );
};
