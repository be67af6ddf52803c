import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfMonthLabel,
  daysBetween,
  formatDateBR,
  formatInstantBR,
  formatInstantShortBR,
  instantClock,
  isoWeekday,
  monthName,
  monthOfYear,
  nextDailyRun,
  saoPauloClock,
  saoPauloDate,
  saoPauloInstant,
  spokenDate,
} from './time';

dayjs.extend(utc);

describe('São Paulo time', () => {
  it.each([
    ['2026-11-23T02:00:00Z', '2026-11-22'],
    ['2026-11-23T03:00:00Z', '2026-11-23'],
    ['2026-12-31T23:30:00Z', '2026-12-31'],
    ['2027-01-01T02:59:59Z', '2026-12-31'],
  ])('the instant %s falls on %s in São Paulo', (instant, day) => {
    expect(saoPauloDate(new Date(instant))).toBe(day);
  });

  it('places an hour of a São Paulo day at UTC-3 (no daylight saving since 2019)', () => {
    expect(saoPauloInstant('2026-11-23', 7).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(saoPauloInstant('2026-01-15', 22).toISOString()).toBe('2026-01-16T01:00:00.000Z');
  });

  it('does calendar arithmetic across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(formatDateBR('2026-11-23')).toBe('23/11/2026');
  });
});

describe('São Paulo wall clock', () => {
  it('reads the same day as the date helper and returns to the instant of its whole minute', () => {
    fc.assert(
      fc.property(
        // From 2020: Brazil has had no daylight saving since 2019 (no ambiguous wall-clock hours).
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }),
        (ms) => {
          const instant = new Date(ms);
          const clock = saoPauloClock(instant);
          expect(clock.date).toBe(saoPauloDate(instant));
          const back = saoPauloInstant(clock.date, clock.hour, clock.minute).getTime();
          expect(Math.floor(ms / 60_000) * 60_000).toBe(back);
        },
      ),
    );
  });

  it('counts calendar days between two dates', () => {
    expect(daysBetween('2026-11-23', '2026-12-28')).toBe(35);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-11-24', '2026-11-23')).toBe(-1);
  });
});

describe('spokenDate', () => {
  it.each([
    ['2026-11-26', '26 de novembro de 2026, quinta-feira'],
    ['2027-01-01', '1 de janeiro de 2027, sexta-feira'],
    ['2026-03-02', '2 de março de 2026, segunda-feira'],
  ])('reads %s as %s', (date, spoken) => {
    expect(spokenDate(date)).toBe(spoken);
  });
});

describe('nextDailyRun (the daily jobs at 00:05 São Paulo)', () => {
  it.each([
    ['in the afternoon → the next day', '2026-11-23T18:00:00Z', '2026-11-24T03:05:00.000Z'],
    ['just after midnight → the same day', '2026-11-24T03:04:00Z', '2026-11-24T03:05:00.000Z'],
    ['at the run itself → the next day', '2026-11-24T03:05:00Z', '2026-11-25T03:05:00.000Z'],
    [
      'at 23:30 São Paulo (already the next day in UTC) → 00:05',
      '2026-11-25T02:30:00Z',
      '2026-11-25T03:05:00.000Z',
    ],
  ])('%s', (_name, now, expected) => {
    expect(nextDailyRun(new Date(now)).toISOString()).toBe(expected);
  });
});

describe('pt-BR dates and hours on the São Paulo clock (the one place they are written)', () => {
  const intl = (instant: Date, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', ...options }).format(instant);

  it.each([
    ['2026-03-05T12:05:00Z'],
    ['2026-12-31T23:59:00Z'],
    ['2027-01-01T02:30:00Z'],
    ['2026-07-15T03:00:00Z'],
  ])('writes %s as the pt-BR locale does', (iso) => {
    const instant = new Date(iso);
    expect(formatInstantBR(instant)).toBe(
      intl(instant, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
    );
    expect(formatInstantShortBR(instant)).toBe(
      intl(instant, { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' }),
    );
    expect(instantClock(instant)).toBe(
      intl(instant, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    );
    const day = saoPauloDate(instant);
    expect(dayOfMonthLabel(day)).toBe(intl(instant, { weekday: 'long', day: 'numeric', month: 'long' }));
    expect(monthOfYear(day)).toBe(intl(instant, { month: 'long', year: 'numeric' }));
  });

  it('names every month as the pt-BR locale does', () => {
    for (let month = 1; month <= 12; month++) {
      const day = `2026-${String(month).padStart(2, '0')}-15`;
      expect(monthName(day)).toBe(intl(new Date(`${day}T15:00:00Z`), { month: 'long' }));
    }
  });
});

describe('calendar arithmetic without dayjs', () => {
  // The reference: what addDays and daysBetween answered through dayjs before.
  const reference = {
    addDays: (date: string, days: number) => dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD'),
    daysBetween: (from: string, to: string) => dayjs.utc(to).diff(dayjs.utc(from), 'day'),
  };
  const day = fc
    .date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2090-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));

  it('answers what dayjs answered, across month ends, leap days and years', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -800, max: 800 }), (date, days) => {
        expect(addDays(date, days)).toBe(reference.addDays(date, days));
      }),
    );
    fc.assert(
      fc.property(day, day, (from, to) => {
        expect(daysBetween(from, to)).toBe(reference.daysBetween(from, to));
      }),
    );
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-30', 0)).toBe(reference.addDays('2026-02-30', 0));
  });
});
