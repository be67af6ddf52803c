import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inactiveAccountCutoff, isInactiveAccount } from './accounts';
import { saoPauloInstant } from './time';

describe('inactive accounts (business constants: a year or more)', () => {
  const now = saoPauloInstant('2026-11-23', 15);
  it.each([
    ['a year and a day ago', saoPauloInstant('2025-11-22', 10), true],
    ['exactly a year ago, early', saoPauloInstant('2025-11-23', 0), true],
    ['exactly a year ago, late that day', saoPauloInstant('2025-11-23', 23, 59), true],
    ['a year less a day ago', saoPauloInstant('2025-11-24', 0), false],
    ['yesterday', saoPauloInstant('2026-11-22', 9), false],
  ])('%s → %s', (_name, lastActiveAt, expected) => {
    expect(isInactiveAccount(lastActiveAt, now)).toBe(expected);
  });

  it('counts 29 February back to 28 February of a common year', () => {
    expect(inactiveAccountCutoff(saoPauloInstant('2028-02-29', 12))).toEqual(
      saoPauloInstant('2027-03-01', 0),
    );
  });

  it('turns inactive exactly once as time goes by', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 800 }), (a, b) => {
        const last = saoPauloInstant('2025-01-01', 12);
        const [earlier, later] = [Math.min(a, b), Math.max(a, b)].map(
          (days) => new Date(last.getTime() + days * 86_400_000),
        );
        // Once inactive, an account stays so while nothing happens on it.
        if (isInactiveAccount(last, earlier!)) expect(isInactiveAccount(last, later!)).toBe(true);
      }),
    );
  });
});
