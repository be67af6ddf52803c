import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../context';
import type { Db } from '../../../db';
import type { Payment } from '../../../db/schema';
import { crashPoint } from '../../../lib/crash-points';
import { ApiError } from '../../../lib/errors';
import { PAYMENT_TEXTS } from '../../../words/payments';
import {
  lockOrder,
  markPayable,
  markPaymentRequested,
  markPaymentRequestFailed,
  type Outbox,
  type PaymentView,
  publishAll,
  sendOwedJobs,
} from '../../orders';
import type { PaymentRequest } from '../body';
import { cycleAttemptRefused, cyclePaymentRequested, lockPayableCycle } from '../cycles';
import { applyChargeStatus, PAYABLE_ORDER_STATUSES } from '../effects';
import { GatewayError } from '../gateway/port';
import { movePayment } from '../machine';
import { insertInstrument, insertPayment, paymentView, updateInstrument, updatePayment } from '../queries';
import { availableFor, creditWallet, debitWallet } from '../wallet';
import {
  assertNewKey,
  assertNoLivePayment,
  assertPayable,
  type ChargeAnswer,
  type ChargeRequest,
  type Ctx,
  cycleTarget,
  INSTRUMENT,
  type Log,
  leaseFrom,
  lockPayableOrder,
  orderTarget,
  type PayableTarget,
  paymentReference,
  refused,
  registeredCustomer,
  releaseAttempt,
  type Started,
} from './attempt';
import { assertBoletoAllowed, issueBoleto } from './boleto';
import { chargeNewCard, keepStoredCard } from './new-card';
import { assertPixAvailable, chargePix } from './pix';
import { chargeStoredCard, ownStoredCard } from './stored-card';

/** A charge at the gateway (a card, a stored card, a boleto or Pix): its three steps (../service.ts). */

// ---------------------------------------------------------------------------------------------------
// Step 1: the attempt

/** Wallet credit taken for a card or boleto: min(available, total); all of it means "pay with the balance". */
async function consumedCredit(tx: Db, request: PaymentRequest, accountId: string, total: number) {
  if (!request.consumeAccountBalance) return 0;
  const consumed = Math.min(await availableFor(tx, accountId), total);
  if (consumed === total) throw refused(PAYMENT_TEXTS.useBalance, 'use_account_balance');
  return consumed;
}

export async function startCharge(
  ctx: Ctx,
  tx: Db,
  outbox: Outbox,
  actor: Actor,
  key: string,
  request: ChargeRequest,
): Promise<Started> {
  const now = ctx.clock.now();
  let payable: PayableTarget;
  let markRequested: () => Promise<unknown>;
  if (request.payable.type === 'cycles') {
    // A cycle: the customer's own (404 otherwise), payable by the domain's rules (422 with the reason),
    // no other attempt live; paid by card or boleto, never with the balance.
    const row = await lockPayableCycle(tx, actor, request.payable.id, now);
    await assertNewKey(tx, key);
    await assertNoLivePayment(tx, row.cycle.id, 'cycles');
    if (request.consumeAccountBalance) throw refused(PAYMENT_TEXTS.walletOrdersOnly, 'wallet_orders_only');
    payable = cycleTarget(row);
    markRequested = () => cyclePaymentRequested(tx, outbox, row, now);
  } else {
    const order = await lockPayableOrder(tx, actor, request.payable.id);
    await assertNewKey(tx, key);
    assertPayable(order, PAYABLE_ORDER_STATUSES, now);
    await assertNoLivePayment(tx, order.id);
    payable = orderTarget(order);
    markRequested = () => markPaymentRequested(tx, outbox, order, now);
  }
  if (request.kind === 'boleto') assertBoletoAllowed(payable, now);
  if (request.kind === 'pix') assertPixAvailable(ctx);
  const card = request.kind === 'stored_card' ? await ownStoredCard(tx, actor.accountId, request) : undefined;
  const customer = await registeredCustomer(tx, actor.accountId);
  const consumed = await consumedCredit(tx, request, actor.accountId, payable.total);
  const id = randomUUID();
  const payment = await insertPayment(tx, {
    id,
    reference: paymentReference(id),
    attemptUntil: leaseFrom(now),
    accountId: actor.accountId,
    payableType: payable.type,
    payableId: payable.id,
    status: 'created',
    amount: payable.total - consumed,
    consumedAccountBalance: consumed,
    idempotencyKey: key,
    requestFingerprint: request.fingerprint,
    creditCardId: card?.id ?? null,
    createdAt: now,
    updatedAt: now,
  });
  if (
    !(await debitWallet(tx, actor.accountId, consumed, { reason: 'payment', paymentId: payment.id, at: now }))
  )
    throw refused(PAYMENT_TEXTS.walletNotEnough, 'wallet_not_enough');
  await insertInstrument(tx, {
    paymentId: payment.id,
    type: request.kind === 'boleto' ? 'boletos' : request.kind === 'pix' ? 'pix' : 'credit_card',
    ...(card ? { brand: card.brand, first6: card.first6, last4: card.last4 } : {}),
  });
  await markRequested();
  return { payment, payable, customer };
}

// ---------------------------------------------------------------------------------------------------
// Step 2: the gateway

