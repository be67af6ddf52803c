import {
  type CycleStatus,
  canCycleMove,
  canOrderMove,
  canPaymentMove,
  type OrderStatus,
  type PaymentStatus,
} from '@brilho/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { type Cycle, cycles, type Order, orders, type Payment, payments } from '../../db/schema';
import type { ChannelEvent } from '../../lib/events';
import { postJobCompleted } from '../ledger/events';
import { recordStatusChange } from '../orders/booking.queries';
import { notifyCustomerOfOrderMessage } from '../orders/customer-notify';
import { ORDER_LIFECYCLE_JOB } from '../orders/lifecycle-job';
import { countCompletedOrder } from '../professional-side/completed';
import { notifyOrderMessage } from '../professional-side/notify';

/**
 * The order and payment state machines (spec product §4), one function each. A move is legal when the
 * domain's transition table says so, and it happens only if the row still has the status we read: the
 * UPDATE's WHERE carries it, so two webhooks racing for one row can't both move it. The channel messages
 * are collected in an outbox: the jobs they owe are stored by `sendOwedJobs` inside the transaction, the
 * messages published by `publishAll` after it commits, so a browser never hears of a change that was
 * rolled back.
 */

export type Outbox = ChannelEvent[];

/**
 * The spec names one order state differently on the real-time channel than in the order's status:
 * the event says `fail_to_created_on_gateway` where the order reads `failed_to_create_on_gateway`.
 */
const ORDER_EVENT_STATE: Partial<Record<OrderStatus, string>> = {
  failed_to_create_on_gateway: 'fail_to_created_on_gateway',
};

export function orderMessage(
  orderId: string,
  toState: OrderStatus,
  extra: { paymentId?: string; reason?: string } = {},
): ChannelEvent {
  return {
    channel: 'OrderChannel',
    key: orderId,
    data: {
      to_state: ORDER_EVENT_STATE[toState] ?? toState,
      order_id: orderId,
      ...(extra.paymentId ? { payment_id: extra.paymentId } : {}),
      ...(extra.reason ? { reason: extra.reason } : {}),
    },
  };
}

/** A cycle's move, on the OrderChannel keyed by the cycle id (the same shape, `cycle_id` for `order_id`). */
export function cycleMessage(cycleId: string, toState: CycleStatus): ChannelEvent {
  return { channel: 'OrderChannel', key: cycleId, data: { to_state: toState, cycle_id: cycleId } };
}

/** The PaymentChannel streams by the payable's id, so the web hears of a payment before it knows its id. */
export function paymentMessage(payment: Payment, toState: PaymentStatus): ChannelEvent {
  return {
    channel: 'PaymentChannel',
    key: payment.payableId,
    data: {
      to_state: toState,
      [payment.payableType === 'cycles' ? 'cycle_id' : 'order_id']: payment.payableId,
      payment_id: payment.id,
      ...(toState === 'cancelled' && payment.failureReason ? { reason: payment.failureReason } : {}),
    },
  };
}

/**
 * Moves the order `from` its status as read to `to`; answers the updated row, or null when the machine
 * refuses the move or another transaction moved the order first (nothing changed then).
 */
export async function moveOrder(
  tx: Db,
  outbox: Outbox,
  order: Pick<Order, 'id' | 'status'>,
  to: OrderStatus,
  at: Date,
  values: Partial<typeof orders.$inferInsert> = {},
): Promise<Order | null> {
  if (!canOrderMove(order.status, to)) return null;
  const [moved] = await tx
    .update(orders)
    .set({ ...values, status: to, updatedAt: at })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!moved) return null;
  await recordStatusChange(tx, { orderId: order.id, from: order.status, to, at });
  if (to === 'complete') {
    await countCompletedOrder(tx, moved, at);
    // The job is done: what was held for it becomes the professional's earning and the commission.
    await postJobCompleted(tx, moved, at);
  }
  outbox.push(orderMessage(order.id, to));
  return moved;
}

/** The same for a cycle (its moves: the domain's CYCLE_TRANSITIONS). */
export async function moveCycle(
  tx: Db,
  outbox: Outbox,
  cycle: Pick<Cycle, 'id' | 'status'>,
  to: CycleStatus,
  at: Date,
  values: Partial<typeof cycles.$inferInsert> = {},
): Promise<Cycle | null> {
  if (!canCycleMove(cycle.status, to)) return null;
  const [moved] = await tx
    .update(cycles)
    .set({ ...values, status: to, updatedAt: at })
    .where(and(eq(cycles.id, cycle.id), eq(cycles.status, cycle.status)))
    .returning();
  if (!moved) return null;
  outbox.push(cycleMessage(cycle.id, to));
  return moved;
}

/** The same for a payment; `values` lands with the move (the failure reason of a cancellation…). */
export async function movePayment(
  tx: Db,
  outbox: Outbox,
  payment: Pick<Payment, 'id' | 'status'>,
  to: PaymentStatus,
  at: Date,
  values: Partial<typeof payments.$inferInsert> = {},
): Promise<Payment | null> {
  if (!canPaymentMove(payment.status, to)) return null;
  const [moved] = await tx
    .update(payments)
    .set({ ...values, status: to, updatedAt: at })
    .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
    .returning();
  if (!moved) return null;
  outbox.push(paymentMessage(moved, to));
  return moved;
}

/** How many of an outbox's messages already had their jobs sent inside the transaction (`sendOwedJobs`). */
const jobsSent = new WeakMap<Outbox, number>();

/**
 * The durable jobs one message's move owes: a checked-in order's completion, the professional's notice, the
 * customer's e-mail with the cleaning's .ics.
 */
async function sendJobsOwedBy(ctx: Pick<AppContext, 'jobs'>, tx: Db, event: ChannelEvent): Promise<void> {
  // A cycle's own move (keyed by the cycle id) is for its customer's screens only; its orders' moves
  // carry their own messages.
  if (event.data.cycle_id === event.key) return;
  if (event.channel === 'OrderChannel' && event.data.to_state === 'provisioning')
    await ctx.jobs.send(ORDER_LIFECYCLE_JOB, { orderId: event.key }, { singletonKey: event.key, tx });
  await notifyOrderMessage(ctx, tx, event);
  await notifyCustomerOfOrderMessage(ctx, tx, event);
}

/**
 * Inside the transaction, as its last step: the jobs the moves collected so far owe, stored through `tx`,
 * so they commit (or roll back) with the moves themselves — a crash right after the commit loses none
 * (docs/decisions/0070-jobs-sent-in-the-transaction-that-owes-them-sweeps-behind-th.md). Safe to call more than once.
 */
export async function sendOwedJobs(ctx: Pick<AppContext, 'jobs'>, tx: Db, outbox: Outbox): Promise<void> {
  for (let i = jobsSent.get(outbox) ?? 0; i < outbox.length; i += 1) {
    await sendJobsOwedBy(ctx, tx, outbox[i]!);
    jobsSent.set(outbox, i + 1);
  }
}

/**
 * After the commit: every message the transaction's moves collected, in order (a browser never hears of a
 * change that was rolled back; a message lost in a crash costs a screen refresh, nothing more). Jobs owed
 * by moves whose transaction did not call `sendOwedJobs` are sent here, late but not lost in the common
 * case; the sweeps (payment window, lifecycle, offers) are the net for a crash in between.
 */
export async function publishAll(
  ctx: Pick<AppContext, 'db' | 'events' | 'jobs'>,
  outbox: Outbox,
): Promise<void> {
  for (const event of outbox) await ctx.events.publish(event);
  await sendOwedJobs(ctx, ctx.db, outbox);
}
