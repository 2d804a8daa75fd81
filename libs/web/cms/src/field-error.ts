import { isApiError } from '@tiles/api-client';

/**
 * The field a 400 names (`body.titles.de-DE: must not be empty` -> `titles.de-DE`), so the form shows the message
 * beside that field; null for any other failure.
 */
export const fieldErrorOf = (error: unknown): { field: string; message: string } | null => {
  if (!isApiError(error) || error.statusCode !== 400) return null;
  const match = /^body\.([^:\s]+):\s*(.*)$/s.exec(error.message);
  return match ? { field: match[1]!, message: match[2]! } : null;
};

/** The message of any failed call, for a status line. */
export const messageOf = (error: unknown) => (isApiError(error) ? error.message : String(error));
