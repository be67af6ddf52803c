import { ORDER_STATUSES } from '@brilho/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, instant, updatedAt } from './columns';
// biome-ignore lint/suspicious/noImportCycles: tables that reference each other (lazy references, docs/decisions/0090-import-cycles-fail-the-lint.md)
import { coupons } from './coupons';
import { addresses } from './places';
// biome-ignore lint/suspicious/noImportCycles: tables that reference each other (lazy references, docs/decisions/0090-import-cycles-fail-the-lint.md)
import { professionals, scheduleEvents } from './professionals';
// biome-ignore lint/suspicious/noImportCycles: tables that reference each other (lazy references, docs/decisions/0090-import-cycles-fail-the-lint.md)
import { cycles } from './subscriptions';

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => accounts.id),
    professionalId: uuid('professional_id').references(() => professionals.id),
    addressId: uuid('address_id')
      .notNull()
      .references(() => addresses.id),
    /** The booked event holding the professional's time; null once released (cancelled, rescheduled). */
    scheduleEventId: uuid('schedule_event_id').references((): AnyPgColumn => scheduleEvents.id, {
      onDelete: 'set null',
    }),
    cycleId: uuid('cycle_id').references((): AnyPgColumn => cycles.id, { onDelete: 'set null' }),
    /** When the professional checked in at the address and out at the end (the professional side). */
    checkedInAt: instant('checked_in_at'),
    checkedOutAt: instant('checked_out_at'),
    status: orderStatus('status').notNull().default('created'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    durationHours: integer('duration_hours').notNull(),
    description: text('description'),
    shouldIncludeProducts: boolean('should_include_products').notNull().default(false),
    couponId: uuid('coupon_id').references(() => coupons.id),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    orderConvertedInCredit: boolean('order_converted_in_credit').notNull().default(false),
    paidByAccountBalance: boolean('paid_by_account_balance').notNull().default(false),
    /** The order's id at the payment gateway, once registered there (`create-on-gateway`). */
    gatewayId: text('gateway_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_professional_idx').on(t.professionalId, t.startsAt),
    index('orders_status_idx').on(t.status, t.startsAt),
    index('orders_address_idx').on(t.addressId),
    index('orders_cycle_idx').on(t.cycleId),
    index('orders_coupon_idx').on(t.couponId),
    uniqueIndex('orders_schedule_event_idx').on(t.scheduleEventId),
    check('orders_description_length', sql`char_length(${t.description}) <= 980`),
    check('orders_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('orders_duration_positive', sql`${t.durationHours} > 0`),
    check('orders_amounts_not_negative', sql`${t.subtotal} >= 0 AND ${t.discount} >= 0 AND ${t.total} >= 0`),
  ],
);

/** Every status change of an order: the operator console's timeline. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    at: instant('at').notNull(),
    /**
     * The order the changes were written in. Several changes of one request share `at` (one clock reading
     * per transaction), and the random `id` ordered those ties at random: the operator's timeline was
     * misordered in 3 of 5 runs. `(at, seq)` is a total, deterministic order.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderId, t.at)],
);

export const configurableFields = pgTable('configurable_fields', {
  id: id(),
  key: text('key').notNull().unique(),
  model: text('model').notNull(),
  displayName: text('display_name').notNull(),
});

export const configurableFieldOptions = pgTable(
  'configurable_field_options',
  {
    id: id(),
    configurableFieldId: uuid('configurable_field_id')
      .notNull()
      .references(() => configurableFields.id, { onDelete: 'cascade' }),
    optId: integer('opt_id').notNull(),
    /** YES or NO. */
    key: text('key').notNull(),
  },
  (t) => [unique('configurable_field_options_once').on(t.configurableFieldId, t.key)],
);

export const orderHasPreferences = pgTable(
  'order_has_preferences',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    configurableFieldId: uuid('configurable_field_id')
      .notNull()
      .references(() => configurableFields.id),
    answer: text('answer').notNull(),
  },
  (t) => [
    // One answer per order and question (the leading column also serves lookups by order).
    unique('order_has_preferences_once').on(t.orderId, t.configurableFieldId),
    index('order_has_preferences_field_idx').on(t.configurableFieldId),
  ],
);

/** What the professional's cleaning products add to the price (cents). */
export const productsPricing = pgTable('products_pricing', {
  id: id(),
  price: integer('price').notNull(),
  pricePerHour: integer('price_per_hour').notNull(),
  fee: integer('fee').notNull(),
  feePerHour: integer('fee_per_hour').notNull(),
});

/**
 * One row: a counter every committed write to a table the order history page reads moves on, by deferred
 * triggers (migration 0020), so it changes in the same transaction as the data. The page's result cache
 * (modules/orders/history-cache.ts) keys on it; nothing else reads it (decision 0127).
 */
export const orderHistoryVersion = pgTable(
  'order_history_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('order_history_version_one_row', sql`${t.id} = 1`)],
);

export type Order = typeof orders.$inferSelect;
export type OrderStatusChange = typeof orderStatusChanges.$inferSelect;
export type ConfigurableField = typeof configurableFields.$inferSelect;
export type ConfigurableFieldOption = typeof configurableFieldOptions.$inferSelect;
export type OrderHasPreference = typeof orderHasPreferences.$inferSelect;
export type ProductsPricing = typeof productsPricing.$inferSelect;
