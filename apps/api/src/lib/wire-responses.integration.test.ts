import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../modules/maps/geocoder';
import { offerBody } from '../modules/offers/test-fixtures';
import {
  CENTRO,
  customerIn,
  fullDays,
  NOW,
  orderBody,
  seedWorld,
  THURSDAY,
  TUESDAY,
} from '../modules/orders/test-fixtures';
import {
  giveWallet,
  pay,
  payingCustomer,
  scheduledOrder,
  walletBody,
} from '../modules/payments/test-fixtures';
import { professionalIn, type SignedInPro } from '../modules/professional-side/test-fixtures';
import { acceptedSubscription } from '../modules/subscriptions/test-fixtures';
import { markPaid } from '../modules/tickets/test-fixtures';
import { operatorSignedIn } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/app';
import { wireAnswers } from '../test/wire-answers';
import { API_DOCS_PREFIX } from './api-docs';
import { MAIN_RESPONSES } from './wire-responses';

const PLACE: Place = {
  id: 'osm:1',
  label: 'Avenida do Batel, 1000, Curitiba',
  street: 'Avenida do Batel',
  street_number: '1000',
  district: 'Batel',
  city: 'Curitiba',
  state: 'PR',
  zip_code: '80420090',
  latitude: -25.44,
  longitude: -49.29,
  complete: true,
};

/**
 * The serializers answer what the contract says (decision 0116): each documented route's real answer,
 * through inject, parses against its schema in `lib/wire-responses.ts` (strict attributes: an extra key fails), and
 * so do the resources it includes. Together with `serializerOf`'s types, serializer and schema cannot drift.
 */
describe('the main resources answer what the contract says', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  const { answer, unchecked } = wireAnswers(() => t);

  beforeAll(async () => {
    t = await buildTestApp({
      now: NOW,
      geocoder: { search: async () => [PLACE], reverse: async () => PLACE },
    });
    districts = await seedWorld(t);
  }, 90_000);
  afterAll(() => t.close());

  it('as the customer, the operator and the professional read them', async () => {
    const { auth: operator } = await operatorSignedIn(t);
    const ana = await payingCustomer(t, districts);
    const { subscriptionId, orderId } = await acceptedSubscription(t, districts, ana, operator);
    const order = await scheduledOrder(t, districts, ana, THURSDAY);
    await giveWallet(t, ana.accountId, order.total + 500);
    const paid = await pay(t, ana.auth, 'account-balance', walletBody(order.id));
    expect(paid.statusCode, paid.body).toBe(201);
    const paymentId: string = paid.json().data.id;

    const everything =
      'schedule_event,professional.account.profile,professional.active_coupon,professional.professional_rating,customer,address,payments,coupon';
    await answer('GET /api/orders', `/api/orders?include=${everything}`, ana.auth);
    await answer('GET /api/orders/:id', `/api/orders/${order.id}?include=${everything}`, ana.auth);
    await answer('PATCH /api/orders/:id', `/api/orders/${orderId}`, ana.auth, {
      data: { type: 'orders', id: orderId, attributes: { description: 'Janelas também.' } },
    });
    const subscriptions = await answer(
      'GET /api/subscriptions',
      '/api/subscriptions?include=cycles,professional,address',
      ana.auth,
    );
    expect(subscriptions.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: subscriptionId })]),
    );
    await answer('GET /api/operator/subscriptions', '/api/operator/subscriptions?include=customer', operator);
    const cycles = await answer('GET /api/cycles', '/api/cycles?include=orders,payments', ana.auth);
    const [cycle] = cycles.data as { id: string }[];
    await answer('GET /api/cycles/:id', `/api/cycles/${cycle!.id}?include=orders,subscription`, ana.auth);
    await answer('GET /api/payments/:id', `/api/payments/${paymentId}?include=funding_instrument`, ana.auth);
    await answer('GET /api/credit-cards', '/api/credit-cards', ana.auth);
    await answer('GET /api/addresses', '/api/addresses', ana.auth);
    await answer('GET /api/addresses/:id', `/api/addresses/${ana.addressId}`, ana.auth);
    await answer('GET /api/accounts/:id', `/api/accounts/${ana.accountId}`, ana.auth);
    await answer('PATCH /api/accounts/:id', `/api/accounts/${ana.accountId}`, ana.auth, {
      data: { type: 'accounts', id: ana.accountId, attributes: { first_name: 'Ana Maria' } },
    });
    await answer('GET /api/geocoding/search', '/api/geocoding/search?q=Avenida%20do%20Batel', ana.auth);
    await answer('GET /api/operator/orders', '/api/operator/orders', operator);
    await answer('GET /api/operator/orders/:id', `/api/operator/orders/${order.id}`, operator);
  }, 120_000);

  it('as the booking and the offers read them', async () => {
    const bia = await customerIn(t, districts[CENTRO]!);
    const rosa: SignedInPro = await professionalIn(t, {
      districtIds: [districts[CENTRO]!],
      windows: fullDays(TUESDAY),
    });
    await answer(
      'GET /api/professionals',
      `/api/professionals?filter[district_id]=${districts[CENTRO]}`,
      bia.auth,
    );
    await answer('GET /api/professionals/:id', `/api/professionals/${rosa.id}`, bia.auth);
    await answer(
      'POST /api/professionals/available-by-duration',
      '/api/professionals/available-by-duration',
      bia.auth,
      {
        data: { attributes: { district_id: districts[CENTRO], date: TUESDAY, duration: 2 } },
      },
    );
    const offered = await t.app.inject({
      method: 'POST',
      url: '/api/order-offers',
      headers: bia.auth,
      payload: offerBody(bia, { date: THURSDAY, hour: 10, hours: 2 }),
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const offerId: string = offered.json().data.id;
    await answer('GET /api/order-offers/open/:id', `/api/order-offers/open/${offerId}`, bia.auth);

    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bia.auth,
      payload: orderBody(bia, rosa.id, { date: TUESDAY, hour: 10, hours: 2 }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const orderId: string = booked.json().data.id;
    await markPaid(t, orderId);
    await answer('GET /api/professional/me', '/api/professional/me', rosa.auth);
    await answer('GET /api/professional/offers', '/api/professional/offers', rosa.auth);
    await answer('GET /api/professional/agenda', '/api/professional/agenda', rosa.auth);
    await answer('GET /api/professional/orders/:id', `/api/professional/orders/${orderId}`, rosa.auth);
  }, 120_000);

  it('shows the answers in the OpenAPI reference', async () => {
    const document = (await t.app.inject({ url: `${API_DOCS_PREFIX}/json` })).json();
    const list = document.paths['/api/orders'].get.responses['200'].content['application/json'].schema;
    const order = list.properties.data.items;
    expect(order.properties.type).toMatchObject({ enum: ['orders'] });
    expect(Object.keys(order.properties.attributes.properties)).toEqual(
      expect.arrayContaining(['status', 'starts_at', 'amount', 'professional_phone']),
    );
    const account =
      document.paths['/api/accounts/{id}'].get.responses['200'].content['application/json'].schema;
    expect(account.properties.data.properties.attributes.additionalProperties).toBe(false);
  });

  it('leaves no documented answer unchecked', () => {
    expect(unchecked(MAIN_RESPONSES)).toEqual([]);
  });
});
