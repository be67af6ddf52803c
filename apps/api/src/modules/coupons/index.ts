// The public entry of the coupons module (decision 0115): what other modules may use. A module imports another only
// through its entry (scripts/check-api-boundaries.mjs, in `npm run lint`); the routes and jobs are mounted by app.ts.
export { requiredQueryValue } from './params';
export { automaticCouponOf, findCoupon } from './queries';
export { type CouponView, couponCheckSerializer, couponSerializer } from './serializers';
export {
  type CouponTarget,
  checkCouponOnOrder,
  couponRefusalFor,
  lockIfLimited,
  ORDER_NOT_FOUND,
  withCouponRelations,
} from './service';
