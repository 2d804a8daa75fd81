/** Set by vite.config.ts: the id this build writes to builds/latest.json. */
declare const __TILES_BUILD_ID__: string;
