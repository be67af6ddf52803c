// `node --test scripts/`: the API modules check of `npm run lint`, on fixture trees.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brokenRule, isEntry, isTestCode, MODULES, problemsIn } from './check-api-boundaries.mjs';

const script = fileURLToPath(new URL('./check-api-boundaries.mjs', import.meta.url));

describe('the module rule', () => {
  it('lets a module use its own files, another module’s entry, and the shared plumbing', () => {
    assert.equal(brokenRule('places/edit.ts', 'places/queries.ts'), null);
    assert.equal(brokenRule('professionals/console.service.ts', 'accounts/index.ts'), null);
    assert.equal(brokenRule('places/edit.ts', '../lib/auth.ts'), null);
    assert.equal(brokenRule('places/edit.ts', '../db/schema/index.ts'), null);
  });

  it('refuses a module reaching into another module’s files', () => {
    assert.match(
      brokenRule('professionals/console.service.ts', 'accounts/sessions.ts'),
      /only through its public entry: import '\.\.\/accounts'/,
    );
    assert.match(brokenRule('tickets/reschedule.ts', 'payments/gateway/port.ts'), /public entry/);
  });

  it('tells the entry and test code', () => {
    assert.equal(isEntry('accounts/index.ts'), true);
    assert.equal(isEntry('payments/gateway/index.ts'), false);
    assert.equal(isEntry('accounts/sessions.ts'), false);
    for (const path of [
      'orders/booking.integration.test.ts',
      'orders/test-fixtures.ts',
      'payments/pix.test-fixtures.ts',
    ])
      assert.equal(isTestCode(path), true, path);
    assert.equal(isTestCode('orders/booking.ts'), false);
  });
});

describe('the check on a tree', () => {
  let root;
  const write = (path, text) => {
    mkdirSync(join(root, MODULES, path, '..'), { recursive: true });
    writeFileSync(join(root, MODULES, path), text);
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'brilho-api-boundaries-'));
    write('accounts/sessions.ts', 'export const createSession = () => 1;\n');
    write('accounts/index.ts', "export { createSession } from './sessions';\n");
    write(
      'professionals/auth.ts',
      "import { createSession } from '../accounts';\nexport const signIn = createSession;\n",
    );
    write('professionals/index.ts', "export { signIn } from './auth';\n");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('passes a tree whose modules meet only at their entries', () => {
    assert.deepEqual(problemsIn(root, { pending: new Map() }).problems, []);
  });

  it('names the file, the import and the rule of a deliberate bad import', () => {
    write(
      'professionals/auth.ts',
      "import { createSession } from '../accounts/sessions';\nexport const signIn = createSession;\n",
    );
    assert.deepEqual(problemsIn(root, { pending: new Map() }).problems, [
      `${MODULES}/professionals/auth.ts: import '../accounts/sessions' (accounts/sessions.ts): a module imports ` +
        "another only through its public entry: import '../accounts' (modules/accounts/index.ts), and export what " +
        'is needed there.',
    ]);
  });

  it('counts a pending module’s imports across entries, both ways, and fails once it has none', () => {
    write(
      'orders/booking.ts',
      "import { createSession } from '../accounts/sessions';\nexport const b = 1;\n",
    );
    write('places/edit.ts', "import { b } from '../orders/booking';\nexport const e = b;\n");
    const pending = new Map([['orders', 'waits for its owner']]);
    const { problems, deepImports } = problemsIn(root, { pending });
    assert.deepEqual(problems, []);
    assert.equal(deepImports.get('orders'), 2);
    write('orders/booking.ts', "import { createSession } from '../accounts';\nexport const b = 1;\n");
    write('places/edit.ts', "import { b } from '../orders';\nexport const e = b;\n");
    write('orders/index.ts', "export { b } from './booking';\n");
    assert.deepEqual(problemsIn(root, { pending }).problems, [
      "PENDING 'orders' has no import across its entry any more: remove it from the list.",
    ]);
  });

  it('does not check test code', () => {
    write(
      'professionals/auth.integration.test.ts',
      "import { createSession } from '../accounts/sessions';\n",
    );
    write('professionals/test-fixtures.ts', "import { createSession } from '../accounts/sessions';\n");
    assert.deepEqual(problemsIn(root, { pending: new Map() }).problems, []);
  });

  it('fails on a cycle between module entries, type-only imports included', () => {
    write(
      'accounts/sessions.ts',
      "import type { signIn } from '../professionals';\nexport const createSession = () => 1;\n",
    );
    assert.deepEqual(problemsIn(root, { pending: new Map() }).problems, [
      'Import cycle between modules: accounts/index.ts → accounts/sessions.ts → professionals/index.ts → ' +
        'professionals/auth.ts → accounts/index.ts.',
    ]);
  });

  it('exits non-zero with the problems on stderr when run alone', () => {
    write(
      'accounts/queries.ts',
      "import { signIn } from '../professionals/auth';\nexport const q = signIn;\n",
    );
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /accounts\/queries\.ts: import '\.\.\/professionals\/auth'.*public entry/);
  });
});
