import {
  boletoDueDate,
  type CycleFacts,
  cycleBlockReason,
  cycleCardLabel,
  cyclePaymentPeriod,
  isCycleExpired,
} from '@brilho/domain';
import type { AppContext } from '../../context';
import type { Cycle, Order, Subscription } from '../../db/schema';
import type { IncludeTree } from '../../lib/jsonapi';
import type { AddressView } from '../addresses';
import { loadAddressable, withAddressRelations } from '../addresses';
import { type OrderView, type PaymentView, withOrderRelations } from '../orders';
import type { ProfessionalView } from '../professionals';
import { loadProfessionals } from '../professionals';
import {
  accountsByIds,
  addressesByIds,
  cyclesOfSubscriptions,
  eventsByIds,
  ordersOfCycles,
  paymentViewsOfCycles,
  subscriptionsByIds,
} from './queries';
import type { CycleComputed, CycleView, SubscriptionView } from './serializers';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const distinct = (ids: (string | null)[]): string[] => [
  ...new Set(ids.filter((id): id is string => id !== null)),
];

const groupBy = <T>(rows: T[], key: (row: T) => string | null): Map<string, T[]> => {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k !== null) grouped.set(k, [...(grouped.get(k) ?? []), row]);
  }
  return grouped;
};

/** A boleto of the cycle waits to be paid (the card shows 'AGUARDANDO CONFIRMAÇÃO'). */
const hasPendingBoleto = (payments: PaymentView[]): boolean =>
  payments.some((p) => p.status === 'waiting' && p.instrument?.type === 'boletos');

/** The facts the domain's cycle rules read, from the cycle's rows. */
export function cycleFacts(
  cycle: Cycle,
  subscription: Pick<Subscription, 'paymentEmissionDay'>,
  orders: Order[],
  bookedEventIds: Set<string>,
  payments: PaymentView[],
): CycleFacts {
  return {
    status: cycle.status,
    referenceMonth: cycle.referenceMonth,
    startsAt: cycle.startsAt,
    paymentEmissionDay: subscription.paymentEmissionDay,
    orders: orders.map((o) => ({
      status: o.status,
      scheduleEventBooked: o.scheduleEventId !== null && bookedEventIds.has(o.scheduleEventId),
    })),
    hasPendingBoleto: hasPendingBoleto(payments),
  };
}

export function computeCycle(
  cycle: Cycle,
  subscription: Pick<Subscription, 'paymentEmissionDay' | 'orderDurationHours'>,
  facts: CycleFacts,
  now: Date,
): CycleComputed {
  const period = cyclePaymentPeriod({
    referenceMonth: cycle.referenceMonth,
    firstCleaningStartsAt: cycle.startsAt,
    paymentEmissionDay: subscription.paymentEmissionDay,
  });
  const blockReason = cycleBlockReason(facts, now);
  return {
    ordersCount: facts.orders.length,
    durationHours: subscription.orderDurationHours,
    payable: blockReason === null,
    blockReason,
    cardLabel: cycleCardLabel(facts, now),
    expired: isCycleExpired(cycle.startsAt, now),
    paymentOpensAt: period.opensAt,
    paymentClosesAt: period.closesAt,
    boletoDueDate: boletoDueDate({
      payableType: 'cycles',
      startsAt: cycle.startsAt,
      now,
      paymentEmissionDay: subscription.paymentEmissionDay,
    }),
  };
}

async function addressViews(
  ctx: Ctx,
  accountId: string,
  ids: string[],
  include: IncludeTree | undefined,
): Promise<Map<string, AddressView>> {
  const found = await addressesByIds(ctx.db, ids);
  const loaded = await withAddressRelations(ctx, found, include ?? {}, () => loadAddressable(ctx, accountId));
  return new Map(loaded.map((a) => [a.id, a]));
}

async function professionalViews(ctx: Ctx, ids: string[]): Promise<Map<string, ProfessionalView>> {
  return new Map((await loadProfessionals(ctx, ids)).map((p) => [p.id, p]));
}

/**
 * Cycles with their computed attributes (the domain's rules at `clock.now()`) and their relationships:
 * orders (with what `include=orders.…` asks), payments, subscription, address, professional, customer.
 * `accountId` is the caller (addresses' `addressable` is theirs).
 */
