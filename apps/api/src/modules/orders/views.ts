import { showsProfessionalPhone } from '@brilho/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { cycles, type Order, phones, professionals } from '../../db/schema';
import type { IncludeTree } from '../../lib/jsonapi';
import { loadAddressable, withAddressRelations } from '../addresses';
import { withCouponRelations } from '../coupons';
import type { ScheduleEventView } from '../professionals';
import { loadProfessionals } from '../professionals';
import { type PaymentView, paymentViewsOfOrders } from './payment-views';
import { accountsByIds, addressesByIds, couponsByIds, eventsByIds } from './queries';
import type { OrderView } from './serializers';

type Ctx = Pick<AppContext, 'db'>;

const distinct = (ids: (string | null)[]): string[] => [
  ...new Set(ids.filter((id): id is string => id !== null)),
];
const byId = <T extends { id: string }>(rows: T[]): Map<string, T> =>
  new Map(rows.map((row) => [row.id, row]));
/** The related row of a nullable foreign key; null when the key is null or the row is gone. */
const pick = <T>(map: Map<string, T>, id: string | null): T | null =>
  id === null ? null : (map.get(id) ?? null);

async function scheduleEventsOf(ctx: Ctx, rows: Order[]): Promise<Map<string, ScheduleEventView>> {
  const events = await eventsByIds(ctx, distinct(rows.map((r) => r.scheduleEventId)));
  return new Map(events.map((e) => [e.id, { ...e, windowId: null }]));
}

async function professionalsOf(ctx: Ctx, rows: Order[]) {
  return byId(await loadProfessionals(ctx, distinct(rows.map((r) => r.professionalId))));
}

async function addressesOf(ctx: Ctx, accountId: string, rows: Order[], include: IncludeTree) {
  const found = await addressesByIds(ctx, distinct(rows.map((r) => r.addressId)));
  return byId(await withAddressRelations(ctx, found, include, () => loadAddressable(ctx, accountId)));
}

async function couponsOf(ctx: Ctx, rows: Order[], include: IncludeTree) {
  const found = await couponsByIds(ctx, distinct(rows.map((r) => r.couponId)));
  return byId(await withCouponRelations(ctx, found, include));
}

/** Each order's payments with their funding instrument (flattened on the wire for the order page). */
async function paymentsOf(ctx: Ctx, rows: Order[]): Promise<Map<string, PaymentView[]>> {
  const grouped = new Map<string, PaymentView[]>();
  for (const payment of await paymentViewsOfOrders(
    ctx,
    rows.map((r) => r.id),
  ))
    grouped.set(payment.payableId, [...(grouped.get(payment.payableId) ?? []), payment]);
  return grouped;
}

export interface PhoneView {
  country_code: string;
  area_code: string;
  number: string;
}

/**
 * The professional's phone, only on orders whose status lets the customer call them (order action rules: paid,
 * provisioning, service_not_provided); every other order carries null.
 */
async function professionalPhonesOf(ctx: Ctx, rows: Order[]): Promise<Map<string, PhoneView>> {
  const ids = distinct(rows.filter((r) => showsProfessionalPhone(r)).map((r) => r.professionalId));
  if (ids.length === 0) return new Map();
  const found = await ctx.db
    .select({
      professionalId: professionals.id,
      countryCode: phones.countryCode,
      areaCode: phones.areaCode,
      number: phones.number,
    })
    .from(professionals)
    .innerJoin(phones, eq(phones.accountId, professionals.accountId))
    .where(inArray(professionals.id, ids))
    .orderBy(asc(phones.id));
  const byProfessional = new Map<string, PhoneView>();
  for (const phone of found)
    if (!byProfessional.has(phone.professionalId))
      byProfessional.set(phone.professionalId, {
        country_code: phone.countryCode,
        area_code: phone.areaCode,
        number: phone.number,
      });
  return byProfessional;
}

/** The subscription of each cycle the orders belong to (the order's `subscription_id`). */
async function subscriptionsOfCycles(ctx: Ctx, rows: Order[]): Promise<Map<string, string>> {
  const ids = distinct(rows.map((r) => r.cycleId));
  if (ids.length === 0) return new Map();
  const found = await ctx.db
    .select({ id: cycles.id, subscriptionId: cycles.subscriptionId })
    .from(cycles)
    .where(inArray(cycles.id, ids));
  return new Map(found.map((c) => [c.id, c.subscriptionId]));
}

/**
 * The caller's orders with what `include` names: schedule_event, professional(.account…), customer,
 * address(.district…), payments, coupon(.districts…). `amount` is an attribute, so `include=amount` (the
 * web asks for it) needs nothing loaded.
 */
export async function withOrderRelations(
  ctx: Ctx,
  accountId: string,
  rows: Order[],
  include: IncludeTree,
): Promise<OrderView[]> {
  if (rows.length === 0) return rows;
  const [events, professionalsById, customers, places, payments, coupons, phonesOf, subscriptionOf] =
    await Promise.all([
      include.schedule_event ? scheduleEventsOf(ctx, rows) : null,
      include.professional ? professionalsOf(ctx, rows) : null,
      include.customer ? accountsByIds(ctx, distinct(rows.map((r) => r.customerId))).then(byId) : null,
      include.address ? addressesOf(ctx, accountId, rows, include.address) : null,
      include.payments ? paymentsOf(ctx, rows) : null,
      include.coupon ? couponsOf(ctx, rows, include.coupon) : null,
      professionalPhonesOf(ctx, rows),
      subscriptionsOfCycles(ctx, rows),
    ]);
  return rows.map((row) => ({
    ...row,
    ...(events ? { scheduleEvent: pick(events, row.scheduleEventId) } : {}),
    ...(professionalsById ? { professional: pick(professionalsById, row.professionalId) } : {}),
    ...(customers ? { customer: customers.get(row.customerId) } : {}),
    ...(places ? { address: places.get(row.addressId) } : {}),
    ...(payments ? { payments: payments.get(row.id) ?? [] } : {}),
    ...(coupons ? { coupon: pick(coupons, row.couponId) } : {}),
    professionalPhone:
      showsProfessionalPhone(row) && row.professionalId ? (phonesOf.get(row.professionalId) ?? null) : null,
    subscriptionId: row.cycleId ? (subscriptionOf.get(row.cycleId) ?? null) : null,
  }));
}
