import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boletoAllowed,
  boletoDueDate,
  type CheckoutPayment,
  canGoToCheckout,
  canOrderMove,
  canPaymentMove,
  type GatewayChargeStatus,
  ORDER_TRANSITIONS,
  PAYMENT_DONE_STATUSES,
  PAYMENT_IN_PROGRESS_STATUSES,
  PAYMENT_TRANSITIONS,
  paymentDeadline,
  paymentStatusFromGateway,
  secondsLeft,
  walletAllowed,
} from './payments';
import { ORDER_FINAL_STATUSES, ORDER_STATUSES, type OrderStatus, PAYMENT_STATUSES } from './statuses';
import { addDays, saoPauloDate, saoPauloInstant } from './time';

const at = (date: string, hour = 12, minute = 0) => saoPauloInstant(date, hour, minute);

describe('boleto allowed (payment rules)', () => {
  it.each([
    // [case, cleaning day, now (São Paulo), allowed]
    ['Thu cleaning: Tue 23:59 is the last moment', '2026-03-12', at('2026-03-10', 23, 59), true],
    ['Thu cleaning: refused on the limit, Wed 00:00', '2026-03-12', at('2026-03-11', 0, 0), false],
    ['Thu cleaning: refused the day before', '2026-03-12', at('2026-03-11', 9), false],
    ['Thu cleaning: refused on the day', '2026-03-12', at('2026-03-12', 7), false],
    ['Thu cleaning: a week ahead', '2026-03-12', at('2026-03-05'), true],
    ['Mon cleaning: limit is Friday, Thu allowed', '2026-03-16', at('2026-03-12'), true],
    ['Mon cleaning: Fri refused', '2026-03-16', at('2026-03-13'), false],
    ['Mon cleaning: Sat refused', '2026-03-16', at('2026-03-14'), false],
    ['Sat cleaning: limit is Friday, Thu allowed', '2026-03-14', at('2026-03-12'), true],
    ['Sat cleaning: Fri refused', '2026-03-14', at('2026-03-13'), false],
    ['Tue cleaning: on Saturday refused (would fall due on Tuesday)', '2026-03-10', at('2026-03-07'), false],
    ['Wed cleaning: on Saturday allowed (due Tuesday)', '2026-03-11', at('2026-03-07'), true],
    ['after Carnaval: Thu before allowed', '2026-02-18', at('2026-02-12'), true],
    ['after Carnaval: Fri before refused', '2026-02-18', at('2026-02-13'), false],
    ['after Nov 20: Wed allowed', '2026-11-23', at('2026-11-18'), true],
    ['after Nov 20: Thu refused', '2026-11-23', at('2026-11-19'), false],
    ['year end: Wed Dec 30 allowed', '2027-01-04', at('2026-12-30'), true],
    ['year end: Thu Dec 31 refused', '2027-01-04', at('2026-12-31'), false],
    ['past cleaning refused', '2026-03-12', at('2026-03-20'), false],
  ])('%s', (_name, cleaningDay, now, expected) => {
    expect(boletoAllowed({ payableType: 'orders', startsAt: at(cleaningDay, 8), now })).toBe(expected);
  });

  it('reads today in São Paulo, not UTC', () => {
    // Tue 2026-03-10 23:30 in São Paulo is already Wednesday in UTC.
    const now = new Date('2026-03-11T02:30:00Z');
    expect(saoPauloDate(now)).toBe('2026-03-10');
    expect(boletoAllowed({ payableType: 'orders', startsAt: at('2026-03-12', 8), now })).toBe(true);
  });

  it('always allows cycles, even with a past start', () => {
    expect(boletoAllowed({ payableType: 'cycles', startsAt: at('2026-03-01'), now: at('2026-03-20') })).toBe(
      true,
    );
  });

  it('allows an order exactly when its boleto falls due before the cleaning day', () => {
    const day = fc.integer({ min: 0, max: 365 * 3 }).map((offset) => addDays('2025-01-01', offset));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 20 }), (today, ahead) => {
        const input = {
          payableType: 'orders' as const,
          startsAt: at(addDays(today, ahead), 8),
          now: at(today, 10),
        };
        const due = boletoDueDate(input);
        expect(boletoAllowed(input)).toBe(due < addDays(today, ahead));
      }),
    );
  });
});

