import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files share a worker's modules (the app's import graph, loaded once per worker, not once per file):
    // no API test mocks a module or a global, and each file builds its own app on its own database.
    isolate: false,
    // Sized for a loaded two-core machine (decision 0109): a file's `beforeAll` builds an app on a fresh
    // database and seeds it, seconds when idle and ten times that at a load of 10+. Files that run longer on
    // purpose (property runs over the ledger, the seed) still say so themselves.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
