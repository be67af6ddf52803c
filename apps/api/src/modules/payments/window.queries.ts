import { ORDER_PAYMENT_WINDOW_SECONDS, type OrderStatus } from '@brilho/domain';
import { and, asc, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db';
import { orders } from '../../db/schema';

/** Orders looked at per payment-window sweep; a larger backlog is finished by the next rounds. */
const OVERDUE_BATCH = 500;

/**
 * Single orders (not a cycle's) still in one of `statuses` whose payment window closed at `now`, oldest
 * first: what the payment-window sweep closes.
 */
export async function overdueUnpaidOrderIds(
  db: Db,
  statuses: readonly OrderStatus[],
  now: Date,
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...statuses]),
        isNull(orders.cycleId),
        lte(orders.createdAt, new Date(now.getTime() - ORDER_PAYMENT_WINDOW_SECONDS * 1000)),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(OVERDUE_BATCH);
  return rows.map((row) => row.id);
}
