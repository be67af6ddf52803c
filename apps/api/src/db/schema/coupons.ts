import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { districts } from './places';
// biome-ignore lint/suspicious/noImportCycles: tables that reference each other (lazy references, docs/decisions/0090-import-cycles-fail-the-lint.md)
import { professionals } from './professionals';

export const couponValueType = pgEnum('coupon_value_type', ['PERCENTAGE', 'VALUE']);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Compared case-insensitively (unique on lower(name)). */
    name: text('name').notNull(),
    valueType: couponValueType('value_type').notNull(),
    /** Percent for PERCENTAGE, cents for VALUE. */
    value: integer('value').notNull(),
    maxDiscount: integer('max_discount'),
    firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
    combinable: boolean('combinable').notNull().default(true),
    /** ISO weekdays (1 = Monday … 7 = Sunday) the cleaning may fall on; null = any. */
    weekdays: integer('weekdays').array(),
    validFrom: date('valid_from'),
    validUntil: date('valid_until'),
    maxUses: integer('max_uses'),
    /** A professional's own automatic coupon. */
    professionalId: uuid('professional_id').references(() => professionals.id, { onDelete: 'cascade' }),
    disabledAt: instant('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_name_ci').on(sql`lower(${t.name})`),
    index('coupons_professional_idx').on(t.professionalId),
    check(
      'coupons_value_range',
      sql`${t.value} > 0 AND (${t.valueType} <> 'PERCENTAGE' OR ${t.value} <= 100)`,
    ),
    check('coupons_max_discount_positive', sql`${t.maxDiscount} > 0`),
    check('coupons_max_uses_positive', sql`${t.maxUses} > 0`),
    check('coupons_weekdays_iso', sql`${t.weekdays} <@ ARRAY[1, 2, 3, 4, 5, 6, 7]`),
  ],
);

export const couponDistricts = pgTable(
  'coupon_districts',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.districtId] }),
    index('coupon_districts_district_idx').on(t.districtId),
  ],
);

export type Coupon = typeof coupons.$inferSelect;
export type CouponDistrict = typeof couponDistricts.$inferSelect;
