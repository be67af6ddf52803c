import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateBR, isoWeekday, saoPauloDate } from './clock';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('the São Paulo day without dayjs (clock.ts: what the public page loads, issue 23)', () => {
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
});
