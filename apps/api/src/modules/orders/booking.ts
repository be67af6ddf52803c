import { cleaningPrice, messages, orderAmount, periodFits } from '@brilho/domain';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db';
import {
  type Coupon,
  isDoubleBooking,
  type Order,
  type Professional,
  type ScheduleEvent,
} from '../../db/schema';
import { crashPoint } from '../../lib/crash-points';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { isTransientConflict, transactionWithRetry } from '../../lib/transactions';
import { BOOKING_TEXTS } from '../../words/orders';
import { assertOrderableAddress } from '../addresses';
import { automaticCouponOf, type CouponTarget, couponRefusalFor, lockIfLimited } from '../coupons';
import { findOfferable } from '../professionals';
import type { OrderCreateInput } from './body';
import {
  currentProductsPricing,
  districtPricingOf,
  insertBooking,
  insertOrder,
  isBlockedDuring,
  recordStatusChange,
  servesDistrict,
  updateOrder,
  windowsAt,
} from './booking.queries';
import { orderEffects } from './effects';
import { assertCustomerIsCaller, assertMayOrder } from './eligibility';
import { requireValidSlot } from './slot';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jobs'>;

/**
 * `POST /orders` (order and coupon calls, the scheduling rules, the order action rules): one transaction checks the customer, the address, the
 * professional and their free time, prices the cleaning, applies the professional's automatic coupon, books
 * the time and queues the payment window's job. No double booking is the database's job (DESIGN): the
 * `booked` insert fails with 23P01 when another order holds overlapping time, and the whole transaction
 * rolls back, order and job included. A deadlock or serialization failure is run again
 * (`transactionWithRetry`); one that persists is a race lost like any other, the same 409.
 */

export { BOOKING_TEXTS };

const PROFESSIONAL = '/data/relationships/professional';

/** 'Ops, parece que esse profissional não possui mais horários disponíveis.' */
const noMoreSlots = (code: 'professional_not_free' | 'slot_taken') =>
  new ApiError(409, messages.scheduling.noMoreSlots, { code });

export interface CreatedOrder {
  order: Order;
  /** Why the professional's automatic coupon was not applied (sold out, another weekday…); null otherwise. */
  automaticCouponRefusal: string | null;
}

/** Validated, not blocked or suspended, and serving the address's district. */
async function bookableProfessional(tx: Db, id: string, districtId: string): Promise<Professional> {
  const professional = isUuid(id) ? await findOfferable({ db: tx }, id) : null;
  if (!professional)
    throw new ApiError(422, BOOKING_TEXTS.professionalUnavailable, {
      pointer: PROFESSIONAL,
      code: 'professional_unavailable',
    });
  if (!(await servesDistrict(tx, id, districtId)))
    throw new ApiError(422, BOOKING_TEXTS.notServingDistrict, {
      pointer: PROFESSIONAL,
      code: 'professional_not_serving_district',
    });
  return professional;
}

/**
 * The `available` window holding the whole cleaning (the domain's `periodFits`): the one the customer picked
 * when the body names it (a stored window id, or the free-period id `window:epoch` the agenda serves), and
 * no time off overlapping it. Booked time is left to the database (see `insertBooking`).
 */
async function holdingWindow(
  tx: Db,
  professionalId: string,
  input: OrderCreateInput,
  hours: number,
): Promise<ScheduleEvent> {
  const fitting = (await windowsAt(tx, professionalId, input.startsAt)).filter((window) =>
    periodFits(window, input.startsAt, hours),
  );
  const picked = input.scheduleEventId?.split(':')[0];
  const window = picked === undefined ? fitting[0] : fitting.find((w) => w.id === picked);
  if (!window || (await isBlockedDuring(tx, professionalId, input.startsAt, input.endsAt)))
    throw noMoreSlots('professional_not_free');
  return window;
}

/** The district's price for `hours`, plus the products' when the customer asks the professional to bring them. */
async function subtotalOf(tx: Db, districtId: string, hours: number, withProducts: boolean): Promise<number> {
  const district = await districtPricingOf(tx, districtId);
  if (!district)
    throw new ApiError(422, messages.places.districtNotServed, {
      pointer: '/data/relationships/address',
      code: 'district_not_served',
    });
  const products = withProducts ? await currentProductsPricing(tx) : null;
  if (withProducts && !products)
    throw new ApiError(422, BOOKING_TEXTS.productsUnavailable, {
      pointer: '/data/attributes/should_include_products',
      code: 'products_unavailable',
    });
  return cleaningPrice(district, hours, products);
}

/** The professional's automatic coupon when it applies to this cleaning, else why not. */
async function automaticCoupon(
  tx: Db,
  target: CouponTarget & { professionalId: string },
): Promise<{ coupon: Coupon | null; refusal: string | null }> {
  const coupon = await automaticCouponOf(tx, target.professionalId);
  if (!coupon) return { coupon: null, refusal: null };
  await lockIfLimited(tx, coupon);
  const refusal = await couponRefusalFor(tx, coupon, target);
  return refusal === null ? { coupon, refusal: null } : { coupon: null, refusal };
}

export async function createOrder(ctx: Ctx, actor: Actor, input: OrderCreateInput): Promise<CreatedOrder> {
  const now = ctx.clock.now();
  const slot = requireValidSlot(input.startsAt, input.endsAt, now);
  try {
    return await transactionWithRetry(ctx.db, async (tx) => {
      // Inside the transaction every statement goes through `tx`: on PGlite a statement on `ctx.db` would
      // wait for this very transaction to end.
      await assertCustomerIsCaller(tx, actor.accountId, input.customer);
      await assertMayOrder(tx, actor.accountId);
      const { address, district } = await assertOrderableAddress(tx, actor.accountId, input.addressId);
      const professional = await bookableProfessional(tx, input.professionalId, district.id);
      const window = await holdingWindow(tx, professional.id, input, slot.duration);
      const subtotal = await subtotalOf(tx, district.id, slot.duration, input.shouldIncludeProducts);
      const target = {
        orderId: null,
        customerId: actor.accountId,
        professionalId: professional.id,
        startsAt: input.startsAt,
        districtId: district.id,
      };
      const automatic = await automaticCoupon(tx, target);
      const amount = orderAmount(subtotal, automatic.coupon);
      const order = await insertOrder(tx, {
        customerId: actor.accountId,
        professionalId: professional.id,
        addressId: address.id,
        // Booked and waiting for its checkout (wire contract: orders are created `scheduled`).
        status: 'scheduled',
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        durationHours: slot.duration,
        description: input.description,
        shouldIncludeProducts: input.shouldIncludeProducts,
        couponId: automatic.coupon?.id ?? null,
        ...amount,
        createdAt: now,
        updatedAt: now,
      });
      const booking = await insertBooking(tx, {
        scheduleId: window.scheduleId,
        professionalId: professional.id,
        orderId: order.id,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        at: now,
      });
      await recordStatusChange(tx, { orderId: order.id, from: null, to: 'scheduled', at: now });
      const booked = await updateOrder(tx, order.id, { scheduleEventId: booking.id });
      // What a new order owes, in its transaction (the effects table's `onCreate`: its 1200 s payment window
      // starts now, with the order — no order without the job that ends it).
      for (const effect of orderEffects().onCreate) await effect.run(ctx, tx, booked);
      crashPoint('before-order-commit');
      return { order: booked, automaticCouponRefusal: automatic.refusal };
    });
  } catch (error) {
    if (isDoubleBooking(error) || isTransientConflict(error)) throw noMoreSlots('slot_taken');
    throw error;
  }
}
