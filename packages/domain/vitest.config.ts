import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'domain', setupFiles: ['../../tools/console-guard.ts'], include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
