import { type OrderStatus, paymentDeadline } from '@brilho/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { Order, Payment } from '../../db/schema';
import { type Recurring, registerRecurring } from '../../jobs/recurring';
import { transactionWithRetry } from '../../lib/transactions';
import { PAYMENT_TEXTS } from '../../words/payments';
import { cancelAndRelease, findOrder, lockOrder, type Outbox, publishAll, sendOwedJobs } from '../orders';
import { applyChargeStatus } from './effects';
import { instrumentOf, livePaymentOf } from './queries';
import { reconcilePayment } from './reconciliation';
import type { Log } from './service';
import { overdueUnpaidOrderIds } from './window.queries';

const silent: Log = { warn: () => undefined, error: () => undefined };

/**
 * The payment window (business constants: 1200 s from created_at, server time) as a durable job, like the offer
 * expiry: sent when the order is created, due at `paymentDeadline(created_at)`, keyed by the order id. The
 * handler re-checks everything against `clock.now()` under the order's lock, so an order paid meanwhile, or
 * one whose boleto or card is still being decided, is left alone. An unpaid order is `cancelled` and its
 * booked time released (docs/decisions/0027-payments-the-payment-window-ends-in-cancelled-and-the-time-i.md).
 */

export const PAYMENT_WINDOW_JOB = 'order-payment-window';
export const PAYMENT_WINDOW_SWEEP_JOB = 'order-payment-window-sweep';
export const PAYMENT_WINDOW_SWEEP_SECONDS = 60;

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

/** Queues the window's end in `tx`, the transaction that creates the order (or the db, to re-send it). */
export async function schedulePaymentWindow(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Db,
  order: Pick<Order, 'id' | 'createdAt'>,
): Promise<void> {
  await ctx.jobs.send(
    PAYMENT_WINDOW_JOB,
    { orderId: order.id },
    { startAfter: paymentDeadline(order.createdAt), singletonKey: order.id, tx },
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
    await schedulePaymentWindow(ctx, ctx.db, order);
    return false;
  }
  if (pix) await askPspFirst(ctx, log, pix);
  const outbox: Outbox = [];
  const cancelled = await transactionWithRetry(ctx.db, async (tx) => {
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
      await sendOwedJobs(ctx, tx, outbox);
      return outcome.payment.status === 'cancelled';
    }
    if (!AWAITING_PAYMENT_STATUSES.includes(locked.status)) return false;
    const live = await livePaymentOf(tx, locked.id);
    // A payment the gateway knows of decides the order itself (its webhook ends it). One whose charge we
    // never heard of (the API failed between its steps) must not hold the order: the order ends now, and the
    // payment is left to the reconciliation (reconciliation.ts), which asks the gateway by our reference and
    // refunds whatever it charged, or gives the attempt up (credit back) if it charged nothing.
    if (live && (live.status !== 'created' || live.gatewayId !== null)) return false;
    const done = (await cancelAndRelease(tx, outbox, locked, now)) !== null;
    await sendOwedJobs(ctx, tx, outbox);
    return done;
  });
  await publishAll(ctx, outbox);
  return cancelled;
}

/**
 * The net behind the per-order job: every payable order past its window, whatever its jobs say (a crash
 * between two steps, a job lost or failed for good), gets its window closed — cancelled and its time freed
 * unless a payment is still being decided. Idempotent; answers how many orders it cancelled. Cycle orders
 * are left alone: their cycle's payment period decides (subscriptions/job.ts).
 */
export async function sweepPaymentWindows(ctx: Ctx, log: Log = silent): Promise<number> {
  let cancelled = 0;
  for (const id of await overdueUnpaidOrderIds(ctx.db, AWAITING_PAYMENT_STATUSES, ctx.clock.now()))
    if (await closePaymentWindow(ctx, id, log)) cancelled += 1;
  return cancelled;
}

/** Registers the job of each order's window and the recurring sweep; answers how to start the sweep. */
export function registerPaymentWindow(ctx: Ctx, log: Log = silent): Recurring {
  ctx.jobs.work(
    PAYMENT_WINDOW_JOB,
    async (data) => {
      await closePaymentWindow(ctx, windowData.parse(data).orderId, log);
    },
    { singleton: true },
  );
  return registerRecurring(ctx, PAYMENT_WINDOW_SWEEP_JOB, PAYMENT_WINDOW_SWEEP_SECONDS, () =>
    sweepPaymentWindows(ctx, log),
  );
}
