import { ORDER_STATUSES } from '@brilho/domain';
import { boolean, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, instant, updatedAt } from './columns';
import { coupons } from './coupons';
import { addresses } from './places';
import { professionals, scheduleEvents } from './professionals';

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
    scheduleEventId: uuid('schedule_event_id').references(() => scheduleEvents.id),
    cycleId: uuid('cycle_id'),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_professional_idx').on(t.professionalId, t.startsAt),
    index('orders_status_idx').on(t.status, t.startsAt),
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
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderId, t.at)],
);

export const configurableFields = pgTable('configurable_fields', {
  id: id(),
  key: text('key').notNull().unique(),
  model: text('model').notNull(),
  displayName: text('display_name').notNull(),
});

export const configurableFieldOptions = pgTable('configurable_field_options', {
  id: id(),
  configurableFieldId: uuid('configurable_field_id')
    .notNull()
    .references(() => configurableFields.id, { onDelete: 'cascade' }),
  optId: integer('opt_id').notNull(),
  /** YES or NO. */
  key: text('key').notNull(),
});

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
  (t) => [index('order_has_preferences_order_idx').on(t.orderId)],
);

/** What the professional's cleaning products add to the price (cents). */
export const productsPricing = pgTable('products_pricing', {
  id: id(),
  price: integer('price').notNull(),
  pricePerHour: integer('price_per_hour').notNull(),
  fee: integer('fee').notNull(),
  feePerHour: integer('fee_per_hour').notNull(),
});

export type Order = typeof orders.$inferSelect;
export type OrderStatusChange = typeof orderStatusChanges.$inferSelect;
