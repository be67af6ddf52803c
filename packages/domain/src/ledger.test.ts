import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netLines, professionalEarning, retainedSplit, unbalancedReason } from './ledger';

const batel = { price: 0, pricePerHour: 3900, fee: 500, feePerHour: 500 };
const products = { price: 1000, pricePerHour: 300, fee: 200, feePerHour: 0 };

describe('professional earning and platform commission', () => {
  it.each([
    [
      '4 h, no discount: the price part is hers, the fee part the platform’s',
      batel,
      null,
      4,
      4 * 3900 + 500 + 4 * 500,
      4 * 3900,
      2500,
    ],
    [
      'with products: their price part too',
      batel,
      products,
      2,
      2 * 3900 + 1000 + 2 * 300 + 500 + 1000 + 200,
      2 * 3900 + 1000 + 600,
      1700,
    ],
    ['a coupon comes off the platform’s share first', batel, null, 4, 4 * 3900 + 1000, 4 * 3900, 1000],
    ['a discount larger than the fee reaches her share', batel, null, 1, 3000, 3000, 0],
    ['a free cleaning pays nobody', batel, null, 3, 0, 0, 0],
  ])('%s', (_name, district, withProducts, hours, total, earning, commission) => {
    expect(professionalEarning({ district, products: withProducts, hours, total })).toEqual({
      earning,
      commission,
    });
  });

  it('shares are never negative and always add up to the total', () => {
    const pricing = fc.record({
      price: fc.nat(20_000),
      pricePerHour: fc.nat(20_000),
      fee: fc.nat(20_000),
      feePerHour: fc.nat(20_000),
    });
    fc.assert(
      fc.property(
        pricing,
        fc.option(pricing),
        fc.integer({ min: 1, max: 8 }),
        fc.nat(500_000),
        (d, p, hours, total) => {
          const { earning, commission } = professionalEarning({ district: d, products: p, hours, total });
          expect(earning).toBeGreaterThanOrEqual(0);
          expect(commission).toBeGreaterThanOrEqual(0);
          expect(earning + commission).toBe(total);
        },
      ),
    );
  });
});

describe('what a cancellation keeps', () => {
  it.each([
    ['nothing kept, nothing split', 0, { earning: 15_600, total: 18_100 }, 0, 0],
    [
      'one hour kept of a 4 h job: her proportion, rounded down',
      4_525,
      { earning: 15_600, total: 18_100 },
      3_900,
      625,
    ],
    [
      'everything kept (under 3 h): she gets all her earning',
      18_100,
      { earning: 15_600, total: 18_100 },
      15_600,
      2_500,
    ],
    ['a free job kept gives her nothing', 100, { earning: 0, total: 0 }, 0, 100],
  ])('%s', (_name, retained, job, earning, commission) => {
    expect(retainedSplit(retained, job)).toEqual({ earning, commission });
  });
});

describe('balanced transactions', () => {
  it.each([
    [
      'balanced',
      [
        { account: 'a', amount: 100 },
        { account: 'b', amount: -100 },
      ],
      null,
    ],
    ['one line', [{ account: 'a', amount: 0 }], 'a transaction needs at least two entries'],
    [
      'not zero',
      [
        { account: 'a', amount: 100 },
        { account: 'b', amount: -99 },
      ],
      'entries sum to 1, not 0',
    ],
    [
      'fractions',
      [
        { account: 'a', amount: 0.5 },
        { account: 'b', amount: -0.5 },
      ],
      'not integer cents: 0.5',
    ],
    [
      'a zero line',
      [
        { account: 'a', amount: 0 },
        { account: 'b', amount: 0 },
      ],
      'a zero entry on a',
    ],
  ])('%s', (_name, lines, reason) => {
    expect(unbalancedReason(lines)).toBe(reason);
  });

  it('netting keeps the sum and drops what cancels out', () => {
    expect(
      netLines([
        { account: 'a', amount: 5 },
        { account: 'a', amount: -5 },
        { account: 'b', amount: 3 },
      ]),
    ).toEqual([{ account: 'b', amount: 3 }]);
  });
});
