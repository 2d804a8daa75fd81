import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The vitest project of a web lib: jsdom, Testing Library matchers, tests beside the code. */
export const webLibProject = (name: string) =>
  defineProject({
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [new URL('./tools/test/jsdom-setup.ts', import.meta.url).pathname],
      css: false,
      // Every project runs at once on two cores in CI: a jsdom render with nivo or a socket can take seconds
      // there. The limits are for hangs, not speed (speed is measured by tools/bench), so they are generous.
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  });

/** The vitest project of an api lib: Node, tests beside the code; a test that boots an app opens its own database. */
export const apiLibProject = (name: string) =>
  defineProject({
    test: {
      name,
      environment: 'node',
      include: ['src/**/*.test.ts'],
      // Each test file opens its own database (PGlite or a fresh PostgreSQL database): slow to start on 2 cores.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  });
