// `node --test scripts/`: the file-length check of `npm run lint`, on a fixture tree.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { lineCount, longFiles, MAX_LINES, MAX_TEST_LINES } from './check-file-length.mjs';

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

  it('passes a tree whose sources and tests are within their limits, whatever other folders hold', () => {
    write('apps/api/src/exactly.ts', lines(MAX_LINES));
    write('apps/api/src/long.integration.test.ts', lines(MAX_TEST_LINES));
    write('apps/web/src/Page.test.tsx', lines(MAX_TEST_LINES));
    write('e2e/journeys/long.e2e.ts', lines(MAX_TEST_LINES));
    write('apps/api/src/test/crash/long.crash.ts', lines(MAX_TEST_LINES));
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
      { path: 'packages/domain/src/rules.ts', lines: 450, limit: MAX_LINES },
      { path: 'e2e/support/browser.ts', lines: 402, limit: MAX_LINES },
      { path: 'apps/api/bench/run.ts', lines: 401, limit: MAX_LINES },
      { path: 'apps/web/src/features/big/Big.tsx', lines: 401, limit: MAX_LINES },
    ]);
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /apps\/web\/src\/features\/big\/Big\.tsx: 401 lines/);
    assert.match(run.stderr, /packages\/domain\/src\/rules\.ts: 450 lines/);
    rmSync(join(root, 'apps'), { recursive: true, force: true });
    rmSync(join(root, 'packages'), { recursive: true, force: true });
    rmSync(join(root, 'e2e'), { recursive: true, force: true });
  });

  it('fails on a test file over its own limit, naming it, its length and the limit', () => {
    write('apps/web/src/Page.test.tsx', lines(MAX_TEST_LINES + 1));
    write('e2e/journeys/long.e2e.ts', lines(MAX_TEST_LINES));
    assert.deepEqual(longFiles(root), [
      { path: 'apps/web/src/Page.test.tsx', lines: MAX_TEST_LINES + 1, limit: MAX_TEST_LINES },
    ]);
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(
      run.stderr,
      new RegExp(`apps/web/src/Page\\.test\\.tsx: ${MAX_TEST_LINES + 1} lines \\(limit ${MAX_TEST_LINES}\\)`),
    );
  });
});
