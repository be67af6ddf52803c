import { onlyDigits } from './phone';

/**
 * The input masks a Brazilian expects, applied while typing. One place for every form: each
 * mask takes whatever is in the field and answers it formatted; the digits are what goes on the wire.
 * A pattern's `0` is a digit slot, anything else a literal shown once the digits reach it.
 */
function byPattern(pattern: string): (typed: string) => string {
  const slots = pattern.split('').filter((char) => char === '0').length;
  return (typed) => {
    const digits = onlyDigits(typed).slice(0, slots);
    let out = '';
    let next = 0;
    for (const char of pattern) {
      if (next >= digits.length) break;
      if (char === '0') out += digits[next++];
      else out += char;
    }
    return out;
  };
}

const date = byPattern('00/00/0000');
const cpf = byPattern('000.000.000-00');
const cnpj = byPattern('00.000.000/0000-00');
const cep = byPattern('00000-000');
/** A card's security code: 3 digits, 4 on Amex. */
const cvc = byPattern('0000');
const landline = byPattern('(00) 0000-0000');
const cell = byPattern('(00) 00000-0000');

/** A mobile is 11 digits, a landline 10: the hyphen moves once the 11th digit arrives. */
const phone = (typed: string): string => (onlyDigits(typed).length > 10 ? cell : landline)(typed);

/** The card payer's document: a CPF until a 12th digit makes it a CNPJ (payment rules). */
const cpfOrCnpj = (typed: string): string => (onlyDigits(typed).length > 11 ? cnpj : cpf)(typed);

export const MASKS = {
  date,
  phone,
  cpf,
  cnpj,
  cpfOrCnpj,
  cep,
  cvc,
} as const;
// The card number's mask (groups of 4) is `maskCardNumber` in './cards': it needs the brand, and the
// brand library stays out of the screens that have no card.

export type MaskName = keyof typeof MASKS;

/** The longest text a masked field can hold, for the input's maxLength. */
export function maskMaxLength(name: MaskName): number {
  switch (name) {
    case 'date':
      return 10;
    case 'phone':
      return 15;
    case 'cpf':
      return 14;
    case 'cnpj':
    case 'cpfOrCnpj':
      return 18;
    case 'cep':
      return 9;
    case 'cvc':
      return 4;
  }
}

/**
 * Where the caret goes after masking: just past the same number of digits that stood before it in what
 * was typed, so editing in the middle of '(41) 99876-5432' does not throw the caret to the end.
 */
export function caretAfterMask(typed: string, caret: number, masked: string): number {
  const digitsBefore = onlyDigits(typed.slice(0, caret)).length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index++) {
    if (/\d/.test(masked[index]!)) seen++;
    if (seen === digitsBefore) return index + 1;
  }
  return masked.length;
}
