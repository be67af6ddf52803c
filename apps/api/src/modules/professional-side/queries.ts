import { PROFESSIONAL_AGENDA_STATUSES } from '@brilho/domain';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  type Address,
  accounts,
  addresses,
  cities,
  districts,
  type Order,
  type OrderOffer,
  orderOffers,
  orderOfferWillingProfessionals,
  orderStatusChanges,
  orders,
  type Professional,
  professionalDistricts,
  professionals,
  profiles,
} from '../../db/schema';
import { offerable } from '../professionals';

/** The professional side's statements; each takes a db or the caller's transaction. */

export interface SignedInProfessional {
  professional: Professional;
  account: { id: string; firstName: string; lastName: string; email: string };
  profile: { profilePicture: string | null; bio: string | null } | null;
}

/** The professional record of a signed-in account, with what `/professional/me` shows. */
export async function professionalOfAccount(db: Db, accountId: string): Promise<SignedInProfessional | null> {
  const [row] = await db
    .select({
      professional: professionals,
      account: {
        id: accounts.id,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        email: accounts.email,
      },
      profile: { profilePicture: profiles.profilePicture, bio: profiles.bio },
    })
    .from(professionals)
    .innerJoin(accounts, eq(accounts.id, professionals.accountId))
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(eq(professionals.accountId, accountId))
    .limit(1);
  return row ?? null;
}

export interface OfferInDistrict {
  offer: OrderOffer;
  districtId: string;
  district: string;
  city: string;
  willing: boolean;
}

const offerColumns = {
  offer: orderOffers,
  districtId: districts.id,
  district: districts.displayName,
  city: cities.displayName,
};

/** Whether the professional declared themselves willing for the row's offer (false for nobody). */
const willingOf = (professionalId: string | null) =>
  professionalId === null
    ? sql<boolean>`false`
    : sql<boolean>`EXISTS (SELECT 1 FROM ${orderOfferWillingProfessionals} w WHERE w.offer_id = ${orderOffers.id} AND w.professional_id = ${professionalId})`;

/** Open offers (by the clock) at addresses in the districts the professional serves, soonest first. */
export async function openOffersInDistrictsOf(
  db: Db,
  professionalId: string,
  now: Date,
): Promise<OfferInDistrict[]> {
  return db
    .select({ ...offerColumns, willing: willingOf(professionalId) })
    .from(orderOffers)
    .innerJoin(addresses, eq(addresses.id, orderOffers.addressId))
    .innerJoin(districts, eq(districts.id, addresses.districtId))
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .innerJoin(
      professionalDistricts,
      and(
        eq(professionalDistricts.districtId, districts.id),
        eq(professionalDistricts.professionalId, professionalId),
      ),
    )
    .where(and(eq(orderOffers.status, 'open'), gt(orderOffers.expiresAt, now)))
    .orderBy(asc(orderOffers.startsAt), asc(orderOffers.id));
}

/** One offer with its place, as the professional sees it. */
export async function offerWithPlace(
  db: Db,
  offerId: string,
  professionalId: string | null,
): Promise<OfferInDistrict | null> {
  const [row] = await db
    .select({ ...offerColumns, willing: willingOf(professionalId) })
    .from(orderOffers)
    .innerJoin(addresses, eq(addresses.id, orderOffers.addressId))
    .innerJoin(districts, eq(districts.id, addresses.districtId))
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(eq(orderOffers.id, offerId))
    .limit(1);
  return row ?? null;
}

/** Offerable professionals serving a district, with the e-mail their notifications go to. */
export async function offerableInDistrict(db: Db, districtId: string) {
  return db
    .select({ id: professionals.id, email: accounts.email, firstName: accounts.firstName })
    .from(professionalDistricts)
    .innerJoin(professionals, eq(professionals.id, professionalDistricts.professionalId))
    .innerJoin(accounts, eq(accounts.id, professionals.accountId))
    .where(and(eq(professionalDistricts.districtId, districtId), offerable))
    .orderBy(asc(professionals.id));
}

/** Professionals by id with the e-mail their notifications go to. */
export async function recipientsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: professionals.id, email: accounts.email, firstName: accounts.firstName })
    .from(professionals)
    .innerJoin(accounts, eq(accounts.id, professionals.accountId))
    .where(inArray(professionals.id, ids));
}

export interface ProfessionalOrderRow {
  order: Order;
  address: Address;
  district: string;
  city: string;
  customerFirstName: string;
}

function orderRows(db: Db) {
  return db
    .select({
      order: orders,
      address: addresses,
      district: districts.displayName,
      city: cities.displayName,
      customerFirstName: accounts.firstName,
    })
    .from(orders)
    .innerJoin(addresses, eq(addresses.id, orders.addressId))
    .innerJoin(districts, eq(districts.id, addresses.districtId))
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .innerJoin(accounts, eq(accounts.id, orders.customerId));
}

/**
 * The professional's agenda between two instants (by start): paid, under way, done or not provided, and
 * orders being rescheduled or rebooked while they still hold the professional's time.
 */
export async function agendaOrders(
  db: Db,
  professionalId: string,
  range: { from: Date; to: Date },
): Promise<ProfessionalOrderRow[]> {
  return orderRows(db)
    .where(
      and(
        eq(orders.professionalId, professionalId),
        inArray(orders.status, [...PROFESSIONAL_AGENDA_STATUSES]),
        or(
          inArray(orders.status, ['paid', 'provisioning', 'service_not_provided', 'complete']),
          isNotNull(orders.scheduleEventId),
        ),
        gte(orders.startsAt, range.from),
        lt(orders.startsAt, range.to),
      ),
    )
    .orderBy(asc(orders.startsAt), asc(orders.id));
}

/** One order of the professional (any status); someone else's is null, as a missing one. */
export async function ownOrder(
  db: Db,
  professionalId: string,
  orderId: string,
): Promise<ProfessionalOrderRow | null> {
  const [row] = await orderRows(db)
    .where(and(eq(orders.id, orderId), eq(orders.professionalId, professionalId)))
    .limit(1);
  return row ?? null;
}

/** The latest recorded move of an order into `status`, for its `from_status`. */
export async function lastMoveInto(db: Db, orderId: string, status: Order['status']) {
  const [row] = await db
    .select({ from: orderStatusChanges.fromStatus, at: orderStatusChanges.at })
    .from(orderStatusChanges)
    .where(and(eq(orderStatusChanges.orderId, orderId), eq(orderStatusChanges.toStatus, status)))
    .orderBy(desc(orderStatusChanges.at), desc(orderStatusChanges.seq))
    .limit(1);
  return row ?? null;
}

/** The offer an order was created from, if any. */
export async function offerOfOrder(db: Db, orderId: string): Promise<OrderOffer | null> {
  const [row] = await db.select().from(orderOffers).where(eq(orderOffers.orderId, orderId)).limit(1);
  return row ?? null;
}
