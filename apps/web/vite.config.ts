import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  // The manifest lets scripts/budget.mjs follow each route's chunks as the browser loads them.
  build: { manifest: true, reportCompressedSize: false, chunkSizeWarningLimit: 600 },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Above the 5 s that `findBy…` may wait (test/setup.ts), so a missing element fails with its own message,
    // and sized for a loaded two-core machine (decision 0109): the checkout and scheduler screens take seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
