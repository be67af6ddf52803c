import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, instant } from './columns';
import { orders } from './orders';
import { addresses } from './places';
import { professionals } from './professionals';

export const offerStatus = pgEnum('order_offer_status', ['open', 'expired', 'cancelled', 'converted']);

/** A cleaning offer, open to professionals for 600 s when nobody is free for the filters. */
export const orderOffers = pgTable(
  'order_offers',
  {
    id: id(),
    key: text('key').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => accounts.id),
    addressId: uuid('address_id')
      .notNull()
      .references(() => addresses.id),
    startsAt: instant('starts_at').notNull(),
    durationHours: integer('duration_hours').notNull(),
    /** What the customer wrote for the cleaning; carried into the order the offer becomes. */
    description: text('description'),
    shouldIncludeProducts: boolean('should_include_products').notNull().default(false),
    status: offerStatus('status').notNull().default('open'),
    expiresAt: instant('expires_at').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_offers_status_idx').on(t.status, t.expiresAt),
    index('order_offers_customer_idx').on(t.customerId, t.createdAt),
    index('order_offers_address_idx').on(t.addressId),
    index('order_offers_order_idx').on(t.orderId),
    check('order_offers_duration_positive', sql`${t.durationHours} > 0`),
    check('order_offers_description_length', sql`char_length(${t.description}) <= 980`),
    // One open offer per customer, guaranteed by the database even for two simultaneous requests.
    uniqueIndex('order_offers_one_open_per_customer').on(t.customerId).where(sql`${t.status} = 'open'`),
  ],
);

export const orderOfferWillingProfessionals = pgTable(
  'order_offer_willing_professionals',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => orderOffers.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.professionalId] }),
    index('order_offer_willing_professionals_professional_idx').on(t.professionalId),
  ],
);

export type OrderOffer = typeof orderOffers.$inferSelect;
export type OrderOfferWillingProfessional = typeof orderOfferWillingProfessionals.$inferSelect;
