import { couponCheckResource, couponDetailResource } from '@brilho/domain/contract';
import type { Coupon } from '../../db/schema';
import { relation, serializerOf } from '../../lib/jsonapi';
import { type DistrictView, districtSerializer } from '../places';
import type { CouponCheck } from './service';

/** A coupon with the districts it is limited to, when asked for (`include=districts…`). */
export interface CouponView extends Coupon {
  districts?: DistrictView[];
}

export const couponSerializer = serializerOf<CouponView>()(couponDetailResource, {
  id: (c) => c.id,
  attributes: (c) => ({
    name: c.name,
    value_type: c.valueType,
    /** Percent for PERCENTAGE, cents for VALUE. */
    value: c.value,
    max_discount: c.maxDiscount,
    first_purchase_only: c.firstPurchaseOnly,
    combinable: c.combinable,
    weekdays: c.weekdays,
    valid_from: c.validFrom,
    valid_until: c.validUntil,
    /** A professional's own coupon, applied by itself to their cleanings. */
    automatic: c.professionalId !== null,
  }),
  relationships: {
    districts: relation(
      () => districtSerializer,
      (c) => c.districts,
    ),
  },
});

export const couponCheckSerializer = serializerOf<CouponCheck>()(couponCheckResource, {
  id: (c) => `${c.couponId}:${c.orderId}`,
  attributes: (c) => ({
    passes_restrictions: c.passes,
    reason: c.reason,
    coupon_id: c.couponId,
    order_id: c.orderId,
    amount: c.amount,
  }),
});
