import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
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
// Orders point at their schedule event and a booked event points back at its order: the reference is lazy
// (and typed AnyPgColumn) so the two modules may import each other.
// biome-ignore lint/suspicious/noImportCycles: tables that reference each other (lazy references, docs/decisions/0090-import-cycles-fail-the-lint.md)
import { orders } from './orders';
import { districts } from './places';

export const professionalValidation = pgEnum('professional_validation', [
  'registered',
  'validated',
  'refused',
]);

export const professionals = pgTable(
  'professionals',
  {
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
    /** The Pix key payouts go to, normalized (domain `normalizePixKey`; its type reads back from its shape). */
    pixKey: text('pix_key'),
    /** Digits only; given at self sign-up (an operator-created professional may have none). */
    cpf: text('cpf').unique(),
    /** Why the operator refused the registration, as e-mailed to the professional. */
    refusalReason: text('refusal_reason'),
    /** Documents sent at sign-up (uploads: images or PDFs), for the operator's validation. */
    documentUrls: text('document_urls').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('professionals_rating_range', sql`${t.rating} BETWEEN 0 AND 10000`),
    check(
      'professionals_counts_not_negative',
      sql`${t.completedOrdersCount} >= 0 AND ${t.totalFeedbacksCount} >= 0`,
    ),
  ],
);

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

/**
 * A professional's weekly availability as the operator edits it (ISO weekday 1 = Monday … 7 = Sunday, whole
 * hours in America/Sao_Paulo, end exclusive); a daily job turns it into `available` schedule events 35 days ahead.
 */
export const professionalWeeklyHours = pgTable(
  'professional_weekly_hours',
  {
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startHour: integer('start_hour').notNull(),
    endHour: integer('end_hour').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.professionalId, t.weekday] }),
    check('professional_weekly_hours_weekday', sql`${t.weekday} BETWEEN 1 AND 7`),
    check(
      'professional_weekly_hours_hours',
      sql`${t.startHour} >= 0 AND ${t.endHour} <= 24 AND ${t.endHour} > ${t.startHour}`,
    ),
  ],
);

export const scheduleEventStatus = pgEnum('schedule_event_status', ['available', 'booked', 'blocked']);

const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * A professional's time: `available` windows they offer, `blocked` time they took off, and `booked` ranges
 * held by orders.
 *
 * No double booking, by the database: the migration `booking_exclusion` adds
 * `EXCLUDE USING gist (professional_id WITH =, during WITH &&) WHERE (status = 'booked')`. Booking is one
 * INSERT of a `booked` row for the order's exact range (the `available` windows stay as they are; free time
 * is "available minus booked"), so the booking service needs no read-then-write and no lock: however many
 * requests race for overlapping time, one insert commits and the others fail with SQLSTATE 23P01
 * (`isDoubleBooking(error)`), which the service answers as "no longer available". Ranges are half-open
 * `[starts_at, ends_at)`, so back-to-back cleanings (10h–12h then 12h–14h) are fine. Releasing a booking
 * (cancellation, reschedule) deletes its row, freeing the range at once; the order keeps its own
 * starts_at/ends_at and its schedule_event_id becomes null.
 * A separate `bookings` table would give the same guarantee but split one professional's time over two
 * tables; here the agenda the API serves (`schedules/{id}/events`) is one query.
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
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('schedule_events_professional_idx').on(t.professionalId, t.startsAt),
    index('schedule_events_status_idx').on(t.status, t.startsAt),
    index('schedule_events_schedule_idx').on(t.scheduleId, t.startsAt),
    index('schedule_events_order_idx').on(t.orderId),
    // The availability search reads each professional's events overlapping the requested time; GiST on
    // (professional_id, during) makes that one bounded probe however much history piles up (btree_gist).
    index('schedule_events_professional_during_idx').using('gist', t.professionalId, t.during),
    // The search's overlap written on the columns (`ends_at > from AND starts_at < to`): one btree range scan
    // per professional from `from` on, past history never read; cheaper per probe than the GiST (decision 0113).
    index('schedule_events_professional_ends_idx').on(t.professionalId, t.endsAt, t.startsAt),
    check('schedule_events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Name of the exclusion constraint that refuses overlapping `booked` events of one professional. */
export const NO_DOUBLE_BOOKING_CONSTRAINT = 'schedule_events_no_double_booking';

/**
 * True when `error` (as thrown by Drizzle on PGlite or node-postgres, which wrap the driver's error in
 * `cause`) is the database refusing an overlapping booking.
 */
export function isDoubleBooking(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23P01' && (constraint === undefined || constraint === NO_DOUBLE_BOOKING_CONSTRAINT))
      return true;
  }
  return false;
}

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: id(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    /** One feedback per order; demo feedbacks have none. */
    orderId: uuid('order_id')
      .unique()
      .references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /** 0 to 5. */
    rating: integer('rating').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    /** When the customer last changed it (they may for 7 days after `created_at`); null if never. */
    editedAt: instant('edited_at'),
  },
  (t) => [
    index('feedbacks_professional_idx').on(t.professionalId, t.createdAt),
    check('feedbacks_rating_range', sql`${t.rating} BETWEEN 0 AND 5`),
  ],
);

/**
 * One row: a counter every committed write to a table the availability search reads moves on, by deferred
 * triggers (migration 0019), so it changes in the same transaction as the data. The search's result cache
 * (modules/professionals/search-cache.ts) keys on it; nothing else reads it, and booking never relies on it.
 */
export const availabilityVersion = pgTable(
  'availability_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('availability_version_one_row', sql`${t.id} = 1`)],
);

export type Professional = typeof professionals.$inferSelect;
export type Schedule = typeof schedules.$inferSelect;
export type ScheduleEvent = typeof scheduleEvents.$inferSelect;
export type Feedback = typeof feedbacks.$inferSelect;
export type ProfessionalDistrict = typeof professionalDistricts.$inferSelect;
export type ProfessionalWeeklyHours = typeof professionalWeeklyHours.$inferSelect;
