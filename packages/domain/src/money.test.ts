import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, formatMoney, reaisToCents } from './money';

describe('money', () => {
  it.each([
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [12_350, 'R$ 123,50'],
    [123_456, 'R$ 1.234,56'],
    [100_000_000, 'R$ 1.000.000,00'],
  ])('shows %i cents as %s', (amount, shown) => {
    expect(formatMoney(amount)).toBe(shown);
  });

  it.each([[null], [undefined], [-1], [Number.NaN]])('shows R$ n/a for %s', (amount) => {
    expect(formatMoney(amount)).toBe('R$ n/a');
  });

  it.each([
    ['35,50', 3550],
    ['35.50', 3550],
    ['1.234,56', 123_456],
    ['R$ 10', 1000],
    [12.5, 1250],
  ])('reads %s reais as %i cents', (input, expected) => {
    expect(reaisToCents(input)).toBe(expected);
  });

  it.each([
    ['1.234', 123_400],
    ['12.345', 1_234_500],
    ['1.234.567,8', 123_456_780],
    ['35.5', 3_550],
  ])('reads %s with pt-BR thousands as %i cents', (input, expected) => {
    expect(reaisToCents(input)).toBe(expected);
  });

  it.each([['abc'], ['1,2,3'], [''], ['1.2345'], ['1.234,567']])('refuses %s as money', (input) => {
    expect(reaisToCents(input)).toBeNull();
  });

  it('refuses fractional cents', () => {
    expect(() => cents(1.5)).toThrow(RangeError);
  });

  it('reads back every amount it shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (amount) => {
        expect(reaisToCents(formatMoney(amount))).toBe(amount);
      }),
    );
  });
});
