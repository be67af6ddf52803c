/**
 * CSV for Excel in Brazil (docs/decisions/0085-ledger-one-double-entry-ledger-for-every-centavo-issue-22.md):
 * a UTF-8 BOM (so Excel reads the accents), `;` as the separator (Excel-BR's list separator, the comma being
 * the decimal mark), amounts as '1234,56', CRLF lines. A text cell that a spreadsheet would run as a formula
 * (= + - @) is prefixed with an apostrophe.
 */

const BOM = '\uFEFF';

export const reais = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

/** A money cell: written as is (a negative amount is a number, not a formula). */
export interface Money {
  money: string;
}
export const money = (cents: number): Money => ({ money: reais(cents) });

type Cell = string | number | null | undefined | Money;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.money;
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const line = (cells: readonly Cell[]) => cells.map(cell).join(';');
  return `${BOM}${[line(headers), ...rows.map(line)].join('\r\n')}\r\n`;
}
