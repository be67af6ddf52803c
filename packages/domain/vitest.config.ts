import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Property runs take seconds idle and several times that under load (decision 0109).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
