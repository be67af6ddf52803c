import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustToDate,
  bookableDates,
  durations,
  firstBookableDate,
  isBookableDate,
  isValidSlot,
  lastBookableDate,
  periodFits,
  schedulingClockKey,
  slotInterval,
  startHours,
} from './scheduling';
import { addDays, saoPauloClock, saoPauloInstant } from './time';

const at = (date: string, hour: number, minute = 0) => saoPauloInstant(date, hour, minute);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const TODAY = '2026-11-23';

describe('start hours (scheduling rules)', () => {
  it.each([
    ['07:59 today: from 14h', at(TODAY, 7, 59), TODAY, range(14, 19)],
    ['08:00 today: three hours on', at(TODAY, 8, 0), TODAY, range(11, 19)],
    ['10:20 today: rounded up to 14h', at(TODAY, 10, 20), TODAY, range(14, 19)],
    ['10:00 today: exactly 13h', at(TODAY, 10, 0), TODAY, range(13, 19)],
    ['15:59 today: only 19h', at(TODAY, 15, 59), TODAY, [19]],
    ['16:00 today: today is closed', at(TODAY, 16, 0), TODAY, []],
    ['17:59 asking for tomorrow: from 7h', at(TODAY, 17, 59), '2026-11-24', range(7, 19)],
    ['18:00 asking for tomorrow: from 14h', at(TODAY, 18, 0), '2026-11-24', range(14, 19)],
    ['18:00 asking for the day after: from 7h', at(TODAY, 18, 0), '2026-11-25', range(7, 19)],
    ['Dec 24: until 15h', at('2026-12-10', 9), '2026-12-24', range(7, 15)],
    ['Dec 31: until 15h', at('2026-12-10', 9), '2026-12-31', range(7, 15)],
    ['Dec 25: closed', at('2026-12-01', 9), '2026-12-25', []],
    ['Jan 1: closed', at('2026-12-01', 9), '2027-01-01', []],
    ['yesterday: closed', at(TODAY, 9), '2026-11-22', []],
  ])('%s', (_name, now, date, expected) => {
    expect(startHours(date, now)).toEqual(expected);
  });
});

describe('bookable dates', () => {
  it('runs from today to 35 days ahead, day 36 excluded', () => {
    const now = at(TODAY, 9);
    expect(isBookableDate(TODAY, now)).toBe(true);
    expect(isBookableDate(addDays(TODAY, 35), now)).toBe(true);
    expect(isBookableDate(addDays(TODAY, 36), now)).toBe(false);
    expect(lastBookableDate(now)).toBe(addDays(TODAY, 35));
  });

  it('starts tomorrow from 16h on', () => {
    expect(firstBookableDate(at(TODAY, 15, 59))).toBe(TODAY);
    expect(firstBookableDate(at(TODAY, 16, 0))).toBe('2026-11-24');
  });

  it('skips Christmas and New Year but keeps their eves', () => {
    const dates = bookableDates(at('2026-12-10', 9));
    expect(dates).not.toContain('2026-12-25');
    expect(dates).not.toContain('2027-01-01');
    expect(dates).toContain('2026-12-24');
    expect(dates).toContain('2026-12-31');
  });

  it('reads the São Paulo day, not UTC (23:30 in São Paulo is already tomorrow in UTC)', () => {
    const now = at(TODAY, 23, 30);
    expect(firstBookableDate(now)).toBe('2026-11-24');
    expect(startHours('2026-11-24', now)).toEqual(range(14, 19));
  });
});

describe('durations', () => {
  it.each([
    [7, range(1, 8)],
    [14, range(1, 8)],
    [15, range(1, 7)],
    [19, range(1, 3)],
  ])('starting at %ih the cleaning ends by 22h', (hour, expected) => {
    expect(durations('2026-11-24', hour)).toEqual(expected);
  });

  it('ends by 18h on Dec 24 and Dec 31', () => {
    expect(durations('2026-12-24', 15)).toEqual([1, 2, 3]);
    expect(durations('2026-12-31', 7)).toEqual(range(1, 8));
    expect(durations('2026-12-31', 12)).toEqual(range(1, 6));
  });
});

describe('changing the date', () => {
  const now = at(TODAY, 10, 20);

  it('moves the hour to the nearest one offered and shortens the duration to fit', () => {
    expect(adjustToDate({ startHour: 9, duration: 8 }, TODAY, now)).toEqual({ startHour: 14, duration: 8 });
    expect(adjustToDate({ startHour: 18, duration: 8 }, '2026-12-24', now)).toEqual({
      startHour: 15,
      duration: 3,
    });
    expect(adjustToDate({ startHour: 9, duration: 2 }, '2026-11-30', now)).toEqual({
      startHour: 9,
      duration: 2,
    });
  });

  it('answers null for a day without hours and keeps unset values unset', () => {
    expect(adjustToDate({ startHour: 9, duration: 2 }, '2026-12-25', now)).toBeNull();
    expect(adjustToDate({}, '2026-11-30', now)).toEqual({ startHour: null, duration: null });
  });
});

