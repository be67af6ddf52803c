import { describe, expect, it } from 'vitest';
import { boletoPdf, interleaved2of5Bars } from '../modules/payments/gateway/sandbox/boleto-pdf';
import { onePagePdf } from './pdf';

/** Each object's offset as the cross-reference table states it, and the `N 0 obj` found there. */
function xrefEntries(pdf: string): Array<{ offset: number; at: string }> {
  const start = Number(/startxref\n(\d+)/.exec(pdf)![1]);
  const table = pdf.slice(start).split('\n');
  const count = Number(table[1]!.split(' ')[1]);
  return table.slice(3, 2 + count).map((row) => {
    const offset = Number(row.slice(0, 10));
    return { offset, at: pdf.slice(offset, pdf.indexOf('\n', offset)) };
  });
}

describe('the one PDF writer', () => {
  it('writes text in WinAnsi with accents, escaped parentheses and unknown characters as ?', () => {
    const pdf = onePagePdf([
      { kind: 'text', x: 40, y: 800, size: 12, text: 'Cartão (final 1111) ✓' },
    ]).toString('latin1');
    expect(pdf).toContain('(Cart\xe3o \\(final 1111\\) ?) Tj');
  });

  it('draws lines and filled rectangles', () => {
    const pdf = onePagePdf([
      { kind: 'line', x1: 40, y1: 730, x2: 555, y2: 730 },
      { kind: 'rect', x: 40.5, y: 530, width: 3, height: 50 },
    ]).toString('latin1');
    expect(pdf).toContain('0.5 w 40 730 m 555 730 l S');
    expect(pdf).toContain('0 g 40.5 530 3 50 re f');
  });

  it('states exact byte offsets for every object in its cross-reference table', () => {
    const pdf = onePagePdf([{ kind: 'text', x: 1, y: 2, size: 9, text: 'Olá' }], 'Recibo').toString('latin1');
    const entries = xrefEntries(pdf);
    expect(entries).toHaveLength(7);
    entries.forEach(({ at }, index) => {
      expect(at).toBe(`${index + 1} 0 obj`);
    });
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });
});

describe('the sandbox boleto on it', () => {
  const input = {
    beneficiary: 'Brilho Serviços',
    payer: 'Ana Souza',
    amount: 15050,
    dueDate: '2026-11-25',
    lineCode: '99990000019000000000000000000000116410000015050',
    barcode: '99991164100000150500000000000000000000000000',
    bankCode: '999',
  };

  it('prints the labels, the formatted amount and due date, and one filled rectangle per bar', () => {
    const pdf = boletoPdf(input).toString('latin1');
    expect(pdf).toContain('(Benefici\xe1rio)');
    expect(pdf).toContain('(R$ 150,50)');
    expect(pdf).toContain('(25/11/2026)');
    const bars = pdf.match(/ re f/g) ?? [];
    expect(bars).toHaveLength(interleaved2of5Bars(input.barcode, 40).length);
    expect(xrefEntries(pdf).every(({ at }, index) => at === `${index + 1} 0 obj`)).toBe(true);
  });

  it('draws Interleaved 2 of 5: start, two digits as five bars and five spaces, stop', () => {
    // '00': bars n n w w n, spaces n n w w n → start (2 bars) + 5 bars + stop (2 bars).
    const bars = interleaved2of5Bars('00', 0);
    expect(bars.map(([, width]) => width)).toEqual([1, 1, 1, 1, 3, 3, 1, 3, 1]);
    expect(() => interleaved2of5Bars('123', 0)).toThrow(RangeError);
  });
});
