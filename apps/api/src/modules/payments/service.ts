import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import {
  boletoAllowed,
  boletoDueDate,
  brCodeText,
  type OrderStatus,
  type PayableType,
  paymentDeadline,
} from '@brilho/domain';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db';
import { type Order, type Payment, type PaymentGatewayCustomer, payments } from '../../db/schema';
import { crashPoint } from '../../lib/crash-points';
import { ApiError, uniqueViolationOf } from '../../lib/errors';
import { lockOwnOrder } from '../orders/queries';
import type {
  BoletoRequest,
  NewCardRequest,
  PaymentRequest,
  PixRequest,
  StoredCardRequest,
  WalletRequest,
} from './body';
import { cycleAttemptRefused, cyclePaymentRequested, lockPayableCycle, scheduleCycleOrders } from './cycles';
import { type CycleRow, findCycle } from './cycles.queries';
import { applyChargeStatus, PAYABLE_ORDER_STATUSES } from './effects';
import {
  type GatewayBoleto,
  type GatewayCard,
  type GatewayCharge,
  GatewayError,
  type GatewayPixCharge,
} from './gateway/port';
import { moveOrder, movePayment, type Outbox, publishAll, sendOwedJobs } from './machine';
import {
  findOrder,
  findOwnCard,
  findPaymentByKey,
  gatewayCustomerOf,
  insertCard,
  insertInstrument,
  insertPayment,
  livePaymentOf,
  lockOrder,
  type PaymentView,
  paymentView,
  recordPurchase,
  updateInstrument,
  updatePayment,
} from './queries';
import { PAYMENT_TEXTS } from './texts';
import { availableFor, creditWallet, debitWallet } from './wallet';

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
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'gateway' | 'jobs'>;
export type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

const LIVE_PAYMENT_INDEX = 'payments_one_live_per_payable';
const KEY_INDEX = 'payments_idempotency_key_unique';
const INSTRUMENT = '/data/attributes/funding_instrument';
/** How long one request may call the gateway for an attempt before another may take over (a crash). */
const ATTEMPT_LEASE_MS = 60_000;
/** How long a retry waits for the request that is calling the gateway with its key, in real time. */
const RETRY_WAIT_MS = 10_000;
const RETRY_POLL_MS = { first: 20, max: 250 };

/** Our reference for a payment at the gateway: its uuid without dashes (32 alphanumerics, a valid Pix txid). */
export const paymentReference = (paymentId: string): string => paymentId.replaceAll('-', '');

const leaseFrom = (now: Date) => new Date(now.getTime() + ATTEMPT_LEASE_MS);

/** A concurrent request with the same key recorded the attempt while this one waited for the payable's lock. */
class SameKeyAttempt extends Error {}

/** Refuses to start a second attempt under a key another request used while this one waited for the lock. */
async function assertNewKey(tx: Db, key: string): Promise<void> {
  if (await findPaymentByKey(tx, key)) throw new SameKeyAttempt();
}

export interface PaymentResult {
  payment: PaymentView;
  /** false: the answer to a retry (200), true: a new payment (201). */
  created: boolean;
}

type ChargeKind = Exclude<PaymentRequest['kind'], 'account_balance'>;

const refused = (title: string, code: string, pointer?: string) =>
  new ApiError(422, title, { code, ...(pointer ? { pointer } : {}) });

/** The order statuses from which the wallet may pay at once (the machine's moves to `paid`). */
const WALLET_ORDER_STATUSES: readonly OrderStatus[] = ['scheduled', 'created_on_gateway'];
const IN_PROGRESS_ORDER_STATUSES: readonly OrderStatus[] = ['payment_requested', 'waiting_payment'];

function assertPayable(order: Order, allowed: readonly OrderStatus[], now: Date): void {
  if (order.status === 'paid') throw refused(PAYMENT_TEXTS.alreadyPaid, 'order_paid');
  // Another attempt got there first (a double click with two keys): it is being decided.
  if (IN_PROGRESS_ORDER_STATUSES.includes(order.status))
    throw refused(PAYMENT_TEXTS.inProgress, 'payment_in_progress');
  if (!allowed.includes(order.status)) throw refused(PAYMENT_TEXTS.notPayable, 'order_not_payable');
  // Refused even before the window job has run: the job may be late, the rule is not.
  if (now >= paymentDeadline(order.createdAt)) throw refused(PAYMENT_TEXTS.windowOver, 'payment_window_over');
}

