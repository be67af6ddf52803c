import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../../db/schema';
import type { TestApp } from '../../test/app';
import {
  CENTRO,
  type Customer,
  createProfessional,
  fullDays,
  orderBody,
  postOrder,
  type Span,
  TUESDAY,
} from '../orders/test-fixtures';

/**
 * The subscriptions tests' world (on top of the orders fixtures, NOW = Monday 2026-11-23 09:00 São Paulo):
 * a paid order on Tuesday 2026-11-24 at 10h for 2 h with a professional of its own, so a Quinzenal
 * subscription of it cleans on Dec 8 and Dec 22 (December's cycle, whose payment opens Nov 28 00:00 and
 * closes Dec 8 00:00), a Semanal one on Dec 1, 8, 15, 22 and 29.
 */

export const ORIGIN_DAY = TUESDAY;
export const QUINZENAL_DECEMBER = ['2026-12-08', '2026-12-22'];

export type Auth = Record<string, string>;

/**
 * A booked order on `date` at 10h for 2 h with a new professional free that day (and `extraWindows`),
 * then made `paid` in the database (how it got paid is the payments module's story, tested there).
 */
export async function paidOrder(
  t: TestApp,
  districts: Record<string, string>,
  customer: Customer,
  options: { date?: string; extraWindows?: Span[]; status?: 'paid' | 'scheduled' } = {},
): Promise<{ id: string; professionalId: string }> {
  const date = options.date ?? ORIGIN_DAY;
  const professional = await createProfessional(t.database.db, {
    districtIds: [districts[CENTRO]!],
    windows: [...fullDays(date), ...(options.extraWindows ?? [])],
  });
  const created = await postOrder(
    t,
    customer,
    orderBody(customer, professional.id, { date, hour: 10, hours: 2 }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const id: string = created.json().data.id;
  if ((options.status ?? 'paid') === 'paid')
    await t.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, id));
  return { id, professionalId: professional.id };
}

export function requestBody(orderId: string, frequency = 'Quinzenal') {
  return {
    data: {
      type: 'subscription-requests',
      attributes: { frequency },
      relationships: { payable: { data: { type: 'orders', id: orderId } } },
    },
  };
}

export function requestSubscription(t: TestApp, auth: Auth, orderId: string, frequency = 'Quinzenal') {
  return t.app.inject({
    method: 'POST',
    url: '/api/subscription-requests',
    headers: auth,
    payload: requestBody(orderId, frequency),
  });
}

export function operatorAction(t: TestApp, auth: Auth, subscriptionId: string, action: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/operator/subscriptions/${subscriptionId}/${action}`,
    headers: auth,
  });
}

/** A paid order, its subscription requested (201) and accepted by `operator` (200); answers the ids. */
export async function acceptedSubscription(
  t: TestApp,
  districts: Record<string, string>,
  customer: Customer,
  operator: Auth,
  frequency = 'Quinzenal',
): Promise<{ subscriptionId: string; orderId: string; professionalId: string }> {
  const order = await paidOrder(t, districts, customer);
  const requested = await requestSubscription(t, customer.auth, order.id, frequency);
  expect(requested.statusCode, requested.body).toBe(201);
  const subscriptionId: string = requested.json().data.id;
  const accepted = await operatorAction(t, operator, subscriptionId, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { subscriptionId, orderId: order.id, professionalId: order.professionalId };
}

export async function getJson(t: TestApp, auth: Auth, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The subscription's cycles as GET /subscriptions?include=cycles shows them to its customer. */
export async function cyclesOf(t: TestApp, auth: Auth, subscriptionId: string) {
  const document = await getJson(t, auth, '/api/subscriptions?include=cycles');
  const subscription = document.data.find((s: { id: string }) => s.id === subscriptionId);
  const ids = new Set(subscription.relationships.cycles.data.map((c: { id: string }) => c.id));
  return (document.included as { id: string; type: string; attributes: Record<string, unknown> }[]).filter(
    (r) => r.type === 'cycles' && ids.has(r.id),
  );
}
