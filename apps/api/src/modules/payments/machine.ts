import { type CycleStatus, canCycleMove, canPaymentMove, type PaymentStatus } from '@brilho/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { type Cycle, cycles, type Payment, payments } from '../../db/schema';
import type { ChannelEvent } from '../../lib/events';
import type { Outbox } from '../orders';

/**
 * The payment and cycle state machines (the states), one function each, the same way as the order's
 * (orders/machine.ts, docs/decisions/0114-one-owner-for-the-order-s-life.md): legal by the domain's table, and
 * only if the row still has the status we read; the channel message goes to the transaction's outbox, published
 * after the commit. A cycle is moved here rather than in subscriptions: every move of one after its creation is
 * a step of paying it (registered at the gateway, payment requested, paid…), made by this module's code.
 */

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

/** Moves a cycle (its moves: the domain's CYCLE_TRANSITIONS); null when refused or moved first. (its moves: the domain's CYCLE_TRANSITIONS). */
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

/** Moves a payment; `values` lands with the move (the failure reason of a cancellation…). */
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
