import { isoWeekday, PAYOUT_MINIMUM_CENTS, saoPauloDate } from '@brilho/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db';
import {
  ledgerAccounts,
  ledgerEntries,
  type Payout,
  type PayoutBatch,
  payoutBatches,
  payouts,
  professionals,
} from '../../db/schema';
import { registerRecurring } from '../../jobs/recurring';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { PAYOUT_TEXTS } from '../../words/ledger';
import { recordAudit } from '../audit';
import { GATEWAY, IN_TRANSIT, payableAccount, post } from './post';

/**
 * Payouts (docs/decisions/0085-ledger-one-double-entry-ledger-for-every-centavo-issue-22.md): a
 * weekly run proposes one payout per professional
 * whose payable (less what is already proposed or approved) reaches PAYOUT_MINIMUM_CENTS and who has a Pix
 * key; an operator approves the batch (payable → in transit); the operator marks each payout paid (in transit
 * → gateway clearing) or failed (in transit → payable again). The Pix port has no outgoing transfer yet, so
 * the money leaves by the team's own Pix and is marked paid by hand.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jobs'>;

export const PAYOUT_RUN_JOB = 'ledger.payout-run';
/** The run looks every hour and proposes on Mondays (São Paulo), once per day (`run_date` is unique). */
const PAYOUT_RUN_SECONDS = 3_600;
const PAYOUT_WEEKDAY = 1;

export { PAYOUT_TEXTS };

/** Professional id → what is payable and not yet in a proposed or approved payout. */
async function payableNotInPayouts(tx: Db): Promise<Map<string, number>> {
  const rows = await tx
    .select({ ownerId: ledgerAccounts.ownerId, sum: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerAccounts.kind, 'professional_payable'))
    .groupBy(ledgerAccounts.ownerId);
  const open = await tx
    .select({ professionalId: payouts.professionalId, sum: sql<string>`sum(${payouts.amount})` })
    .from(payouts)
    // Approved payouts already left payables in the ledger; proposed ones not yet.
    .where(eq(payouts.status, 'proposed'))
    .groupBy(payouts.professionalId);
  const proposed = new Map(open.map((row) => [row.professionalId, Number(row.sum)]));
  const result = new Map<string, number>();
  for (const row of rows)
    if (row.ownerId) result.set(row.ownerId, -Number(row.sum) - (proposed.get(row.ownerId) ?? 0));
  return result;
}

/** Proposes the batch of `runDate` (once); answers it, or null when nobody reaches the minimum. */
export async function runPayouts(
  ctx: Ctx,
  runDate = saoPauloDate(ctx.clock.now()),
): Promise<PayoutBatch | null> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // One run at a time: the advisory lock keeps two workers from proposing the same money twice.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(20261125)`);
    const [existing] = await tx.select().from(payoutBatches).where(eq(payoutBatches.runDate, runDate));
    if (existing) return existing;
    const due = [...(await payableNotInPayouts(tx))].filter(([, amount]) => amount >= PAYOUT_MINIMUM_CENTS);
    if (due.length === 0) return null;
    const keys = await tx
      .select({ id: professionals.id, pixKey: professionals.pixKey })
      .from(professionals)
      .where(
        inArray(
          professionals.id,
          due.map(([id]) => id),
        ),
      );
    const pixKeyOf = new Map(keys.map((row) => [row.id, row.pixKey]));
    // Without a registered Pix key there is nowhere to pay: the money stays payable for a later run.
    const payable = due.filter(([id]) => pixKeyOf.get(id));
    if (payable.length === 0) return null;
    const [batch] = await tx.insert(payoutBatches).values({ runDate, createdAt: now }).returning();
    await tx.insert(payouts).values(
      payable.map(([professionalId, amount]) => ({
        batchId: batch!.id,
        professionalId,
        amount,
        pixKey: pixKeyOf.get(professionalId) ?? null,
        createdAt: now,
      })),
    );
    return batch!;
  });
}

/** The weekly run as a durable recurring job (jobs/recurring.ts). */
export function registerPayoutRun(ctx: Ctx) {
  return registerRecurring(ctx, PAYOUT_RUN_JOB, PAYOUT_RUN_SECONDS, async () => {
    const today = saoPauloDate(ctx.clock.now());
    if (isoWeekday(today) === PAYOUT_WEEKDAY) await runPayouts(ctx, today);
  });
}