async function lockPayableOrder(tx: Db, actor: Actor, orderId: string): Promise<Order> {
  const locked = await lockOwnOrder(tx, actor.accountId, orderId);
  if (!locked) throw new ApiError(404, PAYMENT_TEXTS.payableNotFound);
  return locked.order;
}

async function assertNoLivePayment(tx: Db, payableId: string, type: PayableType = 'orders'): Promise<void> {
  if (await livePaymentOf(tx, payableId, type))
    throw refused(PAYMENT_TEXTS.inProgress, 'payment_in_progress');
}

/** What a charge needs of its payable, an order or a cycle. */
interface PayableTarget {
  type: PayableType;
  id: string;
  total: number;
  /** The payable's order at the gateway (an order's, or the cycle's registered by the cycles job). */
  gatewayId: string | null;
  startsAt: Date;
  /** When the payable was created: an order's payment window runs from it. */
  createdAt: Date;
  /** The subscription's emission day (cycles): the boleto's due date depends on it. */
  paymentEmissionDay: number | null;
}

const orderTarget = (order: Order): PayableTarget => ({
  type: 'orders',
  id: order.id,
  total: order.total,
  gatewayId: order.gatewayId,
  startsAt: order.startsAt,
  createdAt: order.createdAt,
  paymentEmissionDay: null,
});

const cycleTarget = ({ cycle, subscription }: CycleRow): PayableTarget => ({
  type: 'cycles',
  id: cycle.id,
  total: cycle.total,
  gatewayId: cycle.gatewayId,
  startsAt: cycle.startsAt,
  createdAt: cycle.createdAt,
  paymentEmissionDay: subscription.paymentEmissionDay,
});

/** The payable of a payment already recorded (a retry), unlocked. */
async function targetOf(db: Db, payment: Payment): Promise<PayableTarget | null> {
  if (payment.payableType === 'cycles') {
    const row = await findCycle(db, payment.payableId);
    return row ? cycleTarget(row) : null;
  }
  const order = await findOrder(db, payment.payableId);
  return order ? orderTarget(order) : null;
}

/** The gateway customer, registered by the first-order flow; without it nothing can be charged. */
async function registeredCustomer(tx: Db, accountId: string): Promise<PaymentGatewayCustomer> {
  const customer = await gatewayCustomerOf(tx, accountId);
  if (!customer?.gatewayId) throw refused(PAYMENT_TEXTS.gatewayCustomerMissing, 'gateway_customer_missing');
  return customer;
}

// ---------------------------------------------------------------------------------------------------
// Step 1: the attempt

interface Started {
  payment: Payment;
  payable: PayableTarget;
  customer: PaymentGatewayCustomer;
}

/** Wallet credit taken for a card or boleto: min(available, total); all of it means "pay with the balance". */
async function consumedCredit(tx: Db, request: PaymentRequest, accountId: string, total: number) {
  if (!request.consumeAccountBalance) return 0;
  const consumed = Math.min(await availableFor(tx, accountId), total);
  if (consumed === total) throw refused(PAYMENT_TEXTS.useBalance, 'use_account_balance');
  return consumed;
}

async function startCharge(
  ctx: Ctx,
  tx: Db,
  outbox: Outbox,
  actor: Actor,
  key: string,
  request: Exclude<PaymentRequest, WalletRequest>,
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
    markRequested = () => moveOrder(tx, outbox, order, 'payment_requested', now);
  }
  if (
    request.kind === 'boleto' &&
    !boletoAllowed({ payableType: payable.type, startsAt: payable.startsAt, now })
  )
    throw refused(PAYMENT_TEXTS.boletoShortNotice, 'boleto_not_allowed', INSTRUMENT);
  if (request.kind === 'pix' && !ctx.gateway.pix)
    throw refused(PAYMENT_TEXTS.pixUnavailable, 'pix_unavailable', INSTRUMENT);
  const card =
    request.kind === 'stored_card' ? await findOwnCard(tx, actor.accountId, request.cardId) : undefined;
  if (card === null) throw new ApiError(404, PAYMENT_TEXTS.cardNotFound, { pointer: INSTRUMENT });
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

