import {
  type Amount,
  type CouponRestrictions,
  type CouponUse,
  couponLookupName,
  couponMessages,
  couponRefusal,
  orderAmount,
  saoPauloDate,
} from '@brilho/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { Coupon } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { IncludeTree } from '../../lib/jsonapi';
import { COUPON_TEXTS } from '../../words/coupons';
import { withDistrictRelations } from '../places';
import {
  couponUses,
  districtIdsOf,
  districtsOfCoupons,
  findCoupon,
  findLiveCouponsByName,
  findOwnOrderForCoupon,
  hasEarlierOrder,
  lockCoupon,
  type OrderForCoupon,
  usedByCustomer,
} from './queries';
import type { CouponView } from './serializers';

type Ctx = Pick<AppContext, 'db'>;

/** A coupon on a cleaning: the order when it exists (its own use is then not counted against it). */
export interface CouponTarget {
  orderId: string | null;
  customerId: string;
  professionalId: string | null;
  startsAt: Date;
  districtId: string;
}

export const couponNotFound = () => new ApiError(404, couponMessages.notFound);

function restrictionsOf(coupon: Coupon, districtIds: string[]): CouponRestrictions {
  return {
    weekdays: coupon.weekdays,
    validFrom: coupon.validFrom,
    validUntil: coupon.validUntil,
    firstPurchaseOnly: coupon.firstPurchaseOnly,
    maxUses: coupon.maxUses,
    districtIds,
    automatic: coupon.professionalId !== null,
    disabled: coupon.disabledAt !== null,
  };
}

async function useOf(db: Db, coupon: Coupon, target: CouponTarget): Promise<CouponUse> {
  // One statement after another: on a transaction (PGlite or one pooled client) they run in turn anyway.
  const hasEarlier = await hasEarlierOrder(db, target.customerId, target.orderId);
  const usedBefore = await usedByCustomer(db, coupon.id, target.customerId, target.orderId);
  const usesSoFar = await couponUses(db, coupon.id, target.orderId);
  return {
    date: saoPauloDate(target.startsAt),
    districtId: target.districtId,
    hasEarlierOrder: hasEarlier,
    usedByDocument: usedBefore,
    usesSoFar,
  };
}

/**
 * Why `coupon` does not apply to the cleaning, in the customer's words (the domain's `couponRefusal`); null
 * when it applies. A professional's automatic coupon only ever applies to their own cleanings.
 */
export async function couponRefusalFor(db: Db, coupon: Coupon, target: CouponTarget): Promise<string | null> {
  if (coupon.professionalId !== null && coupon.professionalId !== target.professionalId)
    return couponMessages.notApplicable;
  const districtIds = await districtIdsOf(db, coupon.id);
  return couponRefusal(restrictionsOf(coupon, districtIds), await useOf(db, coupon, target));
}

/**
 * Before counting a limited coupon's uses, lock it (see `lockCoupon`); unlimited coupons need no lock, so
 * popular ones don't make every checkout wait in line.
 */
export async function lockIfLimited(tx: Db, coupon: Coupon): Promise<void> {
  if (coupon.maxUses !== null || coupon.firstPurchaseOnly) await lockCoupon(tx, coupon.id);
}

/** `GET /coupons?filter[name]=`: the typed name trimmed and compared case-insensitively; blank finds nothing. */
export async function couponsNamed(
  ctx: Ctx,
  typed: string | undefined,
  include: IncludeTree,
): Promise<CouponView[]> {
  const name = couponLookupName(typed);
  if (name === null) return [];
  return withCouponRelations(ctx, await findLiveCouponsByName(ctx.db, name), include);
}

/** Coupons with `districts` (and their `rating`, `pricing`, `city`…) when the include tree asks for them. */
export async function withCouponRelations(
  ctx: Ctx,
  rows: Coupon[],
  include: IncludeTree,
): Promise<CouponView[]> {
  if (rows.length === 0 || !include.districts) return rows;
  const byCoupon = await districtsOfCoupons(
    ctx.db,
    rows.map((row) => row.id),
  );
  const loaded = new Map(
    (await withDistrictRelations(ctx, [...byCoupon.values()].flat(), include.districts)).map((d) => [
      d.id,
      d,
    ]),
  );
  return rows.map((row) => ({
    ...row,
    districts: (byCoupon.get(row.id) ?? []).map((district) => loaded.get(district.id) ?? district),
  }));
}

export async function liveCoupon(ctx: Ctx, id: string): Promise<Coupon> {
  const coupon = isUuid(id) ? await findCoupon(ctx.db, id) : null;
  if (!coupon || coupon.disabledAt !== null) throw couponNotFound();
  return coupon;
}

/** The answer of both coupon checks (`coupon-checks`). */
export interface CouponCheck {
  couponId: string;
  orderId: string;
  passes: boolean;
  reason: string | null;
  /** The order's amount with the coupon, when it passes. */
  amount: Amount | null;
}

export const ORDER_NOT_FOUND = COUPON_TEXTS.orderNotFound;

/**
 * Whether the coupon applies to one of the caller's orders. Unknown coupon or order → 404; a disabled
 * coupon answers "does not pass" with the not-found text, as the domain words it.
 */
export async function checkCouponOnOrder(
  ctx: Ctx,
  accountId: string,
  couponId: string,
  orderId: string,
): Promise<CouponCheck> {
  const coupon = isUuid(couponId) ? await findCoupon(ctx.db, couponId) : null;
  if (!coupon) throw couponNotFound();
  const order = isUuid(orderId) ? await findOwnOrderForCoupon(ctx.db, accountId, orderId) : null;
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
  const reason = await couponRefusalFor(ctx.db, coupon, targetOf(order));
  return {
    couponId: coupon.id,
    orderId: order.id,
    passes: reason === null,
    reason,
    amount: reason === null ? orderAmount(order.subtotal, coupon) : null,
  };
}

export const targetOf = (order: OrderForCoupon): CouponTarget => ({
  orderId: order.id,
  customerId: order.customerId,
  professionalId: order.professionalId,
  startsAt: order.startsAt,
  districtId: order.districtId,
});
