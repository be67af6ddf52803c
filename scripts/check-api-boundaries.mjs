#!/usr/bin/env node
// `npm run lint`: the API's modules are boundaries (docs/decisions/0115-api-modules-by-aggregate.md).
// Every non-test source under apps/api/src/modules is read, its relative imports resolved, and each import that
// leaves its module checked: a file in modules/A may import modules/B only through B's public entry,
// `modules/B/index.ts` — never `modules/B/<anything else>`. Code outside modules/ (app.ts, lib/, db/, seed/,
// test/) is the wiring and the plumbing, not a module: it is not checked.
// Also: no import cycle that runs through a module entry (an `index.ts` re-exports its module, so a cycle
// between two entries is a cycle between two modules). Biome's `noImportCycles` (biome.json) does not see
// cycles made of type-only imports (its `ignoreTypes` default); this check names those too, because two
// modules that need each other's types are still one module cut in two.
// Test code (`*.test.ts`, `test-fixtures.ts`, `*.test-fixtures.ts`) is not checked: tests may build their world
// from another module's fixtures.
// Run alone: `node scripts/check-api-boundaries.mjs [root]` (another root than this repository's is checked
// without the PENDING set).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cyclesOf, importsOf } from './check-web-boundaries.mjs';

export const MODULES = 'apps/api/src/modules';

/**
 * Modules whose imports are still to be moved behind their entries, each with why it waits. Imports from or
 * into a pending module are not failures; once a pending module has none left the check says so and fails
 * until it is removed here. The list only shrinks.
 */
export const PENDING = new Map([]);

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$|(?:^|[./])test-fixtures\.[jt]s$/;
const EXTENSIONS = ['', '.ts', '.js', '/index.ts', '/index.js'];
const ENTRY = /^index\.[cm]?[jt]s$/;

/** Whether a path under modules/ is test code (not checked). */
export const isTestCode = (path) => TEST_FILE.test(path);

/** The module a path under modules/ belongs to. */
export const moduleOf = (path) => path.split('/')[0];

/** Whether a path under modules/ is its module's public entry. */
export const isEntry = (path) => ENTRY.test(path.split('/').slice(1).join('/'));

/** The rule an import from `from` to `to` (both under modules/) breaks, or null. */
export function brokenRule(from, to) {
  if (to.startsWith('..')) return null; // outside modules/: lib, db, context
  const a = moduleOf(from);
  const b = moduleOf(to);
  if (a === b || isEntry(to)) return null;
  return `a module imports another only through its public entry: import '../${b}' (modules/${b}/index.ts), and export what is needed there`;
}

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.isFile() && SOURCE.test(entry.name)) yield path;
  }
}

function resolveImport(file, specifier) {
  const base = resolve(dirname(file), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** Every problem under `root`: forbidden imports, pending modules that are clean, cycles through entries. */
export function problemsIn(root, { pending = PENDING } = {}) {
  const src = join(root, MODULES);
  const problems = [];
  const deepImports = new Map([...pending.keys()].map((name) => [name, 0]));
  const edges = new Map();
  for (const path of sourceFiles(src)) {
    const from = relative(src, path).split('\\').join('/');
    if (isTestCode(from)) continue;
    const targets = new Set();
    edges.set(from, targets);
    for (const { specifier } of importsOf(readFileSync(path, 'utf8'))) {
      const to = relative(src, resolveImport(path, specifier)).split('\\').join('/');
      if (!to.startsWith('..') && SOURCE.test(to)) targets.add(to);
      const rule = brokenRule(from, to);
      if (!rule) continue;
      const waiting = [moduleOf(from), moduleOf(to)].filter((name) => pending.has(name));
      for (const name of waiting) deepImports.set(name, deepImports.get(name) + 1);
      if (waiting.length === 0) problems.push(`${MODULES}/${from}: import '${specifier}' (${to}): ${rule}.`);
    }
  }
  for (const [name, count] of deepImports)
    if (count === 0)
      problems.push(`PENDING '${name}' has no import across its entry any more: remove it from the list.`);
  // Type-only imports count: the modules still need each other. Only cycles through an entry are the check's
  // (a cycle inside one module is Biome's to name).
  for (const cycle of cyclesOf(edges))
    if (cycle.some(isEntry) && new Set(cycle.map(moduleOf)).size > 1)
      problems.push(`Import cycle between modules: ${cycle.join(' → ')}.`);
  return { problems, deepImports };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
  const { problems, deepImports } = problemsIn(root, { pending: process.argv[2] ? new Map() : PENDING });
  if (problems.length > 0) {
    console.error(
      'The API modules cross their boundaries (scripts/check-api-boundaries.mjs, decision 0115):',
    );
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  const waiting = [...deepImports].map(([name, count]) => `${name} ${count}`).join(', ');
  console.log(
    `The API modules keep their boundaries${waiting ? ` (pending, imports across the entry: ${waiting})` : ''}.`,
  );
}
