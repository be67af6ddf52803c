import { defineConfig } from 'vitest/config';
import web from './apps/web/vite.config.ts';

/**
 * The tests Stryker runs against each mutant (`npm run test:mutation`, stryker.config.mjs): the domain's, and
 * the web's order rules (`apps/web/src/entities/order/{model,rules}.test.ts`) without the screens' slower tests.
 * The web project takes the web's plugins and aliases but not its `test` block: `extends` would concatenate
 * the `include` lists, running every web test (631 of them, the screens' included) before each mutant run.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
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
