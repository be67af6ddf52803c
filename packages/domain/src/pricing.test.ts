import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  type CouponUse,
  cleaningPrice,
  couponDiscount,
  couponLookupName,
  couponRefusal,
  orderAmount,
} from './pricing';

const batel = { price: 0, pricePerHour: 3900, fee: 500, feePerHour: 500 };
const products = { price: 1000, pricePerHour: 300, fee: 0, feePerHour: 0 };

describe('cleaning price', () => {
  it.each([
    [1, null, 3900 + 500 + 500],
    [4, null, 4 * 3900 + 500 + 4 * 500],
    [4, products, 4 * 3900 + 500 + 4 * 500 + 1000 + 4 * 300],
  ])('%i hours (products %o)', (hours, withProducts, expected) => {
    expect(cleaningPrice(batel, hours, withProducts)).toBe(expected);
  });
});

describe('coupon discount', () => {
  it.each([
    ['10% of R$ 100,00', { valueType: 'PERCENTAGE', value: 10 }, 10_000, 1_000],
    ['10% rounds down to the cent', { valueType: 'PERCENTAGE', value: 10 }, 10_005, 1_000],
    ['10DESC is capped at R$ 10', { valueType: 'PERCENTAGE', value: 10, maxDiscount: 1_000 }, 25_000, 1_000],
    ['a value coupon', { valueType: 'VALUE', value: 1_500 }, 10_000, 1_500],
    ['a value coupon never makes it negative', { valueType: 'VALUE', value: 15_000 }, 10_000, 10_000],
  ] as const)('%s', (_name, coupon, subtotal, discount) => {
    expect(couponDiscount({ name: 'X', ...coupon }, subtotal)).toBe(discount);
  });

  it('never gives a negative total or a discount above the subtotal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('PERCENTAGE' as const, 'VALUE' as const),
        fc.integer({ min: 1, max: 100_000 }),
        fc.option(fc.integer({ min: 1, max: 100_000 })),
        (subtotal, valueType, raw, maxDiscount) => {
          const value = valueType === 'PERCENTAGE' ? (raw % 100) + 1 : raw;
          const amount = orderAmount(subtotal, { name: 'X', valueType, value, maxDiscount });
          expect(amount.total).toBeGreaterThanOrEqual(0);
          expect(amount.discount).toBeGreaterThanOrEqual(0);
          expect(amount.discount).toBeLessThanOrEqual(subtotal);
          expect(amount.total + amount.discount).toBe(subtotal);
          expect(Number.isInteger(amount.total)).toBe(true);
        },
      ),
    );
  });
});

describe('coupon names', () => {
  it.each([
    ['  10off ', '10OFF'],
    ['Primeira10Off', 'PRIMEIRA10OFF'],
    ['   ', null],
    ['', null],
    [null, null],
  ])('%o is looked up as %o', (typed, name) => {
    expect(couponLookupName(typed)).toBe(name);
  });
});

describe('coupon restrictions (coupon rules)', () => {
  const use: CouponUse = {
    date: '2026-11-24', // a Tuesday
    districtId: 'batel',
    hasEarlierOrder: false,
    usedByDocument: false,
    usesSoFar: 0,
  };

  it.each([
    ['Tuesday', '2026-11-24', null],
    ['Wednesday', '2026-11-25', null],
    ['Monday', '2026-11-23', messages.scheduling.coupon10OffDays],
    ['Thursday', '2026-11-26', messages.scheduling.coupon10OffDays],
    ['Sunday', '2026-11-29', messages.scheduling.coupon10OffDays],
  ])('10OFF on a %s', (_day, date, refusal) => {
    expect(couponRefusal({ weekdays: [2, 3] }, { ...use, date })).toBe(refusal);
  });

  it.each([
    ['2023-01-31', null],
    ['2023-02-01', messages.scheduling.couponJaneiro10],
    ['2026-11-24', messages.scheduling.couponJaneiro10],
  ])('JANEIRO10 for a cleaning on %s', (date, refusal) => {
    expect(couponRefusal({ validUntil: '2023-01-31' }, { ...use, date })).toBe(refusal);
  });

  it('PRIMEIRA10OFF only on the first purchase, once per document', () => {
    const first = { firstPurchaseOnly: true };
    expect(couponRefusal(first, use)).toBeNull();
    expect(couponRefusal(first, { ...use, hasEarlierOrder: true })).toMatch(/primeira limpeza/);
    expect(couponRefusal(first, { ...use, usedByDocument: true })).toMatch(/primeira limpeza/);
  });

  it('a professional coupon that ran out says so', () => {
    expect(couponRefusal({ maxUses: 3, automatic: true }, { ...use, usesSoFar: 3 })).toBe(
      'Não foi possível aplicar o cupom de desconto automático da profissional. Cupom esgotado!',
    );
    expect(couponRefusal({ maxUses: 3, automatic: true }, { ...use, usesSoFar: 2 })).toBeNull();
  });

  it('a coupon limited to districts refuses others; a disabled one does not exist', () => {
    expect(couponRefusal({ districtIds: ['centro'] }, use)).toBe(
      'O cupom informado não é aplicavel ao pedido!',
    );
    expect(couponRefusal({ districtIds: ['batel'] }, use)).toBeNull();
    expect(couponRefusal({ disabled: true }, use)).toBe(messages.scheduling.couponNotFound);
  });
});
