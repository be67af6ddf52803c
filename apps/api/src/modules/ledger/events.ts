import { professionalEarning, retainedSplit } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { addresses, type Order, type Payment, payments } from '../../db/schema';
import { currentProductsPricing, districtPricingOf } from '../orders';
import {
  GATEWAY,
  HELD,
  heldForOrder,
  OPENING,
  payableAccount,
  post,
  REFUNDS,
  REVENUE,
  walletAccount,
} from './post';

/**
 * The money events of the marketplace, each one balanced posting keyed by its cause
 * (docs/decisions/0085-ledger-one-double-entry-ledger-for-every-centavo-issue-22.md). Called inside the
 * transaction of the state change that causes them.
 */

const payableRefs = (payment: Pick<Payment, 'payableType' | 'payableId'>) =>
  payment.payableType === 'cycles' ? { cycleId: payment.payableId } : { orderId: payment.payableId };

/** A charge's money reached the gateway (authorized or settled, whichever first): held for its payable. */
export async function postMoneyIn(tx: Db, payment: Payment, at: Date): Promise<boolean> {
  return post(tx, {
    key: `payment:${payment.id}:money_in`,
    kind: 'money_in',
    at,
    paymentId: payment.id,
    ...payableRefs(payment),
    lines: [
      { account: GATEWAY, amount: payment.amount },
      { account: HELD, amount: -payment.amount },
    ],
  });
}

/** Money came in that pays nothing (its payable was cancelled, the attempt given up): owed back. */
export async function postMoneyOwedBack(tx: Db, payment: Payment, at: Date): Promise<boolean> {
  await postMoneyIn(tx, payment, at);
  return post(tx, {
    key: `payment:${payment.id}:refund_due`,
    kind: 'refund_due',
    at,
    paymentId: payment.id,
    ...payableRefs(payment),
    lines: [
      { account: HELD, amount: payment.amount },
      { account: REFUNDS, amount: -payment.amount },
    ],
  });
}

/** A refund left us: through the gateway (its `refunded`), or by the team's bank transfer. */
export async function postRefundPaid(tx: Db, payment: Payment, amount: number, at: Date): Promise<boolean> {
  return post(tx, {
    key: `payment:${payment.id}:refund_paid`,
    kind: 'refund_paid',
    at,
    paymentId: payment.id,
    ...payableRefs(payment),
    lines: [
      { account: REFUNDS, amount },
      { account: GATEWAY, amount: -amount },
    ],
  });
}

/**
 * A chargeback (payment `reversed`): the card holder's bank took the money back from the gateway. The
 * platform bears it (docs/decisions/0103-payment-reversed-is-a-chargeback-the-other-spec-states.md): what is
 * held for the order stays held, so the professional is still paid for a cleaning done, and support disputes
 * the chargeback outside the product.
 */
export async function postChargeback(tx: Db, payment: Payment, at: Date): Promise<boolean> {
  return post(tx, {
    key: `payment:${payment.id}:chargeback`,
    kind: 'chargeback',
    at,
    paymentId: payment.id,
    ...payableRefs(payment),
    lines: [
      { account: REVENUE, amount: payment.amount },
      { account: GATEWAY, amount: -payment.amount },
    ],
  });
}

/** The wallet moved for a payment: a debit pays (wallet → held), a credit gives back (held → wallet). */
export async function postWalletMove(
  tx: Db,
  move: { customerId: string; paymentId: string; amount: number; reason: string; at: Date },
): Promise<boolean> {
  const [payment] = await tx
    .select({ payableType: payments.payableType, payableId: payments.payableId })
    .from(payments)
    .where(eq(payments.id, move.paymentId))
    .limit(1);
  const credit = move.amount > 0;
  return post(tx, {
    key: `payment:${move.paymentId}:wallet:${move.reason}`,
    kind: credit ? 'wallet_credit' : 'wallet_debit',
    at: move.at,
    paymentId: move.paymentId,
    ...(payment ? payableRefs(payment) : {}),
    lines: [
      { account: walletAccount(move.customerId), amount: -move.amount },
      { account: HELD, amount: move.amount },
    ],
  });
}

/** A balance that existed before the ledger (the demo wallet, wallets at migration). */
export async function postOpeningWallet(tx: Db, customerId: string, amount: number, at: Date) {
  return post(tx, {
    key: `wallet:${customerId}:opening`,
    kind: 'opening_balance',
    at,
    lines: [
      { account: walletAccount(customerId), amount: -amount },
      { account: OPENING, amount },
    ],
  });
}

/** What a job earns its professional and the platform (the domain's rule, at the district's pricing). */
export async function jobShares(
  tx: Db,
  order: Pick<Order, 'addressId' | 'durationHours' | 'shouldIncludeProducts' | 'total'>,
): Promise<{ earning: number; commission: number }> {
  const [address] = await tx
    .select({ districtId: addresses.districtId })
    .from(addresses)
    .where(eq(addresses.id, order.addressId))
    .limit(1);
  const district = address ? await districtPricingOf(tx, address.districtId) : null;
  // No pricing left to read (a district deleted by hand): the platform keeps nothing it cannot explain.
  if (!district) return { earning: order.total, commission: 0 };
  const products = order.shouldIncludeProducts ? await currentProductsPricing(tx) : null;
  return professionalEarning({ district, products, hours: order.durationHours, total: order.total });
}

/** The job is done (checked out): what is held for it becomes commission and the professional's earning. */
export async function postJobCompleted(tx: Db, order: Order, at: Date): Promise<boolean> {
  if (!order.professionalId) return false;
  const held = await heldForOrder(tx, order);
  if (held <= 0) return false;
  const shares = await jobShares(tx, order);
  const split = held === order.total ? shares : retainedSplit(held, { ...shares, total: order.total });
  return post(tx, {
    key: `order:${order.id}:completed`,
    kind: 'earning',
    at,
    orderId: order.id,
    professionalId: order.professionalId,
    lines: [
      { account: HELD, amount: held },
      { account: REVENUE, amount: -split.commission },
      { account: payableAccount(order.professionalId), amount: -split.earning },
    ],
  });
}

/**
 * A refund is decided for an order, after any wallet part went back (`creditWallet`): `outside` cents
 * return by card, Pix or bank transfer (refunds payable); whatever is still held beyond that is the fee the
 * cancellation policy keeps (business constants), split as the job would have been.
 */
export async function postOrderRefund(
  tx: Db,
  order: Order,
  outside: number,
  at: Date,
): Promise<{ refundDue: number; kept: number }> {
  const held = await heldForOrder(tx, order);
  const refundDue = Math.max(0, outside);
  const kept = Math.max(0, held - refundDue);
  const shares = kept > 0 ? await jobShares(tx, order) : { earning: 0, commission: 0 };
  const split = retainedSplit(kept, { ...shares, total: order.total });
  const withPro = order.professionalId && split.earning > 0;
  await post(tx, {
    key: `order:${order.id}:refund`,
    kind: kept > 0 ? 'refund_with_fee' : 'refund_due',
    at,
    orderId: order.id,
    professionalId: order.professionalId,
    lines: [
      { account: HELD, amount: refundDue + kept },
      { account: REFUNDS, amount: -refundDue },
      { account: REVENUE, amount: -(withPro ? split.commission : kept) },
      ...(withPro ? [{ account: payableAccount(order.professionalId!), amount: -split.earning }] : []),
    ],
  });
  return { refundDue, kept };
}
