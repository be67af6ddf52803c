import { describe, expect, it } from 'vitest';
import { cyclePaymentPeriod } from './cycles';
import { boletoDueDate, type FundingType, paymentMethodLabel } from './payments';
import { type CouponUse, couponMessages, couponRefusal } from './pricing';
import {
  adjustToDate,
  bookableDates,
  isBookableDate,
  periodFits,
  schedulingClockKey,
  slotInterval,
  startHours,
} from './scheduling';
import { saoPauloInstant } from './time';

/**
 * The money and time rules at the edges CI's mutation run (decision 0122) found unguarded: each row is a case
 * where a flipped comparison or a dropped branch would change what a customer pays, when, or for which slot.
 */

describe('the boleto due date of a cycle with its own emission day', () => {
  // A cycle starting Wednesday 2027-01-20: three business days before is Friday 2027-01-15; 28 is the default.
  const startsAt = saoPauloInstant('2027-01-20', 9);
  const now = new Date('2026-10-01T12:00:00Z');
  const due = (paymentEmissionDay: number | null) =>
    boletoDueDate({ payableType: 'cycles', startsAt, now, paymentEmissionDay });

  it.each([
    ['the limit itself when the emission day is the limit’s day', 15, '2027-01-15'],
    ['the day in the month before, moved back to a business day (Sunday 20 December)', 20, '2026-12-18'],
    ['the 1st, a holiday, moved back to the last business day of December', 1, '2026-12-31'],
    ['the day before the limit', 14, '2027-01-14'],
  ])('is %s', (_case, day, expected) => {
    expect(due(day)).toBe(expected);
  });

  it.each([
    ['no day', null],
    ['day 0', 0],
    ['day 32', 32],
    ['a fractional day', 1.5],
  ])('with %s falls back to the default, three business days before the start', (_case, day) => {
    expect(due(day)).toBe('2027-01-15');
    expect(due(day)).toBe(due(28));
  });
});

describe('the day a cycle opens for payment', () => {
  // The cycle of May 2027 opens in April (30 days) on its emission day.
  const opensOn = (paymentEmissionDay: number) =>
    cyclePaymentPeriod({
      referenceMonth: '2027-05-01',
      firstCleaningStartsAt: saoPauloInstant('2027-05-10', 9),
      paymentEmissionDay,
    }).opensAt;

  it.each([
    [1, '2027-04-01'],
    [30, '2027-04-30'],
    [31, '2027-04-30'],
    [0, '2027-04-28'],
    [32, '2027-04-28'],
  ])('is day %i → %s', (day, date) => {
    expect(opensOn(day)).toEqual(saoPauloInstant(date, 0));
  });
});

describe('how a payment instrument reads', () => {
  it.each([
    ['boletos', null, 'Boleto'],
    ['account_balance', null, 'Saldo'],
    ['pix', null, 'Pix'],
    ['credit_card', '1111', 'Cartão final 1111'],
    ['credit_card', null, 'Cartão de crédito'],
    [null, null, 'Cartão de crédito'],
  ] as [FundingType | null, string | null, string][])('%s (%s) reads %s', (type, last4, label) => {
    expect(paymentMethodLabel(type, last4)).toBe(label);
  });
});

describe('a coupon at the edges of its validity and uses', () => {
  const use: CouponUse = {
    date: '2026-11-24',
    districtId: 'centro',
    hasEarlierOrder: false,
    usedByDocument: false,
    usesSoFar: 0,
  };

  it.each([
    ['the day before it starts', '2026-11-23', couponMessages.from('2026-11-24')],
    ['its first day', '2026-11-24', null],
    ['after', '2026-12-01', null],
  ])('valid from 2026-11-24, for a cleaning %s', (_case, date, refusal) => {
    expect(couponRefusal({ validFrom: '2026-11-24' }, { ...use, date })).toBe(refusal);
  });

  it.each([
    [null, 0, null],
    [null, 1_000, null],
    [1, 0, null],
    [1, 1, couponMessages.notApplicable],
  ])('with at most %s uses and %i so far', (maxUses, usesSoFar, refusal) => {
    expect(couponRefusal({ maxUses }, { ...use, usesSoFar })).toBe(refusal);
  });

  it.each([
    [[1], 'segundas-feiras'],
    [[5, 1], 'segundas-feiras ou sextas-feiras'],
    [[3, 1, 2], 'segundas-feiras, terças-feiras ou quartas-feiras'],
  ])('limited to weekdays %j names %s', (weekdays, names) => {
    expect(couponMessages.weekdays(weekdays)).toBe(
      `O cupom informado é válido apenas para limpezas que ocorrerão em ${names}!`,
    );
  });
});

