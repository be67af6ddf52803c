import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CENTRO,
  customerIn,
  fullDays,
  NOW,
  orderBody,
  postOrder,
  seedWorld,
  TUESDAY,
} from '../modules/orders/test-fixtures';
import { payingCustomer } from '../modules/payments/test-fixtures';
import { professionalIn } from '../modules/professional-side/test-fixtures';
import { setStatus } from '../modules/tickets/test-fixtures';
import { operatorSignedIn } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/app';
import { wireAnswers } from '../test/wire-answers';
import { API_DOCS_PREFIX } from './api-docs';
import { REFERENCE_RESPONSES, RESPONSES } from './wire-responses';

/**
 * The reference data (places, the order questions, the products' price) and the resources beside the order
 * (ratings, telemetry) answer what the contract says (decision 0116): each documented route's real answer parses
 * against its schema in `lib/wire-responses.ts`, and so do the resources it includes.
 */
describe('the reference data and the side resources answer what the contract says', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  const { answer, unchecked } = wireAnswers(() => t);

  beforeAll(async () => {
    t = await buildTestApp({
      now: NOW,
      cep: {
        find: async (zip) => ({
          zip_code: zip,
          street: 'Rua XV de Novembro',
          district: 'Centro',
          city: 'Curitiba',
          state: 'PR',
        }),
      },
    });
    districts = await seedWorld(t);
  }, 90_000);
  afterAll(() => t.close());

  it('as anyone signed in reads the places, the map, a CEP, the terms, their own account and person', async () => {
    const ana = await customerIn(t, districts[CENTRO]!);
    const cities = await answer('GET /api/cities', '/api/cities?include=districts,state.country', ana.auth);
    const [city] = cities.data as { id: string }[];
    await answer('GET /api/states', '/api/states?include=country', ana.auth);
    await answer('GET /api/maps', '/api/maps', {});
    await answer('GET /api/cep/:cep', '/api/cep/80020000', ana.auth);
    await answer('GET /api/terms-of-use', '/api/terms-of-use', ana.auth);
    // The account's own related resources, as the web's guards include them.
    const account = (await answer(
      'GET /api/accounts/:id',
      `/api/accounts/${ana.accountId}?include=accounts_terms_of_uses,chat_session,accountable`,
      ana.auth,
    )) as unknown as { data: { relationships: { accountable: { data: { id: string } } } } };
    const physicalId = account.data.relationships.accountable.data.id;
    await answer(
      'GET /api/physicals/:id',
      `/api/physicals/${physicalId}?include=addresses.district.city.state.country,addresses.district.pricing`,
      ana.auth,
    );
    await answer(
      'GET /api/cities/:id/districts',
      `/api/cities/${city!.id}/districts?include=rating,pricing,city`,
      ana.auth,
    );
    await answer(
      'GET /api/districts',
      `/api/districts?filter[city_id]=${city!.id}&include=rating,pricing`,
      ana.auth,
    );
  });

  it('as the customer books, answers the order questions and rates, and as the operator and the professional read them', async () => {
    const { auth: operator } = await operatorSignedIn(t);
    const ana = await customerIn(t, districts[CENTRO]!);
    const rosa = await professionalIn(t, { districtIds: [districts[CENTRO]!], windows: fullDays(TUESDAY) });
    const created = await postOrder(t, ana, orderBody(ana, rosa.id, { date: TUESDAY, hour: 10, hours: 2 }));
    expect(created.statusCode, created.body).toBe(201);
    const orderId: string = created.json().data.id;

    await answer('GET /api/orders/products-pricing', '/api/orders/products-pricing', ana.auth);
    const fields = await answer(
      'GET /api/configurable-fields',
      '/api/configurable-fields?filter[model]=Order&include=options',
      ana.auth,
    );
    const [field] = fields.data as { id: string }[];
    await answer('GET /api/configurable-fields/:id', `/api/configurable-fields/${field!.id}`, ana.auth);
    await answer(
      'GET /api/configurable-field-options',
      `/api/configurable-field-options?filter[configurable_field_id]=${field!.id}&include=configurable_field`,
      ana.auth,
    );
    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/order-has-preferences',
      headers: ana.auth,
      payload: {
        data: {
          type: 'order-has-preferences',
          attributes: { answer: 'YES' },
          relationships: {
            order: { data: { type: 'orders', id: orderId } },
            configurable_field: { data: { type: 'configurable-fields', id: field!.id } },
          },
        },
      },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    await answer(
      'GET /api/order-has-preferences',
      `/api/order-has-preferences?filter[order_id]=${orderId}&include=order,configurable_field`,
      ana.auth,
    );

    await setStatus(t, orderId, 'complete');
    const rated = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/feedback`,
      headers: ana.auth,
      payload: { data: { type: 'feedbacks', attributes: { rating: 5, comment: 'Impecável.' } } },
    });
    expect(rated.statusCode, rated.body).toBe(201);
    const coupons = await answer(
      'GET /api/coupons',
      '/api/coupons?filter[name]=10DESC&include=districts',
      ana.auth,
    );
    const [coupon] = coupons.data as { id: string }[];
    await answer('GET /api/coupons/:id', `/api/coupons/${coupon!.id}`, ana.auth);
    await answer(
      'GET /api/coupons/:id/check-coupon-restrictions',
      `/api/coupons/${coupon!.id}/check-coupon-restrictions?order_id=${orderId}`,
      ana.auth,
    );
    await answer('GET /api/operator/coupons', '/api/operator/coupons', operator);
    await answer('GET /api/professionals/meta/:id', `/api/professionals/meta/${rosa.id}`, {});
    await answer('GET /api/operator/professionals', '/api/operator/professionals', operator);
    await answer('GET /api/operator/professionals/:id', `/api/operator/professionals/${rosa.id}`, operator);

    const bia = await payingCustomer(t, districts);
    await answer('GET /api/payment-gateway-accounts', '/api/payment-gateway-accounts', bia.auth);
    await answer(
      'GET /api/accounts/:id',
      `/api/accounts/${bia.accountId}?include=payment_gateway_account,credit_cards`,
      bia.auth,
    );
    await answer('GET /api/payment-gateway/public-key', '/api/payment-gateway/public-key', ana.auth);
    const wrote = await t.app.inject({
      method: 'POST',
      url: '/api/support/chat/messages',
      headers: ana.auth,
      payload: { data: { type: 'support-messages', attributes: { body: 'Posso mudar o horário?' } } },
    });
    expect(wrote.statusCode, wrote.body).toBe(201);
    await answer('GET /api/support/chat/messages', '/api/support/chat/messages', ana.auth);
    await answer('GET /api/operator/support/conversations', '/api/operator/support/conversations', operator);
    await answer('GET /api/orders/:id/feedback', `/api/orders/${orderId}/feedback`, ana.auth);
    await answer('GET /api/professional/feedbacks', '/api/professional/feedbacks', rosa.auth);
    await answer(
      'GET /api/telemetry/daily',
      `/api/telemetry/daily?filter[from]=${TUESDAY}&filter[to]=${TUESDAY}`,
      operator,
    );
  }, 120_000);

  it('shows every documented answer in the OpenAPI reference', async () => {
    const document = (await t.app.inject({ url: `${API_DOCS_PREFIX}/json` })).json();
    const missing = Object.keys(RESPONSES).filter((route) => {
      const [method, url] = route.split(' ') as [string, string];
      const path = url.replace(/:(\w+)/g, '{$1}');
      return !document.paths[path]?.[method.toLowerCase()]?.responses?.['200']?.content;
    });
    expect(missing).toEqual([]);
  });

  it('leaves no documented answer unchecked', () => {
    expect(unchecked(REFERENCE_RESPONSES)).toEqual([]);
  });
});
