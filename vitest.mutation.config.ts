import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant (`npm run test:mutation`, stryker.config.mjs): the domain's, and
 * the web's order rules (`apps/web/src/entities/order/{model,rules}.test.ts`) without the screens' slower tests.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web-rules',
          root: './apps/web',
          include: ['src/entities/order/model.test.ts', 'src/entities/order/rules.test.ts'],
        },
      },
    ],
  },
});
