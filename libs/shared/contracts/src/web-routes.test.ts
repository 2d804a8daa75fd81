import { describe, expect, it } from 'vitest';
import { parseSessionPath, paths } from './web-routes.js';

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

describe('parseSessionPath', () => {
  it('reads course, module and session', () => {
    expect(parseSessionPath('12/3/4')).toEqual({ course: 12, module: 3, session: 4 });
  });

  it.each([undefined, '', '1/2', '1/2/3/4', 'a/2/3', '1/0/3', '01/2/3', '1.5/2/3', '1/2/3/', '9999999999/1/1'])('rejects %p', (value) => {
    expect(parseSessionPath(value)).toBeNull();
  });
});
