// `node --test scripts/`: the file-length check of `npm run lint`, on a fixture tree.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { lineCount, longFiles, MAX_LINES } from './check-file-length.mjs';

const script = fileURLToPath(new URL('./check-file-length.mjs', import.meta.url));
const lines = (n) => 'const x = 1;\n'.repeat(n);

describe('the file-length check', () => {
  let root;
  const write = (path, text) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'brilho-file-length-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('counts lines as an editor does', () => {
    assert.equal(lineCount(''), 0);
    assert.equal(lineCount('a'), 1);
    assert.equal(lineCount('a\n'), 1);
    assert.equal(lineCount('a\nb'), 2);
    assert.equal(lineCount(lines(400)), 400);
  });

  it('passes a tree whose sources are at most 400 lines, whatever its tests and other folders hold', () => {
    write('apps/api/src/exactly.ts', lines(MAX_LINES));
    write('apps/api/src/long.integration.test.ts', lines(900));
    write('apps/web/src/Page.test.tsx', lines(900));
    write('e2e/journeys/long.e2e.ts', lines(900));
    write('apps/api/src/test/crash/long.crash.ts', lines(900));
    write('apps/web/node_modules/dep/index.js', lines(900));
    write('apps/api/drizzle/0001.sql', lines(900));
    write('docs/long.ts', lines(900));
    assert.deepEqual(longFiles(root), []);
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
  });

  it('fails on a source file over 400 lines under any source root, naming it and its length', () => {
    write('apps/web/src/features/big/Big.tsx', lines(MAX_LINES + 1));
    write('packages/domain/src/rules.ts', lines(450));
    write('apps/api/bench/run.ts', lines(401));
    write('e2e/support/browser.ts', lines(402));
    assert.deepEqual(longFiles(root), [
      { path: 'packages/domain/src/rules.ts', lines: 450 },
      { path: 'e2e/support/browser.ts', lines: 402 },
      { path: 'apps/api/bench/run.ts', lines: 401 },
      { path: 'apps/web/src/features/big/Big.tsx', lines: 401 },
    ]);
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /apps\/web\/src\/features\/big\/Big\.tsx: 401 lines/);
    assert.match(run.stderr, /packages\/domain\/src\/rules\.ts: 450 lines/);
  });
});
