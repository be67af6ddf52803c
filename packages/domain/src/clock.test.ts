import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatDateBR, isoWeekday, saoPauloDate, saoPauloInstant } from './clock';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('the São Paulo day without dayjs (clock.ts: what the public page loads)', () => {
  it("reads the same calendar day as dayjs' time-zone plugin, daylight-saving years included", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        const instant = new Date(ms);
        expect(saoPauloDate(instant)).toBe(dayjs(instant).tz('America/Sao_Paulo').format('YYYY-MM-DD'));
      }),
      { numRuns: 2_000 },
    );
  });

  it('numbers the weekday of a calendar day as dayjs did (1 = Monday … 7 = Sunday)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        const date = new Date(ms).toISOString().slice(0, 10);
        expect(isoWeekday(date)).toBe(dayjs.utc(date).day() || 7);
      }),
    );
  });

  it('writes a calendar day as DD/MM/AAAA', () => {
    expect(formatDateBR(saoPauloDate(new Date('2024-05-10T02:30:00Z')))).toBe('09/05/2024');
  });

  it("places a São Paulo wall time at the instant dayjs' time-zone plugin placed it, summer times included", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (ms, hour, minute) => {
          const date = new Date(ms).toISOString().slice(0, 10);
          const wall = `${date} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          expect(saoPauloInstant(date, hour, minute).getTime()).toBe(
            dayjs.tz(wall, 'America/Sao_Paulo').valueOf(),
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('places the midnights and last hours of the old summer times as dayjs did', () => {
    // 2018-11-04: clocks went from 00:00 to 01:00; 2019-02-16: 23:00–23:59 happened twice.
    for (const [date, hour] of [
      ['2018-11-04', 0],
      ['2018-11-03', 23],
      ['2019-02-16', 23],
      ['2019-02-16', 22],
      ['2019-02-17', 0],
    ] as const) {
      const wall = `${date} ${String(hour).padStart(2, '0')}:30`;
      expect(saoPauloInstant(date, hour, 30).getTime()).toBe(dayjs.tz(wall, 'America/Sao_Paulo').valueOf());
    }
  });

  it('counts and adds calendar days as dayjs did', () => {
    const day = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) });
    fc.assert(
      fc.property(day, day, fc.integer({ min: -800, max: 800 }), (a, b, n) => {
        const from = new Date(a).toISOString().slice(0, 10);
        const to = new Date(b).toISOString().slice(0, 10);
        expect(daysBetween(from, to)).toBe(dayjs.utc(to).diff(dayjs.utc(from), 'day'));
        expect(addDays(from, n)).toBe(dayjs.utc(from).add(n, 'day').format('YYYY-MM-DD'));
      }),
    );
  });
});
