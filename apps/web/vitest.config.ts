import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    setupFiles: ['../../tools/console-guard.ts'],
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
