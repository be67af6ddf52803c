import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { saoPauloInstant } from '../time';
import {
  birthdateToIso,
  cardNicknameSchema,
  EMPTY_NEW_CARD_FORM,
  holderFromForm,
  type NewCardForm,
  newCardSchema,
  storedCardCvcSchema,
} from './payment';

const card = messages.payments.card;
const REQUIRED = messages.common.required;
const NOW = saoPauloInstant('2026-06-15', 10);

const valid: NewCardForm = {
  number: '4111 1111 1111 1111',
  deadline_month: '12',
  deadline_year: '2030',
  cvc: '123',
  name: '  Maria   da Silva ',
  document: '529.982.247-25',
  birthdate: '31/01/1990',
  phone: '(41) 99999-8888',
  store: true,
};

const issuesOf = (values: Partial<NewCardForm>, now = NOW) => {
  const result = newCardSchema(now).safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => [String(issue.path[0]), issue.message]);
};
const messageOf = (values: Partial<NewCardForm>, field: keyof NewCardForm, now = NOW) =>
  issuesOf(values, now).find(([path]) => path === field)?.[1];

describe('new card form (payment rules)', () => {
  it('accepts a complete card and normalises it', () => {
    expect(newCardSchema(NOW).parse(valid)).toEqual({
      number: '4111111111111111',
      deadline_month: '12',
      deadline_year: '2030',
      cvc: '123',
      name: 'Maria da Silva',
      document: '52998224725',
      birthdate: '31/01/1990',
      phone: '41999998888',
      store: true,
    });
  });

  it('needs the store choice (the form always sends the checkbox)', () => {
    const { store: _store, ...withoutStore } = valid;
    const result = newCardSchema(NOW).safeParse(withoutStore);
    expect(result.error?.issues[0]).toMatchObject({ path: ['store'], message: REQUIRED });
  });

  it('reports every empty field at once, each as required', () => {
    const fields = issuesOf(EMPTY_NEW_CARD_FORM);
    expect(fields).toEqual(
      expect.arrayContaining(
        ['number', 'deadline_month', 'deadline_year', 'cvc', 'name', 'document', 'birthdate', 'phone'].map(
          (field) => [field, REQUIRED],
        ),
      ),
    );
    expect(fields).toHaveLength(8);
  });

  it('refuses a missing field with the required text', () => {
    const { cvc: _cvc, ...withoutCvc } = valid;
    const result = newCardSchema(NOW).safeParse(withoutCvc);
    expect(result.error?.issues[0]).toMatchObject({ path: ['cvc'], message: REQUIRED });
  });

  it.each([
    ['number', { number: '4111111111111112' }, card.numberInvalid],
    ['number', { number: '6011111111111117' }, card.numberNotAccepted],
    ['number', { number: '60111111' }, card.numberInvalid],
    ['deadline_month', { deadline_month: '00' }, card.monthInvalid],
    ['deadline_month', { deadline_month: '13' }, card.monthInvalid],
    ['deadline_month', { deadline_month: '1' }, card.monthInvalid],
    ['deadline_year', { deadline_year: '2025' }, card.yearInvalid],
    ['deadline_year', { deadline_year: '2046' }, card.yearInvalid],
    ['deadline_year', { deadline_year: '26' }, card.yearInvalid],
    ['deadline_month', { deadline_month: '05', deadline_year: '2026' }, card.expired],
    ['cvc', { cvc: '12' }, card.cvcInvalid],
    ['cvc', { cvc: '12345' }, card.cvcInvalid],
    ['cvc', { cvc: '12a' }, card.cvcInvalid],
    ['cvc', { cvc: '1234' }, card.cvcLength(3)],
    ['cvc', { number: '378282246310005', cvc: '123' }, card.cvcLength(4)],
    ['name', { name: '   ' }, REQUIRED],
    ['document', { document: '5299822472' }, card.documentInvalid],
    ['document', { document: '112223330001811' }, card.documentInvalid],
    ['document', { document: '52998224724' }, card.cpfCnpjInvalid],
    ['document', { document: '11222333000182' }, card.cpfCnpjInvalid],
    ['document', { document: '529982247256' }, card.cpfCnpjInvalid], // 12 digits: read as a CNPJ
    ['document', { document: '529abc24725' }, card.documentInvalid],
    ['birthdate', { birthdate: '1990-01-31' }, card.birthdateInvalid],
    ['birthdate', { birthdate: '31/02/1990' }, card.birthdateInvalid],
    ['birthdate', { birthdate: '1/1/1990' }, card.birthdateInvalid],
    ['birthdate', { birthdate: '01/01/1899' }, card.birthdateInvalid],
    ['birthdate', { birthdate: '15/06/2026' }, card.birthdateFuture],
    ['birthdate', { birthdate: '01/01/2030' }, card.birthdateFuture],
    ['phone', { phone: '419999888' }, card.phoneInvalid],
    ['phone', { phone: '419999988887' }, card.phoneInvalid],
    ['phone', { phone: '41 9999x8888' }, card.phoneInvalid],
  ] as [keyof NewCardForm, Partial<NewCardForm>, string][])(
    'refuses a bad %s: %o',
    (field, change, message) => {
      expect(messageOf(change, field)).toBe(message);
    },
  );

  it.each([
    ['the current month is still valid', { deadline_month: '06', deadline_year: '2026' }],
    ['the last offered year', { deadline_year: '2045' }],
    ['an AMEX with 4 CVC digits', { number: '3782 822463 10005', cvc: '1234' }],
    ['a CNPJ', { document: '11.222.333/0001-81' }],
    ['a 10-digit phone', { phone: '(41) 3333-4444' }],
    ['a birthdate yesterday', { birthdate: '14/06/2026' }],
  ] as [string, Partial<NewCardForm>][])('accepts %s', (_name, change) => {
    expect(issuesOf(change)).toEqual([]);
  });

  it('reads the expiry month in São Paulo: 31 May 23:30 is still May', () => {
    const lateMay = saoPauloInstant('2026-05-31', 23, 30);
    expect(
      messageOf({ deadline_month: '05', deadline_year: '2026' }, 'deadline_month', lateMay),
    ).toBeUndefined();
    const firstJune = saoPauloInstant('2026-06-01', 0, 0);
    expect(messageOf({ deadline_month: '05', deadline_year: '2026' }, 'deadline_month', firstJune)).toBe(
      card.expired,
    );
  });

  it('accepts any valid CPF and CNPJ and any 10–11 digit phone', () => {
    const cpfs = ['529.982.247-25', '11144477735', '39053344705'];
    fc.assert(
      fc.property(
        fc.constantFrom(...cpfs, '11.222.333/0001-81', '11444777000161'),
        fc.stringMatching(/^\d{10,11}$/),
        (document, phone) => {
          expect(issuesOf({ document, phone })).toEqual([]);
        },
      ),
    );
  });
});

