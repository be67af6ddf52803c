import type { Db } from '../../db';
import type { Order, Payment } from '../../db/schema';
import { moveOrder, type Outbox } from './machine';
import { releaseBooking } from './queries';

/*
 * What applying a charge's status answers, and the order cancellation both single orders (effects.ts) and
 * cycles (cycles.ts) end in: its own module so neither of those two imports the other back.
 */

export interface ChargeOutcome {
  /** The payment as it is now (moved or not). */
  payment: Payment;
  /** Money came in for an order already cancelled: the caller refunds the charge after the commit. */
  refund: boolean;
  /** Orders the payment paid (a cycle's): the caller schedules their lifecycle after the commit. */
  paidOrders: Order[];
}

/** Cancels the order and frees the professional's time (payment window over, boleto expired…). */
export async function cancelOrder(tx: Db, outbox: Outbox, order: Order, at: Date): Promise<Order | null> {
  const cancelled = await moveOrder(tx, outbox, order, 'cancelled', at);
  if (cancelled) await releaseBooking(tx, order);
  return cancelled;
}
