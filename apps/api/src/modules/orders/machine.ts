import { canOrderMove, type OrderStatus } from '@brilho/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { type Order, orders } from '../../db/schema';
import type { ChannelEvent } from '../../lib/events';
import { recordStatusChange } from './booking.queries';
import { orderEffects } from './effects';

/**
 * The order state machine, owned here (docs/decisions/0114-one-owner-for-the-order-s-life.md; the payment and
 * cycle machines are payments/machine.ts). A move is legal when the domain's transition table says so, and it
 * happens only if the row still has the status we read: the UPDATE's WHERE carries it, so two webhooks racing
 * for one row can't both move it. What a move owes is the effects table's (effects.ts): rows in the move's
 * transaction, durable jobs stored by `sendOwedJobs` inside the transaction, and the channel messages collected
 * in an outbox and published by `publishAll` after it commits, so a browser never hears of a change that was
 * rolled back. Other modules move an order through the named commands of commands.ts (index.ts).
 */

/**
 * A cleaning an operator gave to another professional, as the professional it was taken from had it: the move
 * carries it so the effects table tells them (their id never goes on the customer's OrderChannel).
 */
export interface Reassignment {
  fromProfessionalId: string;
  fromStartsAt: Date;
  durationHours: number;
}

/**
 * One message of the outbox: what goes on the channel after the commit, and what the move's owed jobs need
 * besides (read inside the transaction by `sendOwedJobs`, never published).
 */
export interface OutboxMessage extends ChannelEvent {
  reassignedFrom?: Reassignment;
}

export type Outbox = OutboxMessage[];

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
  extra: { paymentId?: string; reason?: string; professionalChanged?: boolean } = {},
): ChannelEvent {
  return {
    channel: 'OrderChannel',
    key: orderId,
    data: {
      to_state: ORDER_EVENT_STATE[toState] ?? toState,
      order_id: orderId,
      ...(extra.paymentId ? { payment_id: extra.paymentId } : {}),
      ...(extra.reason ? { reason: extra.reason } : {}),
      // The move gave the cleaning to another professional: a boolean, the customer's stream never carries who.
      ...(extra.professionalChanged ? { professional_changed: true } : {}),
    },
  };
}

/**
 * Moves the order `from` its status as read to `to`; answers the updated row, or null when the machine
 * refuses the move or another transaction moved the order first (nothing changed then). `carried`: what the
 * move owes someone the row no longer names (the professional a cleaning was taken from).
 */
export async function moveOrder(
  tx: Db,
  outbox: Outbox,
  order: Pick<Order, 'id' | 'status'>,
  to: OrderStatus,
  at: Date,
  values: Partial<typeof orders.$inferInsert> = {},
  carried: { professionalChanged?: boolean; reassignedFrom?: Reassignment } = {},
): Promise<Order | null> {
  if (!canOrderMove(order.status, to)) return null;
  const [moved] = await tx
    .update(orders)
    .set({ ...values, status: to, updatedAt: at })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!moved) return null;
  await recordStatusChange(tx, { orderId: order.id, from: order.status, to, at });
  const move = { order: moved, from: order.status, to, at };
  for (const effect of orderEffects().onMove) if (!effect.on || effect.on === to) await effect.run(tx, move);
  const message: OutboxMessage = orderMessage(order.id, to, {
    professionalChanged: carried.professionalChanged,
  });
  if (carried.reassignedFrom) message.reassignedFrom = carried.reassignedFrom;
  outbox.push(message);
  return moved;
}

/** How many of an outbox's messages already had their jobs sent inside the transaction (`sendOwedJobs`). */
const jobsSent = new WeakMap<Outbox, number>();

/**
 * The durable jobs one message's move owes (the effects table's `owedJobs`: a checked-in order's completion, the
 * professional's notice, the customer's e-mail with the cleaning's .ics).
 */
async function sendJobsOwedBy(ctx: Pick<AppContext, 'jobs'>, tx: Db, event: OutboxMessage): Promise<void> {
  // A cycle's own move (keyed by the cycle id) is for its customer's screens only; its orders' moves
  // carry their own messages.
  if (event.data.cycle_id === event.key) return;
  for (const effect of orderEffects().owedJobs) await effect.run(ctx, tx, event);
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
  // The channel gets the message only: what the owed jobs carried besides stays on the server.
  for (const { channel, key, data } of outbox) await ctx.events.publish({ channel, key, data });
  await sendOwedJobs(ctx, ctx.db, outbox);
}
