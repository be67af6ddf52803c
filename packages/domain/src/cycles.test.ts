import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CYCLE_CARD_LABELS,
  CYCLE_TEXTS,
  CYCLE_TRANSITIONS,
  type CycleFacts,
  canCycleMove,
  cycleBlockReason,
  cycleCardLabel,
  cycleLifeMoves,
  cyclePaymentPeriod,
  isCycleExpired,
  isCyclePayable,
} from './cycles';
import { messages } from './messages';
import { CYCLE_STATUSES, type CycleStatus, ORDER_STATUSES, type OrderStatus } from './statuses';
import { saoPauloInstant } from './time';

const at = (date: string, hour = 12, minute = 0) => saoPauloInstant(date, hour, minute);
const MS = 1;

/** A December 2026 cycle whose first cleaning is Tue 2026-12-01 at 9h: opens Nov 28, closes Dec 1. */
const FIRST_CLEANING = at('2026-12-01', 9);
const OPENS = at('2026-11-28', 0);
const CLOSES = at('2026-12-01', 0);
const OPEN_NOW = at('2026-11-29', 10);

const facts = (overrides: Partial<CycleFacts> = {}): CycleFacts => ({
  status: 'created_on_gateway',
  referenceMonth: '2026-12-01',
  startsAt: FIRST_CLEANING,
  paymentEmissionDay: 28,
  orders: [
    { status: 'created', scheduleEventBooked: true },
    { status: 'created', scheduleEventBooked: true },
  ],
  hasPendingBoleto: false,
  ...overrides,
});

describe('the pt-BR texts', () => {
  it('are the spec’s verbatim', () => {
    expect(CYCLE_TEXTS.paid).toBe('Esse ciclo consta como pago.');
    expect(CYCLE_TEXTS.notOpen).toBe('Esse ciclo ainda não foi aberto para pagamentos!');
    expect(CYCLE_TEXTS.cancelled).toBe('Esse ciclo foi cancelado!');
    expect(CYCLE_TEXTS.periodPassed).toBe(messages.payments.cyclePeriodPassed);
    expect(CYCLE_TEXTS.periodNotBegun).toBe(messages.payments.cyclePeriodNotBegun);
    expect(CYCLE_TEXTS.inconsistent).toMatch(/suporte/);
  });
});

