import { type OrderStatus, paymentDeadline } from '@brilho/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { Order, Payment } from '../../db/schema';
import { applyChargeStatus, cancelOrder } from './effects';
import { type Outbox, publishAll } from './machine';
import { findOrder, instrumentOf, livePaymentOf, lockOrder } from './queries';
import { reconcilePayment } from './reconciliation';
import type { Log } from './service';
import { PAYMENT_TEXTS } from './texts';

const silent: Log = { warn: () => undefined, error: () => undefined };

/**
 * The payment window (spec rules §9: 1200 s from created_at, server time) as a durable job, like the offer
 * expiry: sent when the order is created, due at `paymentDeadline(created_at)`, keyed by the order id. The
 * handler re-checks everything against `clock.now()` under the order's lock, so an order paid meanwhile, or
 * one whose boleto or card is still being decided, is left alone. An unpaid order is `cancelled` and its
 * booked time released (docs/decisions.md "Payments: the payment window ends in cancelled").
 */

export const PAYMENT_WINDOW_JOB = 'order-payment-window';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jobs' | 'events' | 'gateway'>;

/** Statuses still waiting for a payment; anything later has one (or is over). */
export const AWAITING_PAYMENT_STATUSES: readonly OrderStatus[] = [
  'created',
  'scheduled',
  'requested_on_gateway',
  'failed_to_create_on_gateway',
  'created_on_gateway',
  'failed_to_request_payment',
  'payment_requested',
];

const windowData = z.object({ orderId: z.uuid() });

/** Call after the order's transaction committed (a send inside it would wait on it on PGlite). */
export async function schedulePaymentWindow(
  ctx: Pick<AppContext, 'jobs'>,
  order: Pick<Order, 'id' | 'createdAt'>,
): Promise<void> {
  await ctx.jobs.send(
    PAYMENT_WINDOW_JOB,
    { orderId: order.id },
    { startAfter: paymentDeadline(order.createdAt), singletonKey: order.id },
  );
}

/**
 * A Pix still waiting when the window closes may have been paid with its webhook lost: the PSP is asked
 * first (the reconciliation's own question), so money that arrived in time pays the order instead of being
 * refunded. A PSP that does not answer leaves the decision to the expiry below and the later reconciliation.
 */
async function askPspFirst(ctx: Ctx, log: Log, live: Payment): Promise<void> {
  try {
    await reconcilePayment(ctx, log, live.id);
  } catch (error) {
    log.warn({ err: error, paymentId: live.id }, 'PSP not reachable at the end of the payment window');
  }
}

/** The order's Pix payment still waiting for the payer, if that is what it waits on. */
async function waitingPix(db: Db, orderId: string): Promise<Payment | null> {
  const live = await livePaymentOf(db, orderId);
  if (live?.status !== 'waiting') return null;
  return (await instrumentOf(db, live.id))?.type === 'pix' ? live : null;
}

/** Ends the window of one order; answers whether it was cancelled. */
export async function closePaymentWindow(ctx: Ctx, orderId: string, log: Log = silent): Promise<boolean> {
  const order = await findOrder(ctx.db, orderId);
  if (!order) return false;
  // An order waiting on a Pix is the window's too: the Pix expires with it (a card or boleto decides itself).
  const pix = order.status === 'waiting_payment' ? await waitingPix(ctx.db, order.id) : null;
  if (!AWAITING_PAYMENT_STATUSES.includes(order.status) && !pix) return false;
  const now = ctx.clock.now();
  if (now < paymentDeadline(order.createdAt)) {
    await schedulePaymentWindow(ctx, order);
    return false;
  }
  if (pix) await askPspFirst(ctx, log, pix);
  const outbox: Outbox = [];
  const cancelled = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) return false;
    // A Pix charge expires with the window (its cob was created with that expiry) and no webhook says so:
    // the window ends it here, and the order with it. A Pix that still arrives later is refunded by
    // devolução (charges.ts).
    const livePix = locked.status === 'waiting_payment' ? await waitingPix(tx, locked.id) : null;
    if (livePix) {
      const outcome = await applyChargeStatus(
        tx,
        outbox,
        livePix,
        'cancelled',
        PAYMENT_TEXTS.pixExpired,
        now,
      );
      return outcome.payment.status === 'cancelled';
    }
    if (!AWAITING_PAYMENT_STATUSES.includes(locked.status)) return false;
    const live = await livePaymentOf(tx, locked.id);
    // A payment the gateway knows of decides the order itself (its webhook ends it). One whose charge we
    // never heard of (the API failed between its steps) must not hold the order: the order ends now, and the
    // payment is left to the reconciliation (reconciliation.ts), which asks the gateway by our reference and
    // refunds whatever it charged, or gives the attempt up (credit back) if it charged nothing.
    if (live && (live.status !== 'created' || live.gatewayId !== null)) return false;
    return (await cancelOrder(tx, outbox, locked, now)) !== null;
  });
  await publishAll(ctx, outbox);
  return cancelled;
}

export function registerPaymentWindow(ctx: Ctx, log: Log = silent): void {
  ctx.jobs.work(
    PAYMENT_WINDOW_JOB,
    async (data) => {
      await closePaymentWindow(ctx, windowData.parse(data).orderId, log);
    },
    { singleton: true },
  );
}