describe('a slot and a professional’s free period', () => {
  it('covers its duration from its start', () => {
    const { startsAt, endsAt } = slotInterval({ date: '2026-12-01', startHour: 8, duration: 4 });
    expect(startsAt).toEqual(saoPauloInstant('2026-12-01', 8));
    expect(endsAt).toEqual(saoPauloInstant('2026-12-01', 12));
  });

  const period = { startsAt: saoPauloInstant('2026-12-01', 8), endsAt: saoPauloInstant('2026-12-01', 14) };
  it.each([
    ['at the period’s start, no duration', 8, null, true],
    ['inside, no duration', 12, null, true],
    ['at the period’s end, no duration', 14, null, false],
    ['before the period', 7, null, false],
    ['ending exactly at the period’s end', 10, 4, true],
    ['ending after the period', 11, 4, false],
  ] as [string, number, number | null, boolean][])('a start %s fits: %s', (_case, hour, duration, fits) => {
    expect(periodFits(period, saoPauloInstant('2026-12-01', hour), duration)).toBe(fits);
  });

  it('fits a start inside the period when no duration is given at all', () => {
    expect(periodFits(period, saoPauloInstant('2026-12-01', 13))).toBe(true);
  });
});

describe('the scheduling clock past the hour', () => {
  // Monday 2026-11-23, 10:00 in São Paulo, and instants just past it.
  const tenOClock = saoPauloInstant('2026-11-23', 10);
  const after = (ms: number) => new Date(tenOClock.getTime() + ms);

  it.each([
    ['exactly 10:00:00.000', 0, 13, '2026-11-23T10'],
    ['one millisecond later', 1, 14, '2026-11-23T10+'],
    ['one second later', 1_000, 14, '2026-11-23T10+'],
    ['one minute later', 60_000, 14, '2026-11-23T10+'],
  ])('at %s offers today from %ih and keys the clock %s', (_case, ms, firstHour, key) => {
    expect(startHours('2026-11-23', after(ms))[0]).toBe(firstHour);
    expect(schedulingClockKey(after(ms))).toBe(key);
  });

  it('offers every day up to the last of the window', () => {
    const dates = bookableDates(tenOClock);
    expect(dates[0]).toBe('2026-11-23');
    expect(dates.at(-1)).toBe('2026-12-28');
  });

  it('closes a shortened day once its last start is within the lead time', () => {
    // Christmas Eve ends early (last start 15h): at 13h nothing is left, though the day is still the first one.
    const eveAtOne = saoPauloInstant('2026-12-24', 13);
    expect(startHours('2026-12-24', eveAtOne)).toEqual([]);
    expect(isBookableDate('2026-12-24', eveAtOne)).toBe(false);
    expect(isBookableDate('2026-12-26', eveAtOne)).toBe(true);
    expect(isBookableDate('2026-12-23', eveAtOne)).toBe(false);
  });
});

describe('a slot moved to another day', () => {
  const now = saoPauloInstant('2026-11-23', 10);
  it.each([
    ['a start halfway between two hours takes the later one', { startHour: 12.5, duration: 2 }, 13, 2],
    ['no duration keeps none', { startHour: 9, duration: null }, 9, null],
    ['no start keeps the duration', { startHour: null, duration: 3 }, null, 3],
  ])('%s', (_case, current, startHour, duration) => {
    expect(adjustToDate(current, '2026-11-30', now)).toEqual({ startHour, duration });
  });
});
