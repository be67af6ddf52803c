import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { addresses, cities, districts, orders } from '../../db/schema';

/**
 * Statements of the notifications job (notifications.ts) that `queries.ts` has no use for. Each takes a db
 * or the caller's transaction.
 */

/**
 * Where an order's cleaning is (district and city), whoever its professional is now: a professional the
 * cleaning was taken from is told where it was (`ownOrder` answers only the order's current professional).
 */
export async function orderPlace(
  db: Db,
  orderId: string,
): Promise<{ district: string; city: string } | null> {
  const [row] = await db
    .select({ district: districts.displayName, city: cities.displayName })
    .from(orders)
    .innerJoin(addresses, eq(addresses.id, orders.addressId))
    .innerJoin(districts, eq(districts.id, addresses.districtId))
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}
