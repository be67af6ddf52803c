import { couponMessages, ORDER_FINAL_STATUSES, type OrderStatus, orderAmount } from '@brilho/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { Order } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { CHANGE_TEXTS } from '../../words/orders';
import { couponRefusalFor, findCoupon, lockIfLimited, ORDER_NOT_FOUND } from '../coupons';
import type { OrderPatch } from './body';
import { updateOrder } from './booking.queries';
import { hasLivePayment, lockOwnOrder } from './queries';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * `PATCH /orders/{id}`: the coupon (the checkout's coupon box, and the scheduler's order creation step) and
 * the description. The amount is recomputed from the stored subtotal with the domain's `orderAmount`.
 */

/**
 * While the order still goes to checkout ("Go to checkout", plus `created`, the status an
 * order has before its first checkout) its amount may change; once paid or over it is what was paid.
 */
export const COUPON_CHANGE_STATUSES: readonly OrderStatus[] = [
  'created',
  'scheduled',
  'created_on_gateway',
  'payment_requested',
  'waiting_payment',
];

export { CHANGE_TEXTS };

const COUPON = '/data/relationships/coupon';

/** The coupon may change only while the order is payable and no payment is under way or done. */
async function assertAmountMayChange(tx: Db, order: Order): Promise<void> {
  if (!COUPON_CHANGE_STATUSES.includes(order.status) || (await hasLivePayment(tx, order.id)))
    throw new ApiError(422, CHANGE_TEXTS.notPayable, { pointer: COUPON, code: 'order_not_payable' });
}

/** The amount with `couponId` applied (null: without a coupon); a coupon that does not apply is a 422. */
async function amountWith(tx: Db, order: Order, districtId: string, couponId: string | null) {
  if (couponId === null) return { couponId: null, ...orderAmount(order.subtotal, null) };
  const coupon = isUuid(couponId) ? await findCoupon(tx, couponId) : null;
  if (!coupon)
    throw new ApiError(422, couponMessages.notFound, { pointer: COUPON, code: 'coupon_not_found' });
  await lockIfLimited(tx, coupon);
  const reason = await couponRefusalFor(tx, coupon, {
    orderId: order.id,
    customerId: order.customerId,
    professionalId: order.professionalId,
    startsAt: order.startsAt,
    districtId,
  });
  if (reason !== null) throw new ApiError(422, reason, { pointer: COUPON, code: 'coupon_not_applicable' });
  return { couponId: coupon.id, ...orderAmount(order.subtotal, coupon) };
}

export async function changeOrder(
  ctx: Ctx,
  accountId: string,
  id: string,
  patch: OrderPatch,
): Promise<Order> {
  if (!isUuid(id)) throw new ApiError(404, ORDER_NOT_FOUND);
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOwnOrder(tx, accountId, id);
    if (!locked) throw new ApiError(404, ORDER_NOT_FOUND);
    const { order, districtId } = locked;
    if ((ORDER_FINAL_STATUSES as readonly OrderStatus[]).includes(order.status))
      throw new ApiError(422, CHANGE_TEXTS.orderOver, { code: 'order_over' });
    const values: Partial<Order> = { updatedAt: ctx.clock.now() };
    if (patch.description !== undefined) values.description = patch.description;
    if (patch.coupon) {
      await assertAmountMayChange(tx, order);
      Object.assign(values, await amountWith(tx, order, districtId, patch.coupon.id));
    }
    return updateOrder(tx, order.id, values);
  });
}
