import {
  type CheckoutPayment,
  canGoToCheckout,
  formatDateBR,
  isPaymentInProgress,
  ORDER_STATUS_LABELS,
  type PaymentStatus,
  PROOF_OF_PAYMENT_NOTICE_HOURS,
  paymentMethodLabel,
  saoPauloClock,
  secondsLeft,
} from '@brilho/domain';
import type { Order, OrderPayment } from './api';

/**
 * How an order reads on screen, from its wire shape and the server's "now" ("Order card",
 * States "Order statuses"). Pure: every screen and test passes `now`.
 */

const HOUR_MS = 3_600_000;

/** The payments the checkout rules read (a payment without an instrument yet is left out). */
export function checkoutPayments(order: Order): CheckoutPayment[] {
  return (order.payments ?? []).flatMap((payment) =>
    payment.funding_type ? [{ status: payment.status, fundingType: payment.funding_type }] : [],
  );
}

export const canCheckout = (order: Order): boolean =>
  canGoToCheckout({ status: order.status, payments: checkoutPayments(order) });

/** Seconds left in the 1200 s payment window, or null when the order cannot go to checkout at all. */
export function paymentSecondsLeft(order: Order, now: Date): number | null {
  if (!canCheckout(order)) return null;
  return secondsLeft(new Date(order.created_at), now);
}

/** Checkout is open: a payable order whose window has not ended. */
export function isPayableNow(order: Order, now: Date): boolean {
  const left = paymentSecondsLeft(order, now);
  return left !== null && left > 0;
}

const isBoleto = (payment: OrderPayment) => payment.funding_type === 'boletos';

export const waitingBoleto = (order: Order): OrderPayment | undefined =>
  (order.payments ?? []).find((payment) => isBoleto(payment) && payment.status === 'waiting');

/** Money on its way (a boleto waiting to be paid, a card in analysis): the order awaits confirmation. */
export const hasPaymentInProgress = (order: Order): boolean =>
  (order.payments ?? []).some((payment) => isPaymentInProgress(payment.status));

/** Paid by boleto (settled or on its way), so a refund needs the customer's bank data (cancellation and reschedule rules). */
export const isBoletoPaid = (order: Order): boolean =>
  (order.payments ?? []).some(
    (payment) =>
      isBoleto(payment) && ['settled', 'authorized', 'available_for_withdrawal'].includes(payment.status),
  );

/** Paid by Pix: its refund goes back by devolução to the paying account, with no bank data. */
export const isPixPaid = (order: Order): boolean =>
  (order.payments ?? []).some((payment) => payment.funding_type === 'pix' && payment.status === 'settled');

/**
 * How the order was (or is being) paid, as the order page shows it: the method ('Pix', 'Cartão final 1111')
 * and the payment's status. The newest attempt that did not fail speaks for the order (a declined card
 * followed by a Pix reads 'Pix'); an order paid from the wallet alone has no gateway payment and reads 'Saldo'.
 */
export function paymentSummary(order: Order): { method: string; status: PaymentStatus | null } | null {
  const newestFirst = [...(order.payments ?? [])]
    .filter((payment) => payment.funding_type)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const payment = newestFirst.find((p) => p.status !== 'cancelled') ?? newestFirst[0];
  if (!payment)
    return order.paid_by_account_balance
      ? { method: paymentMethodLabel('account_balance'), status: null }
      : null;
  return { method: paymentMethodLabel(payment.funding_type, payment.last4), status: payment.status };
}

/** A boleto order booked with under 48 h notice: the customer sends proof of payment (the screens). */
export function needsProofOfPayment(order: Order): boolean {
  if (!(order.payments ?? []).some(isBoleto)) return false;
  const notice = new Date(order.starts_at).getTime() - new Date(order.created_at).getTime();
  return notice < PROOF_OF_PAYMENT_NOTICE_HOURS * HOUR_MS;
}

