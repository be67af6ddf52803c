#!/usr/bin/env node
// `npm run lint`: the web's folders are boundaries (
// docs/decisions/0111-web-zones-and-the-entities-layer.md). Every non-test source under apps/web/src is read,
// its relative imports resolved, and each import checked against the zones:
//   features/<f>  the customer side, one folder per feature; imports shared code only, never another feature,
//                 the app shell or an area;
//   areas/<a>     the operator console and the professional side; import shared code only, never a feature,
//                 another area or the app shell;
//   entities/<e>  shared domain-shaped data access and types (order, address, …); components/ shared UI;
//                 lib/ plumbing; words/ the catalogue of pt-BR texts, one file per screen or area (decision 0117).
//                 Shared code imports no feature, area or app shell;
//   app/          the shell (router, providers, layout); only it and main.tsx import it.
// Also: no import cycle between web source files (type-only and lazy imports aside: no runtime edge); Biome's
// `noImportCycles` (biome.json) fails any cycle in the repository first, this one names the web's.
// Test code (`*.test.*`, `testing.ts(x)` and `*.testing.ts(x)` helpers, `src/test/`) is not checked: it ships in no bundle.
// Run alone: `node scripts/check-web-boundaries.mjs [root]` (another root than this repository's is checked
// without the PENDING list, which names this repository's files).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_SRC = 'apps/web/src';

/**
 * Imports that break a rule today and are still to be moved, each `from → to` (paths under apps/web/src, the
 * target without extension) with why it waits. The list only shrinks: an entry that no longer matches an import
 * fails the check until it is removed here.
 */
export const PENDING = new Map([]);

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$|(?:^|[/.])testing\.[jt]sx?$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** Whether a path under apps/web/src is test code (never bundled, so not checked). */
export function isTestCode(path) {
  return TEST_FILE.test(path) || path.startsWith('test/');
}

/** The zone of a path under apps/web/src: `feature:<f>`, `area:<a>`, `entity:<e>`, `components`, `lib`, `app`, … */
export function zoneOf(path) {
  const [top, second] = path.split('/');
  if (top === 'features' && second) return `feature:${second}`;
  if (top === 'areas' && second) return `area:${second}`;
  if (top === 'entities' && second) return `entity:${second}`;
  if (!path.includes('/')) return path.replace(SOURCE, ''); // main.tsx and other root files
  return top;
}

const SHARED = new Set(['components', 'lib', 'words']);
const isShared = (zone) => SHARED.has(zone) || zone.startsWith('entity:');
const kind = (zone) => zone.split(':')[0];

/** The rule an import from `from` to `to` (both under apps/web/src) breaks, or null. */
export function brokenRule(from, to) {
  const a = zoneOf(from);
  const b = zoneOf(to);
  if (a === b) return null;
  if (kind(b) === 'app' && a !== 'main')
    return 'only the shell imports app/ (features, areas and shared code ✗→ app): what they need from it moves to lib/';
  if (kind(a) === 'feature') {
    if (kind(b) === 'feature')
      return 'features ✗→ features: a feature imports no other feature; what both need moves to entities/ or components/';
    if (kind(b) === 'area') return 'the customer side ✗→ areas/';
  }
  if (kind(a) === 'area') {
    if (kind(b) === 'feature')
      return 'areas ✗→ features: what an area needs from a feature moves to shared code';
    if (kind(b) === 'area') return 'areas ✗→ areas: what two areas share moves to shared code';
  }
  if (isShared(a) && (kind(b) === 'feature' || kind(b) === 'area'))
    return 'shared ✗→ features/areas: components/, lib/, words/ and entities/ import no feature and no area';
  return null;
}

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.isFile() && SOURCE.test(entry.name)) yield path;
  }
}

// `import … from '…'`, `export … from '…'`, `import '…'`, `import('…')`; group 1 tells a type-only import.
const IMPORT =
  /(?:^|[;\s])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative imports of a source text: the specifier, whether it is type-only and whether it is lazy. */
export function importsOf(text) {
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[2] ?? match[3];
    if (specifier.startsWith('.'))
      found.push({ specifier, typeOnly: Boolean(match[1]), lazy: Boolean(match[3]) });
  }
  return found;
}

function resolveImport(file, specifier) {
  const base = resolve(dirname(file), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

const withoutExtension = (path) => path.replace(/\.(?:[cm]?[jt]sx?)$/, '');

/** The import cycles among `edges` (Map file → Set of files), each once, as a list of files. */
export function cyclesOf(edges) {
  const cycles = [];
  const state = new Map(); // file → 'open' | 'done'
  const stack = [];
  const visit = (file) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...edges.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}

/** Every problem under `root` (the repository): forbidden imports, stale PENDING entries, import cycles. */
export function problemsIn(root, { pending = PENDING } = {}) {
  const src = join(root, WEB_SRC);
  const problems = [];
  const used = new Set();
  const edges = new Map();
  for (const path of sourceFiles(src)) {
    const from = relative(src, path).split('\\').join('/');
    if (isTestCode(from)) continue;
    const targets = new Set();
    edges.set(from, targets);
    for (const { specifier, typeOnly, lazy } of importsOf(readFileSync(path, 'utf8'))) {
      const to = relative(src, resolveImport(path, specifier)).split('\\').join('/');
      if (SOURCE.test(to) && !typeOnly && !lazy) targets.add(to);
      const rule = brokenRule(from, to);
      if (!rule) continue;
      const key = `${from} → ${withoutExtension(to)}`;
      if (pending.has(key)) used.add(key);
      else problems.push(`${WEB_SRC}/${from}: import '${specifier}' (${to}) breaks a rule: ${rule}.`);
    }
  }
  for (const key of pending.keys())
    if (!used.has(key))
      problems.push(`PENDING '${key}' matches no forbidden import any more: remove it from the list.`);
  for (const cycle of cyclesOf(edges)) problems.push(`Import cycle in ${WEB_SRC}: ${cycle.join(' → ')}.`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
  const problems = problemsIn(root, { pending: process.argv[2] ? new Map() : PENDING });
  if (problems.length > 0) {
    console.error('The web crosses its boundaries (scripts/check-web-boundaries.mjs, decision 0111):');
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(`The web keeps its boundaries (${PENDING.size} pending imports listed in the check).`);
}
