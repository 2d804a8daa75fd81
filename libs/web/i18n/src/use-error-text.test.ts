import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@tiles/contracts';
import { i18nTexts } from '@tiles/i18n-texts';
import { apiErrorTextKey } from './use-error-text';

describe('the text of an api error', () => {
  it('is the code’s own text for every code, and the generic one for a code this build does not know', () => {
    for (const code of API_ERROR_CODES) {
      expect(apiErrorTextKey(code)).toBe(`apiError.${code}`);
      expect(i18nTexts).toHaveProperty([`apiError.${code}`]);
    }
    expect(apiErrorTextKey('from-a-newer-server')).toBe('apiError.unknown');
    expect(apiErrorTextKey(undefined)).toBe('apiError.unknown');
  });
});
