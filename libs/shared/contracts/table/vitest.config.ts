import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts-table',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
