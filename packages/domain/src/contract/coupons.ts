import { idParams, queryOf } from './common';

/** `GET /coupons?filter[name]=…&include=…`. */
export const couponSearchQuery = queryOf(['filter[name]', 'include']);
/** A coupon by id, with `include`; its restrictions checked against `order_id`. */
export const couponParams = idParams;
export const couponIncludeQuery = queryOf(['include']);
export const couponRestrictionsQuery = queryOf(['order_id', 'include']);
