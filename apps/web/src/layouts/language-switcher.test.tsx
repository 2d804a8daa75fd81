import { describe, expect, it } from 'vitest';
import { pathInLocale } from './language-switcher';

describe('pathInLocale', () => {
  it.each([
    ['/it-IT', 'en-GB', '/en-GB'],
    ['/it-IT/', 'en-GB', '/en-GB'],
    ['/it-IT/catalogo-corsi/storia', 'de-DE', '/de-DE/catalogo-corsi/storia'],
    ['/en-GB/profile/user-data', 'it-IT', '/it-IT/profile/user-data'],
  ])('%s in %s is %s', (path, locale, expected) => {
    expect(pathInLocale(path, locale)).toBe(expected);
  });
});
