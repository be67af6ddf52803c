import { CANCEL_CUTOFF_HOURS, LATENESS_TOLERANCE_MINUTES, SHORT_NOTICE_HOURS } from './constants';
import { isBusinessDay } from './holidays';
import { CANCELLATION_OPTION_LABELS } from './messagesCancellation';
import type { OrderStatus } from './statuses';
import { addDays, saoPauloDate, saoPauloInstant } from './time';

export { CANCELLATION_OPTION_LABELS, CANCELLATION_POLICY_TEXTS } from './messagesCancellation';

/**
 * What a customer may do with an order once it exists ("Order action rules" and
 * "Cancellation options", the business constants cut-offs, cancellation policy, lateness tolerance). Pure: `now` is always a
 * parameter, so the API refuses at its own time exactly what the web hides at the browser's.
 *
 * Boundaries (docs/decisions/0037-orders-action-rules-at-their-boundaries.md):
 * - cancel: at least 3 h before the start — exactly 3 h before is allowed, 2 h 59 min is not;
 * - reschedule: `service_not_provided`, or `paid` with the start at most 3 h ago — exactly 3 h after is
 *   allowed, 3 h 01 min is not;
 * - short notice: the start is 3 h or more and less than 24 h away (under 3 h nothing can be cancelled);
 * - late: `paid` or `provisioning` and 30 min past the start (the checkout texts' tolerance; the terms text
 *   says 15 min, the longer one is the promise made at payment time).
 */

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The order fields the rules read; the API passes its row, the web its parsed order. */
export interface ActionOrder {
  status: OrderStatus;
  startsAt: Date;
  endsAt: Date;
  durationHours: number;
  /** Cents. */
  total: number;
  orderConvertedInCredit?: boolean;
}

/** "Cancel": these statuses, with at least 3 h to go. */
export const CANCELLABLE_ORDER_STATUSES = [
  'scheduled',
  'requested_on_gateway',
  'created_on_gateway',
  'payment_requested',
  'waiting_payment',
  'paid',
  'rebooking',
  'not_paid',
] as const satisfies readonly OrderStatus[];

/** Of the cancellable statuses, those where the customer's money is in (the others cancel for free). */
export const MONEY_IN_CANCELLABLE_STATUSES = ['paid', 'rebooking'] as const satisfies readonly OrderStatus[];

export const INVOICE_ORDER_STATUSES = [
  'paid',
  'provisioning',
  'complete',
  'service_not_provided',
] as const satisfies readonly OrderStatus[];

export const PROFESSIONAL_PHONE_ORDER_STATUSES = [
  'paid',
  'provisioning',
  'service_not_provided',
] as const satisfies readonly OrderStatus[];

/** Statuses in which the professional is expected at the address (lateness can be reported). */
export const LATE_ORDER_STATUSES = ['paid', 'provisioning'] as const satisfies readonly OrderStatus[];

const within = (list: readonly OrderStatus[], status: OrderStatus): boolean => list.includes(status);

/** Milliseconds from `now` until the start (negative once it started). */
const lead = (order: Pick<ActionOrder, 'startsAt'>, now: Date): number =>
  order.startsAt.getTime() - now.getTime();

export const hasMoneyIn = (order: Pick<ActionOrder, 'status'>): boolean =>
  within(MONEY_IN_CANCELLABLE_STATUSES, order.status);

export function canCancel(order: Pick<ActionOrder, 'status' | 'startsAt'>, now: Date): boolean {
  return (
    within(CANCELLABLE_ORDER_STATUSES, order.status) && lead(order, now) >= CANCEL_CUTOFF_HOURS * HOUR_MS
  );
}

export function canReschedule(order: Pick<ActionOrder, 'status' | 'startsAt'>, now: Date): boolean {
  if (order.status === 'service_not_provided') return true;
  return order.status === 'paid' && -lead(order, now) <= CANCEL_CUTOFF_HOURS * HOUR_MS;
}

/**
 * An order cancelled as credit ('cancelar limpeza e deixar como crédito') can be booked again: the credit
 * is the cleaning itself, paid and kept for a new date, not money in the wallet (docs/decisions.md).
 */
