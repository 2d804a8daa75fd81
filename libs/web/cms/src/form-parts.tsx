import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 60rem;
  fieldset {
    display: grid;
    gap: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 12px 16px;
  }
  legend {
    font-weight: 600;
    padding-inline: 4px;
  }
`;

const FieldBox = styled.div`
  display: grid;
  gap: 4px;
  font-size: 0.875rem;
  font-weight: 500;
  input:not([type='checkbox']):not([type='radio']),
  textarea,
  select {
    font: inherit;
    font-weight: 400;
    font-size: 1rem;
    min-height: 40px;
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
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

export const FieldMessage = styled.span`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 500;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

/**
 * A labelled control with its error beside it: the control gets an id, `aria-invalid` and `aria-describedby`
 * pointing at the message, so a screen reader reads the error with the field.
 */
export const Field = ({
  label,
  error,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) => {
  const id = useId();
  const messageId = `${id}-error`;
  return (
    // The message sits beside the label, not in it: in it, it would become part of the control's name.
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(error ? { 'aria-invalid': true as const, 'aria-describedby': messageId } : {}) })}
      {error ? <FieldMessage id={messageId}>{error}</FieldMessage> : null}
    </FieldBox>
  );
};

/** Admin mode's in-place editor on a learner's page: folded until opened, framed so it is never mistaken for content. */
export const EditorPanel = styled.details`
  margin-block: 16px 24px;
  padding: 12px 16px;
  border: 2px dashed ${({ theme }) => theme.colors.primaryDark};
  border-radius: ${({ theme }) => theme.radius};
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 32px;
  }
`;
