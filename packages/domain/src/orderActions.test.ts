import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ActionOrder,
  businessHoursBetween,
  CANCELLABLE_ORDER_STATUSES,
  canCancel,
  canConvertToCredit,
  cancellationOptions,
  cancellationPolicy,
  canDownloadInvoice,
  canRate,
  canRebookCredit,
  canReschedule,
  isLate,
  isShortNotice,
  showsProfessionalPhone,
} from './orderActions';
import { ORDER_STATUSES, type OrderStatus } from './statuses';
import { saoPauloInstant } from './time';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Wednesday 2026-11-25, 10h in São Paulo: a 2-hour cleaning of R$ 80,00. */
const START = saoPauloInstant('2026-11-25', 10);
const order = (status: OrderStatus, extra: Partial<ActionOrder> = {}): ActionOrder => ({
  status,
  startsAt: START,
  endsAt: new Date(START.getTime() + 2 * HOUR),
  durationHours: 2,
  total: 8_000,
  ...extra,
});
const before = (ms: number) => new Date(START.getTime() - ms);
const after = (ms: number) => new Date(START.getTime() + ms);

describe('cancel (order action rules: ≥ 3 h before the start, listed statuses)', () => {
  it.each([
    ['a day before', before(24 * HOUR), true],
    ['exactly 3 h before', before(3 * HOUR), true],
    ['2 h 59 min before', before(3 * HOUR - MINUTE), false],
    ['1 ms short of 3 h', before(3 * HOUR - 1), false],
    ['after the start', after(MINUTE), false],
  ])('a paid order %s: %s', (_name, now, expected) => {
    expect(canCancel(order('paid'), now)).toBe(expected);
  });

  it.each(ORDER_STATUSES.map((status) => [status]))('status %s', (status) => {
    const expected = (CANCELLABLE_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
    expect(canCancel(order(status), before(48 * HOUR))).toBe(expected);
  });
});

describe('reschedule (order action rules: service_not_provided, or paid up to 3 h after the start)', () => {
  it.each([
    ['a day before', before(24 * HOUR), true],
    ['at the start', START, true],
    ['exactly 3 h after', after(3 * HOUR), true],
    ['3 h 01 min after', after(3 * HOUR + MINUTE), false],
  ])('a paid order %s: %s', (_name, now, expected) => {
    expect(canReschedule(order('paid'), now)).toBe(expected);
  });

  it('service_not_provided whenever', () => {
    expect(canReschedule(order('service_not_provided'), after(72 * HOUR))).toBe(true);
  });

  it.each(ORDER_STATUSES.map((status) => [status]))('status %s at the start', (status) => {
    expect(canReschedule(order(status), START)).toBe(status === 'paid' || status === 'service_not_provided');
  });

  it('a credit (cancelled, converted in credit) is rebooked, a plain cancellation is not', () => {
    expect(canRebookCredit(order('cancelled', { orderConvertedInCredit: true }))).toBe(true);
    expect(canRebookCredit(order('cancelled'))).toBe(false);
    expect(canRebookCredit(order('paid', { orderConvertedInCredit: true }))).toBe(false);
  });
});

describe('rate, invoice and phone (order action rules)', () => {
  it.each(ORDER_STATUSES.map((status) => [status]))('status %s', (status) => {
    expect(canRate(order(status))).toBe(status === 'complete');
    expect(canDownloadInvoice(order(status))).toBe(
      ['paid', 'provisioning', 'complete', 'service_not_provided'].includes(status),
    );
    expect(showsProfessionalPhone(order(status))).toBe(
      ['paid', 'provisioning', 'service_not_provided'].includes(status),
    );
  });
});

describe("operator's credit conversion (console 'Resolver como crédito')", () => {
  const base = { gatewayRefundRequested: false } as const;
  it.each([
    ['a paid order, from a question', 'general_question', 'paid', {}, true],
    ['a no-show under way', 'general_question', 'provisioning', {}, true],
    ['a cleaning not provided', 'order_rebooking', 'service_not_provided', {}, true],
    ['a reschedule waiting for a slot', 'order_rebooking', 'rescheduling', {}, true],
    ['a credit whose rebooking failed', 'order_rebooking', 'cancelled', {}, true],
    ['a cancelled order from a cancellation ticket', 'order_cancellation', 'cancelled', {}, false],
    ['a boleto refund still to transfer', 'order_cancellation', 'waiting_refund', {}, true],
    [
      'a refund with hours left by the policy',
      'order_cancellation',
      'waiting_refund',
      { policyCreditHours: 2 },
      true,
    ],
    [
      'a refund whose policy left no hour',
      'order_cancellation',
      'waiting_refund',
      { policyCreditHours: 0 },
      false,
    ],
    [
      'a card refund already asked of the gateway',
      'order_cancellation',
      'waiting_refund',
      { gatewayRefundRequested: true },
      false,
    ],
    ['a waiting refund from a question', 'general_question', 'waiting_refund', {}, false],
    ['a refunded order', 'order_cancellation', 'refunded', {}, false],
    ['a complete cleaning', 'general_question', 'complete', {}, false],
    ['an unpaid order', 'general_question', 'waiting_payment', {}, false],
  ] as const)('%s → %s', (_name, ticketKind, orderStatus, extra, expected) => {
    expect(canConvertToCredit({ ...base, ticketKind, orderStatus, ...extra })).toBe(expected);
  });
});

describe('short notice (business constants: between 3 h and 24 h before)', () => {
  it.each([
    ['24 h before', before(24 * HOUR), false],
    ['23 h 59 min before', before(24 * HOUR - MINUTE), true],
    ['exactly 3 h before', before(3 * HOUR), true],
    ['2 h 59 min before', before(3 * HOUR - MINUTE), false],
  ])('%s: %s', (_name, now, expected) => {
    expect(isShortNotice(order('paid'), now)).toBe(expected);
  });
});

describe('late (business constants: 30 min tolerance)', () => {
  it.each([
    ['29 min after', 'paid', after(29 * MINUTE), false],
    ['exactly 30 min after', 'paid', after(30 * MINUTE), true],
    ['in progress, an hour after', 'provisioning', after(HOUR), true],
    ['complete', 'complete', after(HOUR), false],
    ['cancelled', 'cancelled', after(HOUR), false],
  ] as const)('%s', (_name, status, now, expected) => {
    expect(isLate(order(status), now)).toBe(expected);
  });
});

describe('business hours', () => {
  it('count only business days, whole São Paulo days', () => {
    // Thu 2026-11-19 10h → Mon 2026-11-23 10h: Thu 14 h, Fri 20 (Consciência Negra) and the weekend 0, Mon 10 h.
    expect(businessHoursBetween(saoPauloInstant('2026-11-19', 10), saoPauloInstant('2026-11-23', 10))).toBe(
      24,
    );
    // Fri 2026-11-27 12h → Mon 2026-11-30 12h: Fri 12 h + Mon 12 h.
    expect(businessHoursBetween(saoPauloInstant('2026-11-27', 12), saoPauloInstant('2026-11-30', 12))).toBe(
      24,
    );
    expect(businessHoursBetween(START, before(HOUR))).toBe(0);
  });
});

describe('cancellation policy (business constants)', () => {
  const monday = (status: OrderStatus = 'paid') =>
    order(status, { startsAt: saoPauloInstant('2026-11-23', 10), durationHours: 3, total: 12_001 });

  it('is free with 24 business hours left, across a holiday and a weekend', () => {
    const policy = cancellationPolicy(monday(), saoPauloInstant('2026-11-19', 10));
    expect(policy).toMatchObject({ kind: 'free', lostHours: 0, retainedCents: 0, returnedCents: 12_001 });
    expect(policy.creditHours).toBe(3);
  });

  it('loses one hour a minute later (fewer than 24 business hours), though 3 days remain', () => {
    const policy = cancellationPolicy(monday(), saoPauloInstant('2026-11-19', 10, 1));
    expect(policy).toMatchObject({ kind: 'lose_one_hour', lostHours: 1, retainedCents: 4_000 });
    expect(policy.returnedCents).toBe(8_001);
    expect(policy.creditHours).toBe(2);
  });

  it('loses one hour at exactly 3 h before, and counts the cleaning complete under 3 h', () => {
    expect(cancellationPolicy(order('paid'), before(3 * HOUR)).kind).toBe('lose_one_hour');
    expect(cancellationPolicy(order('paid'), before(3 * HOUR - MINUTE))).toMatchObject({
      kind: 'counted_complete',
      retainedCents: 8_000,
      returnedCents: 0,
      creditHours: 0,
    });
  });

  it('takes the whole total of a one-hour cleaning when an hour is lost', () => {
    const short = order('paid', { durationHours: 1, total: 4_500 });
    expect(cancellationPolicy(short, before(5 * HOUR))).toMatchObject({ returnedCents: 0, creditHours: 0 });
  });
});

describe('cancellation options (order action rules)', () => {
  const actions = (status: OrderStatus, now: Date) =>
    cancellationOptions(order(status), now).map(
      (option) => `${option.action}${option.refund ? '+refund' : ''}`,
    );

  it('a paid order two days ahead: reschedule, credit, refund', () => {
    expect(actions('paid', before(48 * HOUR))).toEqual(['reschedule', 'credit', 'cancel+refund']);
  });

  it('short notice: only "Cancelar agendamento"', () => {
    const options = cancellationOptions(order('paid'), before(5 * HOUR));
    expect(options).toEqual([{ action: 'cancel', label: 'Cancelar agendamento', refund: true }]);
  });

  it('an unpaid order: just cancel', () => {
    expect(actions('waiting_payment', before(48 * HOUR))).toEqual(['cancel']);
  });

  it('a late paid order: inform absence and reschedule', () => {
    expect(actions('paid', after(40 * MINUTE))).toEqual(['inform-absence', 'reschedule']);
  });

  it('nothing for a complete order', () => {
    expect(actions('complete', after(5 * HOUR))).toEqual([]);
  });
});

describe('properties', () => {
  const statuses = fc.constantFrom(...ORDER_STATUSES);
  const offsets = fc.integer({ min: -72 * 60, max: 10 * 24 * 60 }).map((minutes) => minutes * MINUTE);

  it('every option offered is allowed by its own rule', () => {
    fc.assert(
      fc.property(statuses, offsets, (status, offset) => {
        const now = before(offset);
        for (const option of cancellationOptions(order(status), now)) {
          if (option.action === 'reschedule') expect(canReschedule(order(status), now)).toBe(true);
          if (option.action === 'inform-absence') expect(isLate(order(status), now)).toBe(true);
          if (option.action === 'credit' || option.action === 'cancel')
            expect(canCancel(order(status), now)).toBe(true);
        }
      }),
    );
  });

  it('cancelling earlier never costs more, and what is kept plus what is returned is the total', () => {
    fc.assert(
      fc.property(
        offsets,
        offsets,
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 100_000 }),
        (a, b, durationHours, total) => {
          const o = order('paid', { durationHours, total });
          const [early, late] = a >= b ? [a, b] : [b, a];
          const earlier = cancellationPolicy(o, before(early));
          const later = cancellationPolicy(o, before(late));
          expect(earlier.retainedCents).toBeLessThanOrEqual(later.retainedCents);
          for (const policy of [earlier, later]) {
            expect(policy.retainedCents + policy.returnedCents).toBe(total);
            expect(policy.returnedCents).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
