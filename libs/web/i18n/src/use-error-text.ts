import { useCallback } from 'react';
import { apiErrorCodeOfStatus, isApiErrorCode, type TextKey } from '@tiles/contracts';
import { useText } from './i18n-context';

/** The stable code of a failed call (`{ code }`, else from `{ statusCode }`); undefined for anything else. */
const errorCodeOf = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string') return code;
  return typeof statusCode === 'number' ? apiErrorCodeOfStatus(statusCode) : undefined;
};

/** The text of an api error's code (`apiError.unknown` for a code this build does not know). */
export const apiErrorTextKey = (code: string | undefined): TextKey => (isApiErrorCode(code) ? `apiError.${code}` : 'apiError.unknown');

/**
 * A failed call explained in the learner's language, from its stable code: never the api's English message,
 * which is for logs and operators.
 */
export const useErrorText = () => {
  const t = useText();
  return useCallback((error: unknown) => t(apiErrorTextKey(errorCodeOf(error))), [t]);
};
