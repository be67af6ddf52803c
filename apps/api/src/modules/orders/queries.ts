import type { OrderStatus } from '@brilho/domain';
import { and, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import {
  type Account,
  type Address,
  accounts,
  addresses,
  type Coupon,
  coupons,
  type Order,
  orders,
  type Payment,
  payments,
  type ScheduleEvent,
  scheduleEvents,
} from '../../db/schema';
import type { Page } from '../../lib/jsonapi';
import type { Listed } from '../places';

type Ctx = Pick<AppContext, 'db'>;

/** Reads of the caller's own orders: someone else's id finds nothing (answered 404). */

const own = (accountId: string, id: string): SQL => and(eq(orders.customerId, accountId), eq(orders.id, id))!;

export async function findOwnOrder(ctx: Ctx, accountId: string, id: string): Promise<Order | null> {
  const [row] = await ctx.db.select().from(orders).where(own(accountId, id)).limit(1);
  return row ?? null;
}

export interface OrderListQuery {
  page: Page;
  statuses: OrderStatus[] | null;
  orderBy: SQL[];
}

export async function listOwnOrders(
  ctx: Ctx,
  accountId: string,
  query: OrderListQuery,
): Promise<Listed<Order>> {
  const where = and(
    eq(orders.customerId, accountId),
    query.statuses ? inArray(orders.status, query.statuses) : undefined,
  );
  // The total rides on the page's rows (a window over every matching row): one statement less per page, each
  // ~1 ms of fixed cost on PGlite. Only a page past the last one, which has no row to carry it, counts apart.
  const page = await ctx.db
    .select({ order: orders, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(orders)
    .where(where)
    .orderBy(...query.orderBy)
    .limit(query.page.size)
    .offset(query.page.offset);
  if (page.length > 0) return { rows: page.map((row) => row.order), total: page[0]!.total };
  if (query.page.offset === 0) return { rows: [], total: 0 };
  const [counted] = await ctx.db.select({ total: count() }).from(orders).where(where);
  return { rows: [], total: counted?.total ?? 0 };
}

/** The order row locked for the rest of the transaction, with the district its address lies in. */
export async function lockOwnOrder(
  tx: Db,
  accountId: string,
  id: string,
): Promise<{ order: Order; districtId: string } | null> {
  const [row] = await tx
    .select({ order: orders, districtId: addresses.districtId })
    .from(orders)
    .innerJoin(addresses, eq(addresses.id, orders.addressId))
    .where(own(accountId, id))
    .limit(1)
    .for('update', { of: orders });
  return row ?? null;
}

/** Payments that end the order's checkout: any not given up (cancelled, refunded, reversed). */
export async function hasLivePayment(tx: Db, orderId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.payableType, 'orders'),
        eq(payments.payableId, orderId),
        notInArray(payments.status, ['cancelled', 'refunded', 'reversed']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Loaders for `include`: one query per relationship, whatever the number of orders.

export async function ordersByIds(ctx: Ctx, ids: string[]): Promise<Order[]> {
  return ids.length === 0 ? [] : ctx.db.select().from(orders).where(inArray(orders.id, ids));
}

export async function eventsByIds(ctx: Ctx, ids: string[]): Promise<ScheduleEvent[]> {
  return ids.length === 0 ? [] : ctx.db.select().from(scheduleEvents).where(inArray(scheduleEvents.id, ids));
}

/** Addresses by id, deleted ones included: an order keeps showing where it took place. */
export async function addressesByIds(ctx: Ctx, ids: string[]): Promise<Address[]> {
  return ids.length === 0 ? [] : ctx.db.select().from(addresses).where(inArray(addresses.id, ids));
}

export async function accountsByIds(ctx: Ctx, ids: string[]): Promise<Account[]> {
  return ids.length === 0 ? [] : ctx.db.select().from(accounts).where(inArray(accounts.id, ids));
}

export async function couponsByIds(ctx: Ctx, ids: string[]): Promise<Coupon[]> {
  return ids.length === 0 ? [] : ctx.db.select().from(coupons).where(inArray(coupons.id, ids));
}

export async function paymentsOfOrders(ctx: Ctx, orderIds: string[]): Promise<Payment[]> {
  if (orderIds.length === 0) return [];
  return ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.payableType, 'orders'), inArray(payments.payableId, orderIds)))
    .orderBy(payments.createdAt);
}

/** The order row under lock (FOR UPDATE), for a move in the caller's transaction. */
export async function lockOrder(tx: Db, id: string): Promise<Order | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
  return row ?? null;
}

/** The order row as it is, no lock. */
export async function findOrder(db: Db, id: string): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

/** Our order's id at the gateway, once it registered it. */
export async function setOrderGatewayId(tx: Db, id: string, gatewayId: string): Promise<void> {
  await tx.update(orders).set({ gatewayId }).where(eq(orders.id, id));
}

/**
 * Frees the professional's time held by the order: the `booked` row goes (the exclusion constraint of
 * migration 0002 only looks at booked rows), and the order keeps its own starts_at/ends_at.
 */
export async function releaseBooking(tx: Db, order: Pick<Order, 'id' | 'scheduleEventId'>): Promise<void> {
  await tx.update(orders).set({ scheduleEventId: null }).where(eq(orders.id, order.id));
  await tx
    .delete(scheduleEvents)
    .where(and(eq(scheduleEvents.orderId, order.id), eq(scheduleEvents.status, 'booked')));
}
