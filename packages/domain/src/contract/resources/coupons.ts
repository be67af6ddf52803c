import { z } from 'zod';
import { couponAttributes } from './professionals';
import { attributesOf, cents, isoDate, isoDateTime, resourceOf } from './resource';

/** The rules a coupon carries beyond its value (the coupon rules); null = no such limit. */
const couponRules = {
  /** Cents: a percentage coupon's largest discount. */
  max_discount: cents.nullable(),
  first_purchase_only: z.boolean(),
  combinable: z.boolean(),
  /** ISO weekdays (1 = Monday … 7 = Sunday) the cleaning may fall on. */
  weekdays: z.array(z.number().int()).nullable(),
  valid_from: isoDate.nullable(),
  valid_until: isoDate.nullable(),
};

/** `GET /coupons?filter[name]=`, `GET /coupons/:id`: the coupon with its rules. */
export const couponDetailAttributes = couponAttributes.extend({
  ...couponRules,
  /** A professional's own coupon, applied by itself to their cleanings. */
  automatic: z.boolean(),
});
export const couponDetailResource = resourceOf('coupons', couponDetailAttributes);

/** `GET /coupons/:id/check-coupon-restrictions?order_id=`: whether it applies to the order, and the new amount. */
export const couponCheckAttributes = attributesOf({
  passes_restrictions: z.boolean(),
  /** The refusal's text, null when it passes. */
  reason: z.string().nullable(),
  coupon_id: z.string(),
  order_id: z.string(),
  /** The order's amount with the coupon, when it passes. */
  amount: z.strictObject({ subtotal: cents, discount: cents, total: cents }).nullable(),
});
export const couponCheckResource = resourceOf('coupon-checks', couponCheckAttributes);

/** The console's coupon (`GET /operator/coupons`): its rules, uses and districts. */
export const operatorCouponAttributes = couponAttributes.extend({
  ...couponRules,
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  districts: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  disabled_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export const operatorCouponResource = resourceOf('coupons', operatorCouponAttributes);
