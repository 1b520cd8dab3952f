import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['tools', 'packages/domain', 'packages/contracts', 'packages/db', 'apps/api', 'apps/web'],
  },
});
