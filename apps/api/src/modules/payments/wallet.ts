import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { type Wallet, walletEntries, wallets } from '../../db/schema';
import { postWalletMove } from '../ledger';

/**
 * The account balance ("Account balance"). Spending is one conditional UPDATE: the row
 * changes only when it still covers the amount, so two concurrent spends that together exceed the balance
 * can't both pass (the second sees the first's result), and the table's CHECK keeps it ≥ 0 regardless.
 * Every change leaves a wallet entry naming the payment it belongs to, and its ledger posting (customer
 * wallet ↔ orders held) in the same transaction: the column is the lock and the never-negative CHECK, the
 * ledger account the books; the property tests keep the two equal.
 */

type Ctx = Pick<AppContext, 'db'>;

export async function walletOf(ctx: Ctx, accountId: string): Promise<Wallet | null> {
  const [row] = await ctx.db.select().from(wallets).where(eq(wallets.accountId, accountId)).limit(1);
  return row ?? null;
}

/** Takes `amount` cents from the account's wallet; false (nothing changed) when it does not cover it. */
export async function debitWallet(
  tx: Db,
  accountId: string,
  amount: number,
  entry: { reason: string; paymentId: string; at: Date },
): Promise<boolean> {
  if (amount <= 0) return true;
  const [debited] = await tx
    .update(wallets)
    .set({ availableToUse: sql`${wallets.availableToUse} - ${amount}`, updatedAt: entry.at })
    .where(and(eq(wallets.accountId, accountId), gte(wallets.availableToUse, amount)))
    .returning({ id: wallets.id });
  if (!debited) return false;
  await tx.insert(walletEntries).values({
    walletId: debited.id,
    amount: -amount,
    reason: entry.reason,
    referenceType: 'payments',
    referenceId: entry.paymentId,
    createdAt: entry.at,
  });
  await postWalletMove(tx, {
    customerId: accountId,
    paymentId: entry.paymentId,
    amount: -amount,
    reason: entry.reason,
    at: entry.at,
  });
  return true;
}

/** Gives `amount` cents back (a cancelled payment's consumed credit). */
export async function creditWallet(
  tx: Db,
  accountId: string,
  amount: number,
  entry: { reason: string; paymentId: string; at: Date },
): Promise<void> {
  if (amount <= 0) return;
  const [credited] = await tx
    .update(wallets)
    .set({ availableToUse: sql`${wallets.availableToUse} + ${amount}`, updatedAt: entry.at })
    .where(eq(wallets.accountId, accountId))
    .returning({ id: wallets.id });
  // Credit was only ever consumed from an existing wallet; a missing one means it was deleted by hand.
  if (!credited) return;
  await tx.insert(walletEntries).values({
    walletId: credited.id,
    amount,
    reason: entry.reason,
    referenceType: 'payments',
    referenceId: entry.paymentId,
    createdAt: entry.at,
  });
  await postWalletMove(tx, {
    customerId: accountId,
    paymentId: entry.paymentId,
    amount,
    reason: entry.reason,
    at: entry.at,
  });
}

/** The wallet's balance, locked until the transaction ends (read, then debited by `consume_account_balance`). */
export async function availableFor(tx: Db, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ available: wallets.availableToUse })
    .from(wallets)
    .where(eq(wallets.accountId, accountId))
    .limit(1)
    .for('update');
  return row?.available ?? 0;
}
