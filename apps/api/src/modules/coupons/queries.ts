import { and, asc, count, desc, eq, inArray, isNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  addresses,
  type Coupon,
  couponDistricts,
  coupons,
  type District,
  districts,
  orders,
} from '../../db/schema';

/**
 * Orders that never became a purchase: they neither count as the customer's earlier order nor use up a
 * coupon (an unpaid order that expired gives its coupon back).
 */
export const RELEASED_ORDER_STATUSES = ['cancelled', 'refunded', 'not_paid'] as const;

const counted: SQL = notInArray(orders.status, [...RELEASED_ORDER_STATUSES]);

/** Live coupons whose name matches case-insensitively (the unique index is on lower(name)). */
export async function findLiveCouponsByName(db: Db, name: string): Promise<Coupon[]> {
  return db
    .select()
    .from(coupons)
    .where(and(sql`lower(${coupons.name}) = lower(${name})`, isNull(coupons.disabledAt)))
    .orderBy(asc(coupons.name));
}

export async function findCoupon(db: Db, id: string): Promise<Coupon | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ?? null;
}

/**
 * The coupon row locked until commit: two orders taking the last use of a limited coupon (or a customer's
 * two orders both taking a first-purchase coupon) count its uses one after the other.
 */
export async function lockCoupon(tx: Db, id: string): Promise<void> {
  await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).for('update');
}

export async function districtIdsOf(db: Db, couponId: string): Promise<string[]> {
  const rows = await db
    .select({ districtId: couponDistricts.districtId })
    .from(couponDistricts)
    .where(eq(couponDistricts.couponId, couponId));
  return rows.map((row) => row.districtId);
}

/** The districts each coupon is limited to (absent: everywhere). */
export async function districtsOfCoupons(db: Db, couponIds: string[]): Promise<Map<string, District[]>> {
  const byCoupon = new Map<string, District[]>();
  if (couponIds.length === 0) return byCoupon;
  const rows = await db
    .select({ couponId: couponDistricts.couponId, district: districts })
    .from(couponDistricts)
    .innerJoin(districts, eq(districts.id, couponDistricts.districtId))
    .where(inArray(couponDistricts.couponId, couponIds))
    .orderBy(asc(districts.displayName));
  for (const { couponId, district } of rows)
    byCoupon.set(couponId, [...(byCoupon.get(couponId) ?? []), district]);
  return byCoupon;
}

const otherThan = (orderId: string | null): SQL | undefined => (orderId ? ne(orders.id, orderId) : undefined);

/** How many purchases (other than `exceptOrderId`) carry the coupon. */
export async function couponUses(db: Db, couponId: string, exceptOrderId: string | null): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.couponId, couponId), counted, otherThan(exceptOrderId)));
  return row?.total ?? 0;
}

/**
 * Whether the customer already used the coupon on another purchase. The spec says "one use per CPF": CPFs
 * (physicals.cpf) and CNPJs (legals.cnpj) are unique, so one document is one account and the account
 * stands for its document.
 */
export async function usedByCustomer(
  db: Db,
  couponId: string,
  customerId: string,
  exceptOrderId: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.couponId, couponId),
        eq(orders.customerId, customerId),
        counted,
        otherThan(exceptOrderId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether the customer (their document, as above) has a purchase before `orderId`, or any purchase at all
 * when the order does not exist yet. "Before" is by (created_at, id), read from the row itself so the
 * database's precision is kept and two orders of the same instant still have an order.
 */
export async function hasEarlierOrder(db: Db, customerId: string, orderId: string | null): Promise<boolean> {
  const before = orderId
    ? sql`(${orders.createdAt}, ${orders.id}) < (SELECT o.created_at, o.id FROM ${orders} o WHERE o.id = ${orderId})`
    : undefined;
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), counted, before))
    .limit(1);
  return rows.length > 0;
}

/** What a coupon check needs of one of the caller's orders. */
export interface OrderForCoupon {
  id: string;
  customerId: string;
  professionalId: string | null;
  startsAt: Date;
  districtId: string;
  subtotal: number;
}

export async function findOwnOrderForCoupon(
  db: Db,
  accountId: string,
  orderId: string,
): Promise<OrderForCoupon | null> {
  const [row] = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      professionalId: orders.professionalId,
      startsAt: orders.startsAt,
      districtId: addresses.districtId,
      subtotal: orders.subtotal,
    })
    .from(orders)
    .innerJoin(addresses, eq(addresses.id, orders.addressId))
    .where(and(eq(orders.id, orderId), eq(orders.customerId, accountId)))
    .limit(1);
  return row ?? null;
}

/** A professional's own automatic coupon: the newest that is not disabled. */
export async function automaticCouponOf(db: Db, professionalId: string): Promise<Coupon | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.professionalId, professionalId), isNull(coupons.disabledAt)))
    .orderBy(desc(coupons.createdAt), asc(coupons.id))
    .limit(1);
  return row ?? null;
}
