import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, orders, payouts } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { LEDGER_TEXTS } from '../../words/ledger';
import { balanceSign } from './post';

/** Reading the ledger: the operator's finance screen, its CSV exports, the professional's earnings. */

export interface EntryRow {
  transactionId: string;
  key: string;
  kind: string;
  occurredAt: Date;
  orderId: string | null;
  paymentId: string | null;
  payoutId: string | null;
  professionalId: string | null;
  account: string;
  accountKind: string;
  amount: number;
}

export interface EntryFilter {
  from?: Date;
  to?: Date;
  orderId?: string;
  payoutId?: string;
  professionalId?: string;
  /** An account code ('platform_revenue', 'professional_payable:<id>'…) or kind. */
  account?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export { LEDGER_TEXTS };

/** `?from=&to=` (São Paulo days, inclusive) and ids from a query string, validated (422 with the field). */
export function parseEntryFilter(query: Record<string, unknown>): EntryFilter {
  const filter: EntryFilter = {};
  const day = (name: 'from' | 'to') => {
    const value = query[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || !DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00-03:00`)))
      throw new ApiError(422, LEDGER_TEXTS.badDate, { parameter: name });
    const start = new Date(`${value}T00:00:00-03:00`);
    return name === 'to' ? new Date(start.getTime() + 86_400_000) : start;
  };
  const id = (name: string) => {
    const value = query[name];
    if (value === undefined || value === '') return undefined;
    if (!isUuid(value)) throw new ApiError(422, LEDGER_TEXTS.badId, { parameter: name });
    return value;
  };
  const from = day('from');
  const to = day('to');
  if (from) filter.from = from;
  if (to) filter.to = to;
  const orderId = id('order_id');
  const payoutId = id('payout_id');
  const professionalId = id('professional_id');
  if (orderId) filter.orderId = orderId;
  if (payoutId) filter.payoutId = payoutId;
  if (professionalId) filter.professionalId = professionalId;
  const account = query.account;
  if (account !== undefined && account !== '') {
    if (typeof account !== 'string' || !/^[a-z_]+(:[0-9a-f-]{36})?$/.test(account))
      throw new ApiError(422, LEDGER_TEXTS.badAccount, { parameter: 'account' });
    filter.account = account;
  }
  return filter;
}

function whereOf(filter: EntryFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.from) conditions.push(gte(ledgerTransactions.occurredAt, filter.from));
  if (filter.to) conditions.push(lt(ledgerTransactions.occurredAt, filter.to));
  if (filter.orderId) conditions.push(eq(ledgerTransactions.orderId, filter.orderId));
  if (filter.payoutId) conditions.push(eq(ledgerTransactions.payoutId, filter.payoutId));
  if (filter.professionalId) conditions.push(eq(ledgerTransactions.professionalId, filter.professionalId));
  if (filter.account)
    conditions.push(
      filter.account.includes(':')
        ? eq(ledgerAccounts.code, filter.account)
        : sql`${ledgerAccounts.kind}::text = ${filter.account}`,
    );
  return conditions.length ? and(...conditions) : undefined;
}

export async function listEntries(db: Db, filter: EntryFilter, limit = 5_000): Promise<EntryRow[]> {
  const rows = await db
    .select({
      transactionId: ledgerTransactions.id,
      key: ledgerTransactions.key,
      kind: ledgerTransactions.kind,
      occurredAt: ledgerTransactions.occurredAt,
      orderId: ledgerTransactions.orderId,
      paymentId: ledgerTransactions.paymentId,
      payoutId: ledgerTransactions.payoutId,
      professionalId: ledgerTransactions.professionalId,
      account: ledgerAccounts.code,
      accountKind: ledgerAccounts.kind,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(whereOf(filter))
    .orderBy(
      ledgerTransactions.occurredAt,
      ledgerTransactions.createdAt,
      ledgerTransactions.key,
      ledgerAccounts.code,
    )
    .limit(limit);
  return rows.map((row) => ({ ...row, accountKind: String(row.accountKind) }));
}

/** What moved on each kind of account in the period, read the account's normal way. */
export async function movementsByKind(db: Db, filter: EntryFilter): Promise<Record<string, number>> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, sum: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(whereOf(filter))
    .groupBy(ledgerAccounts.kind);
  const result: Record<string, number> = Object.create(null);
  for (const row of rows) result[row.kind] = balanceSign(row.kind) * Number(row.sum);
  return result;
}

/** Per transaction kind, the amount moved (the sum of its positive entries) in the period. */
export async function totalsByTransactionKind(db: Db, filter: EntryFilter): Promise<Record<string, number>> {
  const rows = await db
    .select({
      kind: ledgerTransactions.kind,
      sum: sql<string>`sum(CASE WHEN ${ledgerEntries.amount} > 0 THEN ${ledgerEntries.amount} ELSE 0 END)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(whereOf(filter))
    .groupBy(ledgerTransactions.kind);
  const result: Record<string, number> = Object.create(null);
  for (const row of rows) result[row.kind] = Number(row.sum);
  return result;
}

/** Per professional: earned (credited to payable) and paid out in the period. */
export async function byProfessional(db: Db, filter: EntryFilter) {
  const rows = await db
    .select({
      professionalId: ledgerAccounts.ownerId,
      earned: sql<string>`sum(CASE WHEN ${ledgerEntries.amount} < 0 AND ${ledgerTransactions.kind} <> 'payout_failed' THEN -${ledgerEntries.amount} ELSE 0 END)`,
      balance: sql<string>`sum(-${ledgerEntries.amount})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerAccounts.kind, 'professional_payable'), whereOf(filter)))
    .groupBy(ledgerAccounts.ownerId);
  return rows.map((row) => ({
    professionalId: row.professionalId!,
    earned: Number(row.earned),
    movement: Number(row.balance),
  }));
}

/** Per order: what came in, the commission, the earning and what was refunded, in the period. */
export async function byOrder(db: Db, filter: EntryFilter) {
  const rows = await db
    .select({
      orderId: ledgerTransactions.orderId,
      moneyIn: sql<string>`sum(CASE WHEN ${ledgerAccounts.kind} = 'gateway_clearing' AND ${ledgerTransactions.kind} = 'money_in' THEN ${ledgerEntries.amount} ELSE 0 END)`,
      commission: sql<string>`sum(CASE WHEN ${ledgerAccounts.kind} = 'platform_revenue' THEN -${ledgerEntries.amount} ELSE 0 END)`,
      earning: sql<string>`sum(CASE WHEN ${ledgerAccounts.kind} = 'professional_payable' THEN -${ledgerEntries.amount} ELSE 0 END)`,
      refundDue: sql<string>`sum(CASE WHEN ${ledgerAccounts.kind} = 'refunds_payable' AND ${ledgerEntries.amount} < 0 THEN -${ledgerEntries.amount} ELSE 0 END)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(sql`${ledgerTransactions.orderId} IS NOT NULL`, whereOf(filter)))
    .groupBy(ledgerTransactions.orderId)
    .orderBy(ledgerTransactions.orderId)
    .limit(500);
  return rows.map((row) => ({
    orderId: row.orderId!,
    moneyIn: Number(row.moneyIn),
    commission: Number(row.commission),
    earning: Number(row.earning),
    refundDue: Number(row.refundDue),
  }));
}

export async function listPayouts(db: Db, professionalId?: string) {
  return db
    .select()
    .from(payouts)
    .where(professionalId ? eq(payouts.professionalId, professionalId) : undefined)
    .orderBy(desc(payouts.createdAt))
    .limit(1_000);
}

/** A professional's jobs with money: value, earning (posted, or what it will be), status. */
export async function professionalJobs(db: Db, professionalId: string) {
  return db
    .select({
      id: orders.id,
      startsAt: orders.startsAt,
      status: orders.status,
      total: orders.total,
      durationHours: orders.durationHours,
      addressId: orders.addressId,
      shouldIncludeProducts: orders.shouldIncludeProducts,
    })
    .from(orders)
    .where(eq(orders.professionalId, professionalId))
    .orderBy(desc(orders.startsAt))
    .limit(500);
}

/** The professional's earnings posted per order (payable credits of earning / fee transactions). */
export async function postedEarnings(db: Db, professionalId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ orderId: ledgerTransactions.orderId, sum: sql<string>`sum(-${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.code, `professional_payable:${professionalId}`),
        sql`${ledgerTransactions.orderId} IS NOT NULL`,
      ),
    )
    .groupBy(ledgerTransactions.orderId);
  return new Map(rows.map((row) => [row.orderId!, Number(row.sum)]));
}
