import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
    // Two cores: API files each start their own PGlite, so more workers only thrash.
    maxWorkers: 2,
  },
});
