import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant (`npm run test:mutation`, stryker.config.mjs): the domain's, and
 * the web's order rules (`apps/web/src/features/orders/{model,rules}.test.ts`) without the screens' slower tests.
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
          include: ['src/features/orders/model.test.ts', 'src/features/orders/rules.test.ts'],
        },
      },
    ],
  },
});
