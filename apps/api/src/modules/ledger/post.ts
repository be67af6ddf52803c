import { type LedgerLine, netLines, unbalancedReason } from '@brilho/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { type LedgerAccountKind, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

/**
 * Posting to the double-entry ledger (docs/decisions/0085-ledger-one-double-entry-ledger-for-every-centavo-issue-22.md). Always inside the caller's
 * transaction, the one that makes the state change owing the movement: both commit or neither does.
 * A posting is keyed by its causing event; a second posting with the same key is a replay and changes
 * nothing (INSERT … ON CONFLICT DO NOTHING on the unique key). Entries are checked to sum to zero here
 * and again by the deferred constraint trigger of migration 0013 at COMMIT.
 *
 * Sign convention: debit positive, credit negative. Only gateway_clearing is debit-normal (money we hold at
 * the gateway); every other account's balance is read as minus the sum of its entries.
 */

type SharedKind = Exclude<LedgerAccountKind, 'customer_wallet' | 'professional_payable'>;
export type AccountRef =
  | { kind: SharedKind }
  | { kind: 'customer_wallet'; ownerId: string }
  | { kind: 'professional_payable'; ownerId: string };

export const GATEWAY: AccountRef = { kind: 'gateway_clearing' };
export const HELD: AccountRef = { kind: 'orders_held' };
export const REVENUE: AccountRef = { kind: 'platform_revenue' };
export const REFUNDS: AccountRef = { kind: 'refunds_payable' };
export const IN_TRANSIT: AccountRef = { kind: 'payouts_in_transit' };
export const OPENING: AccountRef = { kind: 'opening_balances' };
export const walletAccount = (customerAccountId: string): AccountRef => ({
  kind: 'customer_wallet',
  ownerId: customerAccountId,
});
export const payableAccount = (professionalId: string): AccountRef => ({
  kind: 'professional_payable',
  ownerId: professionalId,
});

export const accountCode = (ref: AccountRef): string =>
  'ownerId' in ref ? `${ref.kind}:${ref.ownerId}` : ref.kind;

/** Debit-normal accounts read their balance as the sum; the rest as minus the sum. */
export const balanceSign = (kind: LedgerAccountKind): 1 | -1 => (kind === 'gateway_clearing' ? 1 : -1);

/** The account's id, created on first use. */
export async function ledgerAccountId(tx: Db, ref: AccountRef): Promise<string> {
  const code = accountCode(ref);
  const [row] = await tx
    .insert(ledgerAccounts)
    .values({ code, kind: ref.kind, ownerId: 'ownerId' in ref ? ref.ownerId : null })
    .onConflictDoUpdate({ target: ledgerAccounts.code, set: { code } })
    .returning({ id: ledgerAccounts.id });
  return row!.id;
}

export interface Posting {
  /** The causing event, e.g. 'payment:<id>:money_in'. */
  key: string;
  kind: string;
  at: Date;
  orderId?: string | null;
  cycleId?: string | null;
  paymentId?: string | null;
  payoutId?: string | null;
  professionalId?: string | null;
  lines: { account: AccountRef; amount: number }[];
}

export class UnbalancedPosting extends Error {}

/**
 * Posts one balanced transaction; answers false when there was nothing to post (every line nets to zero)
 * or the event was already posted (a replay).
 */
export async function post(tx: Db, posting: Posting): Promise<boolean> {
  const netted = netLines(
    posting.lines.map((line) => ({ account: accountCode(line.account), amount: line.amount })),
  );
  if (netted.length === 0) return false;
  const reason = unbalancedReason(netted);
  if (reason) throw new UnbalancedPosting(`${posting.key}: ${reason}`);
  const refs = new Map(posting.lines.map((line) => [accountCode(line.account), line.account]));
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      key: posting.key,
      kind: posting.kind,
      orderId: posting.orderId ?? null,
      cycleId: posting.cycleId ?? null,
      paymentId: posting.paymentId ?? null,
      payoutId: posting.payoutId ?? null,
      professionalId: posting.professionalId ?? null,
      occurredAt: posting.at,
    })
    .onConflictDoNothing({ target: ledgerTransactions.key })
    .returning({ id: ledgerTransactions.id });
  if (!created) return false;
  const rows: (typeof ledgerEntries.$inferInsert)[] = [];
  for (const line of netted as LedgerLine[])
    rows.push({
      transactionId: created.id,
      accountId: await ledgerAccountId(tx, refs.get(line.account)!),
      amount: line.amount,
      createdAt: posting.at,
    });
  await tx.insert(ledgerEntries).values(rows);
  return true;
}

/** Whether an event was posted already. */
export async function isPosted(tx: Db, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.key, key))
    .limit(1);
  return row !== undefined;
}

/** An account's balance, read the account's normal way (a wallet's credit is positive). */
export async function balanceOf(tx: Db, ref: AccountRef): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerAccounts.code, accountCode(ref)));
  return balanceSign(ref.kind) * Number(row?.sum ?? 0);
}

/** What the ledger holds for an order in orders_held: its own postings, plus its share of a paid cycle. */
export async function heldForOrder(
  tx: Db,
  order: { id: string; cycleId: string | null; total: number },
): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerAccounts.kind, 'orders_held'), eq(ledgerTransactions.orderId, order.id)));
  const own = -Number(row?.sum ?? 0);
  if (!order.cycleId) return own;
  // A cycle's money is held under the cycle: each of its orders draws its own total from it.
  const cycleMoneyIn = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.cycleId, order.cycleId), inArray(ledgerTransactions.kind, ['money_in'])))
    .limit(1);
  return cycleMoneyIn.length > 0 ? own + order.total : own;
}