async function callGateway(
  ctx: Ctx,
  started: Started,
  request: Exclude<PaymentRequest, WalletRequest>,
): Promise<GatewayCharge & { card?: GatewayCard; boleto?: GatewayBoleto; pix?: GatewayPixCharge }> {
  const { payment, payable, customer } = started;
  const base = {
    idempotencyKey: payment.idempotencyKey,
    reference: payment.reference,
    orderGatewayId: payable.gatewayId ?? '',
    customerGatewayId: customer.gatewayId ?? '',
    amount: payment.amount,
  };
  switch (request.kind) {
    case 'new_card':
      return ctx.gateway.chargeNewCard({
        ...base,
        encryptedCard: request.encryptedCard,
        store: request.store,
        holder: {
          fullName: request.holder.full_name,
          documentType: request.holder.document_type,
          documentNumber: request.holder.document_number,
          birthdate: request.holder.birthdate,
          phone: request.holder.phone,
          address: null,
        },
      });
    case 'stored_card': {
      const card = await findOwnCard(ctx.db, payment.accountId, request.cardId);
      if (!card) throw new GatewayError(PAYMENT_TEXTS.cardNotFound);
      return ctx.gateway.chargeStoredCard({ ...base, storedCardId: card.paymentGatewayId, cvc: request.cvc });
    }
    case 'boleto': {
      const boleto = await ctx.gateway.issueBoleto({
        ...base,
        dueDate: boletoDueDate({
          payableType: payable.type,
          startsAt: payable.startsAt,
          now: ctx.clock.now(),
          paymentEmissionDay: payable.paymentEmissionDay,
        }),
        payer: {
          name: customer.fullname,
          documentType: customer.documentType,
          documentNumber: customer.documentNumber,
        },
      });
      return { ...boleto, boleto };
    }
    case 'pix': {
      const pixGateway = ctx.gateway.pix;
      if (!pixGateway) throw new GatewayError(PAYMENT_TEXTS.pixUnavailable);
      const payer = {
        name: brCodeText(customer.fullname, 200),
        documentType: customer.documentType,
        documentNumber: customer.documentNumber,
      };
      const now = ctx.clock.now();
      // A cycle: a `cobv` due on the cycle's due date (the boleto's rule), payable until that day ends.
      // An order: a `cob` expiring with the order's payment window (a QR paid later would pay a cancelled order).
      const seconds = Math.floor((paymentDeadline(payable.createdAt).getTime() - now.getTime()) / 1000);
      if (payable.type === 'orders' && seconds <= 0) throw new GatewayError(PAYMENT_TEXTS.windowOver);
      const pix =
        payable.type === 'cycles'
          ? await pixGateway.chargeDue({
              reference: payment.reference,
              amount: payment.amount,
              dueDate: boletoDueDate({
                payableType: 'cycles',
                startsAt: payable.startsAt,
                now,
                paymentEmissionDay: payable.paymentEmissionDay,
              }),
              validityDays: 0,
              payer,
              description: 'Brilho: ciclo de limpezas',
            })
          : await pixGateway.charge({
              reference: payment.reference,
              amount: payment.amount,
              expiresInSeconds: seconds,
              payer,
              description: 'Brilho: limpeza agendada',
            });
      return { ...pix, pix };
    }
  }
}

/**
 * Ends an attempt that charged nothing (the gateway refused it at once, or never received it): the credit
 * comes back and the order (or cycle) is payable again. Inside the caller's transaction.
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
  if (order) await moveOrder(tx, outbox, order, 'created_on_gateway', now);
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
  answer: GatewayCharge & { card?: GatewayCard; boleto?: GatewayBoleto; pix?: GatewayPixCharge },
  store: boolean,
): Promise<PaymentView> {
  const outbox: Outbox = [];
  const now = ctx.clock.now();
  let refund = false;
  let paidOrders: Order[] = [];
  const stored = await ctx.db.transaction(async (tx) => {
    const { card, boleto, pix } = answer;
    let creditCardId = payment.creditCardId;
    if (card && store && card.storedCardId) {
      const row = await insertCard(tx, {
        accountId: payment.accountId,
        paymentGatewayId: card.storedCardId,
        brand: card.brand,
        first6: card.first6,
        last4: card.last4,
        createdAt: now,
      });
      creditCardId = row?.id ?? creditCardId;
    }
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
      paidOrders = outcome.paidOrders;
    }
    return paymentView(tx, row);
  });
  crashPoint('after-charge-recorded');
  await scheduleCycleOrders(ctx, paidOrders);
  await publishAll(ctx, outbox);
  if (refund) await refundCharge(ctx, log, answer.chargeId);
  return stored;
}

/** The gateway call ended without an answer: a retry may call again at once (the gateway dedupes by key). */
async function releaseAttempt(ctx: Ctx, payment: Payment): Promise<void> {
  await ctx.db.update(payments).set({ attemptUntil: null }).where(eq(payments.id, payment.id));
}

