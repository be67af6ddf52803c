import { saoPauloDate } from '@brilho/domain';
import {
  anyBody,
  ledgerFilterQuery,
  noQuery,
  payoutFailureBody,
  payoutParams,
} from '@brilho/domain/contract';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payoutBatches } from '../../db/schema';
import { requireRole } from '../../lib/auth';
import type { ZodTypeProvider } from '../../lib/wire';
import {
  ACCOUNT_KIND_NAMES,
  LEDGER_CSV_HEADERS,
  PAYOUT_CSV_HEADERS,
  PAYOUT_STATUS_NAMES,
  TRANSACTION_KIND_NAMES,
} from '../../words/ledger';
import { requireProfessional } from '../professional-side';
import { money, toCsv } from './csv';
import { jobShares } from './events';
import { namesFor, professionalNames } from './names';
import { approveBatch, runPayouts, settlePayout } from './payouts';
import { balanceOf, payableAccount } from './post';
import {
  byOrder,
  byProfessional,
  type EntryRow,
  listEntries,
  listPayouts,
  movementsByKind,
  parseEntryFilter,
  postedEarnings,
  professionalJobs,
  totalsByTransactionKind,
} from './queries';

export { ACCOUNT_KIND_NAMES, TRANSACTION_KIND_NAMES };

const entryResource = (row: EntryRow, index: number) => ({
  type: 'ledger_entries',
  id: `${row.transactionId}:${index}`,
  attributes: {
    transaction_id: row.transactionId,
    key: row.key,
    kind: row.kind,
    kind_name: TRANSACTION_KIND_NAMES[row.kind] ?? row.kind,
    occurred_at: row.occurredAt.toISOString(),
    order_id: row.orderId,
    payment_id: row.paymentId,
    payout_id: row.payoutId,
    professional_id: row.professionalId,
    account: row.account,
    account_kind: row.accountKind,
    account_name: ACCOUNT_KIND_NAMES[row.accountKind] ?? row.accountKind,
    amount: row.amount,
  },
});

const payoutResource = (payout: Awaited<ReturnType<typeof listPayouts>>[number]) => ({
  type: 'payouts',
  id: payout.id,
  attributes: {
    batch_id: payout.batchId,
    professional_id: payout.professionalId,
    amount: payout.amount,
    pix_key: payout.pixKey,
    status: payout.status,
    failure_reason: payout.failureReason,
    created_at: payout.createdAt.toISOString(),
    approved_at: payout.approvedAt?.toISOString() ?? null,
    paid_at: payout.paidAt?.toISOString() ?? null,
    failed_at: payout.failedAt?.toISOString() ?? null,
  },
});

/** An order's customer and professional, id and name, as the finance rows show them. */
function peopleAttributes(names: Awaited<ReturnType<typeof namesFor>>, orderId: string | null) {
  const people = names.order(orderId);
  return {
    customer_id: people?.customerId ?? null,
    customer_name: people?.customerName ?? null,
    professional_id: people?.professionalId ?? null,
    professional_name: names.professional(people?.professionalId),
  };
}

/** Monday of the São Paulo week of a day ('2026-11-25' → '2026-11-23'). */
function weekOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const offset = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The ledger's API: the operator's finance figures, entries, payouts and CSV exports; the
 * professional's earnings. Operator routes answer 403 to anyone else; the professional's own only.
 */
