import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { type Order, professionals } from '../../db/schema';

/**
 * A cleaning completed counts once on its professional's `completed_orders_count` (the number shown on
 * their cards and public page). Called by the order machine (`moveOrder`) inside the transaction that moved
 * the order to `complete` — the professional's check-out or the lifecycle completing a provisioning order at
 * its end. `complete` is terminal and the move's UPDATE carries the status it read, so an order reaches
 * `complete` once and is counted once, whichever of the two gets there first.
 */
export async function countCompletedOrder(
  tx: Db,
  order: Pick<Order, 'professionalId'>,
  at: Date,
): Promise<void> {
  if (!order.professionalId) return;
  await tx
    .update(professionals)
    .set({ completedOrdersCount: sql`${professionals.completedOrdersCount} + 1`, updatedAt: at })
    .where(eq(professionals.id, order.professionalId));
}
