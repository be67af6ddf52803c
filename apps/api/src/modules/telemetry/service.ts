import { addDays, daysBetween, saoPauloDate, saoPauloInstant } from '@brilho/domain';
import type { Actor, AppContext } from '../../context';
import { ApiError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { TELEMETRY_TEXTS } from '../../words/telemetry';
import type { TelemetryEventName } from './body';
import { eventsPerDay, insertEventOnce, ordersCreatedPerDay, ownOrder } from './queries';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export { TELEMETRY_TEXTS };

/** The statuses of an order whose payment went through (a purchase happened). */
const PAID_STATUSES = new Set(['paid', 'provisioning', 'service_not_provided', 'complete']);

/**
 * Records `add_to_cart` or `purchase` for the caller's own order, once: the value is the order's total
 * read here, never the client's. A client's `purchase` is taken only for an order already paid (the
 * server records it itself on payment; the client's report is then a harmless repeat).
 */
export async function recordEvent(
  ctx: Ctx,
  actor: Actor,
  event: { name: TelemetryEventName; orderId: string },
): Promise<{ created: boolean; orderId: string; name: TelemetryEventName; value: number }> {
  const order = isUuid(event.orderId) ? await ownOrder(ctx.db, actor.accountId, event.orderId) : null;
  if (!order) throw notFound(TELEMETRY_TEXTS.orderNotFound);
  if (event.name === 'purchase' && !PAID_STATUSES.has(order.status))
    throw new ApiError(422, TELEMETRY_TEXTS.notPaidYet, {
      code: 'order_not_paid',
      pointer: '/data/attributes/order_id',
    });
  const created = await insertEventOnce(ctx.db, {
    name: event.name,
    accountId: actor.accountId,
    orderId: order.id,
    value: order.total,
    at: ctx.clock.now(),
  });
  return { created, orderId: order.id, name: event.name, value: order.total };
}

export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) => DATE.test(value) && addDays(value, 0) === value;

function dateFilter(value: string | undefined, name: 'from' | 'to'): string | null {
  if (value === undefined || value === '') return null;
  if (!isCalendarDate(value))
    throw new ApiError(400, TELEMETRY_TEXTS.badDate, { parameter: `filter[${name}]`, code: 'bad_date' });
  return value;
}

/** `filter[from]`/`filter[to]` (São Paulo days, both included); by default the last 30 days up to today. */
export function dailyRange(filters: Record<string, string>, now: Date): { from: string; to: string } {
  const to = dateFilter(filters.to, 'to') ?? saoPauloDate(now);
  const from = dateFilter(filters.from, 'from') ?? addDays(to, -(DEFAULT_DAYS - 1));
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw new ApiError(400, TELEMETRY_TEXTS.badRange, { parameter: 'filter[from]' });
  if (days > MAX_DAYS) throw new ApiError(400, TELEMETRY_TEXTS.rangeTooLong, { parameter: 'filter[from]' });
  return { from, to };
}

export interface DailyTelemetry {
  date: string;
  ordersCreated: number;
  addToCart: number;
  purchase: number;
  purchaseValue: number;
  /** purchase / add_to_cart of the day; null when nothing was added to the cart. */
  conversion: number | null;
}

/** One row per São Paulo day of the range, days without activity included (as zeros). */
export async function dailyTelemetry(
  ctx: Ctx,
  range: { from: string; to: string },
): Promise<DailyTelemetry[]> {
  const start = saoPauloInstant(range.from, 0);
  const end = saoPauloInstant(addDays(range.to, 1), 0);
  const [created, events] = await Promise.all([
    ordersCreatedPerDay(ctx.db, start, end),
    eventsPerDay(ctx.db, start, end),
  ]);
  const rows = new Map<string, DailyTelemetry>();
  for (let date = range.from; daysBetween(date, range.to) >= 0; date = addDays(date, 1))
    rows.set(date, { date, ordersCreated: 0, addToCart: 0, purchase: 0, purchaseValue: 0, conversion: null });
  for (const row of created) {
    const day = rows.get(row.day);
    if (day) day.ordersCreated = row.count;
  }
  for (const row of events) {
    const day = rows.get(row.day);
    if (!day) continue;
    if (row.name === 'add_to_cart') day.addToCart = row.count;
    if (row.name === 'purchase') {
      day.purchase = row.count;
      day.purchaseValue = Number(row.value);
    }
  }
  for (const day of rows.values()) day.conversion = conversion(day.purchase, day.addToCart);
  return [...rows.values()];
}

/** Four decimals are plenty for a ratio shown as a percentage. */
const conversion = (purchases: number, added: number): number | null =>
  added === 0 ? null : Math.round((purchases / added) * 10_000) / 10_000;

export function totalsOf(days: DailyTelemetry[]) {
  const sum = (pick: (day: DailyTelemetry) => number) => days.reduce((total, day) => total + pick(day), 0);
  const addToCart = sum((d) => d.addToCart);
  const purchase = sum((d) => d.purchase);
  return {
    orders_created: sum((d) => d.ordersCreated),
    add_to_cart: addToCart,
    purchase,
    purchase_value: sum((d) => d.purchaseValue),
    conversion: conversion(purchase, addToCart),
  };
}
