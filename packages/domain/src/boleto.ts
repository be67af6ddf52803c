import { daysBetween } from './time';

/**
 * FEBRABAN boleto codes ("bloqueto de cobrança"): the 44-digit barcode and the 47-digit linha digitável
 * with their check digits (mod 10 per field, mod 11 over the barcode) and the due-date factor. Pure
 * functions, so the sandbox gateway builds codes a real bank would accept and tests check them.
 *
 * Barcode: bank (3) · currency 9 (1) · general check digit (1) · due-date factor (4) · amount in cents
 * (10) · free field (25).
 */

const DIGITS = /^\d+$/;

function requireDigits(value: string, length: number, what: string): void {
  if (value.length !== length || !DIGITS.test(value)) throw new RangeError(`${what}: ${length} digits`);
}

/** Mod 10 check digit: weights 2, 1, 2, 1… from the right, products' digits summed. */
export function mod10(digits: string): number {
  if (!DIGITS.test(digits)) throw new RangeError('mod10: digits only');
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const product = Number(digits[digits.length - 1 - index]) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** The barcode's general check digit over its other 43 digits: weights 2…9 from the right; 0/10/11 → 1. */
export function mod11Barcode(digits43: string): number {
  requireDigits(digits43, 43, 'mod11Barcode');
  let sum = 0;
  for (let index = 0; index < digits43.length; index += 1) {
    sum += Number(digits43[digits43.length - 1 - index]) * ((index % 8) + 2);
  }
  const rest = 11 - (sum % 11);
  return rest === 0 || rest === 10 || rest === 11 ? 1 : rest;
}

/** The old base: factor = days since 1997-10-07 (1000 = 2000-07-03), up to 9999 on 2025-02-21. */
const OLD_BASE = '1997-10-07';
/** The factor restarted at 1000 on 2025-02-22 (FEBRABAN, after reaching 9999). */
const NEW_BASE = '2025-02-22';
const FIRST_FACTOR = 1000;
const LAST_FACTOR = 9999;

/** The 4-digit due-date factor of a due date 'YYYY-MM-DD'; RangeError outside 1000–9999. */
export function dueDateFactor(date: string): number {
  const factor = date >= NEW_BASE ? FIRST_FACTOR + daysBetween(NEW_BASE, date) : daysBetween(OLD_BASE, date);
  if (!Number.isInteger(factor) || factor < FIRST_FACTOR || factor > LAST_FACTOR)
    throw new RangeError(`dueDateFactor: ${date} has no factor`);
  return factor;
}

export interface BarcodeInput {
  /** The bank's 3-digit FEBRABAN code. */
  bank: string;
  /** Cents, at most 10 digits. */
  amount: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  /** The bank's own 25 digits (agreement, our number, …). */
  freeField: string;
}

const CURRENCY_REAL = '9';
const MAX_AMOUNT = 9_999_999_999;

/** The 44-digit barcode. */
export function buildBarcode({ bank, amount, dueDate, freeField }: BarcodeInput): string {
  requireDigits(bank, 3, 'bank');
  requireDigits(freeField, 25, 'freeField');
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_AMOUNT)
    throw new RangeError('amount: whole cents, at most 10 digits');
  const head = `${bank}${CURRENCY_REAL}`;
  const tail = `${dueDateFactor(dueDate)}${String(amount).padStart(10, '0')}${freeField}`;
  return `${head}${mod11Barcode(head + tail)}${tail}`;
}

const field = (digits: string): string => `${digits}${mod10(digits)}`;

/** The 47-digit linha digitável of a barcode: three mod-10 fields, the general digit, factor + amount. */
export function lineCodeFromBarcode(barcode: string): string {
  requireDigits(barcode, 44, 'barcode');
  const free = barcode.slice(19);
  return [
    field(barcode.slice(0, 4) + free.slice(0, 5)),
    field(free.slice(5, 15)),
    field(free.slice(15, 25)),
    barcode[4],
    barcode.slice(5, 19),
  ].join('');
}

/** The barcode a linha digitável stands for (check digits of the fields dropped, not verified). */
export function barcodeFromLineCode(line: string): string {
  const digits = line.replace(/[\s.]/g, '');
  requireDigits(digits, 47, 'line code');
  const free = digits.slice(4, 9) + digits.slice(10, 20) + digits.slice(21, 31);
  return digits.slice(0, 4) + digits[32] + digits.slice(33, 47) + free;
}

/** 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE', as printed on the boleto. */
export function formatLineCode(line: string): string {
  const d = line.replace(/[\s.]/g, '');
  requireDigits(d, 47, 'line code');
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
}

/** True when the line (formatted or not) has 47 digits and all four check digits verify. */
export function isValidLineCode(line: string): boolean {
  const d = line.replace(/[\s.]/g, '');
  if (d.length !== 47 || !DIGITS.test(d)) return false;
  const fieldsOk = [d.slice(0, 10), d.slice(10, 21), d.slice(21, 32)].every(
    (f) => mod10(f.slice(0, -1)) === Number(f.slice(-1)),
  );
  if (!fieldsOk) return false;
  const barcode = barcodeFromLineCode(d);
  return mod11Barcode(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4]);
}
