import { messages } from './messages';
import { CYCLE_CARD_LABELS } from './messagesCycles';
import { DEFAULT_PAYMENT_EMISSION_DAY } from './payments';
import type { CycleStatus, OrderStatus } from './statuses';
import { saoPauloDate, saoPauloInstant } from './time';

export { CYCLE_CARD_LABELS } from './messagesCycles';

/**
 * Cycle rules ("Cycle statuses", the payment rules, "Cycle blocks", "Cycles"). Pure: every
 * "now" is a parameter; dates are São Paulo calendar days, instants are UTC.
 *
 * A cycle bills one calendar month (`referenceMonth`, 'YYYY-MM-01'). Its payment period opens at 00:00
 * (São Paulo) on the subscription's payment emission day (28 by default, clamped to the month's last day)
 * of the month BEFORE the reference month, and closes at 00:00 (São Paulo) of the day of its first cleaning
 * (docs/decisions/0052-cycle-payments-issue-9-cycle-pay.md).
 */

export const CYCLE_TEXTS = {
  paid: messages.payments.cyclePaid,
  notOpen: messages.payments.cycleNotOpen,
  cancelled: messages.payments.cycleCancelled,
  inconsistent: messages.payments.cycleInconsistent,
  periodPassed: messages.payments.cyclePeriodPassed,
  periodNotBegun: messages.payments.cyclePeriodNotBegun,
} as const;

export type CycleCardLabel = (typeof CYCLE_CARD_LABELS)[keyof typeof CYCLE_CARD_LABELS];

/** A cycle is payable only in these statuses (payment rules). */
export const PAYABLE_CYCLE_STATUSES = [
  'created_on_gateway',
  'payment_requested',
  'waiting_payment',
] as const satisfies readonly CycleStatus[];

/** Statuses of a cycle whose money is in: paid, then running, then over. */
export const PAID_CYCLE_STATUSES = ['paid', 'active', 'ended'] as const satisfies readonly CycleStatus[];

/** Statuses of a cycle not yet opened for payment (being opened counts as not open). */
const NOT_OPEN_CYCLE_STATUSES: readonly CycleStatus[] = ['created', 'requested_on_gateway'];

/**
 * Statuses in which a cycle's order waits for its cycle's payment ("every order payable"): the cycle's
 * orders stay `created` while the cycle is unpaid (`scheduled` is accepted too: booked, not paid).
 */
export const CYCLE_ORDER_PAYABLE_STATUSES = [
  'created',
  'scheduled',
] as const satisfies readonly OrderStatus[];

const pad = (n: number): string => String(n).padStart(2, '0');
const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

export interface CyclePeriodInput {
  /** 'YYYY-MM-01' (or 'YYYY-MM'): the month the cycle bills. */
  referenceMonth: string;
  firstCleaningStartsAt: Date;
  /** The subscription's payment emission day, 1–31 (28 by default). */
  paymentEmissionDay: number;
}

/** The emission day used: an integer 1–31, anything else means the default 28. */
function emissionDayOf(day: number): number {
  return Number.isInteger(day) && day >= 1 && day <= 31 ? day : DEFAULT_PAYMENT_EMISSION_DAY;
}

/** When the cycle may be paid: [opensAt, closesAt). */
export function cyclePaymentPeriod({
  referenceMonth,
  firstCleaningStartsAt,
  paymentEmissionDay,
}: CyclePeriodInput): { opensAt: Date; closesAt: Date } {
  let year = Number(referenceMonth.slice(0, 4));
  let month = Number(referenceMonth.slice(5, 7)) - 1;
  if (month === 0) {
    month = 12;
    year -= 1;
  }
  const day = Math.min(emissionDayOf(paymentEmissionDay), daysInMonth(year, month));
  return {
    opensAt: saoPauloInstant(`${year}-${pad(month)}-${pad(day)}`, 0),
    closesAt: saoPauloInstant(saoPauloDate(firstCleaningStartsAt), 0),
  };
}

/** What the cycle rules read; the API passes its rows, the web its parsed cycle. */
export interface CycleFacts {
  status: CycleStatus;
  referenceMonth: string;
  /** The first cleaning's start. */
  startsAt: Date;
  paymentEmissionDay: number;
  orders: readonly { status: OrderStatus; scheduleEventBooked: boolean }[];
  /** A boleto of this cycle waits to be paid. */
  hasPendingBoleto: boolean;
}

const within = <T>(list: readonly T[], value: T): boolean => list.includes(value);

