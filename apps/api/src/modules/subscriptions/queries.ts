import type { CycleStatus, SubscriptionStatus } from '@brilho/domain';
import { and, asc, count, eq, inArray, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import {
  type Account,
  type Address,
  accounts,
  addresses,
  type Cycle,
  cities,
  cycles,
  districts,
  fundingInstruments,
  type Order,
  orders,
  type Phone,
  payments,
  phones,
  professionals,
  type ScheduleEvent,
  type Subscription,
  scheduleEvents,
  schedules,
  subscriptions,
} from '../../db/schema';
import { isUuid } from '../../lib/ids';
import type { Page } from '../../lib/jsonapi';
import type { PaymentView } from '../orders';
import { foldedContains } from '../places';

/** The subscriptions module's statements; those taking `tx` run inside the caller's transaction. */

type Ctx = Pick<AppContext, 'db'>;

export interface Listed<T> {
  rows: T[];
  total: number;
}

export async function findSubscription(db: Db, id: string): Promise<Subscription | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row ?? null;
}

export async function lockSubscription(tx: Db, id: string): Promise<Subscription | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function subscriptionOfOrder(db: Db, orderId: string): Promise<Subscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.originOrderId, orderId))
    .limit(1);
  return row ?? null;
}

export async function insertSubscription(
  tx: Db,
  values: typeof subscriptions.$inferInsert,
): Promise<Subscription> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  return row!;
}

export async function updateSubscription(
  tx: Db,
  id: string,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<Subscription> {
  const [row] = await tx.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
  return row!;
}

export interface SubscriptionListQuery {
  page: Page;
  statuses: SubscriptionStatus[] | null;
  orderBy: SQL[];
  /** `filter[search]`: the subscription's id, or part of the customer's name or e-mail or the professional's
   * name (accent- and case-insensitive). */
  search?: string | null;
}

function subscriptionSearch(db: Db, text: string): SQL {
  if (isUuid(text)) return eq(subscriptions.id, text);
  const named = or(
    foldedContains(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, text),
    foldedContains(accounts.email, text),
  );
  return or(
    inArray(subscriptions.customerId, db.select({ id: accounts.id }).from(accounts).where(named)),
    inArray(
      subscriptions.professionalId,
      db
        .select({ id: professionals.id })
        .from(professionals)
        .innerJoin(accounts, eq(accounts.id, professionals.accountId))
        .where(named),
    ),
  )!;
}

/** A customer's subscriptions (accountId), or everyone's (null: the operator console). */
export async function listSubscriptions(
  ctx: Ctx,
  accountId: string | null,
  query: SubscriptionListQuery,
): Promise<Listed<Subscription>> {
  const where = and(
    accountId ? eq(subscriptions.customerId, accountId) : undefined,
    query.statuses ? inArray(subscriptions.status, query.statuses) : undefined,
    query.search ? subscriptionSearch(ctx.db, query.search) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.page.size)
      .offset(query.page.offset),
    ctx.db.select({ total: count() }).from(subscriptions).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function subscriptionsByIds(db: Db, ids: string[]): Promise<Subscription[]> {
  if (ids.length === 0) return [];
  return db.select().from(subscriptions).where(inArray(subscriptions.id, ids));
}

/**
 * Subscriptions that get monthly cycles (accepted, or active) and have none for `month` ('YYYY-MM-01') yet,
 * plus the accepted ones that have it (they become active): the daily run's step 1 reads only these.
 */
export async function billingSubscriptions(db: Db, month: string): Promise<Subscription[]> {
  const hasCycle = db
    .select({ id: cycles.id })
    .from(cycles)
    .where(and(eq(cycles.subscriptionId, subscriptions.id), eq(cycles.referenceMonth, month)));
  return db
    .select()
    .from(subscriptions)
    .where(
      or(eq(subscriptions.status, 'accepted'), and(eq(subscriptions.status, 'active'), notExists(hasCycle))),
    )
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}

// ---------------------------------------------------------------------------------------------------
// Cycles

export async function findCycle(db: Db, id: string): Promise<Cycle | null> {
  const [row] = await db.select().from(cycles).where(eq(cycles.id, id)).limit(1);
  return row ?? null;
}

/** The caller's cycle (through its subscription's customer); someone else's answers null like a missing one. */
export async function findOwnCycle(ctx: Ctx, accountId: string, id: string): Promise<Cycle | null> {
  const [row] = await ctx.db
    .select({ cycle: cycles })
    .from(cycles)
    .innerJoin(subscriptions, eq(subscriptions.id, cycles.subscriptionId))
    .where(and(eq(cycles.id, id), eq(subscriptions.customerId, accountId)))
    .limit(1);
  return row?.cycle ?? null;
}

export interface CycleListQuery {
  page: Page;
  statuses: CycleStatus[] | null;
  orderBy: SQL[];
}

export async function listOwnCycles(
  ctx: Ctx,
  accountId: string,
  query: CycleListQuery,
): Promise<Listed<Cycle>> {
  const where = and(
    eq(subscriptions.customerId, accountId),
    query.statuses ? inArray(cycles.status, query.statuses) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ cycle: cycles })
      .from(cycles)
      .innerJoin(subscriptions, eq(subscriptions.id, cycles.subscriptionId))
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.page.size)
      .offset(query.page.offset),
    ctx.db
      .select({ total: count() })
      .from(cycles)
      .innerJoin(subscriptions, eq(subscriptions.id, cycles.subscriptionId))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.cycle), total: counted?.total ?? 0 };
}

