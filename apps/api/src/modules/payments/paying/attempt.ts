import type { OrderStatus, PayableType } from '@brilho/domain';
import { paymentDeadline } from '@brilho/domain';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor, AppContext } from '../../../context';
import type { Db } from '../../../db';
import { type Order, type Payment, type PaymentGatewayCustomer, payments } from '../../../db/schema';
import { ApiError, uniqueViolationOf } from '../../../lib/errors';
import { PAYMENT_TEXTS } from '../../../words/payments';
import { findOrder, lockOwnOrder, type PaymentView } from '../../orders';
import type { PaymentRequest, WalletRequest } from '../body';
import { type CycleRow, findCycle } from '../cycles.queries';
import type { GatewayBoleto, GatewayCard, GatewayCharge, GatewayPixCharge } from '../gateway/port';
import { findPaymentByKey, gatewayCustomerOf, livePaymentOf } from '../queries';

/**
 * What every way of paying shares (the flow is told in ../service.ts): the payable and its checks, the
 * attempt's lease at the gateway, and the database's refusals turned into answers.
 */

export type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'gateway' | 'jobs'>;
export type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

const LIVE_PAYMENT_INDEX = 'payments_one_live_per_payable';
const KEY_INDEX = 'payments_idempotency_key_unique';
export const INSTRUMENT = '/data/attributes/funding_instrument';
/** How long one request may call the gateway for an attempt before another may take over (a crash). */
const ATTEMPT_LEASE_MS = 60_000;

/** Our reference for a payment at the gateway: its uuid without dashes (32 alphanumerics, a valid Pix txid). */
export const paymentReference = (paymentId: string): string => paymentId.replaceAll('-', '');

export const leaseFrom = (now: Date) => new Date(now.getTime() + ATTEMPT_LEASE_MS);

/** A concurrent request with the same key recorded the attempt while this one waited for the payable's lock. */
class SameKeyAttempt extends Error {}

/** Refuses to start a second attempt under a key another request used while this one waited for the lock. */
export async function assertNewKey(tx: Db, key: string): Promise<void> {
  if (await findPaymentByKey(tx, key)) throw new SameKeyAttempt();
}

export interface PaymentResult {
  payment: PaymentView;
  /** false: the answer to a retry (200), true: a new payment (201). */
  created: boolean;
}

export const refused = (title: string, code: string, pointer?: string) =>
  new ApiError(422, title, { code, ...(pointer ? { pointer } : {}) });

const IN_PROGRESS_ORDER_STATUSES: readonly OrderStatus[] = ['payment_requested', 'waiting_payment'];

export function assertPayable(order: Order, allowed: readonly OrderStatus[], now: Date): void {
  if (order.status === 'paid') throw refused(PAYMENT_TEXTS.alreadyPaid, 'order_paid');
  // Another attempt got there first (a double click with two keys): it is being decided.
  if (IN_PROGRESS_ORDER_STATUSES.includes(order.status))
    throw refused(PAYMENT_TEXTS.inProgress, 'payment_in_progress');
  if (!allowed.includes(order.status)) throw refused(PAYMENT_TEXTS.notPayable, 'order_not_payable');
  // Refused even before the window job has run: the job may be late, the rule is not.
  if (now >= paymentDeadline(order.createdAt)) throw refused(PAYMENT_TEXTS.windowOver, 'payment_window_over');
}

export async function lockPayableOrder(tx: Db, actor: Actor, orderId: string): Promise<Order> {
  const locked = await lockOwnOrder(tx, actor.accountId, orderId);
  if (!locked) throw new ApiError(404, PAYMENT_TEXTS.payableNotFound);
  return locked.order;
}

export async function assertNoLivePayment(
  tx: Db,
  payableId: string,
  type: PayableType = 'orders',
): Promise<void> {
  if (await livePaymentOf(tx, payableId, type))
    throw refused(PAYMENT_TEXTS.inProgress, 'payment_in_progress');
}

/** What a charge needs of its payable, an order or a cycle. */
export interface PayableTarget {
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

export const orderTarget = (order: Order): PayableTarget => ({
  type: 'orders',
  id: order.id,
  total: order.total,
  gatewayId: order.gatewayId,
  startsAt: order.startsAt,
  createdAt: order.createdAt,
  paymentEmissionDay: null,
});

export const cycleTarget = ({ cycle, subscription }: CycleRow): PayableTarget => ({
  type: 'cycles',
  id: cycle.id,
  total: cycle.total,
  gatewayId: cycle.gatewayId,
  startsAt: cycle.startsAt,
  createdAt: cycle.createdAt,
  paymentEmissionDay: subscription.paymentEmissionDay,
});

/** The payable of a payment already recorded (a retry), unlocked. */
export async function targetOf(db: Db, payment: Payment): Promise<PayableTarget | null> {
  if (payment.payableType === 'cycles') {
    const row = await findCycle(db, payment.payableId);
    return row ? cycleTarget(row) : null;
  }
  const order = await findOrder(db, payment.payableId);
  return order ? orderTarget(order) : null;
}

/** The gateway customer, registered by the first-order flow; without it nothing can be charged. */
export async function registeredCustomer(tx: Db, accountId: string): Promise<PaymentGatewayCustomer> {
  const customer = await gatewayCustomerOf(tx, accountId);
  if (!customer?.gatewayId) throw refused(PAYMENT_TEXTS.gatewayCustomerMissing, 'gateway_customer_missing');
  return customer;
}

/** An attempt recorded in step 1, ready for the gateway. */
export interface Started {
  payment: Payment;
  payable: PayableTarget;
  customer: PaymentGatewayCustomer;
}

/** What every charge sends the gateway, whatever the instrument. */
export const chargeBase = ({ payment, payable, customer }: Started) => ({
  idempotencyKey: payment.idempotencyKey,
  reference: payment.reference,
  orderGatewayId: payable.gatewayId ?? '',
  customerGatewayId: customer.gatewayId ?? '',
  amount: payment.amount,
});

/** The gateway's answer to a charge, with what the instrument adds to it. */
export type ChargeAnswer = GatewayCharge & {
  card?: GatewayCard;
  boleto?: GatewayBoleto;
  pix?: GatewayPixCharge;
};

/** The request of a charge at the gateway (any instrument but the account balance). */
export type ChargeRequest = Exclude<PaymentRequest, WalletRequest>;

/** The gateway call ended without an answer: a retry may call again at once (the gateway dedupes by key). */
export async function releaseAttempt(ctx: Ctx, payment: Payment): Promise<void> {
  await ctx.db.update(payments).set({ attemptUntil: null }).where(eq(payments.id, payment.id));
}

/**
 * Takes the attempt's lease when nobody holds it (its call ended without an answer, or the process making
 * it died): answers the payment when this request may call the gateway now.
 */
export async function claimAttempt(ctx: Ctx, payment: Payment): Promise<Payment | null> {
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

/** Runs step 1, turning the database's refusals into answers: another live payment, the same key twice. */
export async function attempt<T>(
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
