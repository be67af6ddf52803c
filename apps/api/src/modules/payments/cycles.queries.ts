import type { CycleFacts } from '@brilho/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  type Cycle,
  cycles,
  fundingInstruments,
  type Order,
  orders,
  payments,
  type Subscription,
  scheduleEvents,
  subscriptions,
} from '../../db/schema';

/** The statements paying cycles needs; those taking `tx` run inside the caller's transaction. */

export interface CycleRow {
  cycle: Cycle;
  subscription: Subscription;
}

/** A cycle's order with whether its `booked` schedule event still holds the professional's time. */
export interface CycleOrder extends Order {
  scheduleEventBooked: boolean;
}

export async function findCycle(db: Db, id: string): Promise<CycleRow | null> {
  const [row] = await db
    .select({ cycle: cycles, subscription: subscriptions })
    .from(cycles)
    .innerJoin(subscriptions, eq(subscriptions.id, cycles.subscriptionId))
    .where(eq(cycles.id, id))
    .limit(1);
  return row ?? null;
}

/** The cycle locked until the transaction ends, with its subscription. */
export async function lockCycle(tx: Db, id: string): Promise<CycleRow | null> {
  const [row] = await tx
    .select({ cycle: cycles, subscription: subscriptions })
    .from(cycles)
    .innerJoin(subscriptions, eq(subscriptions.id, cycles.subscriptionId))
    .where(eq(cycles.id, id))
    .limit(1)
    .for('update', { of: cycles });
  return row ?? null;
}

/** The same, only when the cycle's subscription is the customer's: another's is as missing as none. */
export async function lockOwnCycle(tx: Db, accountId: string, id: string): Promise<CycleRow | null> {
  const [row] = await tx
    .select({ cycle: cycles, subscription: subscriptions })
    .from(cycles)
    .innerJoin(subscriptions, eq(subscriptions.id, cycles.subscriptionId))
    .where(and(eq(cycles.id, id), eq(subscriptions.customerId, accountId)))
    .limit(1)
    .for('update', { of: cycles });
  return row ?? null;
}

/** The customer a cycle bills (its subscription's), or null when there is no such cycle. */
export async function cycleCustomerId(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: subscriptions.customerId })
    .from(cycles)
    .innerJoin(subscriptions, eq(subscriptions.id, cycles.subscriptionId))
    .where(eq(cycles.id, id))
    .limit(1);
  return row?.customerId ?? null;
}

export async function setCycleGatewayId(tx: Db, id: string, gatewayId: string): Promise<void> {
  await tx.update(cycles).set({ gatewayId }).where(eq(cycles.id, id));
}

/** The cycle's orders by start, each with whether its schedule event is still `booked`. */
export async function ordersOfCycle(db: Db, cycleId: string): Promise<CycleOrder[]> {
  const rows = await db
    .select({ order: orders, eventStatus: scheduleEvents.status })
    .from(orders)
    .leftJoin(scheduleEvents, eq(scheduleEvents.id, orders.scheduleEventId))
    .where(eq(orders.cycleId, cycleId))
    .orderBy(asc(orders.startsAt), asc(orders.id));
  return rows.map((row) => ({ ...row.order, scheduleEventBooked: row.eventStatus === 'booked' }));
}

/** The cycle's orders locked (paying or cancelling them all at once). */
export async function lockOrdersOfCycle(tx: Db, cycleId: string): Promise<Order[]> {
  return tx
    .select()
    .from(orders)
    .where(eq(orders.cycleId, cycleId))
    .orderBy(asc(orders.startsAt), asc(orders.id))
    .for('update');
}

/** Ids of the cycles among `cycleIds` with a boleto waiting to be paid. */
export async function cyclesWithPendingBoleto(db: Db, cycleIds: string[]): Promise<Set<string>> {
  if (cycleIds.length === 0) return new Set();
  const rows = await db
    .select({ id: payments.payableId })
    .from(payments)
    .innerJoin(fundingInstruments, eq(fundingInstruments.paymentId, payments.id))
    .where(
      and(
        eq(payments.payableType, 'cycles'),
        inArray(payments.payableId, cycleIds),
        eq(payments.status, 'waiting'),
        eq(fundingInstruments.type, 'boletos'),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The facts the domain's cycle rules read (`cycleBlockReason`, `cycleCardLabel`), from the database. */
export async function cycleFacts(db: Db, row: CycleRow): Promise<CycleFacts> {
  // One after the other: inside a transaction both share its one connection.
  const cycleOrders = await ordersOfCycle(db, row.cycle.id);
  const pending = await cyclesWithPendingBoleto(db, [row.cycle.id]);
  return {
    status: row.cycle.status,
    referenceMonth: row.cycle.referenceMonth,
    startsAt: row.cycle.startsAt,
    paymentEmissionDay: row.subscription.paymentEmissionDay,
    orders: cycleOrders.map((order) => ({
      status: order.status,
      scheduleEventBooked: order.scheduleEventBooked,
    })),
    hasPendingBoleto: pending.has(row.cycle.id),
  };
}
