// Mutation testing (`npm run test:mutation`, docs/decisions/0109-a-test-loop-under-load-and-mutation-testing-with-a-floor.md):
// every mutant of the domain's rules and the web's order rules must make a test fail. The run stops
// non-zero when the score falls under `thresholds.break`, a floor a little under the score measured.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'packages/domain/src/**/*.ts',
    '!packages/domain/src/**/*.test.ts',
    'apps/web/src/entities/order/model.ts',
    'apps/web/src/entities/order/rules.ts',
  ],
  ignorePatterns: ['e2e', 'docs', 'apps/api', 'apps/web/dist', 'data', 'tmp'],
  coverageAnalysis: 'perTest',
  // Module-level constants (status lists, tables) would each rerun every test: hours on two cores. Their
  // values are asserted by the domain's own tests; the mutants measured are those inside functions.
  ignoreStatic: true,
  concurrency: 2,
  // The first run of every test, and each mutant's, on a loaded two-core machine.
  dryRunTimeoutMinutes: 30,
  timeoutMS: 30_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Measured 80 % (partial run, decision 0109): the floor a little under it.
  thresholds: { high: 90, low: 80, break: 75 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
