import type { OrderStatus } from '@brilho/domain';
import type { Db } from '../../db';
import type { Order, orders } from '../../db/schema';
import { insertOrder, recordStatusChange, updateOrder } from './booking.queries';
import { moveOrder, type Outbox, orderMessage, type Reassignment } from './machine';
import { releaseBooking } from './queries';

/**
 * The order's moves as other modules ask for them, in the product's words (index.ts exports these, not
 * `moveOrder`). Each runs in the caller's transaction and answers the moved row, or null when the machine
 * refuses or another transaction moved the order first; what a move owes is the effects table's, never the
 * caller's (docs/decisions/0114-one-owner-for-the-order-s-life.md).
 */

export type OrderCommand = (
  tx: Db,
  outbox: Outbox,
  order: Pick<Order, 'id' | 'status'>,
  at: Date,
  values?: Partial<Order>,
) => Promise<Order | null>;

const to =
  (status: OrderStatus): OrderCommand =>
  (tx, outbox, order, at, values) =>
    moveOrder(tx, outbox, order, status, at, values);

// The gateway's registration of the order (payments/gateway-orders.ts).
export const requestOnGateway = to('requested_on_gateway');
/** Registered at the gateway, or payable again after an attempt that charged nothing. */
export const markPayable = to('created_on_gateway');
export const markGatewayFailed = to('failed_to_create_on_gateway');
// Paying (payments).
export const markPaymentRequested = to('payment_requested');
export const markPaymentRequestFailed = to('failed_to_request_payment');
export const markWaitingPayment = to('waiting_payment');
export const markPaid = to('paid');
export const markNotPaid = to('not_paid');
/** A subscription cycle's order, created with its cycle, is booked once the cycle is paid. */
export const schedule = to('scheduled');
// The cleaning (professional side, operator).
export const checkIn = to('provisioning');
export const complete = to('complete');
export const markServiceNotProvided = to('service_not_provided');
// Changing or ending it (tickets, operator, professional's decline).
export const cancel = to('cancelled');
export const askRefund = to('waiting_refund');
export const markRefunded = to('refunded');
/** A paid order whose professional declined, or whose customer asked another date: a new slot is being found. */
export const sendToRescheduling = to('rescheduling');
/** An order whose service was not provided, asked to be booked again. */
export const sendToRebooking = to('rebooking');

/**
 * An order being rescheduled (was paid) or rebooked (was not provided) paid again at its new slot, booked by the
 * caller. Given to another professional, the move says so (the new one hears new_order, not order_rescheduled)
 * and carries the one it was taken from, whom the effects table tells, in this transaction.
 */
export function markPaidAtNewSlot(
  tx: Db,
  outbox: Outbox,
  order: Order,
  at: Date,
  slot: { startsAt: Date; endsAt: Date; professionalId: string; scheduleEventId: string },
): Promise<Order | null> {
  const changed = order.professionalId !== slot.professionalId;
  const reassignedFrom: Reassignment | undefined =
    changed && order.professionalId !== null
      ? {
          fromProfessionalId: order.professionalId,
          fromStartsAt: order.startsAt,
          durationHours: order.durationHours,
        }
      : undefined;
  return moveOrder(tx, outbox, order, 'paid', at, slot, {
    professionalChanged: changed,
    ...(reassignedFrom ? { reassignedFrom } : {}),
  });
}

/** Cancels the order and frees the professional's time (payment window over, boleto expired, cycle cancelled…). */
export async function cancelAndRelease(
  tx: Db,
  outbox: Outbox,
  order: Order,
  at: Date,
): Promise<Order | null> {
  const cancelled = await cancel(tx, outbox, order, at);
  if (cancelled) await releaseBooking(tx, order);
  return cancelled;
}

/**
 * The cleaning kept as credit by the operator (from the order or from a ticket): a no-show reported while it is
 * under way is first marked not provided (the machine's only way out of provisioning), then the order is
 * cancelled as credit and its time freed. Null when the machine refused the cancellation.
 */
export async function keepAsCredit(tx: Db, outbox: Outbox, order: Order, at: Date): Promise<Order | null> {
  const current =
    order.status === 'provisioning'
      ? ((await markServiceNotProvided(tx, outbox, order, at)) ?? order)
      : order;
  const moved = await cancel(tx, outbox, current, at, { orderConvertedInCredit: true });
  if (moved) await releaseBooking(tx, current);
  return moved;
}

/**
 * A new order row born in `values.status` — a subscription cycle's `created` order, a credit booked again as a
 * `paid` one — with its first status change recorded; given an outbox, its status is announced on the channel
 * (and owes what any move into it owes).
 */
export async function openOrder(
  tx: Db,
  outbox: Outbox | null,
  values: typeof orders.$inferInsert & { status: OrderStatus },
  at: Date,
): Promise<Order> {
  const order = await insertOrder(tx, values);
  await recordStatusChange(tx, { orderId: order.id, from: null, to: values.status, at });
  outbox?.push(orderMessage(order.id, values.status));
  return order;
}

/** The booked schedule event that holds the order's time (after `insertBooking`). */
export function attachBooking(tx: Db, orderId: string, scheduleEventId: string): Promise<Order> {
  return updateOrder(tx, orderId, { scheduleEventId });
}

/** Whether a cancelled order's value is a credit the customer may book again (spoken for while a ticket books it). */
export function setCreditAvailable(tx: Db, orderId: string, available: boolean, at: Date): Promise<Order> {
  return updateOrder(tx, orderId, { orderConvertedInCredit: available, updatedAt: at });
}
