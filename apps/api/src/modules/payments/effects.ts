import { messages, type OrderStatus, paymentDeadline, paymentStatusFromGateway } from '@brilho/domain';
import type { Db } from '../../db';
import type { Order, Payment } from '../../db/schema';
import { postChargeback, postMoneyIn, postMoneyOwedBack, postRefundPaid } from '../ledger';
import {
  cancelAndRelease,
  lockOrder,
  markNotPaid,
  markPaid,
  markPayable,
  markWaitingPayment,
  type Outbox,
} from '../orders';
import { applyCycleChargeStatus } from './cycles';
import type { GatewayChargeStatus } from './gateway/port';
import { movePayment } from './machine';
import type { ChargeOutcome } from './outcomes';
import { instrumentOf, recordPurchase } from './queries';
import { creditWallet } from './wallet';

/**
 * What a payment's status change does to its order (the states, docs/decisions/0027-payments-the-payment-window-ends-in-cancelled-and-the-time-i.md),
 * inside the caller's transaction. The gateway's webhooks, a synchronous refusal and the wallet all end
 * here, so an order moves the same way whatever told us.
 */

/** Order statuses a new payment attempt may start from (wire contract). */
export const PAYABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  'created_on_gateway',
  'failed_to_request_payment',
];

/** Money is in: the order is paid (once), and the purchase is counted (once). */
async function orderPaid(tx: Db, outbox: Outbox, order: Order, at: Date): Promise<boolean> {
  if (order.status === 'cancelled' || order.status === 'not_paid') return true;
  const paid = await markPaid(tx, outbox, order, at);
  if (paid) await recordPurchase(tx, paid, at);
  return false;
}

/**
 * A payment given up: its consumed wallet credit comes back, and the order is payable again
 * (created_on_gateway) — unless its window is over, or it was a boleto left unpaid, which ends the order.
 */
async function orderAfterCancelledPayment(
  tx: Db,
  outbox: Outbox,
  payment: Payment,
  order: Order,
  at: Date,
): Promise<void> {
  await creditWallet(tx, payment.accountId, payment.consumedAccountBalance, {
    reason: 'payment_cancelled',
    paymentId: payment.id,
    at,
  });
  const instrument = await instrumentOf(tx, payment.id);
  if (instrument?.type === 'boletos') {
    const notPaid = await markNotPaid(tx, outbox, order, at);
    if (notPaid) await cancelAndRelease(tx, outbox, notPaid, at);
    return;
  }
  if (at >= paymentDeadline(order.createdAt)) {
    await cancelAndRelease(tx, outbox, order, at);
    return;
  }
  await markPayable(tx, outbox, order, at);
}

/** Applies a charge status to its payment and, when the payment moved, to its order. */
export async function applyChargeStatus(
  tx: Db,
  outbox: Outbox,
  payment: Payment,
  status: GatewayChargeStatus,
  reason: string | undefined,
  at: Date,
): Promise<ChargeOutcome> {
  const outcome = await applyChargeStatusToPayable(tx, outbox, payment, status, reason, at);
  const moved = outcome.payment;
  if (moved.status === payment.status) return outcome;
  // The ledger, in the same transaction: money in once (authorized or settled, whichever came first),
  // owed back when it pays nothing, and out again when the gateway says it refunded it or a chargeback took it.
  if (moved.status === 'authorized' || moved.status === 'settled') {
    await postMoneyIn(tx, moved, at);
    if (outcome.refund) await postMoneyOwedBack(tx, moved, at);
  }
  if (moved.status === 'refunded') await postRefundPaid(tx, moved, moved.amount, at);
  if (moved.status === 'reversed') await postChargeback(tx, moved, at);
  return outcome;
}

async function applyChargeStatusToPayable(
  tx: Db,
  outbox: Outbox,
  payment: Payment,
  status: GatewayChargeStatus,
  reason: string | undefined,
  at: Date,
): Promise<ChargeOutcome> {
  const to = paymentStatusFromGateway(status);
  const failureReason = to === 'cancelled' ? (reason ?? messages.payments.card.declined) : undefined;
  const moved = await movePayment(tx, outbox, payment, to, at, failureReason ? { failureReason } : {});
  if (!moved) return { payment, refund: false };
  if (payment.payableType === 'cycles') return applyCycleChargeStatus(tx, outbox, payment, moved, to, at);
  const order = await lockOrder(tx, payment.payableId);
  if (!order) return { payment: moved, refund: false };
  switch (to) {
    case 'waiting':
    case 'in_analysis':
      await markWaitingPayment(tx, outbox, order, at);
      break;
    case 'authorized':
    case 'settled': {
      // An authorized charge settling later was already refunded when it was authorized.
      const refund = (await orderPaid(tx, outbox, order, at)) && payment.status !== 'authorized';
      // The order was never paid: the wallet credit taken with the charge comes back with it.
      if (refund)
        await creditWallet(tx, moved.accountId, moved.consumedAccountBalance, {
          reason: 'payment_refunded',
          paymentId: moved.id,
          at,
        });
      return { payment: moved, refund };
    }
    case 'cancelled':
      await orderAfterCancelledPayment(tx, outbox, moved, order, at);
      break;
    default:
      break;
  }
  return { payment: moved, refund: false };
}
