import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_CARD_BRANDS,
  CARD_EXPIRY_YEARS,
  type CardBrandName,
  cardBrandOf,
  cardExpired,
  cardNumberError,
  cvcLengthOf,
  expiryYears,
  GATEWAY_BRAND,
  isUnacceptedBrandNumber,
  luhnValid,
  maskCardNumber,
  SANDBOX_TEST_CARDS,
  sandboxCardOutcome,
} from './cards';
import { messages } from './messages';
import { saoPauloInstant } from './time';

const INVALID = messages.payments.card.numberInvalid;
const NOT_ACCEPTED = messages.payments.card.numberNotAccepted;

/** Appends the Luhn check digit to `body`. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error('unreachable');
}

describe('card brand', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['4111 1111 1111 1111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['378282246310005', 'american-express'],
    ['6362970000457013', 'elo'],
    ['4011780000000000', 'elo'],
    ['36490102462661', 'diners-club'],
    ['6370950000000005', 'hiper'],
    ['6062825624254001', 'hipercard'],
  ] as const)('%s is %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });

  it.each([
    ['6011111111111117', 'Discover'],
    ['3530111333300000', 'JCB'],
    ['5018000000000009', 'Maestro'],
    ['2200000000000004', 'Mir'],
    ['9999999999999999', 'unknown'],
    ['', 'empty'],
    ['4', 'ambiguous (Visa, Elo, Maestro…)'],
    ['4111-1111-abcd-1111', 'letters'],
  ])('%s is not an accepted brand (%s)', (number) => {
    expect(cardBrandOf(number)).toBeNull();
  });

  it('maps every accepted brand to the gateway name', () => {
    expect(Object.keys(GATEWAY_BRAND).sort()).toEqual([...ACCEPTED_CARD_BRANDS].sort());
    expect(GATEWAY_BRAND['american-express']).toBe('AMEX');
    expect(GATEWAY_BRAND['diners-club']).toBe('DINERS');
  });

  it('asks AMEX for 4 CVC digits and the others for 3', () => {
    expect(cvcLengthOf('american-express')).toBe(4);
    for (const brand of ACCEPTED_CARD_BRANDS.filter((b) => b !== 'american-express')) {
      expect(cvcLengthOf(brand)).toBe(3);
    }
  });
});

describe('unaccepted brand', () => {
  it('flags a complete, valid number of a known but unaccepted brand (JCB, Discover)', () => {
    expect(isUnacceptedBrandNumber('3530111333300000')).toBe(true);
    expect(isUnacceptedBrandNumber('6011111111111117')).toBe(true);
  });
  it('does not flag accepted brands, partial or invalid numbers', () => {
    expect(isUnacceptedBrandNumber('4111111111111111')).toBe(false);
    expect(isUnacceptedBrandNumber('353011133330')).toBe(false);
    expect(isUnacceptedBrandNumber('3530111333300001')).toBe(false);
  });
});

describe('Luhn', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['79927398713', true],
    ['79927398710', false],
    ['0', false],
    ['', false],
    ['4111 1111 1111 1111', true],
    ['4111x1111', false],
  ])('%s → %s', (number, expected) => {
    expect(luhnValid(number)).toBe(expected);
  });
});

describe('card number field (payment rules)', () => {
  it.each([
    ['', messages.common.required, 'required'],
    ['   ', messages.common.required, 'blank is required'],
    ['4111111111111111', null, 'a valid Visa'],
    ['4111 1111 1111 1111', null, 'as masked'],
    ['378282246310005', null, 'a valid AMEX (15 digits)'],
    ['36490102462661', null, 'a valid Diners (14 digits)'],
    ['4111111111111112', INVALID, 'Visa failing Luhn'],
    ['411111111111', INVALID, 'Visa too short'],
    ['4111111111111111110', INVALID, 'Visa longer than the 16-digit mask'],
    ['60111111', INVALID, 'Discover with 8 digits: not flagged yet'],
    ['601111111', NOT_ACCEPTED, 'Discover with 9 digits: not accepted'],
    ['6011111111111117', NOT_ACCEPTED, 'a Luhn-valid Discover'],
    ['12345678', INVALID, 'unknown with 8 digits'],
    ['123456789', NOT_ACCEPTED, 'unknown with 9 digits'],
    ['4111-1111-abcd-1111', INVALID, 'letters'],
  ])('%s → %s (%s)', (number, expected, _case) => {
    expect(cardNumberError(number)).toBe(expected);
  });

  const brandPrefixes: [CardBrandName, string[], number][] = [
    ['visa', ['411111', '424242', '400000'], 16],
    ['mastercard', ['555555', '510510', '222100', '271000'], 16],
    ['american-express', ['378282', '371449', '340000'], 15],
    ['elo', ['636297', '401178', '504175'], 16],
    ['hipercard', ['606282'], 16],
    ['hiper', ['637095', '637568'], 16],
    ['diners-club', ['305693', '364901', '380000'], 14],
  ];
  const acceptedNumbers = fc
    .constantFrom(...brandPrefixes)
    .chain(([brand, prefixes, length]) =>
      fc
        .tuple(fc.constantFrom(...prefixes), fc.stringMatching(new RegExp(`^\\d{${length - 7}}$`)))
        .map(([prefix, body]) => ({ brand, number: withCheckDigit(`${prefix}${body}`) })),
    );

  it('accepts every Luhn-valid number of an accepted brand, recognising its brand', () => {
    fc.assert(
      fc.property(acceptedNumbers, ({ brand, number }) => {
        expect(cardNumberError(number)).toBeNull();
        expect(cardNumberError(maskCardNumber(number))).toBeNull();
        expect(cardBrandOf(number)).toBe(brand);
      }),
    );
  });

  it('refuses the same numbers with a wrong check digit', () => {
    fc.assert(
      fc.property(acceptedNumbers, fc.integer({ min: 1, max: 9 }), ({ number }, shift) => {
        const last = (Number(number.slice(-1)) + shift) % 10;
        expect(cardNumberError(`${number.slice(0, -1)}${last}`)).toBe(INVALID);
      }),
    );
  });
});

describe('card number mask', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['41111', '4111 1'],
    ['4111 1111 1111 1111 999', '4111 1111 1111 1111'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059', '3782 822463 10005'],
    ['', ''],
  ])('%s → "%s"', (value, expected) => {
    expect(maskCardNumber(value)).toBe(expected);
  });
});

describe('card expiry', () => {
  it('offers the current São Paulo year and the next 19', () => {
    const years = expiryYears(saoPauloInstant('2026-06-10', 12));
    expect(years).toHaveLength(CARD_EXPIRY_YEARS);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2045);
  });

  it('turns the year at São Paulo midnight, not UTC', () => {
    // 2026-12-31 23:30 in São Paulo is already 2027 in UTC.
    expect(expiryYears(saoPauloInstant('2026-12-31', 23, 30))[0]).toBe(2026);
    expect(expiryYears(saoPauloInstant('2027-01-01', 0, 0))[0]).toBe(2027);
  });

  it.each([
    [5, 2026, true, 'last month'],
    [6, 2026, false, 'this month: valid through its last day'],
    [7, 2026, false, 'next month'],
    [12, 2025, true, 'last year'],
    [1, 2027, false, 'next year'],
  ])('%i/%i expired: %s (%s)', (month, year, expected) => {
    expect(cardExpired(month, year, saoPauloInstant('2026-06-30', 23, 59))).toBe(expected);
  });
});

describe('sandbox test cards', () => {
  it.each([
    ['4111111111111111', 'approved'],
    ['5555555555554444', 'approved'],
    ['4000000000000002', 'declined'],
    ['4000000000000010', 'analysis_approved'],
    ['4000000000000028', 'analysis_declined'],
    ['4000 0000 0000 0028', 'analysis_declined'],
    ['378282246310005', 'approved'],
  ])('%s → %s', (number, outcome) => {
    expect(sandboxCardOutcome(number)).toBe(outcome);
  });

  it('lists only numbers the card form accepts', () => {
    for (const number of Object.keys(SANDBOX_TEST_CARDS)) {
      expect(cardNumberError(number)).toBeNull();
    }
  });
});