export const canRebookCredit = (order: Pick<ActionOrder, 'status' | 'orderConvertedInCredit'>): boolean =>
  order.status === 'cancelled' && order.orderConvertedInCredit === true;

/** Order statuses an operator may turn into credit straight away: the money is in and the cleaning not done. */
export const OPERATOR_CREDITABLE_ORDER_STATUSES = [
  'paid',
  'rescheduling',
  'rebooking',
  'service_not_provided',
  'provisioning',
] as const satisfies readonly OrderStatus[];

export type TicketKind = 'order_cancellation' | 'order_rebooking' | 'general_question';

export interface CreditConversion {
  ticketKind: TicketKind;
  orderStatus: OrderStatus;
  /** A card refund was already asked of the gateway for this cancellation: the money is on its way back. */
  gatewayRefundRequested: boolean;
  /** Hours the cancellation policy left to a credit, when the ticket recorded one. */
  policyCreditHours?: number;
}

/**
 * Whether an operator may resolve a ticket by keeping the cleaning as credit (the console's 'Resolver como
 * crédito'). Besides the creditable statuses: a credit whose rebooking could not be booked gets its credit
 * back, and a refund the customer asked for that is still to be made by hand (a boleto's bank transfer, the
 * balance) may become credit instead — never one already asked of the gateway, which would pay twice, and
 * never when the business constants policy left no hour to book (docs/decisions.md).
 */
export function canConvertToCredit(input: CreditConversion): boolean {
  const { ticketKind, orderStatus } = input;
  if (orderStatus === 'cancelled') return ticketKind === 'order_rebooking';
  if (orderStatus === 'waiting_refund')
    return (
      ticketKind === 'order_cancellation' &&
      !input.gatewayRefundRequested &&
      (input.policyCreditHours === undefined || input.policyCreditHours > 0)
    );
  return within(OPERATOR_CREDITABLE_ORDER_STATUSES, orderStatus);
}

export const canRate = (order: Pick<ActionOrder, 'status'>): boolean => order.status === 'complete';

export const canDownloadInvoice = (order: Pick<ActionOrder, 'status'>): boolean =>
  within(INVOICE_ORDER_STATUSES, order.status);

/** Order action rules: paid, provisioning, service_not_provided (one old screen's hard-coded customer list is not kept). */
export const showsProfessionalPhone = (order: Pick<ActionOrder, 'status'>): boolean =>
  within(PROFESSIONAL_PHONE_ORDER_STATUSES, order.status);

export function isShortNotice(order: Pick<ActionOrder, 'startsAt'>, now: Date): boolean {
  const ms = lead(order, now);
  return ms >= CANCEL_CUTOFF_HOURS * HOUR_MS && ms < SHORT_NOTICE_HOURS * HOUR_MS;
}

export function isLate(order: Pick<ActionOrder, 'status' | 'startsAt'>, now: Date): boolean {
  return (
    within(LATE_ORDER_STATUSES, order.status) && -lead(order, now) >= LATENESS_TOLERANCE_MINUTES * MINUTE_MS
  );
}

// ---------------------------------------------------------------------------------------------------
// Cancellation policy (business constants)

/** Free cancellation needs this many business hours before the start. */
export const FREE_CANCELLATION_BUSINESS_HOURS = 24;

/**
 * Business hours from `from` to `to`: the time of that interval falling on business days (Monday to
 * Friday, not a national holiday — holidays.ts), whole São Paulo days of 24 h each. Weekends and holidays
 * count nothing, as Brazilian "horas úteis" deadlines are counted. 0 when `to` is not after `from`.
 */
export function businessHoursBetween(from: Date, to: Date): number {
  if (to.getTime() <= from.getTime()) return 0;
  let ms = 0;
  const last = saoPauloDate(to);
  for (let day = saoPauloDate(from); day <= last; day = addDays(day, 1)) {
    if (!isBusinessDay(day)) continue;
    const start = Math.max(saoPauloInstant(day, 0).getTime(), from.getTime());
    const end = Math.min(saoPauloInstant(addDays(day, 1), 0).getTime(), to.getTime());
    if (end > start) ms += end - start;
  }
  return ms / HOUR_MS;
}

