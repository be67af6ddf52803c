import { formatDateBR, SUBSCRIPTION_STATUSES, type SubscriptionStatus, saoPauloDate } from '@brilho/domain';
import { paymentInstrument } from '../../components/PaymentHistory';
import { monthNames } from '../../words/months';
import type { Cycle, CyclePayment, Subscription } from './api';

/**
 * How subscriptions and cycles read on screen. Pure: "now" is a parameter (the server's clock).
 */

/** 'Dezembro de 2026' for a 'YYYY-MM-01' (or any 'YYYY-MM…') reference month. */
export function monthLabel(referenceMonth: string): string {
  const year = referenceMonth.slice(0, 4);
  const month = Number(referenceMonth.slice(5, 7));
  return `${monthNames[month - 1] ?? ''} de ${year}`;
}

/** The cycle's month: its reference month, or the São Paulo month of its first cleaning. */
export const cycleMonth = (cycle: Cycle): string =>
  cycle.reference_month || `${saoPauloDate(new Date(cycle.starts_at)).slice(0, 7)}-01`;

/** Subscriptions by state (the states: active, accepted, requested, paused, created, rejected, cancelled). */
const STATE_ORDER: readonly SubscriptionStatus[] = [
  'active',
  'accepted',
  'requested',
  'paused',
  'created',
  'rejected',
  'cancelled',
];

const stateRank = (status: SubscriptionStatus): number => {
  const rank = STATE_ORDER.indexOf(status);
  return rank === -1 ? SUBSCRIPTION_STATUSES.length : rank;
};

/** By state, then the newest start first (the API's own order) within a state. */
export function sortSubscriptions(subscriptions: readonly Subscription[]): Subscription[] {
  return [...subscriptions].sort(
    (a, b) => stateRank(a.status) - stateRank(b.status) || b.starts_at.localeCompare(a.starts_at),
  );
}

const byStart = (a: Cycle, b: Cycle) => a.starts_at.localeCompare(b.starts_at);

/**
 * The cycles a subscription card lists (docs/decisions/0058-subscriptions-web-cycles-listed-cycle-checkout-pending-payme.md): the spec keeps only the
 * cycles in `created`; every cycle of the current month on (São Paulo) that is not cancelled is listed
 * too — the one open for payment, a paid one still to happen — so the customer reaches each of them, by
 * start date. The rest (earlier months, cancelled) are kept apart as `earlier`, newest first.
 */
export function cyclesOfSubscription(
  cycles: readonly Cycle[],
  now: Date,
): { current: Cycle[]; earlier: Cycle[] } {
  const thisMonth = `${saoPauloDate(now).slice(0, 7)}-01`;
  const current: Cycle[] = [];
  const earlier: Cycle[] = [];
  for (const cycle of cycles) {
    const listed =
      cycle.status === 'created' || (cycle.status !== 'cancelled' && cycleMonth(cycle) >= thisMonth);
    (listed ? current : earlier).push(cycle);
  }
  return { current: current.sort(byStart), earlier: earlier.sort(byStart).reverse() };
}

/** 'DD/MM/AAAA' of an instant's São Paulo day. */
export const dayOf = (instant: string): string => formatDateBR(saoPauloDate(new Date(instant)));

/**
 * The last day a cycle can be paid: the period closes at 00:00 of the first cleaning's day, so the day
 * before it ('DD/MM/AAAA'), or null when the API did not say.
 */
export function lastPaymentDay(cycle: Cycle): string | null {
  if (!cycle.payment_closes_at) return null;
  return formatDateBR(saoPauloDate(new Date(new Date(cycle.payment_closes_at).getTime() - 1)));
}

/** A boleto of the cycle still waiting to be paid (then the cycle awaits confirmation). */
export const waitingBoletoOf = (cycle: Cycle): CyclePayment | undefined =>
  (cycle.payments ?? []).find(
    (payment) => paymentInstrument(payment).type === 'boletos' && payment.status === 'waiting',
  );

/** '{first} {last}' of the subscription's or cycle's professional. */
export const professionalName = (professional: Subscription['professional']): string =>
  [professional?.account?.first_name, professional?.account?.last_name].filter(Boolean).join(' ');
