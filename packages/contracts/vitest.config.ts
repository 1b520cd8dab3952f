import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'contracts', setupFiles: ['../../tools/console-guard.ts'], include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
