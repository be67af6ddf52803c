import { eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db';
import { type Order, payments } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { OPS_TEXTS } from '../../words/operator';
import { recordAudit } from '../audit';
import {
  askRefund,
  keepAsCredit,
  lockOrder,
  markRefunded,
  type Outbox,
  publishAll,
  releaseBooking,
  sendOwedJobs,
} from '../orders';
import {
  GatewayError,
  giveMoneyBack,
  paidWith,
  paymentThatPaid,
  type RefundMethod,
  refundMethodOf,
  settleRefundHere,
} from '../payments';
import { resolveOpenTickets, tellCustomer } from '../tickets';

/**
 * The operator's actions on an order ("Pedidos"): refund through the gateway port and convert to
 * credit. Each runs in one transaction holding the order's row lock, with the machine's conditional moves,
 * so a second click (or a second operator) waits, then finds the order already moved and changes nothing.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'jobs' | 'gateway' | 'mailer' | 'config'> & {
  log?: { error(obj: object, msg: string): void };
};

async function lockedOrder(tx: Db, id: string): Promise<Order> {
  const order = isUuid(id) ? await lockOrder(tx, id) : null;
  if (!order) throw new ApiError(404, OPS_TEXTS.orderNotFound);
  return order;
}

// ---------------------------------------------------------------------------------------------------
// Refund

/** Statuses with money in that may be refunded; waiting_refund is a refund already asked for. */
const REFUNDABLE: readonly Order['status'][] = [
  'paid',
  'service_not_provided',
  'rebooking',
  'waiting_refund',
];

export interface RefundOutcome {
  order: Order;
  method: RefundMethod;
  amountCents: number;
  walletCents: number;
  /** Whether the gateway accepted the card refund or the Pix devolução (null: no charge to refund). */
  gatewayRefund: 'requested' | 'failed' | null;
  /** Why the gateway refused it, in its own words, when it said (a PSP's problem detail). */
  gatewayRefusal?: string;
}

/**
 * `POST /operator/orders/{id}/refund`: the whole amount goes back — the account-balance part to the
 * wallet, a card charge through the gateway port (after the commit, once: only the transaction that moved
 * the order asks for it), a boleto by bank transfer (the team's, with the bank data of the ticket).
 */
export async function refundOrder(ctx: Ctx, actor: Actor, orderId: string): Promise<RefundOutcome> {
  const outbox: Outbox = [];
  const done = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const order = await lockedOrder(tx, orderId);
    if (order.status === 'refunded') throw new ApiError(409, OPS_TEXTS.alreadyRefunded, { code: 'refunded' });
    if (!REFUNDABLE.includes(order.status))
      throw new ApiError(422, OPS_TEXTS.notRefundable, { code: 'not_refundable' });
    const paid = await paymentThatPaid(tx, order.id);
    if (!paid) throw new ApiError(422, OPS_TEXTS.notRefundable, { code: 'not_refundable' });

    const waiting = order.status === 'waiting_refund' ? order : await askRefund(tx, outbox, order, now);
    const refunded = waiting ? await markRefunded(tx, outbox, waiting, now) : null;
    if (!refunded) throw new ApiError(409, OPS_TEXTS.alreadyRefunded, { code: 'refunded' });
    await releaseBooking(tx, order);

    const method: RefundMethod = refundMethodOf(paidWith(order, paid));
    // A card's or a Pix's refund (devolução) goes through the gateway and is announced by its webhook; the
    // rest is settled here (the team's bank transfer, or the wallet).
    const charge = method === 'card' || method === 'pix' ? paid.payment.gatewayId : null;
    const { walletCents, refundDue } = await giveMoneyBack(tx, order, paid, order.total, now);
    if (!charge) await settleRefundHere(tx, outbox, paid.payment, refundDue, now);
    const amountCents = order.total;
    await recordAudit(
      tx,
      actor,
      {
        action: 'order.refund',
        subjectType: 'orders',
        subjectId: order.id,
        data: { amount_cents: amountCents, wallet_cents: walletCents, method, from_status: order.status },
      },
      now,
    );
    const tickets = await resolveOpenTickets(tx, order.id, now, {
      outcome: 'refunded',
      refund: {
        method,
        amount_cents: amountCents,
        gateway_refund_requested: charge !== null,
        wallet_cents: walletCents,
      },
    });
    await sendOwedJobs(ctx, tx, outbox);
    return { order: refunded, method, amountCents, walletCents, charge, tickets, paymentId: paid.payment.id };
  });
  await publishAll(ctx, outbox);
  let gatewayRefund: RefundOutcome['gatewayRefund'] = null;
  let gatewayRefusal: string | undefined;
  if (done.charge) {
    try {
      await ctx.gateway.refund(done.charge);
      gatewayRefund = 'requested';
    } catch (error) {
      gatewayRefund = 'failed';
      if (error instanceof GatewayError) gatewayRefusal = error.message;
      ctx.log?.error({ err: error, order: done.order.id }, 'operator refund: the gateway refused');
      // Still owed: the reconciliation asks the gateway again until the refund is done (retryable by itself).
      await ctx.db
        .update(payments)
        .set({ refundDueAt: ctx.clock.now() })
        .where(eq(payments.id, done.paymentId));
      await ctx.db.transaction((tx) =>
        recordAudit(
          tx,
          actor,
          {
            action: 'order.gateway_refund_failed',
            subjectType: 'orders',
            subjectId: done.order.id,
            data: { reason: error instanceof Error ? error.message : String(error) },
          },
          ctx.clock.now(),
        ),
      );
    }
  }
  for (const ticket of done.tickets) await tellCustomer(ctx, ticket);
  await tellCustomerOfOrder(ctx, done.order, 'order_refunded');
  return {
    order: done.order,
    method: done.method,
    amountCents: done.amountCents,
    walletCents: done.walletCents,
    gatewayRefund,
    ...(gatewayRefusal ? { gatewayRefusal } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------
// Convert to credit

/**
 * As the tickets' credit path: the money is in and the machine lets the order be cancelled; a cleaning under
 * way is a no-show, marked not provided first.
 */
const CREDITABLE: readonly Order['status'][] = [
  'paid',
  'provisioning',
  'rescheduling',
  'rebooking',
  'service_not_provided',
];

/**
 * `POST /operator/orders/{id}/credit`: the cleaning is kept as credit (order cancelled with
 * `order_converted_in_credit`, its booked time freed): the customer's dashboard offers to book it again.
 * The same path as a ticket resolved as credit; no wallet money is added (that would give it twice).
 */
export async function convertOrderToCredit(ctx: Ctx, actor: Actor, orderId: string): Promise<Order> {
  const outbox: Outbox = [];
  const done = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const order = await lockedOrder(tx, orderId);
    if (order.status === 'cancelled' && order.orderConvertedInCredit)
      throw new ApiError(409, OPS_TEXTS.alreadyCredit, { code: 'already_credit' });
    if (!CREDITABLE.includes(order.status))
      throw new ApiError(422, OPS_TEXTS.notCreditable, { code: 'not_creditable' });
    const moved = await keepAsCredit(tx, outbox, order, now);
    if (!moved) throw new ApiError(409, OPS_TEXTS.alreadyCredit, { code: 'already_credit' });
    await recordAudit(
      tx,
      actor,
      {
        action: 'order.credit',
        subjectType: 'orders',
        subjectId: order.id,
        data: { from_status: order.status, total_cents: order.total },
      },
      now,
    );
    const tickets = await resolveOpenTickets(tx, order.id, now, { outcome: 'credit' });
    await sendOwedJobs(ctx, tx, outbox);
    return { order: moved, tickets };
  });
  await publishAll(ctx, outbox);
  for (const ticket of done.tickets) await tellCustomer(ctx, ticket);
  await tellCustomerOfOrder(ctx, done.order, 'order_credit');
  return done.order;
}

/** The customer's AccountChannel hears of the change (the web refetches the user and the dashboard). */
async function tellCustomerOfOrder(ctx: Ctx, order: Order, toState: string): Promise<void> {
  await ctx.events.publish({
    channel: 'AccountChannel',
    key: order.customerId,
    data: { to_state: toState, order_id: order.id },
  });
}
