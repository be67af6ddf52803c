import { eq } from 'drizzle-orm';
import { type OrderOffer, orderOffers, professionals } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createSession } from '../accounts/sessions';
import { at, type Customer } from '../orders/test-fixtures';

/** Helpers of the offer tests, on top of the order tests' world (orders/test-fixtures). */

export interface Slot {
  date: string;
  hour: number;
  hours: number;
}

export function offerBody(
  customer: Pick<Customer, 'addressId'>,
  slot: Slot,
  attributes: Record<string, unknown> = {},
) {
  const startsAt = at(slot.date, slot.hour);
  return {
    data: {
      type: 'order-offers',
      attributes: {
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + slot.hours * 3_600_000).toISOString(),
        ...attributes,
      },
      relationships: { address: { data: { type: 'addresses', id: customer.addressId } } },
    },
  };
}

export const post = (t: TestApp, auth: Record<string, string>, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: auth, payload });

export const get = (t: TestApp, auth: Record<string, string>, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });

export interface CreatedOffer {
  id: string;
  key: string;
}

export async function createOffer(t: TestApp, customer: Customer, slot: Slot): Promise<CreatedOffer> {
  const response = await post(t, customer.auth, '/order-offers', offerBody(customer, slot));
  if (response.statusCode !== 201) throw new Error(`offer not created: ${response.body}`);
  const { data } = response.json() as { data: { id: string; attributes: { key: string } } };
  return { id: data.id, key: data.attributes.key };
}

export const willingBody = (offerId: string, professionalId?: string) => ({
  data: {
    type: 'order-offer-willing-professionals',
    relationships: {
      order_offer: { data: { type: 'order-offers', id: offerId } },
      ...(professionalId ? { professional: { data: { type: 'professionals', id: professionalId } } } : {}),
    },
  },
});

export const keyBody = (key: string, professionalId?: string) => ({
  data: {
    type: 'order-offers',
    attributes: { key },
    ...(professionalId
      ? { relationships: { professional: { data: { type: 'professionals', id: professionalId } } } }
      : {}),
  },
});

/**
 * A session for one of the fixtures' professionals. The customer app's sign-in refuses professionals (their
 * app is another), so the session is made the way sign-in makes one.
 */
export async function professionalSignedIn(t: TestApp, professionalId: string) {
  const [row] = await t.database.db
    .select({ accountId: professionals.accountId })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  const token = await createSession(t.app.ctx, row!.accountId);
  return { accountId: row!.accountId, auth: { authorization: `Bearer ${token}` } };
}

export async function offerRow(t: TestApp, id: string): Promise<OrderOffer> {
  const [row] = await t.database.db.select().from(orderOffers).where(eq(orderOffers.id, id));
  return row!;
}
