import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Mantine's styles come per component (mantine-styles.ts): a component whose stylesheet nobody imports
// renders unstyled, and no other test would notice. This one reads the sources and says which import
// is missing where.
const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const stylesDir = join(src, '../../../node_modules/@mantine/core/styles');

/** Components styled only by others' stylesheets. */
const USES: Record<string, string[]> = {
  Select: ['Combobox'],
  Autocomplete: ['Combobox'],
  MultiSelect: ['Combobox', 'Pill', 'PillsInput'],
  TagsInput: ['Combobox', 'Pill', 'PillsInput'],
};

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const importedSheets = (code: string): Set<string> =>
  new Set([...code.matchAll(/import '@mantine\/core\/styles\/([\w-]+)\.layer\.css';/g)].map((m) => m[1]!));

describe("Mantine's styles, per component", () => {
  const base = importedSheets(readFileSync(join(src, 'app/mantine-styles.ts'), 'utf8'));

  it('load the global styles first, in the layer', () => {
    expect([...base].slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });

  it('reach every component the app renders: each file imports the stylesheets base does not carry', () => {
    const missing: string[] = [];
    for (const file of sources(src)) {
      const code = readFileSync(file, 'utf8');
      const named = /import\s*\{([^}]*)\}\s*from\s*'@mantine\/core';/s.exec(code)?.[1];
      if (!named) continue;
      const components = named
        .split(',')
        .map((part) => part.trim().split(' as ')[0]!.trim())
        .filter((name) => /^[A-Z]/.test(name));
      const own = importedSheets(code);
      for (const component of components) {
        for (const sheet of USES[component] ?? [component]) {
          if (!existsSync(join(stylesDir, `${sheet}.layer.css`)) || base.has(sheet) || own.has(sheet))
            continue;
          missing.push(`${relative(src, file)}: import '@mantine/core/styles/${sheet}.layer.css'`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("never bring back core's whole stylesheet (dates and notifications only come whole)", () => {
    const whole = sources(src).filter((file) =>
      /@mantine\/core\/styles(\.layer)?\.css'/.test(readFileSync(file, 'utf8')),
    );
    expect(whole.map((file) => relative(src, file))).toEqual([]);
  });
});
