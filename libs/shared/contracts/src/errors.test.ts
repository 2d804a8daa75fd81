import { describe, expect, it } from 'vitest';
import { apiErrorCodeOfStatus } from './envelope.js';

describe('api error codes', () => {
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
