import { describe, expect, it } from 'vitest';
import { readPagePreload, readRuntimeConfig } from './runtime-config';

const documentWith = (head: string) => new DOMParser().parseFromString(`<html><head>${head}</head></html>`, 'text/html');

describe('readRuntimeConfig', () => {
  it('reads the settings the api put in index.html', () => {
    const doc = documentWith(
      '<meta name="tiles-config" content="{&quot;siteId&quot;:&quot;acme&quot;,&quot;publicEnv&quot;:&quot;staging&quot;,&quot;buildPollIntervalMs&quot;:5000}">',
    );
    expect(readRuntimeConfig(doc)).toEqual({ siteId: 'acme', publicEnv: 'staging', buildPollIntervalMs: 5000 });
  });

  it('falls back to the development defaults without the tag', () => {
    expect(readRuntimeConfig(documentWith(''))).toEqual({ siteId: 'tiles', publicEnv: 'development', buildPollIntervalMs: 0 });
  });

  it('refuses settings that break the contract', () => {
    const doc = documentWith('<meta name="tiles-config" content="{&quot;siteId&quot;:&quot;bad id&quot;}">');
    expect(() => readRuntimeConfig(doc)).toThrow();
  });
});

describe('readPagePreload', () => {
  const preload = {
    siteId: 'tiles',
    locale: 'it-IT',
    site: { _id: 'tiles' },
    locales: [],
    categories: [],
    levels: [],
    badges: [],
    user: null,
    texts: '/texts/it-IT/AAAAAAAAAAAAAAAA.json',
  };
  const documentWithPreload = (content: string) =>
    new DOMParser().parseFromString(
      `<html><body><script type="application/json" id="tiles-preload">${content}</script></body></html>`,
      'text/html',
    );

  it('reads the bootstrap answers the server put into the page', () => {
    expect(readPagePreload(documentWithPreload(JSON.stringify(preload)))).toEqual(preload);
  });

  it('gives nothing for answers that do not read: the app then asks the api', () => {
    expect(readPagePreload(documentWithPreload('{"siteId":'))).toBeUndefined();
    expect(readPagePreload(documentWithPreload(JSON.stringify({ ...preload, texts: undefined })))).toBeUndefined();
    expect(readPagePreload(documentWithPreload(JSON.stringify({ ...preload, locales: 'it-IT' })))).toBeUndefined();
    expect(readPagePreload(documentWithPreload(JSON.stringify({ ...preload, user: 'ada' })))).toBeUndefined();
    expect(readPagePreload(documentWithPreload(''))).toBeUndefined();
  });
});
