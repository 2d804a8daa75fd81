import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts-practice',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
