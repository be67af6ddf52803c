// `node --test scripts/`: the words check of `npm run lint` (decision 0117), on a fixture tree.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { hasWords, inlineTexts, report, SIDES } from './check-words.mjs';

const script = fileURLToPath(new URL('./check-words.mjs', import.meta.url));

describe('the words check', () => {
  let root;
  const write = (path, text) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'brilho-words-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('finds accented string literals, template parts and JSX texts, not code, comments or imports', () => {
    const source = [
      "import { x } from './ação';",
      '// Não conta: um comentário.',
      "const a = 'Histórico';",
      'const b = `Olá $' + '{name}, até logo`;',
      "const c = 'plain English';",
      'const d = <Text title="Endereço">Não há pedidos</Text>;',
    ].join('\n');
    assert.deepEqual(
      inlineTexts('Page.tsx', source).map(({ line, text }) => [line, text]),
      [
        [3, 'Histórico'],
        [4, 'Olá $' + '{…}, até logo'],
        [6, 'Endereço'],
        [6, 'Não há pedidos'],
      ],
    );
  });

  it('does not count accented letters that are data, not words', () => {
    for (const text of ['Não encontrado', 'O valor é zero', 'à', 'Ação']) assert.ok(hasWords(text), text);
    for (const text of ['ÀÁÂÃàáâã', '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'plain English'])
      assert.ok(!hasWords(text), text);
  });

  it('counts each side outside its catalogue and its test code', () => {
    write('apps/web/src/features/a/Page.tsx', "export const P = () => <p>Não há {'ação'}</p>;\n");
    write('apps/web/src/words/a.ts', "export const texts = { title: 'Histórico' };\n");
    write('apps/web/src/features/a/Page.test.tsx', "it('mostra Não há', () => {});\n");
    write('apps/web/src/features/a/testing.tsx', "export const t = 'Endereço';\n");
    write('apps/web/src/features/a/Page.testing.tsx', "export const t = 'Endereço';\n");
    write('apps/web/src/test/setup.ts', "export const t = 'Endereço';\n");
    write('apps/api/src/modules/m/test-fixtures.ts', "export const state = 'Paraná';\n");
    write('apps/api/src/modules/m/service.ts', "throw new Error('Pedido não encontrado.');\n");
    write('apps/api/src/seed/places.ts', "export const city = 'São Paulo';\n");
    write('packages/domain/src/messages.ts', "export const m = 'Sessão expirada';\n");
    const counts = Object.fromEntries(report(root).map(({ name, count }) => [name, count]));
    assert.deepEqual(counts, { web: 2, api: 1, domain: 0 });
    // The API's ratchet is 0: the fixture tree must keep none inline to pass the next test.
    rmSync(join(root, 'apps/api/src/modules/m/service.ts'));
  });

  it('fails when a side has more inline texts than its ratchet, naming the files; passes at or under it', () => {
    // The web's ratchet is 0: the previous fixture's inline web texts go first, so the tree starts within it.
    rmSync(join(root, 'apps/web/src/features/a'), { recursive: true });
    const sides = report(root, SIDES);
    for (const side of sides) assert.ok(side.count <= SIDES.find((s) => s.name === side.name).ratchet);
    // Over the web's ratchet: a fixture with more inline texts than the repository allows.
    const many = Array.from({ length: SIDES[0].ratchet + 1 }, (_, i) => `export const t${i} = 'Não ${i}';`);
    write('apps/web/src/features/b/many.ts', `${many.join('\n')}\n`);
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /web: \d+ inline pt-BR texts, more than the \d+ allowed/);
    assert.match(run.stderr, /apps\/web\/src\/features\/b\/many\.ts: \d+/);
    rmSync(join(root, 'apps/web/src/features/b'), { recursive: true });
    const again = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(again.status, 0, again.stderr);
  });
});
