import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSupportOpen, needsReducedSupport, nextSupportOpening, supportWindow } from './support';
import { saoPauloClock, saoPauloInstant } from './time';

const at = (date: string, hour: number, minute = 0) => saoPauloInstant(date, hour, minute);
// 2026-11-23 is a Monday; 2026-11-28 a Saturday; 2026-11-29 a Sunday.
const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';

describe('reduced support for a cleaning (the product overview, the business constants)', () => {
  it.each([
    ['weekday 8h–12h: inside support', at(MONDAY, 8), at(MONDAY, 12), false],
    ['weekday 7h start: before support opens', at(MONDAY, 7), at(MONDAY, 10), true],
    ['weekday 7h59 start: one minute before opening', at(MONDAY, 7, 59), at(MONDAY, 10), true],
    ['weekday ending exactly 18h: covered', at(MONDAY, 14), at(MONDAY, 18), false],
    ['weekday ending 18h01: one minute after closing', at(MONDAY, 14), at(MONDAY, 18, 1), true],
    ['weekday 19h–22h: all after closing', at(MONDAY, 19), at(MONDAY, 22), true],
    ['weekday whole support day 8h–18h', at(MONDAY, 8), at(MONDAY, 18), false],
    ['Saturday 13h–14h: ends as support closes', at(SATURDAY, 13), at(SATURDAY, 14), false],
    ['Saturday 13h–15h: one hour after closing', at(SATURDAY, 13), at(SATURDAY, 15), true],
    ['Saturday 7h start', at(SATURDAY, 7), at(SATURDAY, 9), true],
    ['Sunday morning: no support all day', at(SUNDAY, 9), at(SUNDAY, 11), true],
    ['Nov 20 (Consciência Negra, a Friday): holiday', at('2026-11-20', 9), at('2026-11-20', 11), true],
    ['Nov 19, the day before: normal', at('2026-11-19', 9), at('2026-11-19', 11), false],
    ['Dec 25: closed anyway', at('2026-12-25', 9), at('2026-12-25', 11), true],
    ['Carnaval Tuesday 2026: bank holiday', at('2026-02-17', 9), at('2026-02-17', 11), true],
    ['Nov 15 2025, a Saturday holiday', at('2025-11-15', 9), at('2025-11-15', 11), true],
    ['Dec 24 (a weekday, not a holiday): normal hours', at('2026-12-24', 9), at('2026-12-24', 11), false],
    ['crossing midnight', at(MONDAY, 23), at('2026-11-24', 1), true],
  ])('%s', (_name, startsAt, endsAt, expected) => {
    expect(needsReducedSupport(startsAt, endsAt)).toBe(expected);
  });
});

describe('support window of a day', () => {
  it.each([
    [MONDAY, { from: 8, to: 18 }],
    [SATURDAY, { from: 8, to: 14 }],
    [SUNDAY, null],
    ['2026-11-20', null],
    ['2026-04-03', null], // Good Friday
  ])('%s', (date, expected) => {
    expect(supportWindow(date)).toEqual(expected);
  });
});

describe('properties', () => {
  // Oracle: walk the cleaning minute by minute on the São Paulo clock and ask each minute's day window.
  const outsideSomeMinute = (startsAt: Date, endsAt: Date): boolean => {
    for (let t = startsAt.getTime(); t < endsAt.getTime(); t += 60_000) {
      const clock = saoPauloClock(new Date(t));
      const window = supportWindow(clock.date);
      if (!window || clock.hour < window.from || clock.hour >= window.to) return true;
    }
    return false;
  };

  it('agrees with a minute-by-minute walk for every slot the scheduler offers', () => {
    const day = fc
      .integer({ min: 0, max: 800 })
      .map((n) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 7, max: 21 }),
        fc.integer({ min: 1, max: 8 }),
        (date, hour, hours) => {
          const startsAt = at(date, hour);
          const endsAt = new Date(startsAt.getTime() + hours * 3_600_000);
          expect(needsReducedSupport(startsAt, endsAt)).toBe(outsideSomeMinute(startsAt, endsAt));
        },
      ),
    );
  });
});

describe('next support opening (the chat outside support hours)', () => {
  it.each([
    ['Friday 18h (closing) → Saturday 8h', at('2026-11-27', 18), at(SATURDAY, 8)],
    ['Friday 18h before a Saturday holiday → Monday 8h', at('2025-11-14', 18), at('2025-11-17', 8)],
    ['Friday 17h59 → open now', at('2026-11-27', 17, 59), at('2026-11-27', 17, 59)],
    ['Saturday 14h (closing) → Monday 8h', at(SATURDAY, 14), at('2026-11-30', 8)],
    ['Saturday 13h59 → open now', at(SATURDAY, 13, 59), at(SATURDAY, 13, 59)],
    ['Sunday noon → Monday 8h', at(SUNDAY, 12), at('2026-11-30', 8)],
    ['weekday 7h59 → same day 8h', at(MONDAY, 7, 59), at(MONDAY, 8)],
    ['weekday 8h → open now', at(MONDAY, 8), at(MONDAY, 8)],
    ['weekday 20h → next day 8h', at(MONDAY, 20), at('2026-11-24', 8)],
    ['Thursday before the Nov 20 holiday, 18h → Saturday 8h', at('2026-11-19', 18), at('2026-11-21', 8)],
    ['Christmas Eve 2026 (Thu) 18h → Saturday Dec 26 8h', at('2026-12-24', 18), at('2026-12-26', 8)],
    ['Saturday holiday Nov 15 2025 → Monday Nov 17 8h', at('2025-11-15', 10), at('2025-11-17', 8)],
  ])('%s', (_label, now, expected) => {
    expect(nextSupportOpening(now).toISOString()).toBe(expected.toISOString());
  });

  it('is open exactly when the next opening is now', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) }), (ms) => {
        const now = new Date(ms);
        const next = nextSupportOpening(now);
        expect(next.getTime() >= ms).toBe(true);
        expect(isSupportOpen(now)).toBe(next.getTime() === ms);
        expect(isSupportOpen(next)).toBe(true);
      }),
    );
  });
});
