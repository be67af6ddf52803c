import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { needsReducedSupport, supportWindow } from './support';
import { saoPauloClock, saoPauloInstant } from './time';

const at = (date: string, hour: number, minute = 0) => saoPauloInstant(date, hour, minute);
// 2026-11-23 is a Monday; 2026-11-28 a Saturday; 2026-11-29 a Sunday.
const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';

describe('reduced support for a cleaning (spec product §1, rules §9)', () => {
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
  }, 30_000);
});
