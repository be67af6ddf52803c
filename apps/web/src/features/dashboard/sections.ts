import { CHECKOUT_ORDER_STATUSES, DASHBOARD_LIST_SIZE, type OrderStatus } from '@brilho/domain';
import type { Order, OrdersPageRequest } from '../../entities/order/api';
import { hasPaymentInProgress, isPayableNow } from '../../entities/order/model';
import { isCredit } from '../../entities/order/rules';
import type { Cycle } from '../../entities/subscription/api';
import { texts } from '../../words/dashboard';

/**
 * The dashboard's sections, loaded one after the other with 500 ms between them (the screens
 * "Dashboard"): orders not provided (the credits), in progress, pending payment, pending cycles, future.
 */
export const SECTION_PAUSE_MS = 500;

export type OrderSectionKey = 'credits' | 'inProgress' | 'pendingPayments' | 'future';
export type SectionKey = OrderSectionKey | 'pendingCycles';

/** A section of orders (`GET /orders`), or the pending cycles (`GET /cycles`, no request of orders). */
export type SectionSpec =
  | { key: OrderSectionKey; loading: string; request: OrdersPageRequest }
  | { key: 'pendingCycles'; loading: string; request: null };

/** A credit is cancelled-as-credit or not provided; the largest page keeps old credits in view. */
const CREDIT_STATUSES: OrderStatus[] = ['service_not_provided', 'cancelled'];
/** Payable, or paid by a boleto / card still being confirmed. */
const PENDING_STATUSES: OrderStatus[] = [...CHECKOUT_ORDER_STATUSES];

export const SECTIONS: readonly SectionSpec[] = [
  {
    key: 'credits',
    loading: texts.loading.credits,
    request: { page: 1, size: 100, statuses: CREDIT_STATUSES },
  },
  { key: 'inProgress', loading: texts.loading.inProgress, request: { page: 1, statuses: ['provisioning'] } },
  {
    key: 'pendingPayments',
    loading: texts.loading.pendingPayments,
    request: { page: 1, statuses: PENDING_STATUSES },
  },
  { key: 'pendingCycles', loading: texts.loading.pendingCycles, request: null },
  {
    key: 'future',
    loading: texts.loading.future,
    request: { page: 1, statuses: ['paid'], sort: 'starts_at' },
  },
];

export const creditOrders = (orders: Order[]): Order[] => orders.filter(isCredit);

/** What still waits for the customer's money: a payable order in its window, or a payment being confirmed. */
export const pendingPaymentOrders = (orders: Order[], now: Date): Order[] =>
  orders.filter((order) => isPayableNow(order, now) || hasPaymentInProgress(order));

/** The first `DASHBOARD_LIST_SIZE` (2) of a list, and whether 'Ver todos' is needed. */
export function firstOfList<T>(items: T[], total = items.length): { shown: T[]; more: boolean } {
  return { shown: items.slice(0, DASHBOARD_LIST_SIZE), more: total > DASHBOARD_LIST_SIZE };
}

/** One card of 'Pagamentos pendentes': a cycle or an order. */
export type PendingItem = { kind: 'cycle'; cycle: Cycle } | { kind: 'order'; order: Order };

/**
 * 'Pagamentos pendentes' ("Dashboard", the business constants): at most 2 cards — 1 cycle and 1 order when
 * both kinds exist, else 2 of the one kind — and the whole list (cycles first) behind 'Ver todos' when
 * there are more than 2. Expired cycles are hidden.
 */
export function pendingPayments(
  cycles: readonly Cycle[],
  orders: readonly Order[],
): { shown: PendingItem[]; all: PendingItem[]; more: boolean } {
  const cycleItems: PendingItem[] = cycles
    .filter((cycle) => !cycle.expired)
    .map((cycle) => ({ kind: 'cycle', cycle }));
  const orderItems: PendingItem[] = orders.map((order) => ({ kind: 'order', order }));
  const all = [...cycleItems, ...orderItems];
  const shown =
    cycleItems.length > 0 && orderItems.length > 0
      ? [cycleItems[0]!, orderItems[0]!]
      : all.slice(0, DASHBOARD_LIST_SIZE);
  return { shown, all, more: all.length > DASHBOARD_LIST_SIZE };
}
