import { PAYMENT_STATUSES } from '@brilho/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, instant, updatedAt } from './columns';

export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const payableType = pgEnum('payable_type', ['orders', 'cycles']);
export const fundingInstrumentType = pgEnum('funding_instrument_type', [
  'boletos',
  'credit_card',
  'account_balance',
  'pix',
]);
export const cardBrand = pgEnum('card_brand', [
  'VISA',
  'MASTERCARD',
  'AMEX',
  'ELO',
  'DINERS',
  'HIPER',
  'HIPERCARD',
]);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    payableType: payableType('payable_type').notNull(),
    payableId: uuid('payable_id').notNull(),
    status: paymentStatus('status').notNull().default('created'),
    amount: integer('amount').notNull(),
    /** One per payment attempt: a repeated request never charges twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /**
     * Our name for the payment at the gateway, chosen before any call (the payment's uuid without dashes:
     * 32 alphanumerics, also a valid Pix txid). The gateway keeps it with the charge and sends it in every
     * webhook, so a charge whose id we never recorded (a crash after the call) is still ours.
     */
    reference: text('reference').notNull().unique().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    gatewayId: text('gateway_id').unique(),
    consumedAccountBalance: integer('consumed_account_balance').notNull().default(0),
    /** The stored card charged (stored-card payments, and new cards saved with `store`). */
    creditCardId: uuid('credit_card_id').references(() => creditCards.id),
    /** Why the gateway refused or cancelled it, in words the customer may read. */
    failureReason: text('failure_reason'),
    /** A fingerprint of the request body: a retry with the same key and another body is refused. */
    requestFingerprint: text('request_fingerprint'),
    /**
     * While set and ahead of the clock, one request is calling the gateway for this attempt: a retry with the
     * same key waits for its answer instead of calling too. Cleared when the call ends; a crash leaves it to
     * expire, and a later retry (or the reconciliation) takes over.
     */
    attemptUntil: instant('attempt_until'),
    /** Money came in that cannot pay anything (its payable was cancelled): refunded until the gateway says so. */
    refundDueAt: instant('refund_due_at'),
    /** When the reconciliation last asked the gateway about this payment. */
    reconciledAt: instant('reconciled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live payment per payable: a double click with two keys still charges once.
    uniqueIndex('payments_one_live_per_payable')
      .on(t.payableType, t.payableId)
      .where(
        sql`${t.status} IN ('created', 'waiting', 'in_analysis', 'pre_authorized', 'authorized', 'settled', 'available_for_withdrawal', 'requested')`,
      ),
    index('payments_payable_idx').on(t.payableType, t.payableId),
    index('payments_account_idx').on(t.accountId, t.createdAt),
    // What the reconciliation sweep looks at: payments without a final outcome, and refunds still owed.
    index('payments_unsettled_idx')
      .on(t.updatedAt)
      .where(
        sql`${t.status} IN ('created', 'waiting', 'in_analysis', 'pre_authorized', 'authorized', 'requested') OR ${t.refundDueAt} IS NOT NULL`,
      ),
    check('payments_amounts_not_negative', sql`${t.amount} >= 0 AND ${t.consumedAccountBalance} >= 0`),
  ],
);

export const fundingInstruments = pgTable('funding_instruments', {
  id: id(),
  paymentId: uuid('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id, { onDelete: 'cascade' }),
  type: fundingInstrumentType('type').notNull(),
  brand: cardBrand('brand'),
  first6: text('first6'),
  last4: text('last4'),
  urlPrint: text('url_print'),
  lineCode: text('line_code'),
  barcode: text('barcode'),
  expirationDate: date('expiration_date'),
  /** Pix: the copia-e-cola BR Code (the browser draws the QR from it) and when the charge stops accepting payment. */
  pixCopyPaste: text('pix_copy_paste'),
  pixExpiresAt: instant('pix_expires_at'),
});

/** Stored cards keep only what identifies them; the number never reaches us in clear. */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    paymentGatewayId: text('payment_gateway_id').notNull().unique(),
    brand: cardBrand('brand').notNull(),
    first6: text('first6').notNull(),
    last4: text('last4').notNull(),
    name: text('name'),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_cards_account_idx').on(t.accountId),
    check('credit_cards_name_length', sql`char_length(${t.name}) <= 24`),
  ],
);

export const documentType = pgEnum('document_type', ['CPF', 'CNPJ']);

export const paymentGatewayAccounts = pgTable('payment_gateway_accounts', {
  id: id(),
  accountId: uuid('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  altName: text('alt_name'),
  documentType: documentType('document_type').notNull(),
  documentNumber: text('document_number').notNull(),
  phone: jsonb('phone').notNull(),
  address: jsonb('address').notNull(),
  gatewayId: text('gateway_id'),
  createdAt: createdAt(),
});

export const paymentGatewayCustomers = pgTable('payment_gateway_customers', {
  id: id(),
  accountId: uuid('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  documentType: documentType('document_type').notNull(),
  documentNumber: text('document_number').notNull(),
  email: text('email').notNull(),
  fullname: text('fullname').notNull(),
  birthdate: date('birthdate'),
  phone: jsonb('phone').notNull(),
  address: jsonb('address').notNull(),
  gatewayId: text('gateway_id'),
  createdAt: createdAt(),
});

/** The account balance; the CHECK keeps it from ever going negative, even under concurrent spends. */
export const wallets = pgTable(
  'wallets',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    availableToUse: integer('available_to_use').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('wallets_never_negative', sql`${t.availableToUse} >= 0`)],
);

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: id(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    /** Positive credits, negative debits (cents). */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    referenceType: text('reference_type'),
    referenceId: uuid('reference_id'),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_entries_wallet_idx').on(t.walletId, t.createdAt)],
);

/** Gateway webhooks seen, so a replayed one changes nothing twice. */
export const webhookEvents = pgTable('webhook_events', {
  id: id(),
  gatewayEventId: text('gateway_event_id').notNull().unique(),
  payload: jsonb('payload').notNull(),
  receivedAt: createdAt(),
});

/** The first answer given for an idempotency key, returned again for a retry with the same body. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [index('idempotency_keys_account_idx').on(t.accountId)],
);

export type Payment = typeof payments.$inferSelect;
export type FundingInstrument = typeof fundingInstruments.$inferSelect;
export type CreditCard = typeof creditCards.$inferSelect;
export type Wallet = typeof wallets.$inferSelect;
export type WalletEntry = typeof walletEntries.$inferSelect;
export type PaymentGatewayAccount = typeof paymentGatewayAccounts.$inferSelect;
export type PaymentGatewayCustomer = typeof paymentGatewayCustomers.$inferSelect;
export type WebhookEvent = typeof webhookEvents.$inferSelect;
export type IdempotencyKey = typeof idempotencyKeys.$inferSelect;

/** Webhooks already applied, by the gateway's event id: a replayed one changes nothing twice. */
export const gatewayWebhookEvents = pgTable('gateway_webhook_events', {
  id: text('id').primaryKey(),
  gateway: text('gateway').notNull(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});
