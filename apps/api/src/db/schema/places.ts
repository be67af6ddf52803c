import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, instant, updatedAt } from './columns';

export const countries = pgTable('countries', {
  id: id(),
  code: text('code').notNull().unique(),
  displayName: text('display_name').notNull(),
});

export const states = pgTable(
  'states',
  {
    id: id(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    code: text('code').notNull().unique(),
    displayName: text('display_name').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('states_country_idx').on(t.countryId)],
);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    stateId: uuid('state_id')
      .notNull()
      .references(() => states.id),
    code: text('code').notNull().unique(),
    displayName: text('display_name').notNull(),
    /** A closed city keeps its addresses listed but refuses new orders there. */
    active: boolean('active').notNull().default(true),
    /** Where the wizard's map opens when the places search could not place the address. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cities_state_idx').on(t.stateId),
    unique('cities_name_per_state').on(t.stateId, t.displayName),
  ],
);

export const districts = pgTable(
  'districts',
  {
    id: id(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    code: text('code').notNull().unique(),
    displayName: text('display_name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('districts_city_idx').on(t.cityId),
    unique('districts_name_per_city').on(t.cityId, t.displayName),
  ],
);

/** Rating bounds of professionals offered in a district, stored ×100. */
export const districtRatings = pgTable(
  'district_ratings',
  {
    id: id(),
    districtId: uuid('district_id')
      .notNull()
      .unique()
      .references(() => districts.id, { onDelete: 'cascade' }),
    ratingMin: integer('rating_min').notNull(),
    ratingMax: integer('rating_max').notNull(),
  },
  (t) => [
    check(
      'district_ratings_range',
      sql`0 <= ${t.ratingMin} AND ${t.ratingMin} <= ${t.ratingMax} AND ${t.ratingMax} <= 500`,
    ),
  ],
);

/** Price = hours × price_per_hour + price + hours × fee_per_hour + fee, all in cents. */
export const districtPricings = pgTable(
  'district_pricings',
  {
    id: id(),
    districtId: uuid('district_id')
      .notNull()
      .unique()
      .references(() => districts.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    pricePerHour: integer('price_per_hour').notNull(),
    fee: integer('fee').notNull(),
    feePerHour: integer('fee_per_hour').notNull(),
  },
  (t) => [
    check(
      'district_pricings_not_negative',
      sql`${t.price} >= 0 AND ${t.pricePerHour} >= 0 AND ${t.fee} >= 0 AND ${t.feePerHour} >= 0`,
    ),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    /** The customer account the address belongs to (the spec's addressable). */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id),
    name: text('name').notNull(),
    street: text('street').notNull(),
    streetNumber: text('street_number').notNull(),
    complement: text('complement'),
    reference: text('reference'),
    zipCode: text('zip_code').notNull(),
    // Plain coordinates, served as 'POINT(lng lat)': no PostGIS needed on either database.
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_account_idx').on(t.accountId), index('addresses_district_idx').on(t.districtId)],
);

/** Known bad addresses: an order there is refused. */
export const badAddresses = pgTable(
  'bad_addresses',
  {
    id: id(),
    /** Digits only, like addresses.zip_code. */
    zipCode: text('zip_code').notNull(),
    streetNumber: text('street_number').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('bad_addresses_once').on(t.zipCode, t.streetNumber)],
);

export type Country = typeof countries.$inferSelect;
export type State = typeof states.$inferSelect;
export type City = typeof cities.$inferSelect;
export type District = typeof districts.$inferSelect;
export type DistrictRating = typeof districtRatings.$inferSelect;
export type DistrictPricing = typeof districtPricings.$inferSelect;
export type Address = typeof addresses.$inferSelect;
export type BadAddress = typeof badAddresses.$inferSelect;
