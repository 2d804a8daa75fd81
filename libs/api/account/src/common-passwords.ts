import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/**
 * Whether a password is one of the ~50,000 most used (zxcvbn-ts's list, from breach corpora), compared without
 * case and surrounding spaces: ASVS V6 refuses them instead of imposing composition rules.
 */
export const isCommonPassword = (password: string): boolean => {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase()));
  return common.has(password.trim().toLowerCase().normalize('NFKC'));
};
