import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'tools', setupFiles: ['./console-guard.ts'], include: ['*.test.ts'], testTimeout: 30_000 },
});
