import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, instant, updatedAt } from './columns';
import { districts } from './places';

export const professionalValidation = pgEnum('professional_validation', [
  'registered',
  'validated',
  'refused',
]);

export const professionals = pgTable('professionals', {
  id: id(),
  accountId: uuid('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  validation: professionalValidation('validation').notNull().default('registered'),
  validatedAt: instant('validated_at'),
  blockedAt: instant('blocked_at'),
  suspendedAt: instant('suspended_at'),
  bio: text('bio'),
  completedOrdersCount: integer('completed_orders_count').notNull().default(0),
  /** 10000 = 5 stars. */
  rating: integer('rating').notNull().default(10_000),
  totalFeedbacksCount: integer('total_feedbacks_count').notNull().default(0),
  isTopProfessional: boolean('is_top_professional').notNull().default(false),
  inHighDemand: boolean('in_high_demand').notNull().default(false),
  hasProducts: boolean('has_products').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const professionalDistricts = pgTable(
  'professional_districts',
  {
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.professionalId, t.districtId] }),
    index('professional_districts_district_idx').on(t.districtId),
  ],
);

export const schedules = pgTable('schedules', {
  id: id(),
  professionalId: uuid('professional_id')
    .notNull()
    .unique()
    .references(() => professionals.id, { onDelete: 'cascade' }),
});

export const scheduleEventStatus = pgEnum('schedule_event_status', ['available', 'booked', 'blocked']);

const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * A professional's time: `available` windows they offer, and `booked` ranges held by orders. The database
 * refuses two overlapping booked ranges of one professional (exclusion constraint in the migration
 * `booking_exclusion`), so a double booking fails on insert however the requests race.
 */
export const scheduleEvents = pgTable(
  'schedule_events',
  {
    id: id(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    status: scheduleEventStatus('status').notNull().default('available'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    during: tstzrange('during').generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
    orderId: uuid('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('schedule_events_professional_idx').on(t.professionalId, t.startsAt),
    index('schedule_events_status_idx').on(t.status, t.startsAt),
  ],
);

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: id(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    /** 0 to 5. */
    rating: integer('rating').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedbacks_professional_idx').on(t.professionalId, t.createdAt)],
);

export type Professional = typeof professionals.$inferSelect;
export type Schedule = typeof schedules.$inferSelect;
export type ScheduleEvent = typeof scheduleEvents.$inferSelect;
export type Feedback = typeof feedbacks.$inferSelect;
