/**
 * In a browser, validation runs without generated code. Pages are served with a CSP that forbids eval, and zod
 * probes for it (`new Function('')`) when it builds its first object schema: every page would log a blocked eval.
 * This module is the first the contracts evaluate, so the setting stands before any schema is built. The server
 * keeps zod's generated parsers (faster, and no CSP applies there).
 *
 * It is written where zod keeps its settings (`z.config()` reads and writes this object) instead of through
 * `z.config`: importing zod here would put it into every page's first load, where no schema is built any more
 * (ADR 0038). no-eval.test.ts holds zod to it.
 */
type ZodSettingsHolder = { __zod_globalConfig?: { jitless?: boolean } };
if ('document' in globalThis) {
  // The same object whether zod has loaded already (it keeps a reference to it) or not (it takes this one).
  const settings = ((globalThis as ZodSettingsHolder).__zod_globalConfig ??= {});
  settings.jitless = true;
}

// A module (imported for its effect), not a script.
export {};
