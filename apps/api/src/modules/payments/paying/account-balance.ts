import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@brilho/domain';
import type { Actor } from '../../../context';
import { PAYMENT_TEXTS } from '../../../words/payments';
import { markPaid, type Outbox, publishAll, sendOwedJobs } from '../../orders';
import type { WalletRequest } from '../body';
import { movePayment } from '../machine';
import { findPaymentByKey, insertInstrument, insertPayment, paymentView, recordPurchase } from '../queries';
import { debitWallet } from '../wallet';
import {
  assertNewKey,
  assertNoLivePayment,
  assertPayable,
  attempt,
  type Ctx,
  type Log,
  lockPayableOrder,
  type PaymentResult,
  paymentReference,
  refused,
} from './attempt';
import { answerRetry } from './retries';

/** The order statuses from which the wallet may pay at once (the machine's moves to `paid`). */
const WALLET_ORDER_STATUSES: readonly OrderStatus[] = ['scheduled', 'created_on_gateway'];

/**
 * `POST /payments/account-balance`: one transaction takes the whole total from the wallet (the conditional
 * UPDATE refuses when it does not cover it), records a settled payment and pays the order.
 */
export async function payWithWallet(
  ctx: Ctx,
  log: Log,
  actor: Actor,
  key: string,
  request: WalletRequest,
): Promise<PaymentResult> {
  const existing = await findPaymentByKey(ctx.db, key);
  if (existing) return answerRetry(ctx, log, actor, existing, request);
  const outbox: Outbox = [];
  const now = ctx.clock.now();
  const paid = await attempt(
    ctx,
    key,
    () =>
      ctx.db.transaction(async (tx) => {
        const order = await lockPayableOrder(tx, actor, request.payable.id);
        await assertNewKey(tx, key);
        assertPayable(order, WALLET_ORDER_STATUSES, now);
        await assertNoLivePayment(tx, order.id);
        const id = randomUUID();
        const payment = await insertPayment(tx, {
          id,
          reference: paymentReference(id),
          accountId: actor.accountId,
          payableType: 'orders',
          payableId: order.id,
          status: 'created',
          amount: order.total,
          consumedAccountBalance: 0,
          idempotencyKey: key,
          requestFingerprint: request.fingerprint,
          createdAt: now,
          updatedAt: now,
        });
        const debited = await debitWallet(tx, actor.accountId, order.total, {
          reason: 'payment',
          paymentId: payment.id,
          at: now,
        });
        if (!debited) throw refused(PAYMENT_TEXTS.walletNotEnough, 'wallet_not_enough');
        await insertInstrument(tx, { paymentId: payment.id, type: 'account_balance' });
        const settled = await movePayment(tx, outbox, payment, 'settled', now);
        const paidOrder = await markPaid(tx, outbox, order, now, { paidByAccountBalance: true });
        if (paidOrder) await recordPurchase(tx, paidOrder, now);
        await sendOwedJobs(ctx, tx, outbox);
        return paymentView(tx, settled ?? payment);
      }),
    async () => null,
  );
  if (!paid) return answerRetry(ctx, log, actor, (await findPaymentByKey(ctx.db, key))!, request);
  await publishAll(ctx, outbox);
  return { payment: paid, created: true };
}
