import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  easterSunday,
  isBusinessDay,
  isHoliday,
  nationalHolidays,
  nextBusinessDayOnOrAfter,
  previousBusinessDayOnOrBefore,
} from './holidays';
import { addDays, isoWeekday } from './time';

describe('Easter Sunday', () => {
  it.each([
    [1818, '1818-03-22'], // earliest possible
    [1943, '1943-04-25'], // latest possible
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i is %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
    expect(isoWeekday(expected)).toBe(7);
  });
});

describe('national (bank) holidays', () => {
  it.each([
    [
      2025,
      [
        '2025-01-01',
        '2025-03-03',
        '2025-03-04',
        '2025-04-18',
        '2025-04-21',
        '2025-05-01',
        '2025-06-19',
        '2025-09-07',
        '2025-10-12',
        '2025-11-02',
        '2025-11-15',
        '2025-11-20',
        '2025-12-25',
      ],
    ],
    [
      2026,
      [
        '2026-01-01',
        '2026-02-16',
        '2026-02-17',
        '2026-04-03',
        '2026-04-21',
        '2026-05-01',
        '2026-06-04',
        '2026-09-07',
        '2026-10-12',
        '2026-11-02',
        '2026-11-15',
        '2026-11-20',
        '2026-12-25',
      ],
    ],
    [
      2027,
      [
        '2027-01-01',
        '2027-02-08',
        '2027-02-09',
        '2027-03-26',
        '2027-04-21',
        '2027-05-01',
        '2027-05-27',
        '2027-09-07',
        '2027-10-12',
        '2027-11-02',
        '2027-11-15',
        '2027-11-20',
        '2027-12-25',
      ],
    ],
  ])('%i, sorted', (year, expected) => {
    expect(nationalHolidays(year)).toEqual(expected);
  });

  it('places the Easter-based days of 2026 on their known dates', () => {
    expect(isHoliday('2026-02-16')).toBe(true); // Carnaval Monday
    expect(isHoliday('2026-02-17')).toBe(true); // Carnaval Tuesday
    expect(isHoliday('2026-02-18')).toBe(false); // Ash Wednesday: banks open at noon
    expect(isHoliday('2026-04-03')).toBe(true); // Good Friday
    expect(isHoliday('2026-04-05')).toBe(false); // Easter Sunday itself is just a Sunday
    expect(isHoliday('2026-06-04')).toBe(true); // Corpus Christi
  });

  it('hands out a copy the caller may change', () => {
    nationalHolidays(2026).splice(0);
    expect(nationalHolidays(2026)).toHaveLength(13);
  });
});

describe('business days', () => {
  it.each([
    ['2026-02-13', true, 'Friday before Carnaval'],
    ['2026-02-14', false, 'Saturday'],
    ['2026-02-15', false, 'Sunday'],
    ['2026-02-16', false, 'Carnaval Monday'],
    ['2026-02-17', false, 'Carnaval Tuesday'],
    ['2026-02-18', true, 'Ash Wednesday'],
    ['2026-11-20', false, 'Consciência Negra (Friday)'],
    ['2026-12-24', true, 'Christmas Eve (Thursday)'],
    ['2026-12-25', false, 'Christmas'],
    ['2026-12-31', true, 'New Year Eve (Thursday)'],
    ['2027-01-01', false, 'New Year'],
    ['2027-01-04', true, 'first Monday of 2027'],
  ])('%s is a business day: %s (%s)', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });

  it.each([
    ['zero answers the day itself', '2026-02-14', 0, '2026-02-14'],
    ['Friday + 1 skips the weekend and Carnaval', '2026-02-13', 1, '2026-02-18'],
    ['Wednesday after Carnaval - 1 is the Friday before', '2026-02-18', -1, '2026-02-13'],
    ['Thursday + 1 skips Good Friday and the weekend', '2026-04-02', 1, '2026-04-06'],
    ['Monday + 1 skips Tiradentes', '2026-04-20', 1, '2026-04-22'],
    ['Thursday + 1 skips Nov 20 (Friday)', '2026-11-19', 1, '2026-11-23'],
    ['Monday - 1 skips Nov 20', '2026-11-23', -1, '2026-11-19'],
    ['year end: Dec 31 + 1 skips Jan 1 and the weekend', '2026-12-31', 1, '2027-01-04'],
    ['year end backwards', '2027-01-04', -1, '2026-12-31'],
    ['Christmas Eve + 1 skips Christmas', '2025-12-24', 1, '2025-12-26'],
    ['Saturday counts as Monday, so + 1 is Tuesday', '2026-03-07', 1, '2026-03-10'],
    ['Saturday - 1 is Friday', '2026-03-07', -1, '2026-03-06'],
    ['Carnaval Monday + 1 counts from Wednesday', '2026-02-16', 1, '2026-02-19'],
    ['Friday + 3 crosses the weekend', '2026-03-06', 3, '2026-03-11'],
    ['Thursday - 3 crosses Carnaval', '2026-02-19', -3, '2026-02-12'],
    ['Friday + 5 is the next Friday', '2026-03-06', 5, '2026-03-13'],
  ])('%s', (_name, date, n, expected) => {
    expect(addBusinessDays(date, n)).toBe(expected);
  });

  it('finds the nearest business day either way', () => {
    expect(nextBusinessDayOnOrAfter('2026-02-14')).toBe('2026-02-18');
    expect(nextBusinessDayOnOrAfter('2026-02-18')).toBe('2026-02-18');
    expect(previousBusinessDayOnOrBefore('2026-02-17')).toBe('2026-02-13');
    expect(previousBusinessDayOnOrBefore('2026-02-13')).toBe('2026-02-13');
  });
});

describe('business-day arithmetic properties', () => {
  const dates = fc.integer({ min: 0, max: 365 * 4 }).map((offset) => addDays('2024-06-01', offset));

  it('lands on a business day and moving back n gives the first business day on or after the start', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 1, max: 30 }), (date, n) => {
        const forward = addBusinessDays(date, n);
        expect(isBusinessDay(forward)).toBe(true);
        expect(forward > date).toBe(true);
        expect(addBusinessDays(forward, -n)).toBe(nextBusinessDayOnOrAfter(date));
      }),
    );
  });

  it('moving back lands on an earlier business day, and forward again returns to a business start', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 1, max: 30 }), (date, n) => {
        const back = addBusinessDays(date, -n);
        expect(isBusinessDay(back)).toBe(true);
        expect(back < date).toBe(true);
        if (isBusinessDay(date)) expect(addBusinessDays(back, n)).toBe(date);
      }),
    );
  });
});
