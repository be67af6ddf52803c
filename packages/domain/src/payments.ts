import { ORDER_PAYMENT_WINDOW_SECONDS } from './constants';
import { addBusinessDays, nextBusinessDayOnOrAfter, previousBusinessDayOnOrBefore } from './holidays';
import { paymentMethodWords } from './messagesPayments';
import type { OrderStatus, PaymentStatus } from './statuses';
import { saoPauloDate } from './time';

/**
 * Payment rules (the payment rules, "Go to checkout", the business constants; the states). Pure: every "now" is a
 * parameter, dates are São Paulo calendar days 'YYYY-MM-DD', money is integer cents.
 */

export type PayableType = 'orders' | 'cycles';
export type FundingType = 'boletos' | 'credit_card' | 'account_balance' | 'pix';

/** How a payment's instrument reads to the customer: 'Cartão final 1111', 'Boleto', 'Saldo', 'Pix'. */
export function paymentMethodLabel(type: FundingType | null, last4?: string | null): string {
  if (type === 'boletos') return paymentMethodWords.boleto;
  if (type === 'account_balance') return paymentMethodWords.balance;
  if (type === 'pix') return paymentMethodWords.pix;
  return last4 ? paymentMethodWords.cardEnding(last4) : paymentMethodWords.card;
}

// ---------------------------------------------------------------------------------------------------
// Boleto

/** A boleto falls due this many business days after it is issued ("lead 1 business day"). */
export const BOLETO_LEAD_BUSINESS_DAYS = 1;
/** A cycle's boleto falls due this many business days before the cycle starts (business constants). */
export const CYCLE_BOLETO_BUSINESS_DAYS_BEFORE_START = 3;
/** Cycles open for payment on the 28th; an emission day of 28 means "the default rule". */
export const DEFAULT_PAYMENT_EMISSION_DAY = 28;

export interface BoletoInput {
  payableType: PayableType;
  startsAt: Date;
  now: Date;
}

/**
 * Whether a boleto may be issued. Cycles: always. Orders: only while today (São Paulo) is before the
 * cleaning day minus 1 business day, so the boleto, due 1 business day from today, falls due at the
 * latest on the business day before the cleaning. Cleaning Thu 2026-03-12: allowed through Tue 03-10,
 * refused from Wed 03-11 (docs/decisions.md). A weekend or holiday counts as the next business day
 * (as the due date does), so on Sat 03-07 a boleto for Tue 03-10 is refused: it would fall due on
 * Tue itself.
 */
export function boletoAllowed({ payableType, startsAt, now }: BoletoInput): boolean {
  if (payableType === 'cycles') return true;
  const limit = addBusinessDays(saoPauloDate(startsAt), -BOLETO_LEAD_BUSINESS_DAYS);
  return nextBusinessDayOnOrAfter(saoPauloDate(now)) < limit;
}

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The latest calendar day numbered `day` (clamped to the month's length) on or before `date`. */
function lastMonthDayOnOrBefore(date: string, day: number): string {
  let year = Number(date.slice(0, 4));
  let month = Number(date.slice(5, 7));
  for (;;) {
    const candidate = `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, daysInMonth(year, month))).padStart(2, '0')}`;
    if (candidate <= date) return candidate;
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
}

/**
 * The boleto's due date 'YYYY-MM-DD' (business constants), always a business day:
 * - orders: 1 business day from today;
 * - cycles: 3 business days before the cycle's first day, or — when the subscription has an emission
 *   day other than the default 28 — the last such day of a month on or before that limit (moved back to
 *   a business day), so a custom emission day never pushes the due date past the start;
 * - whenever that date is earlier than 1 business day from today (a past or too-close start), 1
 *   business day from today.
 */
export function boletoDueDate({
  payableType,
  startsAt,
  now,
  paymentEmissionDay,
}: BoletoInput & { paymentEmissionDay?: number | null }): string {
  const earliest = addBusinessDays(saoPauloDate(now), BOLETO_LEAD_BUSINESS_DAYS);
  if (payableType === 'orders') return earliest;
  const limit = addBusinessDays(saoPauloDate(startsAt), -CYCLE_BOLETO_BUSINESS_DAYS_BEFORE_START);
  const customDay =
    paymentEmissionDay != null &&
    Number.isInteger(paymentEmissionDay) &&
    paymentEmissionDay >= 1 &&
    paymentEmissionDay <= 31 &&
    paymentEmissionDay !== DEFAULT_PAYMENT_EMISSION_DAY;
  const due = customDay
    ? previousBusinessDayOnOrBefore(lastMonthDayOnOrBefore(limit, paymentEmissionDay))
    : limit;
  return due < earliest ? earliest : due;
}

// ---------------------------------------------------------------------------------------------------
// Wallet and payment statuses

/** A payment in one of these is still going: no other payment may start (payment rules). */
export const PAYMENT_IN_PROGRESS_STATUSES = [
  'created',
  'waiting',
  'in_analysis',
  'pre_authorized',
  'requested',
] as const satisfies readonly PaymentStatus[];

/** Money is in (or was, before a refund/reversal moves it on). */
export const PAYMENT_DONE_STATUSES = [
  'authorized',
  'settled',
  'available_for_withdrawal',
] as const satisfies readonly PaymentStatus[];

export const isPaymentInProgress = (status: PaymentStatus): boolean =>
  (PAYMENT_IN_PROGRESS_STATUSES as readonly PaymentStatus[]).includes(status);
export const isPaymentDone = (status: PaymentStatus): boolean =>
  (PAYMENT_DONE_STATUSES as readonly PaymentStatus[]).includes(status);

/** The account balance pays orders only, when it covers the whole total and nothing else is being paid. */
export function walletAllowed({
  payableType,
  availableToUse,
  total,
  paymentInProgress,
}: {
  payableType: PayableType;
  availableToUse: number | null;
  total: number;
  paymentInProgress: boolean;
}): boolean {
  return payableType === 'orders' && availableToUse !== null && availableToUse >= total && !paymentInProgress;
}

// ---------------------------------------------------------------------------------------------------
// Checkout

export const CHECKOUT_ORDER_STATUSES = [
  'scheduled',
  'created_on_gateway',
  'payment_requested',
  'waiting_payment',
] as const satisfies readonly OrderStatus[];

export interface CheckoutPayment {
  status: PaymentStatus;
  fundingType: FundingType;
}

/** "Go to checkout": payable status, no boleto waiting to be paid, no money already in. */
export function canGoToCheckout({
  status,
  payments,
}: {
  status: OrderStatus;
  payments: readonly CheckoutPayment[];
}): boolean {
  if (!(CHECKOUT_ORDER_STATUSES as readonly OrderStatus[]).includes(status)) return false;
  return !payments.some(
    (payment) =>
      (payment.fundingType === 'boletos' && payment.status === 'waiting') || isPaymentDone(payment.status),
  );
}

/** The end of an order's payment window: created_at + 1200 s (business constants). */
export function paymentDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ORDER_PAYMENT_WINDOW_SECONDS * 1000);
}

