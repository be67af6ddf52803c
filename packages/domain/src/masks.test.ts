import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caretAfterMask, MASKS, type MaskName, maskMaxLength } from './masks';
import { onlyDigits } from './phone';

describe('input masks while typing', () => {
  it.each<[MaskName, string, string]>([
    ['date', '15031990', '15/03/1990'],
    ['date', '1503', '15/03'],
    ['date', '150', '15/0'],
    ['date', '15/03/19901', '15/03/1990'],
    ['phone', '41998765432', '(41) 99876-5432'],
    ['phone', '4133334444', '(41) 3333-4444'],
    ['phone', '419', '(41) 9'],
    ['phone', '(41) 99876-54321', '(41) 99876-5432'],
    ['cpf', '12345678909', '123.456.789-09'],
    ['cpf', '1234', '123.4'],
    ['cnpj', '11222333000181', '11.222.333/0001-81'],
    ['cpfOrCnpj', '12345678909', '123.456.789-09'],
    ['cpfOrCnpj', '112223330001', '11.222.333/0001'],
    ['cep', '80010000', '80010-000'],
    ['cep', '800100', '80010-0'],
    ['cep', '', ''],
    ['cvc', '12a3', '123'],
    ['cvc', '123456', '1234'],
  ])('%s: %s shows %s', (mask, typed, shown) => {
    expect(MASKS[mask](typed)).toBe(shown);
  });

  it('keeps the typed digits (up to the mask length) and fits maxLength', () => {
    const names = Object.keys(MASKS) as MaskName[];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.string(), (name, typed) => {
        const masked = MASKS[name](typed);
        const digits = onlyDigits(typed);
        expect(digits.startsWith(onlyDigits(masked))).toBe(true);
        expect(masked.length).toBeLessThanOrEqual(maskMaxLength(name));
        // Masking twice changes nothing: what is shown can be typed again.
        expect(MASKS[name](masked)).toBe(masked);
      }),
    );
  });

  it.each([
    ['(41) 9987-65432', 9, '(41) 99876-5432', 9],
    ['4', 1, '4', 1],
    ['(41) 99876-5432', 0, '(41) 99876-5432', 0],
    ['123456', 6, '123.456', 7],
  ])('caret after %s at %i lands at the same digit in %s', (typed, caret, masked, expected) => {
    expect(caretAfterMask(typed, caret, masked)).toBe(expected);
  });
});
