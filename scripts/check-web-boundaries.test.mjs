// `node --test scripts/`: the web boundaries check of `npm run lint`, on fixture trees.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brokenRule, cyclesOf, importsOf, problemsIn, WEB_SRC } from './check-web-boundaries.mjs';

const script = fileURLToPath(new URL('./check-web-boundaries.mjs', import.meta.url));

describe('the web zones', () => {
  it('let a feature use shared code and itself', () => {
    for (const to of [
      'lib/paths.ts',
      'components/Logo.tsx',
      'entities/order/model.ts',
      'features/orders/api.ts',
    ])
      assert.equal(brokenRule('features/orders/OrderPage.tsx', to), null, to);
  });

  it('let the shell and main.tsx use anything', () => {
    for (const to of ['features/orders/OrderPage.tsx', 'areas/operator/OperatorShell.tsx', 'lib/paths.ts'])
      assert.equal(brokenRule('app/router.tsx', to), null, to);
    assert.equal(brokenRule('main.tsx', 'app/App.tsx'), null);
  });

  it('refuse a feature importing another feature, the shell or an area', () => {
    assert.match(
      brokenRule('features/dashboard/OrderSections.tsx', 'features/orders/api.ts'),
      /features ✗→ features/,
    );
    assert.match(
      brokenRule('features/auth/LoginPage.tsx', 'app/guard.ts'),
      /features, areas and shared code ✗→ app/,
    );
    assert.match(
      brokenRule('features/help/HelpPage.tsx', 'areas/operator/paths.ts'),
      /customer side ✗→ areas/,
    );
  });

  it('refuse shared code importing a feature, an area or the shell', () => {
    for (const from of ['components/Logo.tsx', 'lib/api/client.ts', 'entities/order/api.ts']) {
      assert.match(brokenRule(from, 'features/orders/api.ts'), /shared ✗→ features/, from);
      assert.match(brokenRule(from, 'areas/operator/texts.ts'), /shared ✗→ features\/areas/, from);
      assert.match(brokenRule(from, 'app/theme.ts'), /only the shell imports app/, from);
    }
  });

  it('refuse an area importing a feature, another area or the shell', () => {
    assert.match(
      brokenRule('areas/operator/orders/OrdersPage.tsx', 'features/orders/model.ts'),
      /areas ✗→ features/,
    );
    assert.match(
      brokenRule('areas/operator/OperatorNav.tsx', 'areas/professional/format.ts'),
      /areas ✗→ areas/,
    );
    assert.match(
      brokenRule('areas/professional/SignInPage.tsx', 'app/paths.ts'),
      /only the shell imports app/,
    );
  });
});

describe('reading imports', () => {
  it('finds static, re-exported, side-effect and lazy relative imports, and tells type-only ones', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "import './d.css';",
      "const E = lazy(() => import('../e/E'));",
      "import {\n  f,\n  g,\n} from './fg';",
      "import { z } from 'zod';",
    ].join('\n');
    assert.deepEqual(importsOf(text), [
      { specifier: './a', typeOnly: false, lazy: false },
      { specifier: '../b', typeOnly: true, lazy: false },
      { specifier: './c', typeOnly: false, lazy: false },
      { specifier: './d.css', typeOnly: false, lazy: false },
      { specifier: '../e/E', typeOnly: false, lazy: true },
      { specifier: './fg', typeOnly: false, lazy: false },
    ]);
  });

  it('finds each cycle once', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    assert.deepEqual(cyclesOf(edges), [['a', 'b', 'c', 'a']]);
    assert.deepEqual(cyclesOf(new Map([['a', new Set(['b'])]])), []);
  });
});

describe('the check on a tree', () => {
  let root;
  const write = (path, text) => {
    mkdirSync(join(root, WEB_SRC, path, '..'), { recursive: true });
    writeFileSync(join(root, WEB_SRC, path), text);
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'brilho-web-boundaries-'));
    write('lib/paths.ts', 'export const pathTo = () => "/";\n');
    write('features/orders/api.ts', "import { pathTo } from '../../lib/paths';\nexport const x = pathTo;\n");
    write('features/orders/OrderPage.tsx', "import { x } from './api';\nexport const Page = x;\n");
    write('app/router.tsx', "const Page = lazy(() => import('../features/orders/OrderPage'));\n");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('passes a tree that keeps its zones', () => {
    assert.deepEqual(problemsIn(root, { pending: new Map() }), []);
  });

  it('names the file, the import and the rule of a forbidden import', () => {
    write('features/dashboard/Sections.tsx', "import { x } from '../orders/api';\nexport const y = x;\n");
    assert.deepEqual(problemsIn(root, { pending: new Map() }), [
      `${WEB_SRC}/features/dashboard/Sections.tsx: import '../orders/api' (features/orders/api.ts) breaks a rule: ` +
        'features ✗→ features: a feature imports no other feature; what both need moves to entities/ or components/.',
    ]);
  });

  it('tolerates a pending import, and fails once the pending import is gone', () => {
    write('features/dashboard/Sections.tsx', "import { x } from '../orders/api';\nexport const y = x;\n");
    const pending = new Map([
      ['features/dashboard/Sections.tsx → features/orders/api', 'moves to entities/order'],
    ]);
    assert.deepEqual(problemsIn(root, { pending }), []);
    write('features/dashboard/Sections.tsx', 'export const y = 1;\n');
    assert.match(problemsIn(root, { pending }).join('\n'), /PENDING .* matches no forbidden import any more/);
  });

  it('does not check test code', () => {
    write('features/dashboard/Sections.test.tsx', "import { x } from '../orders/api';\n");
    write('features/dashboard/testing.ts', "import { x } from '../orders/api';\n");
    write('test/setup.ts', "import { x } from '../features/orders/api';\n");
    assert.deepEqual(problemsIn(root, { pending: new Map() }), []);
  });

  it('fails on an import cycle, but not on one made only of type or lazy imports', () => {
    write('lib/a.ts', "import type { B } from './b';\nexport type A = B;\n");
    write('lib/b.ts', "import type { A } from './a';\nexport type B = A;\n");
    assert.deepEqual(problemsIn(root, { pending: new Map() }), []);
    write('lib/c.ts', "import { d } from './d';\nexport const c = d;\n");
    write('lib/d.ts', "import { c } from './c';\nexport const d = c;\n");
    assert.deepEqual(problemsIn(root, { pending: new Map() }), [
      `Import cycle in ${WEB_SRC}: lib/c.ts → lib/d.ts → lib/c.ts.`,
    ]);
  });

  it('exits non-zero with the problems on stderr when run alone', () => {
    write('components/Card.tsx', "import { x } from '../features/orders/api';\nexport const Card = x;\n");
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(
      run.stderr,
      /components\/Card\.tsx: import '\.\.\/features\/orders\/api'.*shared ✗→ features/,
    );
  });
});
