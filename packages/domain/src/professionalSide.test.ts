import { describe, expect, it } from 'vitest';
import {
  addressVisibleToProfessional,
  canCheckIn,
  canCheckOut,
  checkInOpensAt,
  checkInRefusal,
  declineDeadline,
  declineRefusal,
  type ProfessionalOrder,
} from './professionalSide';
import { ORDER_STATUSES, type OrderStatus } from './statuses';
import { saoPauloInstant } from './time';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Wednesday 2026-11-25, 10h–12h in São Paulo. */
const START = saoPauloInstant('2026-11-25', 10);
const END = new Date(START.getTime() + 2 * HOUR);
const order = (status: OrderStatus = 'paid', startsAt = START, endsAt = END): ProfessionalOrder => ({
  status,
  startsAt,
  endsAt,
});
const at = (ms: number, from = START) => new Date(from.getTime() + ms);

describe('check-in: the cleaning day, from 60 min before the start until its end', () => {
  it.each([
    ['the day before', at(-24 * HOUR), 'too_early'],
    ['61 min before the start', at(-61 * MINUTE), 'too_early'],
    ['exactly 60 min before the start', at(-60 * MINUTE), null],
    ['at the start', START, null],
    ['1 min before the end', at(-MINUTE, END), null],
    ['at the end', END, 'too_late'],
    ['2 h after the end', at(2 * HOUR, END), 'too_late'],
  ])('%s → %s', (_label, now, refusal) => {
    expect(checkInRefusal(order(), now)).toBe(refusal);
    expect(canCheckIn(order(), now)).toBe(refusal === null);
  });

  it('opens at midnight, not the evening before, for a cleaning starting before 1h (day change in São Paulo)', () => {
    const early = saoPauloInstant('2026-11-25', 0, 30);
    const cleaning = order('paid', early, at(2 * HOUR, early));
    expect(checkInOpensAt(cleaning)).toEqual(saoPauloInstant('2026-11-25', 0));
    expect(canCheckIn(cleaning, saoPauloInstant('2026-11-24', 23, 59))).toBe(false);
    expect(canCheckIn(cleaning, saoPauloInstant('2026-11-25', 0))).toBe(true);
  });

  it('follows São Paulo days, not UTC days (21h in São Paulo is already tomorrow in UTC)', () => {
    const evening = saoPauloInstant('2026-11-25', 21);
    const cleaning = order('paid', evening, at(HOUR, evening));
    expect(checkInOpensAt(cleaning)).toEqual(saoPauloInstant('2026-11-25', 20));
  });

  it.each(ORDER_STATUSES.filter((s) => s !== 'paid'))('is refused for a %s order', (status) => {
    expect(checkInRefusal(order(status), START)).toBe('wrong_status');
  });
});

describe('check-out: any time once checked in', () => {
  it.each(ORDER_STATUSES.map((s) => [s, s === 'provisioning'] as const))('%s → %s', (status, allowed) => {
    expect(canCheckOut(order(status))).toBe(allowed);
  });
});

describe('the address window: 24 h before the start until 2 h after the end', () => {
  it.each([
    ['24 h 01 min before the start', at(-24 * HOUR - MINUTE), false],
    ['exactly 24 h before the start', at(-24 * HOUR), true],
    ['during the cleaning', at(HOUR), true],
    ['exactly 2 h after the end', at(2 * HOUR, END), true],
    ['2 h 01 min after the end', at(2 * HOUR + MINUTE, END), false],
  ])('%s → %s', (_label, now, visible) => {
    expect(addressVisibleToProfessional(order('paid'), now)).toBe(visible);
  });

  it.each([
    ['paid', true],
    ['provisioning', true],
    ['complete', true],
    ['service_not_provided', true],
    ['rescheduling', true],
    ['scheduled', false],
    ['waiting_payment', false],
    ['cancelled', false],
    ['waiting_refund', false],
  ] as const)('inside the window, a %s order shows it: %s', (status, visible) => {
    expect(addressVisibleToProfessional(order(status), START)).toBe(visible);
  });
});

describe('declining an accepted job', () => {
  const startsAt = saoPauloInstant('2026-12-10', 10);
  const paid = { status: 'paid' as OrderStatus, startsAt };

  it.each<[string, number, ReturnType<typeof declineRefusal>]>([
    ['two days before', -48 * HOUR, null],
    ['one minute before the cut-off', -24 * HOUR - MINUTE, null],
    ['at the cut-off (24 h before the start)', -24 * HOUR, null],
    ['one minute after the cut-off', -24 * HOUR + MINUTE, 'too_late'],
    ['an hour before the start', -HOUR, 'too_late'],
    ['after the start', HOUR, 'too_late'],
  ])('%s: %s', (_label, offset, expected) => {
    expect(declineRefusal(paid, new Date(startsAt.getTime() + offset))).toBe(expected);
  });

  it('puts the deadline 24 h before the start', () => {
    expect(declineDeadline(paid).toISOString()).toBe('2026-12-09T13:00:00.000Z');
  });

  it.each(ORDER_STATUSES.filter((status) => status !== 'paid'))(
    'refuses a %s order whatever the time',
    (status) => {
      expect(declineRefusal({ status, startsAt }, new Date(startsAt.getTime() - 72 * HOUR))).toBe(
        'wrong_status',
      );
    },
  );
});