/**
 * Whole seconds left to pay, rounded up (0 only once the deadline is reached), between 0 and the
 * window: a clock a little behind created_at must not show more than 20 minutes.
 */
export function secondsLeft(createdAt: Date, now: Date): number {
  const left = Math.ceil((paymentDeadline(createdAt).getTime() - now.getTime()) / 1000);
  return Math.min(ORDER_PAYMENT_WINDOW_SECONDS, Math.max(0, left));
}

// ---------------------------------------------------------------------------------------------------
// State machines

/** Legal order moves (the states). A declined card goes back to created_on_gateway to try another card. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  created: ['scheduled', 'cancelled'],
  scheduled: ['requested_on_gateway', 'paid', 'cancelled'],
  requested_on_gateway: ['created_on_gateway', 'failed_to_create_on_gateway', 'cancelled'],
  failed_to_create_on_gateway: ['requested_on_gateway', 'cancelled'],
  created_on_gateway: ['payment_requested', 'paid', 'cancelled'],
  payment_requested: [
    'waiting_payment',
    'paid',
    'created_on_gateway',
    'failed_to_request_payment',
    'cancelled',
  ],
  failed_to_request_payment: ['payment_requested', 'created_on_gateway', 'cancelled'],
  waiting_payment: ['paid', 'created_on_gateway', 'not_paid', 'cancelled'],
  paid: ['provisioning', 'rescheduling', 'waiting_refund', 'cancelled'],
  not_paid: ['cancelled'],
  rebooking: ['scheduled', 'paid', 'waiting_refund', 'cancelled'],
  rescheduling: ['paid', 'cancelled'],
  provisioning: ['complete', 'service_not_provided'],
  service_not_provided: ['rebooking', 'waiting_refund', 'cancelled'],
  // cancelled: an operator kept the cleaning as credit instead of the refund asked (orderActions.canConvertToCredit).
  waiting_refund: ['refunded', 'cancelled'],
  complete: [],
  cancelled: [],
  refunded: [],
};

export const canOrderMove = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to);

/** Legal payment moves ("Payment statuses"). */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  created: ['waiting', 'in_analysis', 'authorized', 'settled', 'cancelled'],
  waiting: ['settled', 'cancelled'],
  in_analysis: ['authorized', 'settled', 'cancelled'],
  pre_authorized: ['authorized', 'cancelled'],
  // reversed: a chargeback (the card holder disputed the captured charge at the bank).
  authorized: ['settled', 'cancelled', 'refunded', 'reversed'],
  settled: ['refunded', 'reversed', 'available_for_withdrawal'],
  available_for_withdrawal: ['refunded', 'reversed'],
  requested: ['waiting', 'cancelled'],
  cancelled: [],
  refunded: [],
  reversed: [],
};

export const canPaymentMove = (from: PaymentStatus, to: PaymentStatus): boolean =>
  PAYMENT_TRANSITIONS[from].includes(to);

export type GatewayChargeStatus =
  | 'waiting'
  | 'in_analysis'
  | 'authorized'
  | 'settled'
  | 'declined'
  | 'cancelled'
  | 'refunded'
  /** The card holder disputed the charge and the provider took the money back (a chargeback). */
  | 'charged_back';

const FROM_GATEWAY: Record<GatewayChargeStatus, PaymentStatus> = {
  waiting: 'waiting',
  in_analysis: 'in_analysis',
  authorized: 'authorized',
  settled: 'settled',
  declined: 'cancelled',
  cancelled: 'cancelled',
  refunded: 'refunded',
  charged_back: 'reversed',
};

/** The payment status a gateway charge status means; a declined charge is a cancelled payment, a chargeback reversed. */
export const paymentStatusFromGateway = (status: GatewayChargeStatus): PaymentStatus => FROM_GATEWAY[status];
