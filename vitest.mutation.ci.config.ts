import { defineConfig, type UserConfig } from 'vitest/config';
import webConfig from './apps/web/vite.config.ts';

/**
 * The tests CI's mutation step runs (`npm run test:mutation:ci`, stryker.ci.config.mjs, decision 0122): only the
 * test files of the rule files it mutates. Stryker's first run (the dry run) runs every test of this config, and
 * each mutant then reruns the tests that cover it, so a small set here is what keeps the step near five minutes.
 * The full set is `vitest.mutation.config.ts` (`npm run test:mutation`, by hand).
 */
const domainTests = ['orderActions', 'pricing', 'payments', 'cycles', 'scheduling', 'ruleBoundaries'].map(
  (file) => `src/${file}.test.ts`,
);

// The web's config is a function of the command; its plugins and aliases are taken, not its `test` block, whose
// `include` an `extends` would concatenate with ours (every web test, decision 0119).
const web = (
  typeof webConfig === 'function' ? webConfig({ command: 'serve', mode: 'test' }) : webConfig
) as UserConfig;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain-rules',
          root: './packages/domain',
          include: domainTests,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: web.plugins,
        resolve: web.resolve,
        test: {
          name: 'web-rules',
          root: './apps/web',
          include: ['src/entities/order/model.test.ts', 'src/entities/order/rules.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
