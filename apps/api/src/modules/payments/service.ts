import type { Actor } from '../../context';
import { crashPoint } from '../../lib/crash-points';
import { type Outbox, publishAll } from '../orders';
import type { BoletoRequest, NewCardRequest, PaymentRequest, PixRequest, StoredCardRequest } from './body';
import { attempt, type Ctx, type Log, type PaymentResult } from './paying/attempt';
import { charge, startCharge } from './paying/charge';
import { answerRetry } from './paying/retries';
import { findPaymentByKey } from './queries';

/**
 * Paying an order or a cycle (wire contract, docs/api/payments.md). One attempt is one Idempotency-Key:
 * 1. a transaction checks the payable, takes any wallet credit (orders only), inserts the payment
 *    (`created`) and moves the order or cycle to `payment_requested` — the live-payment unique index lets
 *    one attempt per payable through;
 * 2. the gateway is called with the key (it answers the same charge for the same key, never charging twice);
 * 3. a second transaction stores what the gateway answered. Later changes arrive as webhooks.
 * A retry with the key answers the payment again; one whose gateway call never got an answer (a crash, a
 * time-out) calls the gateway again with the same key, which is safe for that reason. While one request is
 * calling the gateway for an attempt (its lease, `attempt_until`), a retry with the key waits for that answer
 * and gives it too (as Stripe does), instead of refusing or calling the gateway a second time.
 * Each instrument has its file in ./paying/ (new-card, stored-card, boleto, pix, account-balance); what they
 * share is in ./paying/attempt.ts, the three steps of a charge in ./paying/charge.ts, retries in ./paying/retries.ts.
 */

export { payWithWallet } from './paying/account-balance';
export { type Log, type PaymentResult, paymentReference } from './paying/attempt';
export { giveUpAttempt, refundCharge } from './paying/charge';

export async function payWithCharge(
  ctx: Ctx,
  log: Log,
  actor: Actor,
  key: string,
  request: NewCardRequest | StoredCardRequest | BoletoRequest | PixRequest,
): Promise<PaymentResult> {
  const existing = await findPaymentByKey(ctx.db, key);
  if (existing) return answerRetry(ctx, log, actor, existing, request);
  const outbox: Outbox = [];
  const started = await attempt(
    ctx,
    key,
    () => ctx.db.transaction((tx) => startCharge(ctx, tx, outbox, actor, key, request)),
    async () => null,
  );
  if (!started) return answerRetry(ctx, log, actor, (await findPaymentByKey(ctx.db, key))!, request);
  crashPoint('after-payment-row-commit');
  await publishAll(ctx, outbox);
  return { payment: await charge(ctx, log, started, request), created: true };
}

export type ChargeRequestKind = Exclude<PaymentRequest['kind'], 'account_balance'>;
