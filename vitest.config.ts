import { defineConfig } from 'vitest/config';

// Vitest 4 replaced workspace files with test.projects. Listing the project configs by glob keeps the
// Playwright app (apps/web-e2e) out: it has no vitest config.
export default defineConfig({
  test: {
    projects: ['libs/**/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