export async function ledgerRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const filtered = { schema: { querystring: ledgerFilterQuery } };
  const none = { schema: { querystring: noQuery } };

  app.get('/operator/finance', filtered, async (request) => {
    requireRole(request, 'operator');
    const filter = parseEntryFilter(request.query);
    const [accounts, kinds, professionals, ordersList] = await Promise.all([
      movementsByKind(ctx.db, filter),
      totalsByTransactionKind(ctx.db, filter),
      byProfessional(ctx.db, filter),
      byOrder(ctx.db, filter),
    ]);
    const names = await namesFor(ctx.db, [...professionals, ...ordersList]);
    return {
      data: {
        type: 'finance_summaries',
        id: 'finance',
        attributes: {
          // Each figure links to its entries: /operator/ledger/entries with the same period and `account`.
          settled: kinds.money_in ?? 0,
          revenue: accounts.platform_revenue ?? 0,
          payables: accounts.professional_payable ?? 0,
          refunds_payable: accounts.refunds_payable ?? 0,
          refunds_paid: kinds.refund_paid ?? 0,
          payouts_in_transit: accounts.payouts_in_transit ?? 0,
          payouts_paid: kinds.payout_paid ?? 0,
          wallets: accounts.customer_wallet ?? 0,
          held: accounts.orders_held ?? 0,
          gateway: accounts.gateway_clearing ?? 0,
          by_professional: professionals.map((row) => ({
            professional_id: row.professionalId,
            professional_name: names.professional(row.professionalId),
            earned: row.earned,
            payable_movement: row.movement,
          })),
          by_order: ordersList.map((row) => ({
            order_id: row.orderId,
            ...peopleAttributes(names, row.orderId),
            money_in: row.moneyIn,
            commission: row.commission,
            earning: row.earning,
            refund_due: row.refundDue,
          })),
        },
      },
    };
  });

  app.get('/operator/ledger/entries', filtered, async (request) => {
    requireRole(request, 'operator');
    const rows = await listEntries(ctx.db, parseEntryFilter(request.query));
    const names = await namesFor(ctx.db, rows);
    return {
      data: rows.map((row, index) => {
        const resource = entryResource(row, index);
        return {
          ...resource,
          attributes: {
            ...resource.attributes,
            customer_id: names.order(row.orderId)?.customerId ?? null,
            customer_name: names.order(row.orderId)?.customerName ?? null,
            // The transaction's professional (an earning, a payout), as `professional_id`.
            professional_name: names.professional(row.professionalId),
          },
        };
      }),
    };
  });

  app.get('/operator/ledger.csv', filtered, async (request, reply) => {
    requireRole(request, 'operator');
    const rows = await listEntries(ctx.db, parseEntryFilter(request.query), 100_000);
    const csv = toCsv(
      [...LEDGER_CSV_HEADERS],
      rows.map((row) => [
        row.occurredAt.toISOString(),
        row.key,
        TRANSACTION_KIND_NAMES[row.kind] ?? row.kind,
        row.account,
        ACCOUNT_KIND_NAMES[row.accountKind] ?? row.accountKind,
        money(row.amount),
        row.orderId,
        row.paymentId,
        row.payoutId,
      ]),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="razao-${saoPauloDate(ctx.clock.now())}.csv"`)
      .send(csv);
  });

  app.get('/operator/payouts', none, async (request) => {
    requireRole(request, 'operator');
    const rows = await listPayouts(ctx.db);
    const names = await professionalNames(
      ctx.db,
      rows.map((row) => row.professionalId),
    );
    return {
      data: rows.map((row) => {
        const resource = payoutResource(row);
        return {
          ...resource,
          attributes: { ...resource.attributes, professional_name: names.get(row.professionalId) ?? null },
        };
      }),
    };
  });

  app.get('/operator/payouts.csv', none, async (request, reply) => {
    requireRole(request, 'operator');
    const rows = await listPayouts(ctx.db);
    const csv = toCsv(
      [...PAYOUT_CSV_HEADERS],
      rows.map((row) => [
        row.createdAt.toISOString(),
        row.id,
        row.batchId,
        row.professionalId,
        row.pixKey,
        money(row.amount),
        PAYOUT_STATUS_NAMES[row.status] ?? row.status,
        row.paidAt?.toISOString() ?? null,
        row.failureReason,
      ]),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="repasses-${saoPauloDate(ctx.clock.now())}.csv"`)
      .send(csv);
  });

  app.get('/operator/payout-batches', none, async (request) => {
    requireRole(request, 'operator');
    const batches = await ctx.db
      .select()
      .from(payoutBatches)
      .orderBy(desc(payoutBatches.createdAt))
      .limit(100);
    return {
      data: batches.map((batch) => ({
        type: 'payout_batches',
        id: batch.id,
        attributes: {
          run_date: batch.runDate,
          approved_at: batch.approvedAt?.toISOString() ?? null,
          created_at: batch.createdAt.toISOString(),
        },
      })),
    };
  });

  app.post('/operator/payouts/run', { schema: { body: anyBody } }, async (request, reply) => {
    requireRole(request, 'operator');
    const batch = await runPayouts(ctx);
    if (!batch) return reply.status(204).send();
    return { data: { type: 'payout_batches', id: batch.id, attributes: { run_date: batch.runDate } } };
  });

  app.post(
    '/operator/payout-batches/:id/approve',
    { schema: { params: payoutParams, body: anyBody } },
    async (request) => {
      const actor = requireRole(request, 'operator');
      const { id } = request.params;
      const batch = await approveBatch(ctx, actor, id);
      return {
        data: {
          type: 'payout_batches',
          id: batch.id,
          attributes: { run_date: batch.runDate, approved_at: batch.approvedAt?.toISOString() ?? null },
        },
      };
    },
  );

  app.post(
    '/operator/payouts/:id/paid',
    { schema: { params: payoutParams, body: anyBody } },
    async (request) => {
      const actor = requireRole(request, 'operator');
      const { id } = request.params;
      return { data: payoutResource(await settlePayout(ctx, actor, id, { status: 'paid' })) };
    },
  );

  app.post(
    '/operator/payouts/:id/failed',
    { schema: { params: payoutParams, body: payoutFailureBody } },
    async (request) => {
      const actor = requireRole(request, 'operator');
      const { id } = request.params;
      const reason = request.body?.data?.attributes?.reason;
      return {
        data: payoutResource(
          await settlePayout(ctx, actor, id, {
            status: 'failed',
            reason: typeof reason === 'string' ? reason : '',
          }),
        ),
      };
    },
  );

  app.get('/professional/earnings', none, async (request) => {
    const me = await requireProfessional(ctx, request);
    const professionalId = me.professional.id;
    const [jobs, posted, history, payable] = await Promise.all([
      professionalJobs(ctx.db, professionalId),
      postedEarnings(ctx.db, professionalId),
      listPayouts(ctx.db, professionalId),
      balanceOf(ctx.db, payableAccount(professionalId)),
    ]);
    const PENDING = ['paid', 'provisioning', 'rescheduling', 'rebooking'];
    const rows = [];
    let pending = 0;
    for (const job of jobs) {
      const earned = posted.get(job.id);
      const upcoming = PENDING.includes(job.status);
      if (earned === undefined && !upcoming) continue;
      const share = earned ?? (await jobShares(ctx.db, job)).earning;
      if (earned === undefined) pending += share;
      const day = saoPauloDate(job.startsAt);
      rows.push({
        order_id: job.id,
        date: day,
        week: weekOf(day),
        status: job.status,
        value: job.total,
        share,
        state: earned === undefined ? 'pending' : 'earned',
      });
    }
    const inTransit = history.filter((p) => p.status === 'approved').reduce((sum, p) => sum + p.amount, 0);
    const paid = history.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amount, 0);
    return {
      data: {
        type: 'earnings',
        id: professionalId,
        attributes: {
          pending,
          payable,
          in_transit: inTransit,
          paid,
          jobs: rows,
          payouts: history.map((p) => payoutResource(p).attributes),
        },
      },
    };
  });
}