describe('boleto due date (business constants)', () => {
  it.each([
    ['order issued on a Tuesday: Wednesday', '2026-03-10', '2026-03-11'],
    ['order issued on Friday before Carnaval: Ash Wednesday', '2026-02-13', '2026-02-18'],
    ['order issued on a Saturday: Tuesday (Saturday counts as Monday)', '2026-03-07', '2026-03-10'],
    ['order issued on Thu Nov 19: Monday after Nov 20', '2026-11-19', '2026-11-23'],
    ['order issued on Dec 31: first Monday of the year', '2026-12-31', '2027-01-04'],
  ])('%s', (_name, today, expected) => {
    expect(boletoDueDate({ payableType: 'orders', startsAt: at('2026-12-31'), now: at(today) })).toBe(
      expected,
    );
  });

  it.each([
    // [case, cycle start, now, emission day, due]
    ['3 business days before a Monday start', '2026-03-02', '2026-02-20', null, '2026-02-25'],
    ['emission day 28 is the default rule', '2026-03-02', '2026-02-20', 28, '2026-02-25'],
    ['emission day undefined is the default rule', '2026-03-02', '2026-02-20', undefined, '2026-02-25'],
    ['across Carnaval', '2026-02-20', '2026-02-05', null, '2026-02-13'],
    ['across the year end and Jan 1', '2027-01-05', '2026-12-20', null, '2026-12-30'],
    ['custom day 10: the 10th before the limit', '2026-04-01', '2026-03-01', 10, '2026-03-10'],
    ['custom day on a holiday Sunday moves back to Friday', '2026-12-01', '2026-11-01', 15, '2026-11-13'],
    [
      'custom day 31 in February: the 28th, a Saturday, so Friday',
      '2026-03-10',
      '2026-02-01',
      31,
      '2026-02-27',
    ],
    ['custom day after the limit: the previous month', '2026-03-10', '2026-01-20', 6, '2026-02-06'],
    ['limit already past: 1 business day from now', '2026-03-02', '2026-02-26', null, '2026-02-27'],
    ['limit equal to the earliest date is kept', '2026-03-02', '2026-02-24', null, '2026-02-25'],
    [
      'expired cycle (start in the past): 1 business day from now',
      '2026-01-10',
      '2026-03-05',
      null,
      '2026-03-06',
    ],
    ['custom day already past: 1 business day from now', '2026-04-01', '2026-03-20', 10, '2026-03-23'],
  ])('cycle: %s', (_name, start, today, paymentEmissionDay, expected) => {
    const startsAt = at(start, 8);
    expect(boletoDueDate({ payableType: 'cycles', startsAt, now: at(today), paymentEmissionDay })).toBe(
      expected,
    );
  });
});

describe('wallet (payment rules)', () => {
  it.each([
    ['covers the total exactly', 'orders', 10_000, 10_000, false, true],
    ['covers more than the total', 'orders', 20_000, 10_000, false, true],
    ['one cent short', 'orders', 9_999, 10_000, false, false],
    ['no wallet', 'orders', null, 10_000, false, false],
    ['a payment in progress', 'orders', 20_000, 10_000, true, false],
    ['cycles never', 'cycles', 20_000, 10_000, false, false],
  ] as const)('%s → %s', (_name, payableType, availableToUse, total, paymentInProgress, expected) => {
    expect(walletAllowed({ payableType, availableToUse, total, paymentInProgress })).toBe(expected);
  });
});

describe('payment status groups', () => {
  it('keeps in-progress and done apart', () => {
    for (const status of PAYMENT_IN_PROGRESS_STATUSES) {
      expect(PAYMENT_DONE_STATUSES as readonly string[]).not.toContain(status);
    }
  });
});

describe('go to checkout (order action rules)', () => {
  const payable: readonly OrderStatus[] = [
    'scheduled',
    'created_on_gateway',
    'payment_requested',
    'waiting_payment',
  ];

  it.each(ORDER_STATUSES.map((status) => [status, payable.includes(status)] as const))(
    '%s with no payments → %s',
    (status, expected) => {
      expect(canGoToCheckout({ status, payments: [] })).toBe(expected);
    },
  );

  it.each([
    ['a waiting boleto', [{ status: 'waiting', fundingType: 'boletos' }], false],
    ['an authorized card', [{ status: 'authorized', fundingType: 'credit_card' }], false],
    ['a settled card', [{ status: 'settled', fundingType: 'credit_card' }], false],
    ['a settled boleto', [{ status: 'settled', fundingType: 'boletos' }], false],
    ['paid by balance', [{ status: 'available_for_withdrawal', fundingType: 'account_balance' }], false],
    ['a declined card', [{ status: 'cancelled', fundingType: 'credit_card' }], true],
    ['a cancelled boleto', [{ status: 'cancelled', fundingType: 'boletos' }], true],
    ['a card waiting', [{ status: 'waiting', fundingType: 'credit_card' }], true],
    [
      'a declined card then a waiting boleto',
      [
        { status: 'cancelled', fundingType: 'credit_card' },
        { status: 'waiting', fundingType: 'boletos' },
      ],
      false,
    ],
  ] as [string, CheckoutPayment[], boolean][])(
    'waiting_payment with %s → %s',
    (_name, payments, expected) => {
      expect(canGoToCheckout({ status: 'waiting_payment', payments })).toBe(expected);
    },
  );
});