/** The card's state label ("Order card labels"), with what each one shows next to it. */
export type CardState =
  | { kind: 'in-progress' }
  | { kind: 'upcoming'; startsAt: Date }
  | { kind: 'support' }
  | { kind: 'awaiting-confirmation' }
  | { kind: 'time-left'; seconds: number }
  | { kind: 'cancelled' }
  /** Statuses the card labels do not name (complete, refunded…): the status's own name. */
  | { kind: 'status'; label: string };

/** Statuses where "else 'CANCELADO'" of the card labels is literally true. */
const CANCELLED_LIKE = new Set(['cancelled', 'not_paid', 'refunded']);

export function cardState(order: Order, now: Date): CardState {
  const startsAt = new Date(order.starts_at);
  if (order.status === 'provisioning') return { kind: 'in-progress' };
  if (order.status === 'paid')
    return startsAt.getTime() > now.getTime() ? { kind: 'upcoming', startsAt } : { kind: 'support' };
  const payable = canCheckout(order);
  if (!payable && hasPaymentInProgress(order)) return { kind: 'awaiting-confirmation' };
  const left = paymentSecondsLeft(order, now);
  if (left !== null && left > 0) return { kind: 'time-left', seconds: left };
  // A payable whose window is over is cancelled by the server's job a moment later.
  if (payable || CANCELLED_LIKE.has(order.status)) return { kind: 'cancelled' };
  return { kind: 'status', label: ORDER_STATUS_LABELS[order.status].toUpperCase() };
}

/** A paid order whose cleaning time has come and that nobody marked as performed (the screens). */
export const isPastAndNotPerformed = (order: Order, now: Date): boolean =>
  order.status === 'paid' && new Date(order.starts_at).getTime() <= now.getTime();

// ---------------------------------------------------------------------------------------------------
// Formatting

/** 'HH:MM' on the São Paulo clock. */
export function clockLabel(instant: Date | string): string {
  const { hour, minute } = saoPauloClock(new Date(instant));
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** 'dd/mm/aaaa' of the cleaning's São Paulo day. */
export const dayLabel = (instant: Date | string): string =>
  formatDateBR(saoPauloClock(new Date(instant)).date);

/** '3 horas', '1 hora'. */
export const durationLabel = (hours: number): string => `${hours} ${hours === 1 ? 'hora' : 'horas'}`;

/** '2 dias', '5 h', '40 min': how long until the cleaning starts (the 'LIMPEZA EM' label). */
export function timeUntilLabel(startsAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.ceil((startsAt.getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'dia' : 'dias'}`;
}

/** Share of the cleaning done (0–100), for the in-progress bar. */
export function progressPercent(order: Order, now: Date): number {
  const start = new Date(order.starts_at).getTime();
  const end = new Date(order.ends_at).getTime();
  if (end <= start) return 100;
  return Math.min(100, Math.max(0, Math.round(((now.getTime() - start) / (end - start)) * 100)));
}

/** The discount in cents: the API's `amount.discount`, or the spec's `amount.subtotal.discount`. */
export function discountOf(order: Order): number {
  const amount = order.amount;
  if (!amount) return 0;
  if (typeof amount.discount === 'number') return amount.discount;
  if (amount.subtotal && typeof amount.subtotal === 'object') return amount.subtotal.discount ?? 0;
  return 0;
}

/** The value before the discount, in cents. */
export function subtotalOf(order: Order): number {
  const subtotal = order.amount?.subtotal;
  if (typeof subtotal === 'number') return subtotal;
  if (subtotal && typeof subtotal.value === 'number') return subtotal.value;
  return order.total + discountOf(order);
}

export const professionalFirstName = (order: Order): string =>
  order.professional?.account?.first_name?.trim().split(/\s+/)[0] ?? '';

export const professionalFullName = (order: Order): string =>
  [order.professional?.account?.first_name, order.professional?.account?.last_name].filter(Boolean).join(' ');

/** Money came in for this order (a settled/authorized payment, or the wallet paid it). */
export const hasBeenPaid = (order: Order): boolean =>
  order.paid_by_account_balance ||
  order.status === 'paid' ||
  (order.payments ?? []).some((payment) =>
    ['settled', 'authorized', 'available_for_withdrawal'].includes(payment.status),
  );