describe('payment period (business constants: opens on the 28th, closes on the first cleaning day)', () => {
  it.each([
    // [case, reference month, emission day, first cleaning, opens (São Paulo day), closes (São Paulo day)]
    ['default 28th of the month before', '2026-12-01', 28, at('2026-12-01', 9), '2026-11-28', '2026-12-01'],
    ['a custom 10th', '2026-12-01', 10, at('2026-12-08', 9), '2026-11-10', '2026-12-08'],
    [
      '31 in a 30-day month clamps to the 30th',
      '2026-12-01',
      31,
      at('2026-12-03', 14),
      '2026-11-30',
      '2026-12-03',
    ],
    ['31 in February clamps to the 28th', '2027-03-01', 31, at('2027-03-02', 9), '2027-02-28', '2027-03-02'],
    [
      '29 in a non-leap February clamps to the 28th',
      '2027-03-01',
      29,
      at('2027-03-02', 9),
      '2027-02-28',
      '2027-03-02',
    ],
    ['29 in a leap February is the 29th', '2028-03-01', 29, at('2028-03-07', 9), '2028-02-29', '2028-03-07'],
    [
      'January looks back to December of the year before',
      '2027-01-01',
      28,
      at('2027-01-05', 9),
      '2026-12-28',
      '2027-01-05',
    ],
    ['reference month given as YYYY-MM', '2026-12', 28, at('2026-12-01', 9), '2026-11-28', '2026-12-01'],
    [
      'an emission day out of range means the default',
      '2026-12-01',
      0,
      at('2026-12-01', 9),
      '2026-11-28',
      '2026-12-01',
    ],
  ])('%s', (_name, referenceMonth, paymentEmissionDay, firstCleaningStartsAt, opens, closes) => {
    const period = cyclePaymentPeriod({ referenceMonth, firstCleaningStartsAt, paymentEmissionDay });
    expect(period.opensAt).toEqual(at(opens, 0));
    expect(period.closesAt).toEqual(at(closes, 0));
  });

  it('reads midnight in São Paulo (03:00 UTC), not in UTC', () => {
    const period = cyclePaymentPeriod({
      referenceMonth: '2026-12-01',
      firstCleaningStartsAt: FIRST_CLEANING,
      paymentEmissionDay: 28,
    });
    expect(period.opensAt.toISOString()).toBe('2026-11-28T03:00:00.000Z');
    expect(period.closesAt.toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });

  it('closes at the start of the first cleaning’s São Paulo day even when it is already the next day in UTC', () => {
    // 22h on Dec 1 in São Paulo is Dec 2 01:00 UTC.
    const period = cyclePaymentPeriod({
      referenceMonth: '2026-12-01',
      firstCleaningStartsAt: at('2026-12-01', 22),
      paymentEmissionDay: 28,
    });
    expect(period.closesAt).toEqual(at('2026-12-01', 0));
  });
});

describe('cycle block reason (the states, the payment rules and the error catalogue)', () => {
  it.each<[string, Partial<CycleFacts>, Date, string | null]>([
    ['open, every order booked: payable', {}, OPEN_NOW, null],
    ['payment_requested: payable', { status: 'payment_requested' }, OPEN_NOW, null],
    ['waiting_payment: payable', { status: 'waiting_payment' }, OPEN_NOW, null],
    [
      'scheduled orders are payable too',
      { orders: [{ status: 'scheduled', scheduleEventBooked: true }] },
      OPEN_NOW,
      null,
    ],
    ['paid', { status: 'paid' }, OPEN_NOW, CYCLE_TEXTS.paid],
    ['active (paid, running) reads as paid', { status: 'active' }, OPEN_NOW, CYCLE_TEXTS.paid],
    ['ended (paid, over) reads as paid', { status: 'ended' }, OPEN_NOW, CYCLE_TEXTS.paid],
    ['cancelled', { status: 'cancelled' }, OPEN_NOW, CYCLE_TEXTS.cancelled],
    ['created: not opened yet', { status: 'created' }, OPEN_NOW, CYCLE_TEXTS.notOpen],
    ['requested_on_gateway: being opened', { status: 'requested_on_gateway' }, OPEN_NOW, CYCLE_TEXTS.notOpen],
    ['paid wins over a passed period', { status: 'paid' }, CLOSES, CYCLE_TEXTS.paid],
    ['cancelled wins over a passed period', { status: 'cancelled' }, CLOSES, CYCLE_TEXTS.cancelled],
    [
      'created wins over a period not begun',
      { status: 'created' },
      new Date(OPENS.getTime() - MS),
      CYCLE_TEXTS.notOpen,
    ],
    [
      'period not begun: 1 ms before it opens',
      {},
      new Date(OPENS.getTime() - MS),
      CYCLE_TEXTS.periodNotBegun,
    ],
    ['period open: the instant it opens', {}, OPENS, null],
    ['period open: 1 ms before it closes', {}, new Date(CLOSES.getTime() - MS), null],
    ['period passed: the instant it closes', {}, CLOSES, CYCLE_TEXTS.periodPassed],
    ['period passed: during the first cleaning', {}, FIRST_CLEANING, CYCLE_TEXTS.periodPassed],
    ['period wins over inconsistency', { orders: [] }, CLOSES, CYCLE_TEXTS.periodPassed],
    ['no orders', { orders: [] }, OPEN_NOW, CYCLE_TEXTS.inconsistent],
    [
      'an order not payable (cancelled)',
      {
        orders: [
          { status: 'created', scheduleEventBooked: true },
          { status: 'cancelled', scheduleEventBooked: true },
        ],
      },
      OPEN_NOW,
      CYCLE_TEXTS.inconsistent,
    ],
    [
      'an order already paid',
      { orders: [{ status: 'paid', scheduleEventBooked: true }] },
      OPEN_NOW,
      CYCLE_TEXTS.inconsistent,
    ],
    [
      'an event not booked',
      {
        orders: [
          { status: 'created', scheduleEventBooked: true },
          { status: 'created', scheduleEventBooked: false },
        ],
      },
      OPEN_NOW,
      CYCLE_TEXTS.inconsistent,
    ],
  ])('%s', (_name, overrides, now, expected) => {
    expect(cycleBlockReason(facts(overrides), now)).toBe(expected);
    expect(isCyclePayable(facts(overrides), now)).toBe(expected === null);
  });

  it('an emission day of 10 opens on the 10th; 9th 23:59 São Paulo is not yet', () => {
    const custom = facts({ paymentEmissionDay: 10 });
    expect(cycleBlockReason(custom, at('2026-11-09', 23, 59))).toBe(CYCLE_TEXTS.periodNotBegun);
    expect(cycleBlockReason(custom, at('2026-11-10', 0))).toBeNull();
    // The default 28 would not have opened yet on the 10th.
    expect(cycleBlockReason(facts(), at('2026-11-10', 0))).toBe(CYCLE_TEXTS.periodNotBegun);
  });

  it('an emission day of 31 opens on the 30th of November', () => {
    const custom = facts({ paymentEmissionDay: 31 });
    expect(cycleBlockReason(custom, new Date(at('2026-11-30', 0).getTime() - MS))).toBe(
      CYCLE_TEXTS.periodNotBegun,
    );
    expect(cycleBlockReason(custom, at('2026-11-30', 0))).toBeNull();
  });

  it('an emission day of 31 opens on the last day of February', () => {
    const march = facts({
      referenceMonth: '2027-03-01',
      startsAt: at('2027-03-02', 9),
      paymentEmissionDay: 31,
    });
    expect(cycleBlockReason(march, at('2027-02-27', 23, 59))).toBe(CYCLE_TEXTS.periodNotBegun);
    expect(cycleBlockReason(march, at('2027-02-28', 0))).toBeNull();
    expect(cycleBlockReason(march, at('2027-03-02', 0))).toBe(CYCLE_TEXTS.periodPassed);
  });

  const statuses = fc.constantFrom<CycleStatus>(...CYCLE_STATUSES);
  const orderStatuses = fc.constantFrom<OrderStatus>(...ORDER_STATUSES);
  const arbitraryFacts = fc.record({
    status: statuses,
    referenceMonth: fc.constantFrom('2026-12-01', '2027-01-01', '2027-03-01', '2028-03-01'),
    startsAt: fc.date({
      min: new Date('2026-11-01T00:00:00Z'),
      max: new Date('2028-04-30T00:00:00Z'),
      noInvalidDate: true,
    }),
    paymentEmissionDay: fc.integer({ min: 1, max: 31 }),
    orders: fc.array(fc.record({ status: orderStatuses, scheduleEventBooked: fc.boolean() }), {
      maxLength: 5,
    }),
    hasPendingBoleto: fc.boolean(),
  });
  const arbitraryNow = fc.date({
    min: new Date('2026-10-01T00:00:00Z'),
    max: new Date('2028-05-31T00:00:00Z'),
    noInvalidDate: true,
  });

  it('null reason ⇔ payable, for any facts and instant', () => {
    fc.assert(
      fc.property(arbitraryFacts, arbitraryNow, (f, now) => {
        expect(cycleBlockReason(f, now) === null).toBe(isCyclePayable(f, now));
      }),
      { numRuns: 500 },
    );
  });

  it('payable implies a payable status, inside the period, with every order booked and payable', () => {
    fc.assert(
      fc.property(arbitraryFacts, arbitraryNow, (f, now) => {
        if (!isCyclePayable(f, now)) return;
        const period = cyclePaymentPeriod({
          referenceMonth: f.referenceMonth,
          firstCleaningStartsAt: f.startsAt,
          paymentEmissionDay: f.paymentEmissionDay,
        });
        expect(['created_on_gateway', 'payment_requested', 'waiting_payment']).toContain(f.status);
        expect(now >= period.opensAt && now < period.closesAt).toBe(true);
        expect(f.orders.length).toBeGreaterThan(0);
        for (const order of f.orders) {
          expect(order.scheduleEventBooked).toBe(true);
          expect(['created', 'scheduled']).toContain(order.status);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a pending boleto changes nothing of the block reason', () => {
    fc.assert(
      fc.property(arbitraryFacts, arbitraryNow, (f, now) => {
        expect(cycleBlockReason({ ...f, hasPendingBoleto: !f.hasPendingBoleto }, now)).toBe(
          cycleBlockReason(f, now),
        );
      }),
    );
  });
});

describe('expiry and card labels ("Dashboard", the states)', () => {
  const start = at('2026-12-01', 9);

  it.each([
    ['the day before the start', at('2026-11-30', 23, 59), false],
    ['the start day, before the start', at('2026-12-01', 0), false],
    ['the start day, after the start', at('2026-12-01', 23, 59), false],
    ['the day after the start', at('2026-12-02', 0), true],
    ['a week after', at('2026-12-08', 12), true],
  ])('%s', (_name, now, expired) => {
    expect(isCycleExpired(start, now)).toBe(expired);
  });

  it('reads days in São Paulo: 22h on the start day is the next day in UTC and still not expired', () => {
    expect(isCycleExpired(start, new Date('2026-12-02T01:00:00Z'))).toBe(false);
    expect(isCycleExpired(start, new Date('2026-12-02T03:00:00Z'))).toBe(true);
  });

  it.each<[string, boolean, Date, string]>([
    ['a boleto waiting', true, at('2026-11-29'), 'AGUARDANDO CONFIRMAÇÃO'],
    ['a boleto waiting wins over expired', true, at('2026-12-05'), 'AGUARDANDO CONFIRMAÇÃO'],
    ['expired', false, at('2026-12-02', 0), 'CICLO EXPIRADO'],
    ['on the start day: due', false, at('2026-12-01', 20), 'VENCIMENTO'],
    ['before: due', false, at('2026-11-29'), 'VENCIMENTO'],
  ])('%s → %s', (_name, hasPendingBoleto, now, label) => {
    expect(cycleCardLabel({ startsAt: start, hasPendingBoleto }, now)).toBe(label);
  });

  it('labels are the spec’s', () => {
    expect(Object.values(CYCLE_CARD_LABELS).sort()).toEqual(
      ['AGUARDANDO CONFIRMAÇÃO', 'CICLO EXPIRADO', 'VENCIMENTO'].sort(),
    );
  });
});

describe('cycle state machine', () => {
  it.each([
    ['created', 'requested_on_gateway', true],
    ['requested_on_gateway', 'created_on_gateway', true],
    ['requested_on_gateway', 'created', true], // the gateway refused: the job tries again
    ['created_on_gateway', 'payment_requested', true],
    ['payment_requested', 'waiting_payment', true],
    ['payment_requested', 'paid', true],
    ['payment_requested', 'created_on_gateway', true], // declined card: payable again
    ['waiting_payment', 'paid', true],
    ['waiting_payment', 'created_on_gateway', true], // lapsed boleto
    ['created', 'cancelled', true],
    ['waiting_payment', 'cancelled', true],
    ['paid', 'active', true],
    ['active', 'ended', true],
    ['created', 'paid', false],
    ['created', 'created_on_gateway', false],
    ['paid', 'cancelled', false],
    ['paid', 'created_on_gateway', false],
    ['cancelled', 'created', false],
    ['ended', 'active', false],
  ] as const)('%s → %s: %s', (from, to, expected) => {
    expect(canCycleMove(from, to)).toBe(expected);
  });

  it('has a row for every status, only known targets and no self-moves', () => {
    expect(Object.keys(CYCLE_TRANSITIONS).sort()).toEqual([...CYCLE_STATUSES].sort());
    for (const [from, targets] of Object.entries(CYCLE_TRANSITIONS)) {
      for (const to of targets) {
        expect(CYCLE_STATUSES).toContain(to);
        expect(to).not.toBe(from);
      }
    }
  });

  it('reaches ended or cancelled from every status', () => {
    for (const start of CYCLE_STATUSES) {
      const seen = new Set<CycleStatus>([start]);
      const queue: CycleStatus[] = [start];
      while (queue.length > 0)
        for (const next of CYCLE_TRANSITIONS[queue.shift() as CycleStatus])
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
      expect(seen.has('ended') || seen.has('cancelled')).toBe(true);
    }
  });
});

describe("a paid cycle's life: active from its first cleaning's day, ended after its last cleaning", () => {
  // First cleaning Tue 2026-12-01 09:00, last one ends Tue 2026-12-29 12:00 (São Paulo).
  const startsAt = saoPauloInstant('2026-12-01', 9);
  const endsAt = saoPauloInstant('2026-12-29', 12);
  it.each([
    { status: 'paid', now: saoPauloInstant('2026-11-30', 23, 59), moves: [] },
    { status: 'paid', now: saoPauloInstant('2026-12-01', 0, 5), moves: ['active'] },
    { status: 'active', now: saoPauloInstant('2026-12-15', 10), moves: [] },
    { status: 'active', now: saoPauloInstant('2026-12-29', 11, 59), moves: [] },
    { status: 'active', now: saoPauloInstant('2026-12-29', 12), moves: ['ended'] },
    { status: 'paid', now: saoPauloInstant('2027-01-02', 0, 5), moves: ['active', 'ended'] },
    { status: 'waiting_payment', now: saoPauloInstant('2026-12-15', 10), moves: [] },
    { status: 'ended', now: saoPauloInstant('2027-01-02', 0, 5), moves: [] },
  ] as const)('$status at $now moves $moves', ({ status, now, moves }) => {
    expect(cycleLifeMoves({ status, startsAt, endsAt }, now)).toEqual(moves);
  });

  it('only ever asks for legal moves, each from where the last one left it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CYCLE_STATUSES),
        fc.integer({ min: -40, max: 40 }),
        (status: CycleStatus, dayOffset) => {
          const now = new Date(startsAt.getTime() + dayOffset * 86_400_000);
          let from = status;
          for (const to of cycleLifeMoves({ status, startsAt, endsAt }, now)) {
            expect(canCycleMove(from, to)).toBe(true);
            from = to;
          }
        },
      ),
    );
  });
});