async function lockedPayout(tx: Db, id: string): Promise<Payout> {
  const [row] = isUuid(id) ? await tx.select().from(payouts).where(eq(payouts.id, id)).for('update') : [];
  if (!row) throw new ApiError(404, PAYOUT_TEXTS.payoutNotFound);
  return row;
}

/** The operator approves a batch: each proposed payout leaves the professional's payable, in transit. */
export async function approveBatch(ctx: Ctx, actor: Actor, batchId: string): Promise<PayoutBatch> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [batch] = isUuid(batchId)
      ? await tx.select().from(payoutBatches).where(eq(payoutBatches.id, batchId)).for('update')
      : [];
    if (!batch) throw new ApiError(404, PAYOUT_TEXTS.batchNotFound);
    if (batch.approvedAt) throw new ApiError(409, PAYOUT_TEXTS.notApprovable, { code: 'batch_approved' });
    const proposed = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.batchId, batch.id), eq(payouts.status, 'proposed')));
    for (const payout of proposed) {
      await tx.update(payouts).set({ status: 'approved', approvedAt: now }).where(eq(payouts.id, payout.id));
      await post(tx, {
        key: `payout:${payout.id}:approved`,
        kind: 'payout_approved',
        at: now,
        payoutId: payout.id,
        professionalId: payout.professionalId,
        lines: [
          { account: payableAccount(payout.professionalId), amount: payout.amount },
          { account: IN_TRANSIT, amount: -payout.amount },
        ],
      });
    }
    const [approved] = await tx
      .update(payoutBatches)
      .set({ approvedAt: now, approvedBy: actor.accountId })
      .where(eq(payoutBatches.id, batch.id))
      .returning();
    await recordAudit(
      tx,
      actor,
      {
        action: 'payout_batch.approve',
        subjectType: 'payout_batches',
        subjectId: batch.id,
        data: { payouts: proposed.length },
      },
      now,
    );
    return approved!;
  });
}

/** How an approved payout ends: paid (out of the gateway's clearing) or failed (back to payables). */
export type PayoutOutcome = { status: 'paid' } | { status: 'failed'; reason: string };

/**
 * Settles an approved payout in one transaction: its status, the ledger entries that take the money out of
 * transit — to the gateway's clearing when the Pix reached the professional, back to her payable when it
 * failed (a wrong key, a refused Pix) — and the audit. Anything but an approved payout is a 409.
 */
export async function settlePayout(
  ctx: Ctx,
  actor: Actor,
  payoutId: string,
  outcome: PayoutOutcome,
): Promise<Payout> {
  const now = ctx.clock.now();
  const why = outcome.status === 'failed' ? outcome.reason.trim().slice(0, 500) : null;
  if (why === '')
    throw new ApiError(422, PAYOUT_TEXTS.reasonRequired, { pointer: '/data/attributes/reason' });
  return ctx.db.transaction(async (tx) => {
    const payout = await lockedPayout(tx, payoutId);
    if (payout.status !== 'approved')
      throw new ApiError(409, PAYOUT_TEXTS.notApproved, { code: 'not_approved' });
    const [settled] = await tx
      .update(payouts)
      .set(
        why === null
          ? { status: 'paid', paidAt: now }
          : { status: 'failed', failedAt: now, failureReason: why },
      )
      .where(eq(payouts.id, payout.id))
      .returning();
    const to = why === null ? GATEWAY : payableAccount(payout.professionalId);
    await post(tx, {
      key: `payout:${payout.id}:${outcome.status}`,
      kind: `payout_${outcome.status}`,
      at: now,
      payoutId: payout.id,
      professionalId: payout.professionalId,
      lines: [
        { account: IN_TRANSIT, amount: payout.amount },
        { account: to, amount: -payout.amount },
      ],
    });
    await recordAudit(
      tx,
      actor,
      {
        action: `payout.${outcome.status}`,
        subjectType: 'payouts',
        subjectId: payout.id,
        data: { amount_cents: payout.amount, ...(why === null ? {} : { reason: why }) },
      },
      now,
    );
    return settled!;
  });
}
