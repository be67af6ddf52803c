import type { Db } from '../../db';
import type { Payment } from '../../db/schema';
import { isPosted, postMoneyOwedBack, postRefundPaid } from '../ledger';
import type { Outbox } from '../orders';
import { applyChargeStatus } from './effects';
import type { GatewayChargeStatus } from './gateway/port';
import {
  appliedSequence,
  GIVEN_UP_PAYMENT_STATUSES,
  lockPaymentByCharge,
  lockPaymentByReference,
  recordAppliedSequence,
  updatePayment,
} from './queries';

/**
 * What the gateway says of one charge — a webhook, or the reconciliation's question — applied to our payment
 * inside the caller's transaction. Both paths end here, so a charge moves our books the same way whoever
 * told us. Rules (docs/decisions/0064-payments-our-reference-at-the-gateway-and-the-reconciliation.md):
 * - the payment is found by our reference first (it reaches the gateway before any charge exists), by the
 *   charge id for charges made before references; a payment found by reference gets the charge id now;
 * - a change older than the newest applied to the charge is stale and changes nothing;
 * - the newest applied sequence advances only when the change was applied: one the state machine refuses
 *   leaves it where it was, so a genuine later delivery of an earlier step still applies;
 * - money (authorized/settled) that cannot pay anything — its order or cycle was cancelled, or the attempt
 *   was given up — is owed back: `refund_due_at` is set in this transaction, the caller asks the gateway for
 *   the refund after the commit, and the reconciliation asks again until the gateway says `refunded`.
 */

export type ChargeResult = 'applied' | 'replayed' | 'stale' | 'refused' | 'unknown';

export interface ChargeUpdate {
  chargeId: string;
  /** Our reference as the gateway sent it back (absent on charges made before references). */
  reference?: string;
  status: GatewayChargeStatus;
  sequence: number;
  reason?: string;
  /** What records the sequence as applied: the webhook's event id, or the reconciliation's own. */
  eventId: string;
}

export interface ChargeApplied {
  result: ChargeResult;
  /** Ask the gateway for a refund of the charge after the commit. */
  refund: boolean;
  /** A cycle's orders the change paid: their lifecycle is scheduled after the commit. */
}

const MONEY_IN: readonly GatewayChargeStatus[] = ['authorized', 'settled'];
const isGivenUp = (payment: Payment) =>
  (GIVEN_UP_PAYMENT_STATUSES as readonly string[]).includes(payment.status);

/** The payment a charge belongs to, locked: changes of one charge apply one at a time. */
export async function lockPaymentOfCharge(
  tx: Db,
  update: Pick<ChargeUpdate, 'chargeId' | 'reference'>,
): Promise<Payment | null> {
  const byReference = update.reference ? await lockPaymentByReference(tx, update.reference) : null;
  return byReference ?? lockPaymentByCharge(tx, update.chargeId);
}

/** A change the state machine refused: only what money needs is recorded (a refund owed, or settled). */
async function refusedChange(tx: Db, payment: Payment, update: ChargeUpdate, at: Date) {
  if (update.status === 'refunded' && payment.refundDueAt) {
    await updatePayment(tx, payment.id, { refundDueAt: null });
    if (await isPosted(tx, `payment:${payment.id}:refund_due`))
      await postRefundPaid(tx, payment, payment.amount, at);
    return { result: 'refused' as const, refund: false };
  }
  // The gateway holds money for an attempt we gave up (cancelled before its charge was known to us).
  if (MONEY_IN.includes(update.status) && isGivenUp(payment) && payment.status !== 'refunded') {
    if (payment.refundDueAt) return { result: 'refused' as const, refund: false };
    await updatePayment(tx, payment.id, { refundDueAt: at });
    await postMoneyOwedBack(tx, payment, at);
    return { result: 'refused' as const, refund: true };
  }
  return { result: 'refused' as const, refund: false };
}

export async function applyChargeUpdate(
  tx: Db,
  outbox: Outbox,
  found: Payment,
  update: ChargeUpdate,
  at: Date,
): Promise<ChargeApplied> {
  const payment =
    found.gatewayId === null ? await updatePayment(tx, found.id, { gatewayId: update.chargeId }) : found;
  if (update.sequence <= (await appliedSequence(tx, update.chargeId)))
    return { result: 'stale', refund: false };
  const outcome = await applyChargeStatus(tx, outbox, payment, update.status, update.reason, at);
  if (outcome.payment.status === payment.status) return refusedChange(tx, payment, update, at);
  await recordAppliedSequence(
    tx,
    { id: update.eventId, chargeId: update.chargeId, sequence: update.sequence, status: update.status },
    at,
  );
  if (outcome.refund) await updatePayment(tx, payment.id, { refundDueAt: at });
  else if (update.status === 'refunded' && payment.refundDueAt)
    await updatePayment(tx, payment.id, { refundDueAt: null });
  return { result: 'applied', refund: outcome.refund };
}
