import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['workspace/**/*.test.ts'],
    // Reading the project graph runs Nx once (a few seconds; more while other projects test on two cores).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
