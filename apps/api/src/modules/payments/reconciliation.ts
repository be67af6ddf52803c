import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { payments } from '../../db/schema';
import { PAYMENT_TEXTS } from '../../words/payments';
import { type Outbox, publishAll, sendOwedJobs } from '../orders';
import { applyChargeUpdate, type ChargeApplied } from './charges';
import type { GatewayChargeState } from './gateway/port';
import { findPayment, instrumentOf, lockPayment, updatePayment } from './queries';
import { giveUpAttempt, type Log, refundCharge } from './service';

/**
 * The payment reconciliation: a crash between the gateway's charge and our recording of it, or
 * webhooks that never arrive, must not leave money in limbo. Every payment left without an outcome — still
 * `created` two minutes after its last change with nobody calling the gateway for it — and every refund
 * still owed (`refund_due_at`) is looked at by a durable job (`payment-reconcile`, one per payment) that
 * asks the gateway about our reference (`getCharge`) and then:
 * - the gateway charged: the charge id is recorded and its status applied as a webhook would be (charges.ts)
 *   — paying the order, or, when the order or cycle was cancelled meanwhile or another payment paid it,
 *   refunding the charge;
 * - the gateway never charged under our reference: the attempt is given up (credit back, order payable);
 * - a refund is owed and the money is still there: the refund is asked again (idempotent at the gateway).
 * A recurring sweep (`payment-reconcile-sweep`, every 60 s, like the lifecycle sweep) finds them.
 */

export const PAYMENT_RECONCILE_JOB = 'payment-reconcile';
export const PAYMENT_RECONCILE_SWEEP_JOB = 'payment-reconcile-sweep';
/** How long an attempt may stay without an outcome before the gateway is asked about it. */
export const RECONCILE_GRACE_SECONDS = 120;
/** How often a payment still pending at the gateway is asked about (a lost webhook is found this late). */
export const RECONCILE_PENDING_SECONDS = 30 * 60;
export const RECONCILE_SWEEP_SECONDS = 60;
const SWEEP_KEY = 'sweep';
/** Payments queued per sweep; a larger backlog is taken by the next sweeps. */
const SWEEP_BATCH = 200;

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'gateway' | 'jobs'>;

const reconcileData = z.object({ paymentId: z.uuid() });

/** Statuses that still wait for the gateway's word (a webhook may have been lost on the way). */
const PENDING_STATUSES = ['waiting', 'in_analysis', 'pre_authorized', 'authorized', 'requested'] as const;

/**
 * Payments due for a question to the gateway, oldest first: an attempt still `created` two minutes after its
 * last change with nobody calling the gateway for it, a refund still owed, and — asked at most every 30
 * minutes — a payment still pending at the gateway (a boleto waiting, a card in analysis).
 */
async function dueForReconciliation(db: Db, now: Date): Promise<string[]> {
  const before = new Date(now.getTime() - RECONCILE_GRACE_SECONDS * 1000);
  const pendingBefore = new Date(now.getTime() - RECONCILE_PENDING_SECONDS * 1000);
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      or(
        and(
          or(
            and(
              eq(payments.status, 'created'),
              or(isNull(payments.attemptUntil), lte(payments.attemptUntil, now)),
            ),
            isNotNull(payments.refundDueAt),
          ),
          lte(payments.updatedAt, before),
          or(isNull(payments.reconciledAt), lte(payments.reconciledAt, before)),
        ),
        and(
          inArray(payments.status, [...PENDING_STATUSES]),
          lte(payments.updatedAt, pendingBefore),
          or(isNull(payments.reconciledAt), lte(payments.reconciledAt, pendingBefore)),
        ),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(SWEEP_BATCH);
  return rows.map((row) => row.id);
}

/** The gateway's answer applied to the payment, under its lock; null when nothing changed. */
async function settle(
  tx: Db,
  outbox: Outbox,
  paymentId: string,
  state: GatewayChargeState | null,
  now: Date,
): Promise<ChargeApplied | null> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment) return null;
  await updatePayment(tx, payment.id, { reconciledAt: now });
  if (!state) {
    // Nothing charged under our reference. A payment with a charge id is older than references (the
    // gateway can't answer for it by reference): left alone. One whose gateway call is running is too.
    const calling = payment.attemptUntil !== null && payment.attemptUntil > now;
    if (payment.status !== 'created' || payment.gatewayId !== null || calling) return null;
    await giveUpAttempt(tx, outbox, payment, PAYMENT_TEXTS.attemptLost, now);
    return { result: 'applied', refund: false };
  }
  if (state.status === 'created') {
    if (payment.gatewayId === null) await updatePayment(tx, payment.id, { gatewayId: state.chargeId });
    return null;
  }
  return applyChargeUpdate(
    tx,
    outbox,
    payment,
    {
      chargeId: state.chargeId,
      status: state.status,
      sequence: state.sequence,
      eventId: `reconciliation:${state.chargeId}:${state.sequence}`,
      ...(state.reason === undefined ? {} : { reason: state.reason }),
    },
    now,
  );
}

