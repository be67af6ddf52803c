import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The orders module is the one owner of an order's status (docs/decisions/0114-one-owner-for-the-order-s-life.md):
 * no production file outside modules/orders/ writes `orders.status`, so every move goes through the machine and
 * owes what the effects table says. Test code (fixtures setting a status up) is not production and is skipped.
 */

const SRC = fileURLToPath(new URL('../..', import.meta.url));
const OWNER = 'modules/orders/';
const isTestCode = (path: string) =>
  /\.test\.ts$|(^|\/)test-fixtures\.ts$/.test(path) || path.startsWith('test/') || path.includes('/test/');

/** The names a file gives the Drizzle `orders` table (`orders`, or an alias from the schema import). */
function tableNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[./]*db\/schema[^']*'/g))
    for (const part of match[1]!.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name === 'orders') names.add(alias ?? name);
    }
  return [...names];
}

/** The text of the balanced `(...)` group opening at `open`. */
function group(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    if (source[i] === '(') depth += 1;
    else if (source[i] === ')' && --depth === 0) return source.slice(open, i + 1);
  }
  return source.slice(open);
}

/**
 * The places a source writes the orders table's status: an insert into it (a new row has a status), an update
 * whose `.set(…)` names `status` or spreads values that may carry it, or raw SQL updating its status.
 */
export function statusWritesIn(source: string): string[] {
  const found: string[] = [];
  for (const table of tableNames(source)) {
    for (const match of source.matchAll(new RegExp(`\\.insert\\(\\s*${table}\\s*\\)`, 'g')))
      found.push(match[0]);
    for (const match of source.matchAll(new RegExp(`\\.update\\(\\s*${table}\\s*\\)\\s*\\.set\\(`, 'g'))) {
      const values = group(source, match.index! + match[0].length - 1);
      if (/\bstatus\b|\.\.\./.test(values)) found.push(`${match[0]}${values}`);
    }
  }
  for (const match of source.matchAll(/update\s+"?orders"?\s+set\b[^`;]*\bstatus\b/gi)) found.push(match[0]);
  return found;
}

function* productionFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* productionFiles(path);
    else if (entry.name.endsWith('.ts') && !isTestCode(relative(SRC, path))) yield path;
  }
}

describe('the order status has one owner', () => {
  it('recognises a status write, aliased or spread, and leaves other writes of the table alone', () => {
    const schema = "import { orders, payments } from '../../db/schema';\n";
    expect(statusWritesIn(`${schema}await tx.update(orders).set({ status: 'paid' })`)).toHaveLength(1);
    expect(statusWritesIn(`${schema}await tx.update(orders).set({ ...values, updatedAt: at })`)).toHaveLength(
      1,
    );
    expect(statusWritesIn(`${schema}await tx.insert(orders).values(row)`)).toHaveLength(1);
    expect(
      statusWritesIn("import { orders as o } from '../../db/schema';\nawait db.update(o).set({ status })"),
    ).toHaveLength(1);
    expect(statusWritesIn("await db.execute(sql`UPDATE orders SET status = 'paid'`)")).toHaveLength(1);
    expect(statusWritesIn(`${schema}await tx.update(orders).set({ description: null })`)).toEqual([]);
    expect(statusWritesIn(`${schema}await tx.update(payments).set({ status: 'settled' })`)).toEqual([]);
  });

  it('finds no production file outside modules/orders/ that writes an order status', () => {
    const offenders = [...productionFiles(SRC)]
      .map((path) => relative(SRC, path))
      .filter((path) => !path.startsWith(OWNER))
      .flatMap((path) =>
        statusWritesIn(readFileSync(join(SRC, path), 'utf8')).map((write) => `${path}: ${write}`),
      );
    expect(offenders).toEqual([]);
  });

  it('keeps the raw writers behind the public entry: other modules get named commands, not moveOrder', () => {
    const entry = readFileSync(join(SRC, OWNER, 'index.ts'), 'utf8');
    for (const writer of ['moveOrder', 'insertOrder', 'updateOrder', 'recordStatusChange'])
      expect(entry).not.toMatch(new RegExp(`\\b${writer}\\b`));
  });
});
