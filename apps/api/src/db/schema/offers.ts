import { index, integer, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
    status: offerStatus('status').notNull().default('open'),
    expiresAt: instant('expires_at').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [index('order_offers_status_idx').on(t.status, t.expiresAt)],
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
  (t) => [primaryKey({ columns: [t.offerId, t.professionalId] })],
);

export type OrderOffer = typeof orderOffers.$inferSelect;
