import { idParams, PAGE_KEYS, queryOf } from './common';

/** `GET /orders`: page (25 by default), sort, `filter[status]`, `include`. */
export const orderListQuery = queryOf([...PAGE_KEYS, 'sort', 'filter[status]', 'include']);
/** An order by id, with its `include`d relations. */
export const orderParams = idParams;
export const orderIncludeQuery = queryOf(['include']);
/** `GET /orders/:id/check-if-coupon-applies?coupon_id=…`. */
export const couponCheckQuery = queryOf(['coupon_id']);