describe('payment window (business constants)', () => {
  const createdAt = new Date('2026-03-10T15:00:00.000Z');
  const plus = (ms: number) => new Date(createdAt.getTime() + ms);

  it('ends 1200 s after created_at', () => {
    expect(paymentDeadline(createdAt).toISOString()).toBe('2026-03-10T15:20:00.000Z');
  });

  it.each([
    ['at creation', 0, 1200],
    ['after 1 ms', 1, 1200],
    ['after 1199 s', 1_199_000, 1],
    ['after 1199.5 s', 1_199_500, 1],
    ['at the deadline', 1_200_000, 0],
    ['long after', 5_000_000, 0],
    ['a clock behind created_at', -30_000, 1200],
  ])('%s → %i s', (_name, elapsedMs, expected) => {
    expect(secondsLeft(createdAt, plus(elapsedMs))).toBe(expected);
  });
});

describe('order state machine', () => {
  it.each([
    ['created', 'scheduled', true],
    ['scheduled', 'requested_on_gateway', true],
    ['scheduled', 'paid', true],
    ['requested_on_gateway', 'created_on_gateway', true],
    ['created_on_gateway', 'payment_requested', true],
    ['payment_requested', 'created_on_gateway', true], // declined card: try another
    ['waiting_payment', 'created_on_gateway', true],
    ['waiting_payment', 'paid', true],
    ['waiting_payment', 'not_paid', true],
    ['paid', 'provisioning', true],
    ['provisioning', 'complete', true],
    ['waiting_refund', 'refunded', true],
    ['waiting_refund', 'cancelled', true], // kept as credit instead
    ['waiting_refund', 'paid', false],
    ['created', 'paid', false],
    ['scheduled', 'waiting_payment', false],
    ['provisioning', 'cancelled', false],
    ['paid', 'scheduled', false],
    ['complete', 'cancelled', false],
    ['cancelled', 'scheduled', false],
    ['refunded', 'paid', false],
  ] as const)('%s → %s: %s', (from, to, expected) => {
    expect(canOrderMove(from, to)).toBe(expected);
  });

  it('has a row for every status, only known targets and no self-moves', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const [from, targets] of Object.entries(ORDER_TRANSITIONS)) {
      for (const to of targets) {
        expect(ORDER_STATUSES).toContain(to);
        expect(to).not.toBe(from);
      }
    }
  });

  it('never leaves a final status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_FINAL_STATUSES),
        fc.constantFrom(...ORDER_STATUSES),
        (from, to) => {
          expect(canOrderMove(from, to)).toBe(false);
        },
      ),
    );
  });

  it('reaches a final status from every status', () => {
    for (const start of ORDER_STATUSES) {
      const seen = new Set<OrderStatus>([start]);
      const queue: OrderStatus[] = [start];
      while (queue.length > 0) {
        for (const next of ORDER_TRANSITIONS[queue.shift() as OrderStatus]) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect(ORDER_FINAL_STATUSES.some((status) => seen.has(status))).toBe(true);
    }
  });
});

describe('payment state machine', () => {
  const FINAL = ['cancelled', 'refunded', 'reversed'] as const;

  it.each([
    ['created', 'waiting', true],
    ['created', 'authorized', true],
    ['waiting', 'settled', true],
    ['in_analysis', 'authorized', true],
    ['in_analysis', 'cancelled', true],
    ['authorized', 'settled', true],
    ['settled', 'available_for_withdrawal', true],
    ['available_for_withdrawal', 'reversed', true],
    ['settled', 'reversed', true], // a chargeback
    ['authorized', 'reversed', true], // a chargeback of a card captured with its authorization
    ['waiting', 'reversed', false], // nothing paid, nothing to take back
    ['requested', 'waiting', true],
    ['waiting', 'authorized', false],
    ['settled', 'authorized', false], // a late 'authorized' after 'settled' changes nothing
    ['settled', 'cancelled', false],
    ['authorized', 'in_analysis', false],
  ] as const)('%s → %s: %s', (from, to, expected) => {
    expect(canPaymentMove(from, to)).toBe(expected);
  });

  it('has a row for every status and only known targets', () => {
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual([...PAYMENT_STATUSES].sort());
    for (const targets of Object.values(PAYMENT_TRANSITIONS)) {
      for (const to of targets) expect(PAYMENT_STATUSES).toContain(to);
    }
  });

  it('never leaves a final status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FINAL), fc.constantFrom(...PAYMENT_STATUSES), (from, to) => {
        expect(canPaymentMove(from, to)).toBe(false);
      }),
    );
  });

  it.each([
    ['waiting', 'waiting'],
    ['in_analysis', 'in_analysis'],
    ['authorized', 'authorized'],
    ['settled', 'settled'],
    ['declined', 'cancelled'],
    ['cancelled', 'cancelled'],
    ['refunded', 'refunded'],
    ['charged_back', 'reversed'],
  ] as [GatewayChargeStatus, string][])('gateway %s → %s', (gateway, expected) => {
    expect(paymentStatusFromGateway(gateway)).toBe(expected);
  });
});
