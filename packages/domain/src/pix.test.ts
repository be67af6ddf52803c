import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BrCode,
  BrCodeError,
  brCodeCrcValid,
  brCodeText,
  buildBrCode,
  crc16CcittFalse,
  isCobTxid,
  parseBrCode,
} from './pix';

/** The Banco Central's own example of a static BR Code (Manual de Padrões para Iniciação do Pix). */
const BCB_STATIC_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const DYNAMIC: BrCode = {
  account: { url: 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25' },
  amount: 15990,
  merchantName: 'BRILHO LIMPEZAS',
  merchantCity: 'CURITIBA',
  txid: '***',
  singleUse: true,
};

describe('CRC-16/CCITT-FALSE', () => {
  it.each([
    ['123456789', '29B1'],
    ['', 'FFFF'],
    ['A', 'B915'],
    ['ç', crc16OfBytes([0xc3, 0xa7])],
  ])('of %j is %s', (text, expected) => {
    expect(crc16CcittFalse(text)).toBe(expected);
  });

  it("verifies the Banco Central's example payload", () => {
    expect(brCodeCrcValid(BCB_STATIC_EXAMPLE)).toBe(true);
  });
});

describe('BR Code builder', () => {
  it("builds the Banco Central's example byte for byte", () => {
    expect(
      buildBrCode({
        account: { key: '123e4567-e12b-12d1-a456-426655440000' },
        amount: null,
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        txid: '***',
        singleUse: false,
      }),
    ).toBe(BCB_STATIC_EXAMPLE);
  });

  it('writes the amount with two decimals and the location URL of a dynamic charge', () => {
    const payload = buildBrCode(DYNAMIC);
    expect(payload).toContain('5406159.90');
    expect(payload).toContain('2554pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25');
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
  });

  it.each([
    ['a merchant name over 25 characters', { merchantName: 'A'.repeat(26) }],
    ['an empty merchant name', { merchantName: '' }],
    ['a city over 15 characters', { merchantCity: 'SAO JOSE DOS PINHAIS' }],
    ['a name with accents', { merchantName: 'São Paulo' }],
    ['a txid over 25 characters', { txid: 'A'.repeat(26) }],
    ['a txid with a dash', { txid: 'abc-123' }],
    ['a zero amount', { amount: 0 }],
    ['a fractional amount', { amount: 10.5 }],
    ['a location URL over 77 characters', { account: { url: `pix.example.com/${'x'.repeat(70)}` } }],
  ])('refuses %s', (_what, change) => {
    expect(() => buildBrCode({ ...DYNAMIC, ...change })).toThrow(BrCodeError);
  });

  it('turns free text into what the name and city fields accept', () => {
    expect(brCodeText('São José dos Pinhais', 15)).toBe('Sao Jose dos Pi');
    expect(brCodeText('Açaí & Cia — Ltda', 25)).toBe('Acai & Cia  Ltda');
  });
});

describe('BR Code parser', () => {
  it("reads the Banco Central's example", () => {
    expect(parseBrCode(BCB_STATIC_EXAMPLE)).toEqual({
      account: { key: '123e4567-e12b-12d1-a456-426655440000' },
      amount: null,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: '***',
      singleUse: false,
    });
  });

  it.each([
    ['a wrong CRC', BCB_STATIC_EXAMPLE.replace(/1D3D$/, '1D3E')],
    ['a lowercase CRC', buildBrCode({ ...DYNAMIC, merchantName: 'X' }).toLowerCase()],
    ['no CRC field', BCB_STATIC_EXAMPLE.slice(0, -8)],
    ['a field cut short', withCrc('00020126580014br.gov.bcb.pix01')],
    ['another currency', withCrc(BCB_STATIC_EXAMPLE.slice(0, -8).replace('5303986', '5303840'))],
    ['no merchant account', withCrc('0002015204000053039865802BR5901A6001B62070503***')],
  ])('refuses %s', (_what, payload) => {
    expect(() => parseBrCode(payload)).toThrow(BrCodeError);
  });
});

/** A bit-by-bit reference CRC over given bytes, to check the UTF-8 path independently. */
function crc16OfBytes(bytes: number[]): string {
  let crc = 0xffff;
  for (const byte of bytes)
    for (let bit = 7; bit >= 0; bit -= 1) {
      const top = ((crc >> 15) ^ (byte >> bit)) & 1;
      crc = ((crc << 1) & 0xffff) ^ (top ? 0x1021 : 0);
    }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function withCrc(body: string): string {
  return `${body}6304${crc16CcittFalse(`${body}6304`)}`;
}

describe('cob txid', () => {
  it.each([
    ['a 32-character uuid without dashes', '9d36b84fc70b478fb95c12729b90ca25', true],
    ['26 characters', 'A'.repeat(26), true],
    ['35 characters', 'A'.repeat(35), true],
    ['25 characters', 'A'.repeat(25), false],
    ['36 characters', 'A'.repeat(36), false],
    ['a uuid with dashes', '9d36b84f-c70b-478f-b95c-12729b90ca25', false],
  ])('%s is %s', (_what, txid, valid) => {
    expect(isCobTxid(txid)).toBe(valid);
  });
});

const printable = (min: number, max: number) =>
  fc
    .string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
      minLength: min,
      maxLength: max,
    })
    .filter((s) => s.length >= min);
const alnum = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
    minLength: min,
    maxLength: max,
  });

const brCodes: fc.Arbitrary<BrCode> = fc.record({
  account: fc.oneof(
    printable(1, 77).map((key) => ({ key })),
    printable(1, 77).map((url) => ({ url })),
  ),
  amount: fc.option(fc.integer({ min: 1, max: 9_999_999_999_99 }), { nil: null }),
  merchantName: printable(1, 25),
  merchantCity: printable(1, 15),
  txid: fc.oneof(fc.constant('***'), alnum(1, 25)),
  singleUse: fc.boolean(),
});

describe('BR Code properties', () => {
  it('parses back exactly what was built', () => {
    fc.assert(
      fc.property(brCodes, (code) => {
        expect(parseBrCode(buildBrCode(code))).toEqual(code);
      }),
    );
  });

  it('fails the CRC when any one character changes', () => {
    fc.assert(
      fc.property(brCodes, fc.nat(), fc.integer({ min: 0x20, max: 0x7e }), (code, position, replacement) => {
        const payload = buildBrCode(code);
        const at = position % payload.length;
        const character = String.fromCharCode(replacement);
        fc.pre(payload[at] !== character);
        const changed = payload.slice(0, at) + character + payload.slice(at + 1);
        expect(brCodeCrcValid(changed)).toBe(false);
        expect(() => parseBrCode(changed)).toThrow(BrCodeError);
      }),
    );
  });
});
