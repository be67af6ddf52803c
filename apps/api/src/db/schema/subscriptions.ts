import { CYCLE_STATUSES, SUBSCRIPTION_FREQUENCIES, SUBSCRIPTION_STATUSES } from '@brilho/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, instant, updatedAt } from './columns';
// biome-ignore lint/suspicious/noImportCycles: tables that reference each other (lazy references, docs/decisions/0090-import-cycles-fail-the-lint.md)
import { orders } from './orders';
import { addresses } from './places';
// biome-ignore lint/suspicious/noImportCycles: tables that reference each other (lazy references, docs/decisions/0090-import-cycles-fail-the-lint.md)
import { professionals } from './professionals';

export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const subscriptionFrequency = pgEnum('subscription_frequency', SUBSCRIPTION_FREQUENCIES);
export const cycleStatus = pgEnum('cycle_status', CYCLE_STATUSES);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => accounts.id),
    professionalId: uuid('professional_id').references(() => professionals.id),
    addressId: uuid('address_id')
      .notNull()
      .references(() => addresses.id),
    name: text('name').notNull(),
    status: subscriptionStatus('status').notNull().default('requested'),
    frequency: subscriptionFrequency('frequency').notNull(),
    startsAt: instant('starts_at').notNull(),
    orderDurationHours: integer('order_duration').notNull(),
    /** Day of the month a cycle's payment opens (28 by default). */
    paymentEmissionDay: integer('payment_emission_day').notNull().default(28),
    /** The paid order the customer asked to repeat: one request per order. */
    originOrderId: uuid('origin_order_id')
      .unique('subscriptions_one_per_origin_order')
      .references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_customer_idx').on(t.customerId, t.startsAt),
    index('subscriptions_professional_idx').on(t.professionalId),
    index('subscriptions_address_idx').on(t.addressId),
    check('subscriptions_order_duration_positive', sql`${t.orderDurationHours} > 0`),
    check('subscriptions_payment_emission_day', sql`${t.paymentEmissionDay} BETWEEN 1 AND 31`),
  ],
);

export const cycles = pgTable(
  'cycles',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    status: cycleStatus('status').notNull().default('created'),
    /** First day of the month (America/Sao_Paulo) the cycle bills: one cycle per subscription and month. */
    referenceMonth: date('reference_month').notNull(),
    /** The cycle's id on the payment gateway once created there. */
    gatewayId: text('gateway_id'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    subtotal: integer('subtotal').notNull(),
    total: integer('total').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cycles_one_per_month').on(t.subscriptionId, t.referenceMonth),
    index('cycles_subscription_idx').on(t.subscriptionId, t.startsAt),
    index('cycles_status_idx').on(t.status, t.startsAt),
    check('cycles_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('cycles_amounts_not_negative', sql`${t.subtotal} >= 0 AND ${t.total} >= 0`),
  ],
);

export type Subscription = typeof subscriptions.$inferSelect;
export type Cycle = typeof cycles.$inferSelect;
