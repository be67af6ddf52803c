import {
  cleaningPrice,
  formatDateBR,
  referenceMonthDate,
  SUBSCRIPTION_TEXTS,
  saoPauloDate,
  subscriptionCleaningAmount,
  subscriptionCleaningDates,
} from '@brilho/domain';
import type { Db } from '../../db';
import { type Cycle, isDoubleBooking, type Subscription } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { attachBooking, districtPricingOf, insertBooking, isBlockedDuring, openOrder } from '../orders';
import { addressesByIds, insertCycle, scheduleIdOf } from './queries';

/**
 * The cycle builder: a subscription's month becomes one cycle, its cleanings become orders (`created`,
 * `cycle_id` set, the subscription's discount applied) each holding a `booked` schedule event — all in the
 * caller's transaction. The professional's time is guarded by the database exactly as for one-off orders:
 * an overlapping booked event fails the insert (exclusion constraint, 23P01) and the caller's transaction
 * rolls back whole, so a conflict writes nothing. Time the professional took off (`blocked`) is a conflict
 * too. Idempotent: a cycle already there for the month (cycles_one_per_month) answers null, nothing added.
 */

/** The professional's time is taken on `date` (a São Paulo day): nothing of the cycle may be written. */
export class ProfessionalBusyError extends ApiError {
  constructor(readonly date: string) {
    super(409, SUBSCRIPTION_TEXTS.professionalBusy(formatDateBR(date)), { code: 'professional_not_free' });
  }
}

export interface BuiltCycle {
  cycle: Cycle;
  orderIds: string[];
}

/**
 * Builds the cycle of `month` ('YYYY-MM') inside `tx`. Answers null when the month has no cleaning (every
 * date a holiday…) or already has its cycle. Throws ProfessionalBusyError on a time conflict; the caller must
 * let it end the transaction (it does: it's thrown from inside it).
 */
export async function buildCycle(
  tx: Db,
  subscription: Subscription,
  month: string,
  now: Date,
): Promise<BuiltCycle | null> {
  if (!subscription.professionalId) return null;
  const hours = subscription.orderDurationHours;
  const starts = subscriptionCleaningDates({
    frequency: subscription.frequency,
    first: subscription.startsAt,
    month,
    durationHours: hours,
  });
  if (starts.length === 0) return null;
  const [address] = await addressesByIds(tx, [subscription.addressId]);
  const pricing = address ? await districtPricingOf(tx, address.districtId) : null;
  if (!pricing) return null;
  const scheduleId = await scheduleIdOf(tx, subscription.professionalId);
  if (!scheduleId) return null;

  const amount = subscriptionCleaningAmount(subscription.frequency, cleaningPrice(pricing, hours));
  const last = starts[starts.length - 1]!;
  const cycle = await insertCycle(tx, {
    subscriptionId: subscription.id,
    status: 'created',
    referenceMonth: referenceMonthDate(month),
    startsAt: starts[0]!,
    endsAt: new Date(last.getTime() + hours * 3_600_000),
    subtotal: amount.subtotal * starts.length,
    total: amount.total * starts.length,
    createdAt: now,
    updatedAt: now,
  });
  if (!cycle) return null;

  const orderIds: string[] = [];
  for (const startsAt of starts) {
    const endsAt = new Date(startsAt.getTime() + hours * 3_600_000);
    if (await isBlockedDuring(tx, subscription.professionalId, startsAt, endsAt))
      throw new ProfessionalBusyError(saoPauloDate(startsAt));
    const order = await openOrder(
      tx,
      null,
      {
        customerId: subscription.customerId,
        professionalId: subscription.professionalId,
        addressId: subscription.addressId,
        cycleId: cycle.id,
        status: 'created',
        startsAt,
        endsAt,
        durationHours: hours,
        ...amount,
        createdAt: now,
        updatedAt: now,
      },
      now,
    );
    let bookingId: string;
    try {
      const booking = await insertBooking(tx, {
        scheduleId,
        professionalId: subscription.professionalId,
        orderId: order.id,
        startsAt,
        endsAt,
        at: now,
      });
      bookingId = booking.id;
    } catch (error) {
      if (isDoubleBooking(error)) throw new ProfessionalBusyError(saoPauloDate(startsAt));
      throw error;
    }
    await attachBooking(tx, order.id, bookingId);
    orderIds.push(order.id);
  }
  return { cycle, orderIds };
}
