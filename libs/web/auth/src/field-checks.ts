import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tiles/contracts-account';
import { useText } from '@tiles/i18n';
import { emailSchema, newPasswordSchema } from './form-checks';

/*
 * Apart from the account's form hook: the sign-in page's second-factor step uses that hook and checks no typed address
 * or new password, so the schemas (and zod) stay out of the sign-in page's first load (ADR 0038).
 */

/** What is wrong with a typed address or new password, in the learner's words (or nothing). */
export const useFieldChecks = () => {
  const t = useText();
  return {
    email: (value: string) =>
      value.trim() === '' ? t('validation.required') : emailSchema.safeParse(value).success ? undefined : t('validation.email'),
    newPassword: (value: string) => {
      if (value === '') return t('validation.required');
      if (newPasswordSchema.safeParse(value).success) return undefined;
      return [...value.normalize('NFC')].length < PASSWORD_MIN_LENGTH
        ? t('validation.passwordShort', { min: PASSWORD_MIN_LENGTH })
        : t('validation.tooLong', { max: PASSWORD_MAX_LENGTH });
    },
    required: (value: string) => (value.trim() === '' ? t('validation.required') : undefined),
  };
};
