import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config';

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