describe('stored card fields', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['   ', null],
    ['  Cartão da casa ', 'Cartão da casa'],
    ['a'.repeat(24), 'a'.repeat(24)],
  ])('nickname %o → %o', (value, expected) => {
    expect(cardNicknameSchema.parse(value)).toBe(expected);
  });

  it('refuses a nickname over 24 characters', () => {
    const result = cardNicknameSchema.safeParse('a'.repeat(25));
    expect(result.error?.issues[0]?.message).toBe(card.nicknameTooLong);
  });

  it.each([
    ['123', true],
    ['1234', true],
    [' 123 ', true],
    ['12', false],
    ['12345', false],
    ['12a', false],
    ['', false],
  ])('stored-card CVC %o accepted: %s', (value, expected) => {
    expect(storedCardCvcSchema.safeParse(value).success).toBe(expected);
  });

  it('asks for the stored-card CVC with the required text', () => {
    expect(storedCardCvcSchema.safeParse('').error?.issues[0]?.message).toBe(REQUIRED);
  });
});

describe('card holder on the wire (payment calls)', () => {
  it('builds the holder of a CPF card from the form values', () => {
    expect(holderFromForm(valid)).toEqual({
      full_name: 'Maria da Silva',
      document_type: 'CPF',
      document_number: '52998224725',
      birthdate: '1990-01-31',
      phone: { country_code: '55', area_code: '41', number: '999998888' },
    });
  });

  it('builds it from the parsed values too, with a CNPJ and a landline', () => {
    const parsed = newCardSchema(NOW).parse({
      ...valid,
      document: '11.222.333/0001-81',
      phone: '4133334444',
    });
    expect(holderFromForm(parsed)).toMatchObject({
      document_type: 'CNPJ',
      document_number: '11222333000181',
      birthdate: '1990-01-31',
      phone: { country_code: '55', area_code: '41', number: '33334444' },
    });
  });

  it.each([
    ['31/01/1990', '1990-01-31'],
    ['1990-01-31', '1990-01-31'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2025', null],
    ['31/04/1990', null],
    ['1990/01/31', null],
  ])('birthdate %s → %s', (value, expected) => {
    expect(birthdateToIso(value)).toBe(expected);
  });
});
