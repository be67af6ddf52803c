// Card rules live in their own entry point (`@brilho/domain/cards`): the card-brand tables stay out of the
// web app's first chunk and load with the checkout.
import creditCardType from 'credit-card-type';
import { messages } from './messages';
import { onlyDigits } from './phone';
import { saoPauloDate } from './time';

/**
 * Credit-card rules (payment rules, "Stored card"). Brand detection is Braintree's
 * `credit-card-type`, whose type ids are exactly the spec's brand names.
 */

export const ACCEPTED_CARD_BRANDS = [
  'visa',
  'mastercard',
  'american-express',
  'elo',
  'diners-club',
  'hiper',
  'hipercard',
] as const;
export type CardBrandName = (typeof ACCEPTED_CARD_BRANDS)[number];

export type GatewayBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'ELO' | 'DINERS' | 'HIPER' | 'HIPERCARD';

/** The brand as the gateway and the stored card carry it ("Stored card"). */
export const GATEWAY_BRAND: Record<CardBrandName, GatewayBrand> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  'american-express': 'AMEX',
  elo: 'ELO',
  'diners-club': 'DINERS',
  hiper: 'HIPER',
  hipercard: 'HIPERCARD',
};

export const isAcceptedBrand = (type: string): type is CardBrandName =>
  (ACCEPTED_CARD_BRANDS as readonly string[]).includes(type);

/** Only digits and the separators a mask or a paste may add. */
const CARD_NUMBER_CHARS = /^[\d\s.-]*$/;

interface DetectedType {
  type: string;
  lengths: number[];
  code: { size: number };
}

/** The one brand the digits point to; null while ambiguous (e.g. just '4') or unknown. */
function detect(digits: string): DetectedType | null {
  if (digits.length === 0) return null;
  const matches = creditCardType(digits);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/** The accepted brand of a (possibly partial) card number; null when unknown, ambiguous or not accepted. */
export function cardBrandOf(number: string): CardBrandName | null {
  if (!CARD_NUMBER_CHARS.test(number)) return null;
  const type = detect(onlyDigits(number))?.type;
  return type && isAcceptedBrand(type) ? type : null;
}

/**
 * A complete number of a brand the card networks know but Brilho does not accept (JCB, Discover…):
 * the server answers 'O cartão informado não é aceito!' rather than a generic data error.
 */
export function isUnacceptedBrandNumber(number: string): boolean {
  if (!CARD_NUMBER_CHARS.test(number)) return false;
  const digits = onlyDigits(number);
  const detected = detect(digits);
  return (
    detected !== null &&
    !isAcceptedBrand(detected.type) &&
    detected.lengths.includes(digits.length) &&
    luhnValid(digits)
  );
}

/** The Luhn (mod 10) check over the digits of `number`; false when empty or with other characters. */
export function luhnValid(number: string): boolean {
  if (!CARD_NUMBER_CHARS.test(number)) return false;
  const digits = onlyDigits(number);
  if (digits.length < 2) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Beyond this many digits an unknown brand is flagged as "not accepted" rather than just invalid (payment rules). */
const BRAND_HINT_MIN_DIGITS = 8;

/**
 * The card-number field error (payment rules), or null when the number is a complete, Luhn-valid number of an
 * accepted brand. Required → 'Campo obrigatório'; more than 8 digits of an unknown or unaccepted brand
 * → 'Número inválido ou não aceito!'; anything else wrong → 'Número inválido!'.
 */
export function cardNumberError(number: string): string | null {
  if (number.trim() === '') return messages.common.required;
  if (!CARD_NUMBER_CHARS.test(number)) return messages.payments.card.numberInvalid;
  const digits = onlyDigits(number);
  const detected = detect(digits);
  const brand = detected && isAcceptedBrand(detected.type) ? detected.type : null;
  if (!detected || !brand) {
    return digits.length > BRAND_HINT_MIN_DIGITS
      ? messages.payments.card.numberNotAccepted
      : messages.payments.card.numberInvalid;
  }
  const fitsMask = digits.length <= cardNumberMaxDigits(brand);
  if (!fitsMask || !detected.lengths.includes(digits.length) || !luhnValid(digits)) {
    return messages.payments.card.numberInvalid;
  }
  return null;
}

/** Digits of the card security code: AMEX 4 (on the front), every other accepted brand 3. */
export function cvcLengthOf(brand: CardBrandName): number {
  return brand === 'american-express' ? 4 : 3;
}

/** Digits the number input takes: 15 for AMEX, otherwise the spec's 16-digit mask. */
export function cardNumberMaxDigits(brand: CardBrandName | null): number {
  return brand === 'american-express' ? 15 : 16;
}

/** Masks what was typed: '0000 0000 0000 0000', or '0000 000000 00000' for AMEX (15 digits). */
export function maskCardNumber(value: string): string {
  const brand = cardBrandOf(value);
  const digits = onlyDigits(value).slice(0, cardNumberMaxDigits(brand));
  const groups = brand === 'american-express' ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** '•••• 1234'-style label pieces of a stored card are built from these, never from the full number. */
export const cardFirst6 = (number: string): string => onlyDigits(number).slice(0, 6);
export const cardLast4 = (number: string): string => onlyDigits(number).slice(-4);

// ---------------------------------------------------------------------------------------------------
// Expiry

/** The expiry-year select offers the current year and the following years, 20 in all (payment rules). */
export const CARD_EXPIRY_YEARS = 20;

/** The years a card may expire in, from the current São Paulo year. */
export function expiryYears(now: Date): number[] {
  const year = Number(saoPauloDate(now).slice(0, 4));
  return Array.from({ length: CARD_EXPIRY_YEARS }, (_, index) => year + index);
}

export const EXPIRY_MONTHS = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
] as const;

/** A card is valid through the last day of its expiry month (São Paulo calendar). */
export function cardExpired(month: number, year: number, now: Date): boolean {
  const today = saoPauloDate(now);
  const current = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  return year * 12 + month < current;
}

// ---------------------------------------------------------------------------------------------------
// Sandbox test cards: the one list the sandbox gateway, its tests and the README read.

export type SandboxCardOutcome = 'approved' | 'declined' | 'analysis_approved' | 'analysis_declined';

export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxCardOutcome>> = {
  '4111111111111111': 'approved',
  '5555555555554444': 'approved',
  '4000000000000002': 'declined',
  '4000000000000010': 'analysis_approved',
  '4000000000000028': 'analysis_declined',
};

/** What the sandbox does with a card: the listed test cards as listed, any other valid number approved. */
export function sandboxCardOutcome(number: string): SandboxCardOutcome {
  return SANDBOX_TEST_CARDS[onlyDigits(number)] ?? 'approved';
}