/**
 * Why the cycle cannot be paid now, or null when it can. Checks in order: paid (also once active or
 * ended) → cancelled → not opened yet (created, or being opened) → payment period not begun / passed →
 * not in a payable status, no orders, an order not payable or an event not booked (inconsistent).
 */
export function cycleBlockReason(facts: CycleFacts, now: Date): string | null {
  if (within<CycleStatus>(PAID_CYCLE_STATUSES, facts.status)) return CYCLE_TEXTS.paid;
  if (facts.status === 'cancelled') return CYCLE_TEXTS.cancelled;
  if (NOT_OPEN_CYCLE_STATUSES.includes(facts.status)) return CYCLE_TEXTS.notOpen;
  const { opensAt, closesAt } = cyclePaymentPeriod({
    referenceMonth: facts.referenceMonth,
    firstCleaningStartsAt: facts.startsAt,
    paymentEmissionDay: facts.paymentEmissionDay,
  });
  if (now < opensAt) return CYCLE_TEXTS.periodNotBegun;
  if (now >= closesAt) return CYCLE_TEXTS.periodPassed;
  const consistent =
    within<CycleStatus>(PAYABLE_CYCLE_STATUSES, facts.status) &&
    facts.orders.length > 0 &&
    facts.orders.every(
      (order) => within<OrderStatus>(CYCLE_ORDER_PAYABLE_STATUSES, order.status) && order.scheduleEventBooked,
    );
  return consistent ? null : CYCLE_TEXTS.inconsistent;
}

export const isCyclePayable = (facts: CycleFacts, now: Date): boolean =>
  cycleBlockReason(facts, now) === null;

/** Expired when its start day (São Paulo) is before today: the start day itself is not expired. */
export const isCycleExpired = (startsAt: Date, now: Date): boolean =>
  saoPauloDate(startsAt) < saoPauloDate(now);

/** The dashboard cycle card's label: a boleto waiting first, then expired, else the due label. */
export function cycleCardLabel(
  facts: Pick<CycleFacts, 'startsAt' | 'hasPendingBoleto'>,
  now: Date,
): CycleCardLabel {
  if (facts.hasPendingBoleto) return CYCLE_CARD_LABELS.pendingBoleto;
  if (isCycleExpired(facts.startsAt, now)) return CYCLE_CARD_LABELS.expired;
  return CYCLE_CARD_LABELS.due;
}

// ---------------------------------------------------------------------------------------------------
// State machine

/**
 * Legal cycle moves ("Cycle statuses"). Opening: created → requested_on_gateway →
 * created_on_gateway (back to created when the gateway refuses, so the job tries again). Paying mirrors an
 * order: payment_requested → waiting_payment (boleto) → paid; a declined card or lapsed boleto goes back to
 * created_on_gateway. A paid cycle becomes active, then ended. An unpaid cycle may be cancelled.
 */
export const CYCLE_TRANSITIONS: Record<CycleStatus, readonly CycleStatus[]> = {
  created: ['requested_on_gateway', 'cancelled'],
  requested_on_gateway: ['created_on_gateway', 'created', 'cancelled'],
  created_on_gateway: ['payment_requested', 'paid', 'created', 'cancelled'],
  payment_requested: ['waiting_payment', 'paid', 'created_on_gateway', 'cancelled'],
  waiting_payment: ['paid', 'created_on_gateway', 'cancelled'],
  paid: ['active'],
  active: ['ended'],
  ended: [],
  cancelled: [],
};

export const canCycleMove = (from: CycleStatus, to: CycleStatus): boolean =>
  CYCLE_TRANSITIONS[from].includes(to);

/**
 * Where a paid cycle's life has reached at `now`: it is `active` from the São Paulo day of its first cleaning
 * and `ended` once its last cleaning's end (`endsAt`) has passed. Answers the moves still owed, in order (a
 * job that missed days moves paid → active → ended in one run); none for a cycle not paid.
 */
export function cycleLifeMoves(
  cycle: { status: CycleStatus; startsAt: Date; endsAt: Date },
  now: Date,
): CycleStatus[] {
  if (cycle.status !== 'paid' && cycle.status !== 'active') return [];
  const moves: CycleStatus[] = [];
  const begun = saoPauloDate(cycle.startsAt) <= saoPauloDate(now);
  const over = cycle.endsAt.getTime() <= now.getTime();
  if (cycle.status === 'paid' && (begun || over)) moves.push('active');
  if (over) moves.push('ended');
  return moves;
}
