import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The built app runs on preact/compat (≈ 50 kB less on every route, decision 0112): the code (ours,
 * Mantine's, the router's) keeps writing React and these names resolve to Preact's. Dropping the alias from
 * `resolve` below brings React back. `vite` (the dev server) stays on React, for React's dev tools and warnings.
 */
const reactOnPreact = [
  { find: /^react$/, replacement: local('./src/lib/react-on-preact.ts') },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^scheduler$/, replacement: 'preact/compat/scheduler' },
];

/**
 * The unit tests run on React unless WEB_TESTS_ON_PREACT is set (decision 0112: most pass on Preact, the
 * dashboard sections' fake-timer steps do not). On Preact, every dependency goes through Vite (`server.deps`
 * below) so the alias reaches it, and these take their ES module build: a CommonJS one would `require` React.
 */
const testsOnPreact = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  {
    find: /^@testing-library\/react$/,
    replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
  },
  {
    find: /^react-router$/,
    replacement: local('../../node_modules/react-router/dist/development/index.mjs'),
  },
  // Mantine's notifications animate with it.
  {
    find: /^react-transition-group$/,
    replacement: local('../../node_modules/react-transition-group/esm/index.js'),
  },
];

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      // Every `import … from 'zod'` (ours, the domain's, the form resolvers') gets zod configured for our CSP.
      { find: /^zod$/, replacement: local('./src/lib/zod.ts') },
      ...(command === 'build' ? reactOnPreact : []),
      ...(process.env.WEB_TESTS_ON_PREACT ? [...reactOnPreact, ...testsOnPreact] : []),
    ],
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
        // many, 6–16 kB less on every route. Whatever sits in the boot chain lands here whole, so
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
    server: { deps: { inline: process.env.WEB_TESTS_ON_PREACT ? true : [] } },
  },
}));
