import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barcodeFromLineCode,
  buildBarcode,
  dueDateFactor,
  formatLineCode,
  isValidLineCode,
  lineCodeFromBarcode,
  mod10,
  mod11Barcode,
} from './boleto';
import { addDays } from './time';

/** A real boleto's line (brazil-payments reference): bank 033, factor 8249 = 2020-05-08, R$ 1,00. */
const SAMPLE = '03399.85301 29700.000358 69420.601010 7 82490000000100';
const SAMPLE_DIGITS = SAMPLE.replace(/\D/g, '');

describe('check digits', () => {
  it.each([
    ['033998530', 1],
    ['2970000035', 8],
    ['6942060101', 0],
  ])('mod 10 of %s is %i', (digits, expected) => {
    expect(mod10(digits)).toBe(expected);
  });

  it('mod 11 of the sample barcode gives its general digit', () => {
    const barcode = barcodeFromLineCode(SAMPLE);
    expect(mod11Barcode(barcode.slice(0, 4) + barcode.slice(5))).toBe(7);
  });

  it('mod 11 answers 1 where the rest would be 0, 10 or 11', () => {
    // Any 43 digits whose weighted sum is a multiple of 11 would give 11: all zeros do.
    expect(mod11Barcode('0'.repeat(43))).toBe(1);
  });
});

describe('due-date factor', () => {
  it.each([
    ['2000-07-03', 1000],
    ['2020-05-08', 8249],
    ['2025-02-21', 9999],
    ['2025-02-22', 1000],
    ['2025-02-23', 1001],
    ['2026-11-23', 1000 + 639],
  ])('%s → %i', (date, factor) => {
    expect(dueDateFactor(date)).toBe(factor);
  });

  it('refuses dates with no factor', () => {
    expect(() => dueDateFactor('1999-01-01')).toThrow(RangeError);
  });
});

describe('line code', () => {
  it('validates the reference sample', () => {
    expect(isValidLineCode(SAMPLE)).toBe(true);
    expect(isValidLineCode(SAMPLE_DIGITS)).toBe(true);
    expect(formatLineCode(SAMPLE_DIGITS)).toBe(SAMPLE);
  });

  it('round-trips the sample through its barcode', () => {
    expect(lineCodeFromBarcode(barcodeFromLineCode(SAMPLE))).toBe(SAMPLE_DIGITS);
  });

  it('refuses the sample with any one digit changed', () => {
    for (let index = 0; index < SAMPLE_DIGITS.length; index += 1) {
      const digit = Number(SAMPLE_DIGITS[index]);
      const changed =
        SAMPLE_DIGITS.slice(0, index) + String((digit + 1) % 10) + SAMPLE_DIGITS.slice(index + 1);
      expect(isValidLineCode(changed), `digit ${index}`).toBe(false);
    }
  });

  it.each([
    ['too short', SAMPLE_DIGITS.slice(1)],
    ['letters', `${SAMPLE_DIGITS.slice(0, 46)}x`],
    ['empty', ''],
  ])('refuses a line that is %s', (_name, line) => {
    expect(isValidLineCode(line)).toBe(false);
  });
});

describe('barcode', () => {
  it('puts bank, currency, digit, factor, amount and free field where FEBRABAN says', () => {
    const barcode = buildBarcode({
      bank: '033',
      amount: 12_345,
      dueDate: '2026-11-25',
      freeField: '1234567890123456789012345',
    });
    expect(barcode).toHaveLength(44);
    expect(barcode.slice(0, 4)).toBe('0339');
    expect(barcode.slice(5, 9)).toBe(String(dueDateFactor('2026-11-25')));
    expect(barcode.slice(9, 19)).toBe('0000012345');
    expect(barcode.slice(19)).toBe('1234567890123456789012345');
  });

  it('refuses malformed parts', () => {
    const ok = { bank: '033', amount: 100, dueDate: '2026-11-25', freeField: '0'.repeat(25) };
    expect(() => buildBarcode({ ...ok, bank: '33' })).toThrow(RangeError);
    expect(() => buildBarcode({ ...ok, freeField: '0'.repeat(24) })).toThrow(RangeError);
    expect(() => buildBarcode({ ...ok, amount: 1.5 })).toThrow(RangeError);
    expect(() => buildBarcode({ ...ok, amount: 10_000_000_000 })).toThrow(RangeError);
  });

  it('makes a valid line code that round-trips, for any bank, amount, date and free field', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{3}$/),
        fc.integer({ min: 0, max: 9_999_999_999 }),
        fc.integer({ min: 0, max: 8_000 }),
        fc.stringMatching(/^\d{25}$/),
        (bank, amount, offset, freeField) => {
          const dueDate = addDays('2000-07-03', offset);
          const barcode = buildBarcode({ bank, amount, dueDate, freeField });
          const line = lineCodeFromBarcode(barcode);
          expect(line).toMatch(/^\d{47}$/);
          expect(isValidLineCode(line)).toBe(true);
          expect(isValidLineCode(formatLineCode(line))).toBe(true);
          expect(barcodeFromLineCode(line)).toBe(barcode);
        },
      ),
    );
  });
});
