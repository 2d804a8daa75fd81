import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts-cms',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
