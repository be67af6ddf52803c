import type { OrderStatus } from '@brilho/domain';
import { and, asc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  type DistrictPricing,
  districtPricings,
  type Order,
  orderStatusChanges,
  orders,
  type ProductsPricing,
  productsPricing,
  professionalDistricts,
  type ScheduleEvent,
  scheduleEvents,
} from '../../db/schema';

/** The statements of order creation and of order changes; each takes the caller's transaction. */

export async function servesDistrict(tx: Db, professionalId: string, districtId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: professionalDistricts.professionalId })
    .from(professionalDistricts)
    .where(
      and(
        eq(professionalDistricts.professionalId, professionalId),
        eq(professionalDistricts.districtId, districtId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The professional's `available` windows holding the instant `start`, in start order. */
export async function windowsAt(tx: Db, professionalId: string, start: Date): Promise<ScheduleEvent[]> {
  return tx
    .select()
    .from(scheduleEvents)
    .where(
      and(
        eq(scheduleEvents.professionalId, professionalId),
        eq(scheduleEvents.status, 'available'),
        lte(scheduleEvents.startsAt, start),
        gt(scheduleEvents.endsAt, start),
      ),
    )
    .orderBy(asc(scheduleEvents.startsAt), asc(scheduleEvents.id));
}

/** Whether time the professional took off (`blocked`) overlaps [start, end). */
export async function isBlockedDuring(
  tx: Db,
  professionalId: string,
  start: Date,
  end: Date,
): Promise<boolean> {
  const rows = await tx
    .select({ id: scheduleEvents.id })
    .from(scheduleEvents)
    .where(
      and(
        eq(scheduleEvents.professionalId, professionalId),
        eq(scheduleEvents.status, 'blocked'),
        lt(scheduleEvents.startsAt, end),
        gt(scheduleEvents.endsAt, start),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function districtPricingOf(db: Db, districtId: string): Promise<DistrictPricing | null> {
  const [row] = await db
    .select()
    .from(districtPricings)
    .where(eq(districtPricings.districtId, districtId))
    .limit(1);
  return row ?? null;
}

/** The one products pricing row (the oldest, should a second ever be added by hand). */
export async function currentProductsPricing(db: Db): Promise<ProductsPricing | null> {
  const [row] = await db.select().from(productsPricing).orderBy(asc(productsPricing.id)).limit(1);
  return row ?? null;
}

export async function insertOrder(tx: Db, values: typeof orders.$inferInsert): Promise<Order> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

/** The advisory-lock namespace of bookings (the two-key form: this, then the professional's hash). */
const BOOKING_LOCK_SPACE = 20_261_124;

/**
 * Holds [startsAt, endsAt) of the professional for the order: one `booked` row. This INSERT is where a
 * concurrent booking of overlapping time fails (SQLSTATE 23P01, `isDoubleBooking`).
 *
 * Bookings of one professional take turns first (a transaction-scoped advisory lock on the professional):
 * two overlapping inserts racing each other each wait for the other's transaction inside the exclusion
 * check, which PostgreSQL ends as a deadlock (40P01) for one of them. In turn, the second insert sees the
 * first one committed and fails with 23P01 at once: a 409, not a 500. Bookings of different professionals
 * do not wait for each other.
 */
export async function insertBooking(
  tx: Db,
  values: {
    scheduleId: string;
    professionalId: string;
    orderId: string;
    startsAt: Date;
    endsAt: Date;
    at: Date;
  },
): Promise<ScheduleEvent> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${BOOKING_LOCK_SPACE}, hashtext(${values.professionalId}::text))`,
  );
  const [row] = await tx
    .insert(scheduleEvents)
    .values({
      scheduleId: values.scheduleId,
      professionalId: values.professionalId,
      orderId: values.orderId,
      status: 'booked',
      startsAt: values.startsAt,
      endsAt: values.endsAt,
      createdAt: values.at,
    })
    .returning();
  return row!;
}

export async function updateOrder(
  tx: Db,
  id: string,
  values: Partial<typeof orders.$inferInsert>,
): Promise<Order> {
  const [row] = await tx.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row!;
}

export async function recordStatusChange(
  tx: Db,
  change: { orderId: string; from: OrderStatus | null; to: OrderStatus; at: Date },
): Promise<void> {
  await tx
    .insert(orderStatusChanges)
    .values({ orderId: change.orderId, fromStatus: change.from, toStatus: change.to, at: change.at });
}
