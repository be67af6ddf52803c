import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  addresses,
  type OrderOffer,
  orderOffers,
  orderOfferWillingProfessionals,
  professionals,
} from '../../db/schema';

/** The offers module's statements; each takes a db or the caller's transaction. */

export type NewOffer = typeof orderOffers.$inferInsert;

export async function insertOffer(db: Db, values: NewOffer): Promise<OrderOffer> {
  const [row] = await db.insert(orderOffers).values(values).returning();
  return row!;
}

export async function findOffer(db: Db, id: string): Promise<OrderOffer | null> {
  const [row] = await db.select().from(orderOffers).where(eq(orderOffers.id, id)).limit(1);
  return row ?? null;
}

export async function findOwnOffer(db: Db, customerId: string, id: string): Promise<OrderOffer | null> {
  const [row] = await db
    .select()
    .from(orderOffers)
    .where(and(eq(orderOffers.id, id), eq(orderOffers.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

/** The caller's offer by its key, row-locked so a cancel and a conversion can't both act on it. */
export async function lockOwnOfferByKey(db: Db, customerId: string, key: string): Promise<OrderOffer | null> {
  const [row] = await db
    .select()
    .from(orderOffers)
    .where(and(eq(orderOffers.key, key), eq(orderOffers.customerId, customerId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Open offers expired per sweep statement; a larger backlog is finished by the next sweeps. */
const EXPIRY_BATCH = 500;

/**
 * Marks expired the open offers whose time is up at `now`: one offer (`id`), every offer of a customer, or
 * (`all`, the sweep) any offer, a batch at a time; answers their ids. The condition lives in the
 * statement, so a late or early job can't expire an offer the clock says is still open, and an offer
 * cancelled or converted meanwhile stays as it is.
 */
export async function expireDue(
  db: Db,
  now: Date,
  which: { id: string } | { customerId: string } | 'all',
): Promise<string[]> {
  const due = and(eq(orderOffers.status, 'open'), lte(orderOffers.expiresAt, now));
  const target =
    which === 'all'
      ? inArray(
          orderOffers.id,
          db.select({ id: orderOffers.id }).from(orderOffers).where(due).limit(EXPIRY_BATCH),
        )
      : 'id' in which
        ? eq(orderOffers.id, which.id)
        : eq(orderOffers.customerId, which.customerId);
  const rows = await db
    .update(orderOffers)
    .set({ status: 'expired' })
    .where(and(target, due))
    .returning({ id: orderOffers.id });
  return rows.map((row) => row.id);
}

export async function setOfferStatus(
  db: Db,
  id: string,
  change: Pick<OrderOffer, 'status'> & { orderId?: string },
): Promise<OrderOffer> {
  const [row] = await db.update(orderOffers).set(change).where(eq(orderOffers.id, id)).returning();
  return row!;
}

/** Records a willing professional once; a second call changes nothing. */
export async function addWilling(db: Db, offerId: string, professionalId: string, at: Date): Promise<void> {
  await db
    .insert(orderOfferWillingProfessionals)
    .values({ offerId, professionalId, createdAt: at })
    .onConflictDoNothing();
}

/** The willing professionals' ids, first come first. */
export async function willingIds(db: Db, offerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: orderOfferWillingProfessionals.professionalId })
    .from(orderOfferWillingProfessionals)
    .where(eq(orderOfferWillingProfessionals.offerId, offerId))
    .orderBy(
      asc(orderOfferWillingProfessionals.createdAt),
      asc(orderOfferWillingProfessionals.professionalId),
    );
  return rows.map((row) => row.id);
}

export async function isWilling(db: Db, offerId: string, professionalId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orderOfferWillingProfessionals.professionalId })
    .from(orderOfferWillingProfessionals)
    .where(
      and(
        eq(orderOfferWillingProfessionals.offerId, offerId),
        eq(orderOfferWillingProfessionals.professionalId, professionalId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The professional record of a signed-in professional's account. */
export async function professionalIdOfAccount(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.accountId, accountId))
    .limit(1);
  return row?.id ?? null;
}

/** The district of the offer's address (kept even when the address was deleted since). */
export async function districtOfAddress(db: Db, addressId: string): Promise<string | null> {
  const [row] = await db
    .select({ districtId: addresses.districtId })
    .from(addresses)
    .where(eq(addresses.id, addressId))
    .limit(1);
  return row?.districtId ?? null;
}
