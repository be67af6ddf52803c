// `node --test scripts/`: the reference check of `npm run lint`, on a fixture tree.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ALLOWED, allReferences, references } from './check-references.mjs';

const script = fileURLToPath(new URL('./check-references.mjs', import.meta.url));

describe('the reference check', () => {
  let root;
  const write = (path, text) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'brilho-references-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('finds spec sections and issue numbers, not the sections of public standards', () => {
    const text = [
      '// the payment rules (rules §5.10)',
      '/** RFC 5545 §3.1: folded lines */',
      '// OWASP ASVS 5.0 §6.2',
      '// see issue #23',
      '// the cancel window rule (orderActions.ts)',
      '// as issue 24 asked',
    ].join('\n');
    assert.deepEqual(
      references(text).map((hit) => hit.line),
      [1, 4, 6],
    );
  });

  it('fails the lint when the count passes the ratchet, and says where', () => {
    const many = Array.from({ length: ALLOWED + 1 }, (_, i) => `// rules §${i}`).join('\n');
    write('apps/api/src/a.ts', many);
    write('apps/api/node_modules/x/b.ts', '// §1');
    assert.equal(allReferences(root).length, ALLOWED + 1);
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /apps\/api\/src\/a\.ts:1: \/\/ rules §0/);
    write('apps/api/src/a.ts', '// the payment rules');
    assert.equal(spawnSync(process.execPath, [script, root]).status, 0);
  });
});