/** Asks the gateway about one payment and settles, refunds or gives it up; answers what was applied. */
export async function reconcilePayment(ctx: Ctx, log: Log, paymentId: string): Promise<ChargeApplied | null> {
  const payment = await findPayment(ctx.db, paymentId);
  if (!payment) return null;
  // A gateway that does not answer throws: the job is retried. A Pix is asked of the API Pix (GET /cob/{txid}).
  const pix = (await instrumentOf(ctx.db, payment.id))?.type === 'pix' ? ctx.gateway.pix : undefined;
  const state = await (pix ?? ctx.gateway).getCharge(payment.reference);
  const outbox: Outbox = [];
  const applied = await ctx.db.transaction(async (tx) => {
    const settled = await settle(tx, outbox, paymentId, state, ctx.clock.now());
    await sendOwedJobs(ctx, tx, outbox);
    return settled;
  });
  await publishAll(ctx, outbox);
  const after = await findPayment(ctx.db, paymentId);
  const chargeId = state?.chargeId ?? after?.gatewayId ?? null;
  // Still owed: the refund is asked (again). The gateway answers an already refunded charge quietly, and
  // one whose refund is under way refunds it once.
  const stillHeld = state === null || state.status === 'authorized' || state.status === 'settled';
  if (after?.refundDueAt && chargeId && stillHeld) await refundCharge(ctx, log, chargeId);
  return applied;
}

/** Queues a reconciliation job for every payment due; answers how many. */
export async function sweepReconciliation(ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>): Promise<number> {
  const ids = await dueForReconciliation(ctx.db, ctx.clock.now());
  for (const paymentId of ids)
    await ctx.jobs.send(PAYMENT_RECONCILE_JOB, { paymentId }, { singletonKey: paymentId });
  return ids.length;
}

/** Starts the recurring sweep (idempotent: one waiting sweep at most). The worker calls it once it is ready. */
export async function startPaymentReconciliation(ctx: Pick<AppContext, 'jobs'>, at?: Date): Promise<void> {
  await ctx.jobs.send(
    PAYMENT_RECONCILE_SWEEP_JOB,
    {},
    { singletonKey: SWEEP_KEY, ...(at ? { startAfter: at } : {}) },
  );
}

/** The sweep first, then the per-payment queue: a sweep's jobs run in the same round of `runDue`. */
export function registerPaymentReconciliation(ctx: Ctx, log: Log): void {
  ctx.jobs.work(
    PAYMENT_RECONCILE_SWEEP_JOB,
    async () => {
      try {
        await sweepReconciliation(ctx);
      } finally {
        // The next round is sent even when this one failed, so the sweep never stops for good.
        await startPaymentReconciliation(
          ctx,
          new Date(ctx.clock.now().getTime() + RECONCILE_SWEEP_SECONDS * 1000),
        );
      }
    },
    { singleton: true },
  );
  ctx.jobs.work(
    PAYMENT_RECONCILE_JOB,
    async (data) => {
      await reconcilePayment(ctx, log, reconcileData.parse(data).paymentId);
    },
    { singleton: true },
  );
}

/** For tests and operators: the payments a sweep would look at now. */
export const reconciliationCandidates = (ctx: Pick<AppContext, 'db' | 'clock'>) =>
  dueForReconciliation(ctx.db, ctx.clock.now());
