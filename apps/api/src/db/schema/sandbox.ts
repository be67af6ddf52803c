import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';

/**
 * The sandbox payment gateway's own books (PAYMENT_GATEWAY=sandbox). They stand for the provider's side:
 * the rest of the API never reads them, it only talks to the gateway port. Ids are the gateway's
 * (`ORDE_…`, `CHAR_…`, `CARD_…`).
 */

/** The RSA key pair browsers encrypt cards with; made once, on the first start. */
export const sandboxGatewayKeys = pgTable('sandbox_gateway_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

export const sandboxGatewayOrders = pgTable('sandbox_gateway_orders', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  customerId: text('customer_id').notNull(),
  amount: integer('amount').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
});

/** A card held by the provider for a customer; we only ever see its id, brand, first6 and last4. */
export const sandboxGatewayCards = pgTable(
  'sandbox_gateway_cards',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    brand: text('brand').notNull(),
    first6: text('first6').notNull(),
    last4: text('last4').notNull(),
    holder: text('holder').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** Which documented test behaviour the card's number selects. */
    outcome: text('outcome').notNull(),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_gateway_cards_customer_idx').on(t.customerId)],
);

export const sandboxGatewayCharges = pgTable(
  'sandbox_gateway_charges',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The merchant's own reference for the charge (its payment), sent back in every webhook. */
    reference: text('reference').unique(),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    cardId: text('card_id'),
    outcome: text('outcome'),
    lineCode: text('line_code'),
    barcode: text('barcode'),
    dueDate: date('due_date'),
    payer: jsonb('payer'),
    /** Orders this charge's webhooks: each event carries the next number. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sandbox_gateway_charges_order_idx').on(t.orderId)],
);

/** Card ciphertexts are single-use, as at a real provider. */
export const sandboxGatewayUsedHashes = pgTable('sandbox_gateway_used_hashes', {
  digest: text('digest').primaryKey(),
  usedAt: createdAt(),
});

/**
 * The sandbox PSP's Pix charges (`cob`), as a bank serving the API Pix keeps them: by our txid, with the
 * location the dynamic QR points at, the Pix received (its endToEndId) and the devolução of it.
 */
export const sandboxPixCobs = pgTable('sandbox_pix_cobs', {
  txid: text('txid').primaryKey(),
  locationId: text('location_id').notNull().unique(),
  status: text('status').notNull(),
  amount: integer('amount').notNull(),
  key: text('key').notNull(),
  /** `cob`: seconds from creation; `cobv` (a due date): null. */
  expiresInSeconds: integer('expires_in_seconds'),
  /** `cobv` only: `calendario.dataDeVencimento` and `validadeAposVencimento` (days). */
  dueDate: date('due_date'),
  validityDays: integer('validity_days'),
  payer: jsonb('payer'),
  description: text('description'),
  revision: integer('revision').notNull().default(0),
  endToEndId: text('end_to_end_id').unique(),
  paidAt: instant('paid_at'),
  refundId: text('refund_id'),
  refundStatus: text('refund_status'),
  refundedAt: instant('refunded_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Access tokens the sandbox PSP handed out (OAuth2 client credentials), kept hashed. */
export const sandboxPixTokens = pgTable('sandbox_pix_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAt(),
});
