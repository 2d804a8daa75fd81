import styled from 'styled-components';

/** Shared look of the auth forms: a labelled field with its inline error. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  label,
  legend {
    font-weight: 500;
  }
  input,
  select {
    font: inherit;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.error};
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.9375rem;
`;

export const FormMessage = styled.div<{ $tone: 'error' | 'success' }>`
  padding: 12px 16px;
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius};
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.primary)};
  background: ${({ theme, $tone }) => ($tone === 'error' ? '#fdecea' : theme.colors.secondaryLight)};
  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Form = styled.form`
  max-width: 480px;
`;
