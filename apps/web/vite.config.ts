import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Every `import … from 'zod'` (ours, the domain's, the form resolvers') gets zod configured for our CSP.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) }],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  // The manifest lets scripts/budget.mjs follow each route's chunks as the browser loads them.
  build: {
    manifest: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Everything the entry loads statically (React, the router, Mantine's runtime, the layout) in the
        // entry's one chunk instead of ~35 small ones: brotli compresses one file better than the sum of
        // many, 6–16 kB less on every route (issue 23). Whatever sits in the boot chain lands here whole, so
        // boot code imports the domain by submodule (`@brilho/domain/constants`), never the barrel.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
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
