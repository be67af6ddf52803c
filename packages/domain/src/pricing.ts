import { couponMessages } from './messagesCoupons';
import { type Cents, cents } from './money';
import { isoWeekday } from './time';

/**
 * What a cleaning costs (spec: hours × price_per_hour + price + hours × fee_per_hour + fee, from the
 * district's pricing, plus the products pricing when the customer asks the professional to bring them)
 * and what a coupon takes off (coupon rules). Integer cents throughout; a total is never below zero.
 */

export interface Pricing {
  price: number;
  pricePerHour: number;
  fee: number;
  feePerHour: number;
}

const priceOf = (pricing: Pricing, hours: number): number =>
  hours * pricing.pricePerHour + pricing.price + hours * pricing.feePerHour + pricing.fee;

/** The subtotal of a cleaning of `hours` hours. */
export function cleaningPrice(district: Pricing, hours: number, products?: Pricing | null): Cents {
  return cents(priceOf(district, hours) + (products ? priceOf(products, hours) : 0));
}

export interface CouponTerms {
  name: string;
  valueType: 'PERCENTAGE' | 'VALUE';
  /** Percent for PERCENTAGE, cents for VALUE. */
  value: number;
  maxDiscount?: number | null;
}

/** The discount a coupon gives on a subtotal: a percentage rounds down to the cent, capped; never more than the subtotal. */
export function couponDiscount(coupon: CouponTerms, subtotal: number): Cents {
  const raw = coupon.valueType === 'PERCENTAGE' ? Math.floor((subtotal * coupon.value) / 100) : coupon.value;
  const capped = coupon.maxDiscount != null ? Math.min(raw, coupon.maxDiscount) : raw;
  return cents(Math.max(0, Math.min(capped, subtotal)));
}

export interface Amount {
  subtotal: Cents;
  discount: Cents;
  total: Cents;
}

export function orderAmount(subtotal: number, coupon?: CouponTerms | null): Amount {
  const discount = coupon ? couponDiscount(coupon, subtotal) : cents(0);
  return { subtotal: cents(subtotal), discount, total: cents(Math.max(0, subtotal - discount)) };
}

/** A coupon name as typed → the name to look up (trimmed, upper case), or null when empty (ignored). */
export function couponLookupName(typed: string | null | undefined): string | null {
  const name = (typed ?? '').trim().toUpperCase();
  return name === '' ? null : name;
}

export interface CouponRestrictions {
  /** ISO weekdays (1 = Monday … 7 = Sunday) the cleaning may fall on; null = any. */
  weekdays?: number[] | null;
  validFrom?: string | null;
  validUntil?: string | null;
  firstPurchaseOnly?: boolean;
  maxUses?: number | null;
  /** Districts the coupon is limited to; empty or null = everywhere. */
  districtIds?: string[] | null;
  /** A professional's own automatic coupon. */
  automatic?: boolean;
  disabled?: boolean;
}

export interface CouponUse {
  /** The São Paulo day of the cleaning. */
  date: string;
  districtId: string;
  /** The customer (by CPF/CNPJ) has a paid or pending order before this one. */
  hasEarlierOrder: boolean;
  /** The customer's document already used this coupon. */
  usedByDocument: boolean;
  /** How many orders already carry the coupon. */
  usesSoFar: number;
}

export { couponMessages } from './messagesCoupons';

/** Why a coupon does not apply to a cleaning, in the customer's words; null when it applies. */
export function couponRefusal(coupon: CouponRestrictions, use: CouponUse): string | null {
  if (coupon.disabled) return couponMessages.notFound;
  if (coupon.weekdays?.length && !coupon.weekdays.includes(isoWeekday(use.date)))
    return couponMessages.weekdays(coupon.weekdays);
  if (coupon.validUntil && use.date > coupon.validUntil) return couponMessages.until(coupon.validUntil);
  if (coupon.validFrom && use.date < coupon.validFrom) return couponMessages.from(coupon.validFrom);
  if (coupon.firstPurchaseOnly && (use.hasEarlierOrder || use.usedByDocument))
    return couponMessages.firstPurchase;
  if (coupon.maxUses != null && use.usesSoFar >= coupon.maxUses)
    return coupon.automatic ? couponMessages.automaticSoldOut : couponMessages.notApplicable;
  if (coupon.districtIds?.length && !coupon.districtIds.includes(use.districtId))
    return couponMessages.notApplicable;
  return null;
}