describe('free periods', () => {
  const period = { startsAt: at('2026-11-24', 7), endsAt: at('2026-11-24', 13) };
  it.each([
    ['starts at the period start', 7, 6, true],
    ['ends exactly at the period end', 11, 2, true],
    ['runs past the period end', 12, 2, false],
    ['starts at the period end', 13, 1, false],
    ['starts before the period', 6, 1, false],
    ['has no duration yet', 12, null, true],
  ])('a cleaning that %s', (_name, hour, duration, fits) => {
    expect(periodFits(period, at('2026-11-24', hour), duration)).toBe(fits);
  });
});

describe('invariants', () => {
  // Any instant from 2026 to 2028, and any date up to 40 days after it.
  const instants = fc
    .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 31) })
    .map((ms) => new Date(ms));

  it('never offers a start less than three hours ahead, even a millisecond past the hour', () => {
    const now = new Date('2027-12-17T11:00:00.001Z'); // 08:00:00.001 in São Paulo
    expect(startHours('2027-12-17', now)[0]).toBe(12);
    expect(startHours('2027-12-17', new Date('2027-12-17T11:00:00.000Z'))[0]).toBe(11);
  });

  it('answers the same for two instants with the same scheduling clock key', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: 3_600_000 }), (now, later) => {
        const other = new Date(now.getTime() + later);
        fc.pre(schedulingClockKey(other) === schedulingClockKey(now));
        expect(bookableDates(other)).toEqual(bookableDates(now));
        for (const date of [firstBookableDate(now), addDays(saoPauloClock(now).date, 1)])
          expect(startHours(date, other)).toEqual(startHours(date, now));
      }),
      { numRuns: 100 },
    );
    // The key moves with the hour and when the hour has begun.
    expect(schedulingClockKey(new Date('2027-12-17T11:00:00.000Z'))).toBe('2027-12-17T8');
    expect(schedulingClockKey(new Date('2027-12-17T11:00:00.001Z'))).toBe('2027-12-17T8+');
    expect(schedulingClockKey(new Date('2027-12-17T11:59:59.999Z'))).toBe('2027-12-17T8+');
  });

  it('never offers a slot that breaks a rule', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: -2, max: 40 }), (now, ahead) => {
        const date = addDays(saoPauloClock(now).date, ahead);
        for (const hour of startHours(date, now)) {
          const { startsAt } = slotInterval({ date, startHour: hour, duration: 1 });
          // at least three hours ahead, within 7–19 and the window
          expect(startsAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(3 * 3_600_000);
          expect(hour).toBeGreaterThanOrEqual(7);
          expect(hour).toBeLessThanOrEqual(19);
          expect(ahead).toBeLessThanOrEqual(35);
          for (const duration of durations(date, hour)) {
            expect(hour + duration).toBeLessThanOrEqual(22);
            expect(duration).toBeLessThanOrEqual(8);
            expect(isValidSlot({ date, startHour: hour, duration }, now)).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('offers every slot that passes the rules', () => {
    fc.assert(
      fc.property(
        instants,
        fc.integer({ min: 0, max: 35 }),
        fc.integer({ min: 7, max: 19 }),
        fc.integer({ min: 1, max: 8 }),
        (now, ahead, hour, duration) => {
          const clock = saoPauloClock(now);
          const date = addDays(clock.date, ahead);
          const md = date.slice(5);
          const restricted = md === '12-24' || md === '12-31';
          const expectedOk =
            md !== '12-25' &&
            md !== '01-01' &&
            !(ahead === 0 && clock.hour >= 16) &&
            !(ahead === 0 && clock.hour < 8 && hour < 14) &&
            !(ahead === 0 && clock.hour >= 8 && hour < clock.hour + 3 + (clock.minute > 0 ? 1 : 0)) &&
            !(ahead === 1 && clock.hour >= 18 && hour < 14) &&
            hour <= (restricted ? 15 : 19) &&
            hour + duration <= (restricted ? 18 : 22);
          expect(isValidSlot({ date, startHour: hour, duration }, now)).toBe(expectedOk);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('adjusting to a date always lands on a valid slot', () => {
    fc.assert(
      fc.property(
        instants,
        fc.integer({ min: 0, max: 35 }),
        fc.integer({ min: 7, max: 19 }),
        fc.integer({ min: 1, max: 8 }),
        (now, ahead, startHour, duration) => {
          const date = addDays(saoPauloClock(now).date, ahead);
          const adjusted = adjustToDate({ startHour, duration }, date, now);
          if (adjusted === null) expect(startHours(date, now)).toEqual([]);
          else
            expect(
              isValidSlot({ date, startHour: adjusted.startHour!, duration: adjusted.duration! }, now),
            ).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
