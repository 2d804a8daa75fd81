import { config } from 'zod/mini';

/**
 * In a browser, validation runs without generated code. Pages are served with a CSP that forbids eval, and zod
 * probes for it (`new Function('')`) when it builds its first object schema: every page would log a blocked eval.
 * This module is the first the contracts evaluate, so the setting stands before any schema is built. The server
 * keeps zod's generated parsers (faster, and no CSP applies there).
 */
if ('document' in globalThis) config({ jitless: true });