/**
 * Takes the attempt's lease when nobody holds it (its call ended without an answer, or the process making
 * it died): answers the payment when this request may call the gateway now.
 */
async function claimAttempt(ctx: Ctx, payment: Payment): Promise<Payment | null> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(payments)
    .set({ attemptUntil: leaseFrom(now) })
    .where(
      and(
        eq(payments.id, payment.id),
        eq(payments.status, 'created'),
        isNull(payments.gatewayId),
        or(isNull(payments.attemptUntil), lte(payments.attemptUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
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
async function charge(
  ctx: Ctx,
  log: Log,
  started: Started,
  request: Exclude<PaymentRequest, WalletRequest>,
): Promise<PaymentView> {
  let answer: Awaited<ReturnType<typeof callGateway>>;
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

// ---------------------------------------------------------------------------------------------------
// Retries

/** Another attempt with the same key: the same payment, or 409 when the body differs. */
async function answerRetry(
  ctx: Ctx,
  log: Log,
  actor: Actor,
  existing: Payment,
  request: PaymentRequest,
): Promise<PaymentResult> {
  if (existing.accountId !== actor.accountId || existing.requestFingerprint !== request.fingerprint)
    throw new ApiError(409, PAYMENT_TEXTS.idempotencyConflict, { code: 'idempotency_key_reused' });
  const waitUntil = performance.now() + RETRY_WAIT_MS;
  let pause = RETRY_POLL_MS.first;
  for (let current = existing; ; ) {
    // The first answer was a synchronous refusal: the retry gets it again.
    if (current.status === 'cancelled' && current.gatewayId === null && current.failureReason)
      throw refused(current.failureReason, 'card_refused', INSTRUMENT);
    const open = current.status === 'created' && current.gatewayId === null;
    if (!open || request.kind === 'account_balance')
      return { payment: await paymentView(ctx.db, current), created: false };
    const claimed = await claimAttempt(ctx, current);
    if (claimed) {
      const payable = await targetOf(ctx.db, claimed);
      const customer = await gatewayCustomerOf(ctx.db, claimed.accountId);
      if (!payable || !customer?.gatewayId) {
        await releaseAttempt(ctx, claimed);
        return { payment: await paymentView(ctx.db, claimed), created: false };
      }
      return {
        payment: await charge(ctx, log, { payment: claimed, payable, customer }, request),
        created: false,
      };
    }
    // Another request is calling the gateway for this attempt: wait for its answer, bounded.
    if (performance.now() >= waitUntil)
      throw new ApiError(409, PAYMENT_TEXTS.attemptStillRunning, { code: 'payment_attempt_in_progress' });
    await delay(pause);
    pause = Math.min(pause * 2, RETRY_POLL_MS.max);
    current = (await findPaymentByKey(ctx.db, current.idempotencyKey)) ?? current;
  }
}

/** Runs step 1, turning the database's refusals into answers: another live payment, the same key twice. */
async function attempt<T>(
  ctx: Ctx,
  key: string,
  run: () => Promise<T>,
  onSameKey: (existing: Payment) => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === LIVE_PAYMENT_INDEX) throw refused(PAYMENT_TEXTS.inProgress, 'payment_in_progress');
    if (constraint === KEY_INDEX || error instanceof SameKeyAttempt) {
      const existing = await findPaymentByKey(ctx.db, key);
      if (existing) return onSameKey(existing);
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Entry points

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
        const paidOrder = await moveOrder(tx, outbox, order, 'paid', now, { paidByAccountBalance: true });
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

export type ChargeRequestKind = ChargeKind;
