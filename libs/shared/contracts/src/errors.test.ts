import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, apiErrorCodeOfStatus } from './envelope.js';
import { apiErrorTextKey, textKeys } from './text-keys.js';

describe('api error codes', () => {
  it('gives every code a text of its own, and unknown codes the generic one', () => {
    for (const code of API_ERROR_CODES) {
      expect(apiErrorTextKey(code)).toBe(`apiError.${code}`);
      expect(textKeys).toContain(`apiError.${code}`);
    }
    expect(apiErrorTextKey('from-a-newer-server')).toBe('apiError.unknown');
    expect(apiErrorTextKey(undefined)).toBe('apiError.unknown');
  });

  it.each([
    [0, 'network'],
    [400, 'validation'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [429, 'rate-limited'],
    [503, 'unavailable'],
    [500, 'internal'],
  ])('reads status %p as %p', (status, code) => expect(apiErrorCodeOfStatus(status)).toBe(code));
});
