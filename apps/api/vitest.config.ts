import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file builds its own app on its own database; PGlite is heavy, so keep the pool small.
    maxWorkers: 2,
  },
});
