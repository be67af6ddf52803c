import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_FREQUENCIES, SUBSCRIPTION_YEARLY_SAVINGS_CENTS } from './constants';
import { isHoliday } from './holidays';
import {
  cleaningsPerYear,
  isSubscriptionDateAllowed,
  nextMonth,
  nextReferenceMonth,
  perCleaningDiscount,
  referenceMonthDate,
  subscriptionCleaningAmount,
  subscriptionCleaningDates,
  subscriptionName,
} from './subscriptions';
import { addDays, daysBetween, isoWeekday, saoPauloClock, saoPauloDate, saoPauloInstant } from './time';

const days = (instants: Date[]) => instants.map(saoPauloDate);

describe('the savings the upsell shows are what the customer saves', () => {
  it.each(SUBSCRIPTION_FREQUENCIES)(
    '%s: per-cleaning discount × cleanings per year = the yearly saving',
    (frequency) => {
      expect(perCleaningDiscount(frequency) * cleaningsPerYear(frequency)).toBe(
        SUBSCRIPTION_YEARLY_SAVINGS_CENTS[frequency],
      );
    },
  );

  it.each([
    ['Mensal', 12, 600],
    ['Quinzenal', 26, 800],
    ['Semanal', 52, 1000],
  ] as const)('%s: %i cleanings a year, R$ %i cents off each', (frequency, perYear, discount) => {
    expect(cleaningsPerYear(frequency)).toBe(perYear);
    expect(perCleaningDiscount(frequency)).toBe(discount);
  });

  it('a cycle order costs its normal price less the discount, never below zero', () => {
    expect(subscriptionCleaningAmount('Quinzenal', 15_900)).toEqual({
      subtotal: 15_900,
      discount: 800,
      total: 15_100,
    });
    expect(subscriptionCleaningAmount('Semanal', 500)).toEqual({ subtotal: 500, discount: 500, total: 0 });
  });
});

