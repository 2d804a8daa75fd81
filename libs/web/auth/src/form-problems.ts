import { toApiError } from '@tiles/api-client';

/**
 * The field an api refusal names (`body.email: must be...` names `email`; a common password is the password's), so
 * its message goes beside that field rather than above the form.
 */
export const fieldOfError = (error: unknown): string | undefined => {
  const apiError = toApiError(error);
  if (apiError.code === 'weak-password') return 'password';
  if (apiError.code === 'wrong-password') return 'currentPassword';
  if (apiError.statusCode !== 400) return undefined;
  return /^body\.([A-Za-z]+)\b/.exec(apiError.message)?.[1];
};