function callGateway(ctx: Ctx, started: Started, request: ChargeRequest): Promise<ChargeAnswer> {
  switch (request.kind) {
    case 'new_card':
      return chargeNewCard(ctx, started, request);
    case 'stored_card':
      return chargeStoredCard(ctx, started, request);
    case 'boleto':
      return issueBoleto(ctx, started);
    case 'pix':
      return chargePix(ctx, started);
  }
}

/**
 * Ends an attempt that charged nothing (the gateway refused it at once, or never received it): the credit
 * comes back and the order (payment_requested → failed_to_request_payment → created_on_gateway) or cycle is
 * payable again. Inside the caller's transaction.
 */
export async function giveUpAttempt(
  tx: Db,
  outbox: Outbox,
  payment: Payment,
  reason: string,
  now: Date,
): Promise<void> {
  const cancelled = await movePayment(tx, outbox, payment, 'cancelled', now, {
    failureReason: reason,
    attemptUntil: null,
  });
  if (!cancelled) return;
  await creditWallet(tx, payment.accountId, payment.consumedAccountBalance, {
    reason: 'payment_refused',
    paymentId: payment.id,
    at: now,
  });
  if (payment.payableType === 'cycles') {
    await cycleAttemptRefused(tx, outbox, payment.payableId, now);
    return;
  }
  const order = await lockOrder(tx, payment.payableId);
  if (!order) return;
  // The request failed before any charge existed: the order says so (the spec's failed_to_request_payment,
  // the checkout's error panel) and, in the same transaction, is payable again — the spec's checkout opens
  // from created_on_gateway, never from the failure (docs/decisions/0103-payment-reversed-is-a-chargeback-the-other-spec-states.md).
  const failed = await markPaymentRequestFailed(tx, outbox, order, now);
  await markPayable(tx, outbox, failed ?? order, now);
}

/** The gateway refused the attempt at once: nothing was charged. */
async function refuseAttempt(ctx: Ctx, payment: Payment, reason: string): Promise<void> {
  const outbox: Outbox = [];
  await ctx.db.transaction((tx) => giveUpAttempt(tx, outbox, payment, reason, ctx.clock.now()));
  await publishAll(ctx, outbox);
}

// ---------------------------------------------------------------------------------------------------
// Step 3: the gateway's answer

async function recordCharge(
  ctx: Ctx,
  log: Log,
  payment: Payment,
  answer: ChargeAnswer,
  store: boolean,
): Promise<PaymentView> {
  const outbox: Outbox = [];
  const now = ctx.clock.now();
  let refund = false;
  const stored = await ctx.db.transaction(async (tx) => {
    const { card, boleto, pix } = answer;
    const creditCardId = await keepStoredCard(tx, payment, card, store, now);
    if (card)
      await updateInstrument(tx, payment.id, { brand: card.brand, first6: card.first6, last4: card.last4 });
    if (boleto)
      await updateInstrument(tx, payment.id, {
        lineCode: boleto.lineCode,
        barcode: boleto.barcode,
        urlPrint: boleto.pdfUrl,
        expirationDate: boleto.dueDate,
      });
    if (pix)
      await updateInstrument(tx, payment.id, { pixCopyPaste: pix.copyPaste, pixExpiresAt: pix.expiresAt });
    let row = await updatePayment(tx, payment.id, {
      gatewayId: answer.chargeId,
      creditCardId,
      attemptUntil: null,
      updatedAt: now,
    });
    // A gateway that answers a final status at once (no webhook to wait for) moves the payment here.
    if (answer.status !== 'created') {
      const outcome = await applyChargeStatus(tx, outbox, row, answer.status, undefined, now);
      await sendOwedJobs(ctx, tx, outbox);
      row = outcome.payment;
      refund = outcome.refund;
    }
    return paymentView(tx, row);
  });
  crashPoint('after-charge-recorded');
  await publishAll(ctx, outbox);
  if (refund) await refundCharge(ctx, log, answer.chargeId);
  return stored;
}

/** Gives back a charge whose order was cancelled; a failure is logged for an operator (never silent). */
export async function refundCharge(ctx: Pick<Ctx, 'gateway'>, log: Log, chargeId: string): Promise<void> {
  try {
    await ctx.gateway.refund(chargeId);
  } catch (error) {
    log.error({ err: error, chargeId }, 'refund of a charge for a cancelled order failed');
  }
}

/** Steps 2 and 3 for a payment whose attempt is in the database. */
export async function charge(
  ctx: Ctx,
  log: Log,
  started: Started,
  request: ChargeRequest,
): Promise<PaymentView> {
  let answer: ChargeAnswer;
  try {
    answer = await callGateway(ctx, started, request);
  } catch (error) {
    if (!(error instanceof GatewayError)) {
      // No answer: whether the gateway charged is unknown, so the attempt stays open; a retry with the same
      // key asks again (the gateway answers the same charge), and the window job ends it otherwise.
      log.error({ err: error, paymentId: started.payment.id }, 'payment gateway call failed');
      await releaseAttempt(ctx, started.payment);
      throw new ApiError(503, PAYMENT_TEXTS.gatewayUnavailable, { code: 'gateway_unavailable' });
    }
    await refuseAttempt(ctx, started.payment, error.message);
    const code = { boleto: 'boleto_refused', pix: 'pix_refused' }[request.kind as string] ?? 'card_refused';
    throw refused(error.message, code, INSTRUMENT);
  }
  crashPoint('after-gateway-charge');
  return recordCharge(ctx, log, started.payment, answer, request.kind === 'new_card' && request.store);
}
