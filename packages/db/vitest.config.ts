import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'db',
    setupFiles: ['../../tools/console-guard.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./src/testing-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
