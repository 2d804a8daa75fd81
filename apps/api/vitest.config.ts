import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test file opens its own database (PGlite or a fresh PostgreSQL database): slow to start on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
