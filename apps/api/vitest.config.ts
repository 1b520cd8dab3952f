import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    setupFiles: ['../../tools/console-guard.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // concurrency needs several connections: PostgreSQL only (.ci/run sets TEST_DATABASE_URL)
    exclude: process.env.TEST_DATABASE_URL
      ? ['**/node_modules/**']
      : [
          '**/node_modules/**',
          'test/orders-concurrency.test.ts',
          'test/orders-subsidy-concurrency.test.ts',
          'test/crash-checkout.test.ts',
          'test/crash-refund.test.ts',
        ],
    globalSetup: ['../../packages/db/src/testing-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
