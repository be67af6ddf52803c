#!/usr/bin/env node
// `npm run lint`: code and docs name the rule, test or decision they rely on — never a section number of the
// product documents (which live outside the repository) nor a tracker's issue number (which means nothing to a
// reader of the code). Section signs of public standards (RFC, OWASP ASVS, ISO, laws) stay. Kept as a ratchet
// (it reached zero: any new reference fails).
// Run alone: `node scripts/check-references.mjs [root]`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** References allowed: none since the rewrite finished; it never goes up. */
export const ALLOWED = 0;

export const ROOTS = ['apps', 'packages', 'e2e', 'docs', 'scripts', 'README.md'];
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'drizzle',
  'test-results',
  'playwright-report',
  'artifacts',
]);
const TEXT = /\.(?:[cm]?[jt]sx?|md|css|html)$/;
const STANDARD = /\b(?:RFC|ASVS|ISO|Lei|LGPD|art\.|CDC)\b[^§\n]{0,24}§/;
// This file and its test describe the pattern itself.
const SELF = /check-references(?:\.test)?\.mjs$/;

/** The spec-section or issue-number references in one text, by line number. */
export function references(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    const section = line.includes('§') && !STANDARD.test(line);
    const issue = /\bissues? #?\d/i.test(line);
    if (section || issue) found.push({ line: index + 1, text: line.trim() });
  });
  return found;
}

function* files(path) {
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch (error) {
    // A root that is a file (README.md) is read as one; a missing root is skipped.
    if (error.code === 'ENOTDIR' && TEXT.test(path)) yield path;
    return;
  }
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name) && !entry.name.startsWith('.')) yield* files(child);
    } else if (entry.isFile() && TEXT.test(entry.name) && !SELF.test(entry.name)) yield child;
  }
}

/** Every reference under `root`'s source and docs folders, with paths relative to `root`. */
export function allReferences(root, roots = ROOTS) {
  const found = [];
  for (const top of roots)
    for (const path of files(join(root, top)))
      for (const hit of references(readFileSync(path, 'utf8')))
        found.push({ path: relative(root, path), ...hit });
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
  const found = allReferences(root);
  if (found.length > ALLOWED) {
    for (const hit of found.slice(0, 40)) console.error(`${hit.path}:${hit.line}: ${hit.text}`);
    console.error(
      `${found.length} references to spec sections or issue numbers (allowed ${ALLOWED}): name the rule, test or ` +
        'decision in the repository instead.',
    );
    process.exit(1);
  }
  console.log(`References to spec sections or issue numbers: ${found.length} (allowed ${ALLOWED}).`);
}
