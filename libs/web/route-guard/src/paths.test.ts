import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths.inLocale', () => {
  it.each([
    ['/it-IT', 'en-GB', '/en-GB'],
    ['/it-IT/', 'en-GB', '/en-GB'],
    ['/it-IT/catalogo-corsi/storia', 'de-DE', '/de-DE/catalogo-corsi/storia'],
    ['/en-GB/profile/user-data', 'it-IT', '/it-IT/profile/user-data'],
  ])('%s in %s is %s', (path, locale, expected) => {
    expect(paths.inLocale(path, locale)).toBe(expected);
  });
});
