import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  type FundingInstrument,
  fundingInstruments,
  type Order,
  type Payment,
  payments,
} from '../../db/schema';
import { postOrderRefund, postRefundPaid } from '../ledger';
import type { Outbox } from '../orders';
import { movePayment } from './machine';
import { creditWallet } from './wallet';

/**
 * An order's money going back to its customer, as every refund path gives it (the operator's refund of an order,
 * the conclusion of a cancellation ticket's refund): the payment that paid, how the money goes back, the wallet
 * part and the ledger's postings. The order's move and the audit stay with the caller, whose answer differs.
 */

const MONEY_IN = ['authorized', 'settled', 'available_for_withdrawal'] as const;

export interface PaidPayment {
  payment: Payment;
  instrument: FundingInstrument | null;
}

/** The order's payment that brought the money in, with its instrument; null when none did. */
export async function paymentThatPaid(tx: Db, orderId: string): Promise<PaidPayment | null> {
  const [row] = await tx
    .select({ payment: payments, instrument: fundingInstruments })
    .from(payments)
    .leftJoin(fundingInstruments, eq(fundingInstruments.paymentId, payments.id))
    .where(
      and(
        eq(payments.payableType, 'orders'),
        eq(payments.payableId, orderId),
        inArray(payments.status, [...MONEY_IN]),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** What paid the order: the instrument's type, or the account balance for an order marked paid by it. */
export function paidWith(
  order: Pick<Order, 'paidByAccountBalance'>,
  paid: PaidPayment | null,
): FundingInstrument['type'] | null {
  return paid?.instrument?.type ?? (order.paidByAccountBalance ? 'account_balance' : null);
}

/** How a refund reaches the customer, in the tickets' and the console's words. */
export type RefundMethod = 'card' | 'pix' | 'bank_transfer' | 'account_balance';

/** The instrument's type (null: paid from the account balance) as the way its refund goes back. */
export function refundMethodOf(type: FundingInstrument['type'] | null): RefundMethod {
  if (type === 'credit_card') return 'card';
  if (type === 'pix') return 'pix';
  if (type === 'boletos') return 'bank_transfer';
  return 'account_balance';
}

/**
 * Gives `amountCents` of the order back: what the account balance paid returns to the wallet first, the rest
 * is owed back in the ledger (`refundDue`; what the cancellation policy keeps is split as the job). Runs in the
 * caller's transaction, after the order moved to refunded (with no payment found, all of it is owed back).
 */
export async function giveMoneyBack(
  tx: Db,
  order: Order,
  paid: PaidPayment | null,
  amountCents: number,
  at: Date,
): Promise<{ walletCents: number; refundDue: number }> {
  const fromWallet = !paid
    ? 0
    : paidWith(order, paid) === 'account_balance'
      ? paid.payment.amount
      : paid.payment.consumedAccountBalance;
  const walletCents = Math.min(amountCents, fromWallet);
  if (paid && walletCents > 0)
    await creditWallet(tx, order.customerId, walletCents, {
      reason: 'order_refund',
      paymentId: paid.payment.id,
      at,
    });
  const { refundDue } = await postOrderRefund(tx, order, amountCents - walletCents, at);
  return { walletCents, refundDue };
}

/**
 * The refund settled here rather than by the gateway's webhook (the team's bank transfer, or nothing left
 * outside the wallet): the payment reads refunded and what was owed back is paid in the ledger.
 */
export async function settleRefundHere(
  tx: Db,
  outbox: Outbox,
  payment: Payment,
  refundDue: number,
  at: Date,
): Promise<void> {
  const refunded = await movePayment(tx, outbox, payment, 'refunded', at);
  if (refunded && refundDue > 0) await postRefundPaid(tx, refunded, refundDue, at);
}
