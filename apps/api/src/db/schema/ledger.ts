import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { professionals } from './professionals';

/**
 * The double-entry ledger (
 * docs/decisions/0085-ledger-one-double-entry-ledger-for-every-centavo-issue-22.md). Every money movement is
 * one transaction of entries in integer cents that sum to zero — checked in code before the INSERT and again
 * by a deferred constraint trigger at COMMIT (migration 0013) — and carries the key of the event that caused
 * it, unique: posting the same event twice changes nothing.
 */

export const LEDGER_ACCOUNT_KINDS = [
  /** Money the gateway (card, boleto, Pix) collected for us, less what went out (refunds, payouts). */
  'gateway_clearing',
  /** Paid for cleanings not yet done (or kept as credit): owed to nobody yet. */
  'orders_held',
  /** One per customer: the account balance (wallet). */
  'customer_wallet',
  /** The platform's commission and its share of cancellation fees. */
  'platform_revenue',
  /** One per professional: earned, not yet paid out. */
  'professional_payable',
  /** Refunds decided, not yet returned through the gateway or by bank transfer. */
  'refunds_payable',
  /** Payouts approved, not yet confirmed paid. */
  'payouts_in_transit',
  /** Balances that existed before the ledger (the demo wallet, wallets at migration). */
  'opening_balances',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const ledgerAccountKind = pgEnum('ledger_account_kind', LEDGER_ACCOUNT_KINDS);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    /** 'platform_revenue', 'customer_wallet:<account id>', 'professional_payable:<professional id>'… */
    code: text('code').notNull().unique(),
    kind: ledgerAccountKind('kind').notNull(),
    /** The customer's account id or the professional's id, for the per-owner kinds. */
    ownerId: uuid('owner_id'),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_accounts_kind_owner_idx').on(t.kind, t.ownerId)],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    /** The causing event, unique: 'payment:<id>:money_in', 'order:<id>:completed', 'payout:<id>:paid'… */
    key: text('key').notNull().unique(),
    /** What moved: money_in, wallet_debit, wallet_credit, earning, cancellation_fee, refund_due, refund_paid… */
    kind: text('kind').notNull(),
    orderId: uuid('order_id'),
    cycleId: uuid('cycle_id'),
    paymentId: uuid('payment_id'),
    payoutId: uuid('payout_id'),
    professionalId: uuid('professional_id'),
    occurredAt: instant('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_transactions_order_idx').on(t.orderId),
    index('ledger_transactions_payment_idx').on(t.paymentId),
    index('ledger_transactions_payout_idx').on(t.payoutId),
    index('ledger_transactions_occurred_idx').on(t.occurredAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Debit positive, credit negative (cents); never zero. */
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId),
    check('ledger_entries_not_zero', sql`${t.amount} <> 0`),
  ],
);

export const PAYOUT_STATUSES = ['proposed', 'approved', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const payoutStatus = pgEnum('payout_status', PAYOUT_STATUSES);

/** One weekly payout run's proposal: a payout per professional with enough payable. */
export const payoutBatches = pgTable('payout_batches', {
  id: id(),
  /** The São Paulo day of the run ('2026-11-30'): one batch per week's run. */
  runDate: text('run_date').notNull().unique(),
  approvedAt: instant('approved_at'),
  approvedBy: uuid('approved_by'),
  createdAt: createdAt(),
});

export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id),
    amount: integer('amount').notNull(),
    /** The Pix key it goes to, as registered when the run made it. */
    pixKey: text('pix_key'),
    status: payoutStatus('status').notNull().default('proposed'),
    failureReason: text('failure_reason'),
    approvedAt: instant('approved_at'),
    paidAt: instant('paid_at'),
    failedAt: instant('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payouts_batch_idx').on(t.batchId),
    index('payouts_professional_idx').on(t.professionalId, t.createdAt),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
  ],
);

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type LedgerTransaction = typeof ledgerTransactions.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type PayoutBatch = typeof payoutBatches.$inferSelect;
export type Payout = typeof payouts.$inferSelect;