export async function cyclesOfSubscriptions(db: Db, subscriptionIds: string[]): Promise<Cycle[]> {
  if (subscriptionIds.length === 0) return [];
  return db
    .select()
    .from(cycles)
    .where(inArray(cycles.subscriptionId, subscriptionIds))
    .orderBy(asc(cycles.startsAt), asc(cycles.id));
}

/** The cycle of a subscription for a month ('YYYY-MM-01'), if any. */
export async function cycleOfMonth(db: Db, subscriptionId: string, month: string): Promise<Cycle | null> {
  const [row] = await db
    .select()
    .from(cycles)
    .where(and(eq(cycles.subscriptionId, subscriptionId), eq(cycles.referenceMonth, month)))
    .limit(1);
  return row ?? null;
}

/** Cycles in `statuses` whose first cleaning starts by `until`, with their subscription (the job's sweep). */
export async function cyclesInStatuses(
  db: Db,
  statuses: CycleStatus[],
  until: Date,
): Promise<{ cycle: Cycle; subscription: Subscription }[]> {
  return db
    .select({ cycle: cycles, subscription: subscriptions })
    .from(cycles)
    .innerJoin(subscriptions, eq(subscriptions.id, cycles.subscriptionId))
    .where(and(inArray(cycles.status, statuses), lte(cycles.startsAt, until)))
    .orderBy(asc(cycles.startsAt), asc(cycles.id));
}

/** A subscription's cycles that are not paid nor over (pause and cancel end them). */
export async function unpaidCyclesOf(db: Db, subscriptionId: string): Promise<Cycle[]> {
  return db
    .select()
    .from(cycles)
    .where(
      and(
        eq(cycles.subscriptionId, subscriptionId),
        inArray(cycles.status, [
          'created',
          'requested_on_gateway',
          'created_on_gateway',
          'payment_requested',
          'waiting_payment',
        ]),
      ),
    );
}

export async function insertCycle(tx: Db, values: typeof cycles.$inferInsert): Promise<Cycle | null> {
  const [row] = await tx
    .insert(cycles)
    .values(values)
    .onConflictDoNothing({ target: [cycles.subscriptionId, cycles.referenceMonth] })
    .returning();
  return row ?? null;
}

export async function ordersOfCycles(db: Db, cycleIds: string[]): Promise<Order[]> {
  if (cycleIds.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(inArray(orders.cycleId, cycleIds))
    .orderBy(asc(orders.startsAt), asc(orders.id));
}

export async function eventsByIds(db: Db, ids: string[]): Promise<ScheduleEvent[]> {
  if (ids.length === 0) return [];
  return db.select().from(scheduleEvents).where(inArray(scheduleEvents.id, ids));
}

/** Payments of cycles with their instruments, oldest first (the cycle page's history). */
export async function paymentViewsOfCycles(db: Db, cycleIds: string[]): Promise<PaymentView[]> {
  if (cycleIds.length === 0) return [];
  const rows = await db
    .select({ payment: payments, instrument: fundingInstruments })
    .from(payments)
    .leftJoin(fundingInstruments, eq(fundingInstruments.paymentId, payments.id))
    .where(and(eq(payments.payableType, 'cycles'), inArray(payments.payableId, cycleIds)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((row) => ({ ...row.payment, instrument: row.instrument }));
}

/** The professional's one schedule (booked events hang from it). */
export async function scheduleIdOf(tx: Db, professionalId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: schedules.id })
    .from(schedules)
    .where(eq(schedules.professionalId, professionalId))
    .orderBy(asc(schedules.id))
    .limit(1);
  return row?.id ?? null;
}

export async function accountsByIds(db: Db, ids: string[]): Promise<Account[]> {
  if (ids.length === 0) return [];
  return db.select().from(accounts).where(inArray(accounts.id, ids));
}

export async function addressesByIds(db: Db, ids: string[]): Promise<Address[]> {
  if (ids.length === 0) return [];
  return db.select().from(addresses).where(inArray(addresses.id, ids));
}

/** An address with its district and city names (the request e-mail). */
export async function addressPlace(
  db: Db,
  addressId: string,
): Promise<{ address: Address; district: string; city: string; districtId: string } | null> {
  const [row] = await db
    .select({ address: addresses, district: districts.displayName, city: cities.displayName })
    .from(addresses)
    .innerJoin(districts, eq(districts.id, addresses.districtId))
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(eq(addresses.id, addressId))
    .limit(1);
  return row ? { ...row, districtId: row.address.districtId } : null;
}

export async function firstPhoneOf(db: Db, accountId: string): Promise<Phone | null> {
  const [row] = await db
    .select()
    .from(phones)
    .where(eq(phones.accountId, accountId))
    .orderBy(asc(phones.id))
    .limit(1);
  return row ?? null;
}
