import { TIME_ZONE } from '@brilho/domain';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { orders, telemetryEvents } from '../../db/schema';
import type { TelemetryEventName } from './body';

/** The caller's own order (another customer's is not found). */
export async function ownOrder(db: Db, customerId: string, orderId: string) {
  const [row] = await db
    .select({ id: orders.id, total: orders.total, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  return row ?? null;
}

/** Records the event once per (name, order); answers whether this call recorded it. */
export async function insertEventOnce(
  db: Db,
  event: { name: TelemetryEventName; accountId: string; orderId: string; value: number; at: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(telemetryEvents)
    .values({ ...event, currency: 'BRL' })
    .onConflictDoNothing({ target: [telemetryEvents.name, telemetryEvents.orderId] })
    .returning({ id: telemetryEvents.id });
  return inserted.length > 0;
}

// Inlined, not a parameter: the same expression is selected and grouped by, and PostgreSQL only matches
// the two when they are textually equal.
const dayOf = (column: typeof orders.createdAt | typeof telemetryEvents.at) =>
  sql<string>`to_char(${column} AT TIME ZONE ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

/** Orders created per São Paulo day in [from, to). */
export async function ordersCreatedPerDay(db: Db, from: Date, to: Date) {
  const day = dayOf(orders.createdAt);
  return db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to)))
    .groupBy(day);
}

/** Telemetry events per São Paulo day and name in [from, to), with the summed value. */
export async function eventsPerDay(db: Db, from: Date, to: Date) {
  const day = dayOf(telemetryEvents.at);
  return db
    .select({
      day,
      name: telemetryEvents.name,
      count: sql<number>`count(*)::int`,
      // bigint: a year of purchases may pass 2^31 cents; the drivers answer it as a string or a BigInt.
      value: sql<string | bigint | number>`coalesce(sum(${telemetryEvents.value}), 0)::bigint`,
    })
    .from(telemetryEvents)
    .where(and(gte(telemetryEvents.at, from), lt(telemetryEvents.at, to)))
    .groupBy(day, telemetryEvents.name);
}