describe('names and months', () => {
  it('names a subscription after its frequency and address', () => {
    expect(subscriptionName('Quinzenal', 'Casa')).toBe('Limpeza quinzenal — Casa');
    expect(subscriptionName('Mensal', 'Escritório')).toBe('Limpeza mensal — Escritório');
  });

  it('the next reference month is the calendar month after today in São Paulo', () => {
    expect(nextReferenceMonth(new Date('2026-11-23T12:00:00Z'))).toBe('2026-12');
    expect(nextReferenceMonth(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01');
    // 23:30 on Nov 30 in São Paulo is already Dec 1 in UTC: still November there.
    expect(nextReferenceMonth(new Date('2026-12-01T02:30:00Z'))).toBe('2026-12');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(referenceMonthDate('2026-12')).toBe('2026-12-01');
  });
});

describe('the cleaning dates of a month', () => {
  const tuesday10h = saoPauloInstant('2026-11-24', 10);

  it('Quinzenal: every 14 days from the origin day, at the origin hour', () => {
    const dates = subscriptionCleaningDates({
      frequency: 'Quinzenal',
      first: tuesday10h,
      month: '2026-12',
      durationHours: 2,
    });
    expect(dates.map((d) => d.toISOString())).toEqual([
      '2026-12-08T13:00:00.000Z',
      '2026-12-22T13:00:00.000Z',
    ]);
  });

  it.each([
    // [frequency, origin day, start hour, hours, month, expected days]
    [
      'Semanal',
      '2026-11-26',
      10,
      2,
      '2026-12',
      ['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-24', '2026-12-31'],
    ],
    // Dec 24/31 allow starts until 15h and ends by 18h.
    ['Semanal', '2026-11-26', 16, 2, '2026-12', ['2026-12-03', '2026-12-10', '2026-12-17']],
    ['Semanal', '2026-11-26', 14, 5, '2026-12', ['2026-12-03', '2026-12-10', '2026-12-17']],
    [
      'Semanal',
      '2026-11-26',
      15,
      3,
      '2026-12',
      ['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-24', '2026-12-31'],
    ],
    // Dec 25 is closed; across the year end, Jan 1 too.
    ['Semanal', '2026-12-04', 9, 3, '2026-12', ['2026-12-11', '2026-12-18']],
    ['Semanal', '2026-12-04', 9, 3, '2027-01', ['2027-01-08', '2027-01-15', '2027-01-22', '2027-01-29']],
    // Year end: the 14-day count goes on across December → January.
    ['Quinzenal', '2026-12-15', 10, 2, '2027-01', ['2027-01-12', '2027-01-26']],
    ['Quinzenal', '2026-12-15', 10, 2, '2026-12', ['2026-12-29']],
    // Carnival Tuesday 2027-02-09 is skipped; the next one 14 days on is kept.
    ['Quinzenal', '2027-01-26', 8, 4, '2027-02', ['2027-02-23']],
    // Good Friday 2027-03-26.
    ['Semanal', '2027-03-05', 8, 4, '2027-03', ['2027-03-12', '2027-03-19']],
    // Tiradentes (Apr 21, 2027, a Wednesday).
    ['Semanal', '2027-04-07', 8, 4, '2027-04', ['2027-04-14', '2027-04-28']],
    // The origin's own month: only the days after it.
    ['Semanal', '2026-11-03', 8, 4, '2026-11', ['2026-11-10', '2026-11-17', '2026-11-24']],
    // A month before the origin has none.
    ['Semanal', '2026-11-03', 8, 4, '2026-10', []],
    // Mensal: same ordinal weekday (2026-11-24 is the 4th Tuesday; Dec 22 is December's 4th).
    ['Mensal', '2026-11-24', 10, 2, '2026-12', ['2026-12-22']],
    ['Mensal', '2026-11-24', 10, 2, '2027-01', ['2027-01-26']],
    // The 5th Tuesday (Dec 29): January has 4 Tuesdays → the last; March 2027 has a 5th.
    ['Mensal', '2026-12-29', 10, 2, '2027-01', ['2027-01-26']],
    ['Mensal', '2026-12-29', 10, 2, '2027-02', ['2027-02-23']],
    ['Mensal', '2026-12-29', 10, 2, '2027-03', ['2027-03-30']],
    // The 1st Friday: Jan 1 2027 is closed → no cleaning that month.
    ['Mensal', '2026-12-04', 10, 2, '2027-01', []],
    // The 2nd Tuesday of Feb 2027 is Carnival.
    ['Mensal', '2027-01-12', 10, 2, '2027-02', []],
    // The 4th Friday of Dec 2026 is Dec 25.
    ['Mensal', '2026-11-27', 10, 2, '2026-12', []],
    ['Mensal', '2026-11-24', 10, 2, '2026-11', []],
  ] as const)('%s from %s at %ih for %i h, in %s', (frequency, origin, hour, hours, month, expected) => {
    const dates = subscriptionCleaningDates({
      frequency,
      first: saoPauloInstant(origin, hour),
      month,
      durationHours: hours,
    });
    expect(days(dates)).toEqual(expected);
    for (const date of dates) expect(saoPauloClock(date).hour).toBe(hour);
  });

  it('keeps the origin minute', () => {
    const [date] = subscriptionCleaningDates({
      frequency: 'Semanal',
      first: saoPauloInstant('2026-11-24', 9, 30),
      month: '2026-12',
      durationHours: 2,
    });
    expect(saoPauloClock(date!)).toEqual({ date: '2026-12-01', hour: 9, minute: 30 });
  });

  it('the booking rules that do not depend on today', () => {
    expect(isSubscriptionDateAllowed('2026-12-25', 10, 2)).toBe(false);
    expect(isSubscriptionDateAllowed('2027-01-01', 10, 2)).toBe(false);
    expect(isSubscriptionDateAllowed('2027-02-08', 10, 2)).toBe(false); // Carnival Monday
    expect(isSubscriptionDateAllowed('2026-12-24', 15, 3)).toBe(true);
    expect(isSubscriptionDateAllowed('2026-12-24', 15, 4)).toBe(false);
    expect(isSubscriptionDateAllowed('2026-12-24', 16, 1)).toBe(false);
    expect(isSubscriptionDateAllowed('2026-12-02', 19, 3)).toBe(true);
    expect(isSubscriptionDateAllowed('2026-12-02', 19, 4)).toBe(false); // ends after 22h
  });
});

describe('properties of the cleaning dates', () => {
  const origin = fc
    .record({
      offset: fc.integer({ min: 0, max: 3 * 365 }),
      hour: fc.integer({ min: 7, max: 19 }),
      hours: fc.integer({ min: 1, max: 8 }),
      monthsAhead: fc.integer({ min: 0, max: 14 }),
    })
    .filter(({ hour, hours }) => hour + hours <= 22);

  const monthAfter = (date: string, n: number) => {
    let month = date.slice(0, 7);
    for (let i = 0; i < n; i++) month = nextMonth(month);
    return month;
  };

  const everyDayOf = (month: string): string[] => {
    const out: string[] = [];
    for (let d = `${month}-01`; d.startsWith(month); d = addDays(d, 1)) out.push(d);
    return out;
  };

  it.each(['Semanal', 'Quinzenal'] as const)(
    '%s: exactly the allowed days of the month a whole number of steps after the origin',
    (frequency) => {
      const step = frequency === 'Semanal' ? 7 : 14;
      fc.assert(
        fc.property(origin, ({ offset, hour, hours, monthsAhead }) => {
          const originDay = addDays('2026-01-01', offset);
          const month = monthAfter(originDay, monthsAhead);
          const dates = subscriptionCleaningDates({
            frequency,
            first: saoPauloInstant(originDay, hour),
            month,
            durationHours: hours,
          });
          const expected = everyDayOf(month).filter((d) => {
            const gap = daysBetween(originDay, d);
            return gap > 0 && gap % step === 0 && isSubscriptionDateAllowed(d, hour, hours);
          });
          expect(days(dates)).toEqual(expected);
          for (const d of dates) {
            expect(saoPauloClock(d).hour).toBe(hour);
            expect(isHoliday(saoPauloDate(d))).toBe(false);
          }
        }),
        { numRuns: 300 },
      );
    },
  );

  it('Mensal: at most one day, on the origin weekday, at the origin ordinal or the month’s last', () => {
    fc.assert(
      fc.property(origin, ({ offset, hour, hours, monthsAhead }) => {
        const originDay = addDays('2026-01-01', offset);
        const month = monthAfter(originDay, Math.max(1, monthsAhead));
        const dates = days(
          subscriptionCleaningDates({
            frequency: 'Mensal',
            first: saoPauloInstant(originDay, hour),
            month,
            durationHours: hours,
          }),
        );
        const sameWeekday = everyDayOf(month).filter((d) => isoWeekday(d) === isoWeekday(originDay));
        const ordinal = Math.ceil(Number(originDay.slice(8)) / 7);
        const expectedDay = sameWeekday[Math.min(ordinal, sameWeekday.length) - 1]!;
        expect(dates).toEqual(isSubscriptionDateAllowed(expectedDay, hour, hours) ? [expectedDay] : []);
      }),
      { numRuns: 300 },
    );
  });
});
