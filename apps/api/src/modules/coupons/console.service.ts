import {
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import { type Coupon, couponDistricts, coupons, districts, orders } from '../../db/schema';
import { ApiError, fieldErrors, uniqueViolationOf } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Page } from '../../lib/jsonapi';
import { COUPON_CONSOLE_TEXTS } from '../../words/coupons';
import { recordAudit } from '../audit';
import type { CouponCreateInput } from './console.body';

/**
 * The operator's coupons ("Cupons"; terms: the operator may disable promo codes): list with
 * uses and districts, create, disable. A disabled coupon stays for the orders that carry it and no longer
 * applies anywhere (the customer's lookups and checks honour `disabled_at`).
 */

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export interface OperatorCoupon extends Coupon {
  uses: number;
  districtNames: { id: string; name: string }[];
}

/** Orders that do not count as a use: never paid or gone. */
const NOT_A_USE = ['created', 'cancelled', 'not_paid', 'failed_to_create_on_gateway'] as const;

async function decorate(ctx: Ctx, rows: Coupon[]): Promise<OperatorCoupon[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [uses, places] = await Promise.all([
    ctx.db
      .select({ couponId: orders.couponId, n: count() })
      .from(orders)
      .where(and(inArray(orders.couponId, ids), notInArray(orders.status, [...NOT_A_USE])))
      .groupBy(orders.couponId),
    ctx.db
      .select({ couponId: couponDistricts.couponId, id: districts.id, name: districts.displayName })
      .from(couponDistricts)
      .innerJoin(districts, eq(districts.id, couponDistricts.districtId))
      .where(inArray(couponDistricts.couponId, ids))
      .orderBy(asc(districts.displayName)),
  ]);
  const usesOf = new Map(uses.map((row) => [row.couponId, row.n]));
  return rows.map((row) => ({
    ...row,
    uses: usesOf.get(row.id) ?? 0,
    districtNames: places.filter((p) => p.couponId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** The sortable columns of the console's coupons (`sort=`), newest first by default. */
export const COUPON_SORTS = {
  name: sql`lower(${coupons.name})`,
  created_at: coupons.createdAt,
  valid_until: coupons.validUntil,
  value: coupons.value,
} as const;
export const COUPON_DEFAULT_SORT = '-created_at';
export const COUPON_TIE_BREAKER = coupons.id;

/** `name` (the old `filter[name]`) and `search` both look for part of the coupon's name. */
export async function listOperatorCoupons(
  ctx: Ctx,
  query: {
    page: Page;
    name: string | null;
    search: string | null;
    status: 'active' | 'disabled' | null;
    orderBy: SQL[];
  },
): Promise<{ rows: OperatorCoupon[]; total: number }> {
  const conditions: SQL[] = [isNull(coupons.professionalId)];
  for (const text of [query.name, query.search])
    if (text) conditions.push(ilike(coupons.name, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (query.status === 'active') conditions.push(isNull(coupons.disabledAt));
  if (query.status === 'disabled') conditions.push(isNotNull(coupons.disabledAt));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.page.size)
      .offset(query.page.offset),
    ctx.db.select({ total: count() }).from(coupons).where(where),
  ]);
  return { rows: await decorate(ctx, rows), total: counted?.total ?? 0 };
}

export async function createCoupon(
  ctx: Ctx,
  actor: Actor,
  input: CouponCreateInput,
): Promise<OperatorCoupon> {
  const now = ctx.clock.now();
  try {
    const created = await ctx.db.transaction(async (tx) => {
      if (input.district_ids.length > 0) {
        const found = await tx
          .select({ id: districts.id })
          .from(districts)
          .where(inArray(districts.id, input.district_ids));
        if (found.length !== input.district_ids.length)
          throw fieldErrors([{ field: 'district_ids', title: COUPON_CONSOLE_TEXTS.couponDistricts }]);
      }
      const [coupon] = await tx
        .insert(coupons)
        .values({
          name: input.name,
          valueType: input.value_type,
          value: input.value,
          maxDiscount: input.max_discount,
          maxUses: input.max_uses,
          validFrom: input.valid_from,
          validUntil: input.valid_until,
          weekdays: input.weekdays,
          firstPurchaseOnly: input.first_purchase_only,
          combinable: input.combinable,
          createdAt: now,
        })
        .returning();
      if (input.district_ids.length > 0)
        await tx
          .insert(couponDistricts)
          .values(input.district_ids.map((districtId) => ({ couponId: coupon!.id, districtId })));
      await recordAudit(
        tx,
        actor,
        {
          action: 'coupon.create',
          subjectType: 'coupons',
          subjectId: coupon!.id,
          data: { name: input.name, value_type: input.value_type, value: input.value },
        },
        now,
      );
      return coupon!;
    });
    return (await decorate(ctx, [created]))[0]!;
  } catch (error) {
    if (uniqueViolationOf(error) === 'coupons_name_ci')
      throw fieldErrors([{ field: 'name', title: COUPON_CONSOLE_TEXTS.couponNameTaken }]);
    throw error;
  }
}

/** Sets `disabled_at` once: a second disable answers 409 and writes nothing. */
export async function disableCoupon(ctx: Ctx, actor: Actor, id: string): Promise<OperatorCoupon> {
  const now = ctx.clock.now();
  const disabled = await ctx.db.transaction(async (tx) => {
    const [row] = isUuid(id)
      ? await tx
          .update(coupons)
          .set({ disabledAt: now })
          .where(and(eq(coupons.id, id), isNull(coupons.disabledAt)))
          .returning()
      : [];
    if (!row) {
      const [exists] = isUuid(id)
        ? await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id))
        : [];
      if (!exists) throw new ApiError(404, COUPON_CONSOLE_TEXTS.couponNotFound);
      throw new ApiError(409, COUPON_CONSOLE_TEXTS.couponAlreadyDisabled, { code: 'coupon_disabled' });
    }
    await recordAudit(
      tx,
      actor,
      { action: 'coupon.disable', subjectType: 'coupons', subjectId: row.id, data: { name: row.name } },
      now,
    );
    return row;
  });
  return (await decorate(ctx, [disabled]))[0]!;
}
