#!/usr/bin/env node
// `npm run lint`: the product's words live in one catalogue per side (decision 0117). pt-BR texts the user
// reads are kept in the catalogue folders (the web's `apps/web/src/words/`, one file per screen or area so
// a route loads only its own texts; the API's `apps/api/src/words/`; the domain's `messages*.ts`, shared by
// both). This check counts the accented string literals, template parts and JSX texts left inline
// elsewhere (accents are the tell of a pt-BR text: English code has none) and fails when a side has more
// than its ratchet below. Lower a ratchet when you move texts out; never raise it.
// Test code (`*.test.*`, `testing.ts(x)` and `*.testing.ts(x)` helpers, `test-fixtures.ts`
// builders, `src/test/`) is not counted: tests assert on the texts.
// Nor is a literal with no pt-BR word in it: a word mixes accented and plain letters ('não', 'Ação') or is
// one accented letter ('é', 'à'); a run of accented letters alone is data (the accent table the places
// search folds, the PDF header's binary marker), not something the product says.
// Run alone: `node scripts/check-words.mjs [root] [--list]` (`--list` names every inline text found).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Each side: where its sources are, what counts as its catalogue, and the most inline texts it may keep. */
export const SIDES = [
  { name: 'web', root: 'apps/web/src', catalogue: [/^words\//], ratchet: 0 },
  // The API's seed is demo data (place and people names), not words the product says.
  { name: 'api', root: 'apps/api/src', catalogue: [/^words\//, /^seed\//], ratchet: 0 },
  // `banks.ts` is the Central Bank's list of institutions (proper names, data the refund form picks from), not words.
  {
    name: 'domain',
    root: 'packages/domain/src',
    catalogue: [/^messages\w*\.ts$/, /^banks\.ts$/],
    ratchet: 0,
  },
];

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const TEST_CODE =
  /\.(?:test|spec)\.[cm]?[jt]sx?$|(?:^|[/.])testing\.[jt]sx?$|(?:^|[./])test-fixtures\.[jt]s$|^test\//;
/** A letter only pt-BR text has here: Latin-1's accented letters (á, ã, ç, é, õ, ú…). */
const ACCENT = /[À-ÖØ-öø-ÿ]/;
const LETTERS = /[A-Za-zÀ-ÖØ-öø-ÿ]+/g;
const PLAIN_LETTER = /[A-Za-z]/;

/** Whether a text holds a pt-BR word: letters with an accent among plain ones, or a lone accented letter. */
export const hasWords = (text) =>
  (text.match(LETTERS) ?? []).some((run) => ACCENT.test(run) && (run.length === 1 || PLAIN_LETTER.test(run)));

/** Whether a path relative to a side's root is test code (never counted). */
export const isTestCode = (path) => TEST_CODE.test(path);

/** The inline accented texts of one source file: `{ line, text }` for each string, template or JSX text. */
export function inlineTexts(path, source) {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const add = (node, text) => {
    if (!hasWords(text)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text: text.trim() });
  };
  const visit = (node) => {
    // A template is one text however many parts it has: `Olá ${name}, até logo` counts once.
    if (ts.isTemplateExpression(node)) {
      add(node, node.head.text + node.templateSpans.map((span) => `\${…}${span.literal.text}`).join(''));
      for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    switch (node.kind) {
      case ts.SyntaxKind.StringLiteral:
      case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
      case ts.SyntaxKind.JsxText:
        add(node, node.text);
    }
    // Import and export paths are code, not words.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function* sourceFiles(folder) {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** A side's inline texts under `repo`: `[{ path, line, text }]`, paths relative to the side's root. */
export function sideTexts(repo, side) {
  const base = join(repo, side.root);
  const found = [];
  for (const absolute of sourceFiles(base)) {
    const path = relative(base, absolute).split('\\').join('/');
    if (isTestCode(path) || side.catalogue.some((pattern) => pattern.test(path))) continue;
    for (const text of inlineTexts(path, readFileSync(absolute, 'utf8'))) found.push({ path, ...text });
  }
  return found;
}

/** Each side's count against its ratchet: `{ name, count, ratchet, files }` with the files most first. */
export function report(repo, sides = SIDES) {
  return sides.map((side) => {
    const texts = sideTexts(repo, side);
    const perFile = new Map();
    for (const { path } of texts) perFile.set(path, (perFile.get(path) ?? 0) + 1);
    const files = [...perFile].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    return { name: side.name, root: side.root, count: texts.length, ratchet: side.ratchet, files, texts };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const list = args.includes('--list');
  const repo = args.find((arg) => !arg.startsWith('--')) ?? fileURLToPath(new URL('..', import.meta.url));
  let failed = false;
  for (const side of report(repo)) {
    if (list)
      for (const { path, line, text } of side.texts) console.log(`${side.root}/${path}:${line}: ${text}`);
    if (side.count > side.ratchet) {
      failed = true;
      console.error(
        `${side.name}: ${side.count} inline pt-BR texts, more than the ${side.ratchet} allowed: move the new ones to` +
          ` the catalogue (decision 0117). Most in:`,
      );
      for (const [path, count] of side.files.slice(0, 10)) console.error(`  ${side.root}/${path}: ${count}`);
    } else if (side.count < side.ratchet)
      console.log(
        `${side.name}: ${side.count} inline pt-BR texts; lower its ratchet in scripts/check-words.mjs to ${side.count}.`,
      );
    else console.log(`${side.name}: ${side.count} inline pt-BR texts (the ratchet).`);
  }
  if (failed) process.exit(1);
}
