// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

describe('validation in a browser', () => {
  it('runs without generated code: the setting is the one zod reads, whether zod loaded before it or not', async () => {
    const { z } = await import('zod/mini');
    expect(z.config().jitless).not.toBe(true);
    await import('./no-eval.js');
    expect(z.config().jitless).toBe(true);
    // And a schema built afterwards parses without generated code (a CSP forbidding eval would not see a probe).
    const probe = globalThis.Function;
    let generated = 0;
    globalThis.Function = new Proxy(probe, { construct: (...args) => ((generated += 1), Reflect.construct(...args)) });
    try {
      expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    } finally {
      globalThis.Function = probe;
    }
    expect(generated).toBe(0);
  });
});
