import { useCallback } from 'react';
import { isApiError } from '@tiles/api-client';
import { useErrorText } from '@tiles/i18n';

/**
 * The field a 400 names (`body.titles.de-DE: must not be empty` -> `titles.de-DE`), so the form shows the message
 * beside that field; null for any other failure.
 */
export const fieldErrorOf = (error: unknown): { field: string; message: string } | null => {
  if (!isApiError(error) || error.statusCode !== 400) return null;
  const match = /^body\.([^:\s]+):\s*(.*)$/s.exec(error.message);
  return match ? { field: match[1]!, message: match[2]! } : null;
};

/**
 * The message of any failed call, for a status line: a 400's own words (they name the field and the rule, for the
 * administrator who wrote the value), and every other failure (no network, 503, 500) in the reader's language.
 */
export const useMessageOf = () => {
  const errorText = useErrorText();
  return useCallback((error: unknown) => (isApiError(error) && error.statusCode === 400 ? error.message : errorText(error)), [errorText]);
};
