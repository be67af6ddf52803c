import { describe, expect, it } from 'vitest';
import { addDays, formatDateBR, isoWeekday, saoPauloDate, saoPauloInstant } from './time';

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