export type CancellationPolicyKind = 'free' | 'lose_one_hour' | 'counted_complete';

export interface CancellationPolicy {
  kind: CancellationPolicyKind;
  /** Hours of the cleaning the customer loses (paid to the professional). */
  lostHours: number;
  /** Cents kept: the lost hours' share of the total. */
  retainedCents: number;
  /** Cents given back, as a refund or kept as credit. */
  returnedCents: number;
  /** Hours a credit still books (the duration less the lost hours). */
  creditHours: number;
  /** Business hours left before the start when the policy was read. */
  businessHoursLeft: number;
}

/** One hour's share of the total, in cents (a 1-hour cleaning's whole total). */
const oneHourShare = (order: Pick<ActionOrder, 'total' | 'durationHours'>): number =>
  Math.min(order.total, Math.round(order.total / Math.max(1, order.durationHours)));

/**
 * Business constants: free up to 24 business hours before the start; from there down to 3 h before, 1 hour of the
 * duration is lost; under 3 h the cleaning counts as done and the professional is paid in full.
 */
export function cancellationPolicy(
  order: Pick<ActionOrder, 'startsAt' | 'total' | 'durationHours'>,
  now: Date,
): CancellationPolicy {
  const businessHoursLeft = businessHoursBetween(now, order.startsAt);
  const build = (kind: CancellationPolicyKind, lostHours: number, retainedCents: number) => ({
    kind,
    lostHours,
    retainedCents,
    returnedCents: order.total - retainedCents,
    creditHours: order.durationHours - lostHours,
    businessHoursLeft,
  });
  if (lead(order, now) < CANCEL_CUTOFF_HOURS * HOUR_MS)
    return build('counted_complete', order.durationHours, order.total);
  if (businessHoursLeft >= FREE_CANCELLATION_BUSINESS_HOURS) return build('free', 0, 0);
  return build('lose_one_hour', Math.min(1, order.durationHours), oneHourShare(order));
}

// ---------------------------------------------------------------------------------------------------
// Cancellation options (order action rules, "Cancellation / reschedule modal", "Cancellation wizard")

export type CancellationAction = 'inform-absence' | 'reschedule' | 'credit' | 'cancel';

export interface CancellationOption {
  action: CancellationAction;
  label: string;
  /** `cancel` of a paid order asks for a refund (should_refund); of an unpaid one it just cancels. */
  refund: boolean;
}

/**
 * The modal's actions, each kept only when its order action rule holds at `now`. Normal: inform absence, reschedule
 * (same day allowed), cancel as credit, cancel with refund (an unpaid order has nothing to keep or give
 * back, so it gets 'Cancelar agendamento'). Short notice: only 'Cancelar agendamento' (a paid order's goes
 * with a refund request under the policy).
 */
export function cancellationOptions(
  order: Pick<ActionOrder, 'status' | 'startsAt'>,
  now: Date,
): CancellationOption[] {
  const cancellable = canCancel(order, now);
  const paid = hasMoneyIn(order);
  if (cancellable && isShortNotice(order, now))
    return [{ action: 'cancel', label: CANCELLATION_OPTION_LABELS.cancel, refund: paid }];
  const options: CancellationOption[] = [];
  if (isLate(order, now))
    options.push({
      action: 'inform-absence',
      label: CANCELLATION_OPTION_LABELS.informAbsence,
      refund: false,
    });
  if (canReschedule(order, now))
    options.push({ action: 'reschedule', label: CANCELLATION_OPTION_LABELS.reschedule, refund: false });
  if (cancellable && paid) {
    options.push({ action: 'credit', label: CANCELLATION_OPTION_LABELS.credit, refund: false });
    options.push({ action: 'cancel', label: CANCELLATION_OPTION_LABELS.refund, refund: true });
  } else if (cancellable) {
    options.push({ action: 'cancel', label: CANCELLATION_OPTION_LABELS.cancel, refund: false });
  }
  return options;
}