export async function withCycleRelations(
  ctx: Ctx,
  accountId: string,
  rows: Cycle[],
  include: IncludeTree,
  known: Map<string, Subscription> = new Map(),
): Promise<CycleView[]> {
  if (rows.length === 0) return [];
  const now = ctx.clock.now();
  const missing = distinct(rows.map((c) => c.subscriptionId)).filter((id) => !known.has(id));
  const subscriptionsById = new Map(known);
  for (const s of await subscriptionsByIds(ctx.db, missing)) subscriptionsById.set(s.id, s);
  const cycleIds = rows.map((c) => c.id);
  const [orders, payments] = await Promise.all([
    ordersOfCycles(ctx.db, cycleIds),
    paymentViewsOfCycles(ctx.db, cycleIds),
  ]);
  const subs = [...subscriptionsById.values()];
  const [events, orderViews, places, pros, customers] = await Promise.all([
    eventsByIds(ctx.db, distinct(orders.map((o) => o.scheduleEventId))),
    include.orders ? withOrderRelations(ctx, accountId, orders, include.orders) : orders,
    addressViews(
      ctx,
      accountId,
      distinct(subs.map((s) => s.addressId)),
      include.address ?? include.subscription?.address,
    ),
    professionalViews(ctx, distinct(subs.map((s) => s.professionalId))),
    accountsByIds(ctx.db, distinct(subs.map((s) => s.customerId))),
  ]);
  const booked = new Set(events.filter((e) => e.status === 'booked').map((e) => e.id));
  const ordersOf = groupBy(orders, (o) => o.cycleId);
  const viewsOf = groupBy<OrderView>(orderViews, (o) => o.cycleId);
  const paymentsOf = groupBy(payments, (p) => p.payableId);
  const customersById = new Map(customers.map((a) => [a.id, a]));
  return rows.flatMap((cycle) => {
    const subscription = subscriptionsById.get(cycle.subscriptionId);
    if (!subscription) return [];
    const cyclePayments = paymentsOf.get(cycle.id) ?? [];
    const facts = cycleFacts(cycle, subscription, ordersOf.get(cycle.id) ?? [], booked, cyclePayments);
    const professional = subscription.professionalId ? (pros.get(subscription.professionalId) ?? null) : null;
    const address = places.get(subscription.addressId) ?? null;
    return [
      {
        ...cycle,
        computed: computeCycle(cycle, subscription, facts, now),
        orders: viewsOf.get(cycle.id) ?? [],
        payments: cyclePayments,
        subscription: { ...subscription, professional, address },
        address,
        professional,
        customer: customersById.get(subscription.customerId) ?? null,
      },
    ];
  });
}

/** Subscriptions with their cycles (oldest first), professional, address, and the customer when asked. */
export async function withSubscriptionRelations(
  ctx: Ctx,
  accountId: string,
  rows: Subscription[],
  include: IncludeTree,
): Promise<SubscriptionView[]> {
  if (rows.length === 0) return [];
  const known = new Map(rows.map((s) => [s.id, s]));
  const [cycles, pros, places, customers] = await Promise.all([
    cyclesOfSubscriptions(
      ctx.db,
      rows.map((s) => s.id),
    ),
    professionalViews(ctx, distinct(rows.map((s) => s.professionalId))),
    addressViews(ctx, accountId, distinct(rows.map((s) => s.addressId)), include.address),
    include.customer ? accountsByIds(ctx.db, distinct(rows.map((s) => s.customerId))) : null,
  ]);
  const cycleViews = await withCycleRelations(ctx, accountId, cycles, include.cycles ?? {}, known);
  const cyclesOf = groupBy(cycleViews, (c) => c.subscriptionId);
  const customersById = customers ? new Map(customers.map((a) => [a.id, a])) : null;
  return rows.map((s) => ({
    ...s,
    cycles: cyclesOf.get(s.id) ?? [],
    professional: s.professionalId ? (pros.get(s.professionalId) ?? null) : null,
    address: places.get(s.addressId) ?? null,
    ...(customersById ? { customer: customersById.get(s.customerId) ?? null } : {}),
  }));
}
