import { idParams, LIST_KEYS, queryOf } from './common';

/** The console's orders list and its CSV (operator-ops). */
export const operatorOrderListQuery = queryOf([
  ...LIST_KEYS,
  'filter[status]',
  'filter[customer]',
  'filter[professional]',
  'filter[from]',
  'filter[to]',
]);
/** The console's coupons list. */
export const operatorCouponListQuery = queryOf([...LIST_KEYS, 'filter[status]', 'filter[name]']);
/** The audit trail and its CSV. */
export const auditListQuery = queryOf([
  ...LIST_KEYS,
  'filter[actor]',
  'filter[subject_type]',
  'filter[subject_id]',
]);
/** An order, ticket or coupon the console acts on. */
export const consoleParams = idParams;
