import { describe, expect, it } from 'vitest';
import { pageLocale, parseSessionPath, paths } from './web-routes.js';

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

describe('pageLocale', () => {
  const site = { supportedLocale: ['it-IT', 'en-GB', 'de-DE'], defaultLocale: 'it-IT' };
  it("is the URL's locale when the site supports it, else the one kept, else the site's default", () => {
    expect(pageLocale('/en-GB/catalogo-corsi', site, 'de-DE')).toBe('en-GB');
    expect(pageLocale('/fr-FR/catalogo-corsi', site, 'de-DE')).toBe('de-DE');
    expect(pageLocale('/fr-FR', site, 'fr-FR')).toBe('it-IT');
    expect(pageLocale('/', site)).toBe('it-IT');
  });
});
