import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { accounts, orders, professionals } from '../../db/schema';

/**
 * The people behind the finance screen's ids (names, not raw ids, each linking to its console
 * page): professionals by professional id, and each order's customer and professional.
 */

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** Professional id → 'First Last'. */
export async function professionalNames(
  db: Db,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: professionals.id, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(professionals)
    .innerJoin(accounts, eq(accounts.id, professionals.accountId))
    .where(inArray(professionals.id, wanted));
  return new Map(rows.map((row) => [row.id, fullName(row)]));
}

export interface OrderPeople {
  customerId: string;
  customerName: string;
  professionalId: string | null;
}

/** Order id → its customer (account id and name) and its professional id. */
export async function orderPeople(
  db: Db,
  ids: readonly (string | null)[],
): Promise<Map<string, OrderPeople>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      professionalId: orders.professionalId,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.customerId))
    .where(inArray(orders.id, wanted));
  return new Map(
    rows.map((row) => [
      row.id,
      { customerId: row.customerId, customerName: fullName(row), professionalId: row.professionalId },
    ]),
  );
}

/** Both, for rows that carry order ids and professional ids. */
export async function namesFor(
  db: Db,
  rows: { orderId?: string | null; professionalId?: string | null }[],
): Promise<{
  professional: (id: string | null | undefined) => string | null;
  order: (id: string | null | undefined) => OrderPeople | null;
}> {
  const people = await orderPeople(
    db,
    rows.map((row) => row.orderId ?? null),
  );
  const names = await professionalNames(db, [
    ...rows.map((row) => row.professionalId ?? null),
    ...[...people.values()].map((p) => p.professionalId),
  ]);
  return {
    professional: (id) => (id ? (names.get(id) ?? null) : null),
    order: (id) => (id ? (people.get(id) ?? null) : null),
  };
}
