import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, centsForCsv, csvCell, toCsv } from './csv';

/** A reader of what `toCsv` writes (RFC 4180 with `;`), to check the round trip. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith(CSV_BOM)).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('the CSV writer of the console exports', () => {
  it('writes the BOM, pt-BR headers, `;` between cells and CRLF line ends', () => {
    const csv = toCsv(
      [
        { header: 'Cliente', value: (row: { name: string; cents: number }) => row.name },
        { header: 'Valor (R$)', value: (row) => centsForCsv(row.cents) },
      ],
      [{ name: 'Ana Souza', cents: 12990 }],
    );
    expect(csv).toBe('\uFEFFCliente;Valor (R$)\r\nAna Souza;129,90\r\n');
  });

  it.each([
    ['a separator is quoted', 'Rua A; 10', '"Rua A; 10"'],
    ['a quote is doubled inside quotes', 'Ana "Aninha"', '"Ana ""Aninha"""'],
    ['a line break is quoted', 'linha 1\nlinha 2', '"linha 1\nlinha 2"'],
    ['a formula with = becomes text', '=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['a formula with + becomes text', '+55 11 9999', "'+55 11 9999"],
    ['a formula with - becomes text', '-2+3', "'-2+3"],
    ['a formula with @ becomes text', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab becomes text', '\t=1', "'\t=1"],
    ['a negative amount stays a number', '-0,50', '-0,50'],
    ['accents pass as they are', 'São Paulo — Pinheiros', 'São Paulo — Pinheiros'],
  ])('%s', (_story, value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes empty cells for null and undefined, numbers as they are, booleans in pt-BR', () => {
    expect([null, undefined, 42, -3, Number.NaN, true, false].map(csvCell)).toEqual([
      '',
      '',
      '42',
      '-3',
      '',
      'sim',
      'não',
    ]);
  });

  it('formats centavos the way Excel-BR reads them', () => {
    expect([0, 5, 100, 12990, -50, -123456].map(centsForCsv)).toEqual([
      '0,00',
      '0,05',
      '1,00',
      '129,90',
      '-0,50',
      '-1234,56',
    ]);
  });

  it('reads back every cell it wrote, and no cell a spreadsheet would run as a formula', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 5 }),
        (rows) => {
          const csv = toCsv(
            [
              { header: 'A', value: (row: string[]) => row[0] },
              { header: 'B', value: (row: string[]) => row[1] },
            ],
            rows,
          );
          const [header, ...read] = parseCsv(csv);
          expect(header).toEqual(['A', 'B']);
          expect(read).toHaveLength(rows.length);
          read.forEach((cells, i) => {
            cells.forEach((cell, j) => {
              const original = rows[i]?.[j] ?? '';
              expect(cell === original || cell === `'${original}`).toBe(true);
              expect(/^[=+@\t\r]/.test(cell)).toBe(false);
              if (cell.startsWith('-')) expect(cell).toMatch(/^-?\d+([.,]\d+)?$/);
            });
          });
        },
      ),
    );
  });
});
