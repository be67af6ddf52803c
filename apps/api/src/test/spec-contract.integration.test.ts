import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, creditCards, feedbacks, professionals, wallets } from '../db/schema';
import type { ChannelEvent } from '../lib/events';
import {
  CENTRO,
  type Customer,
  createProfessional,
  customerIn,
  fullDays,
  NOW,
  seedWorld,
  THURSDAY,
  TUESDAY,
} from '../modules/orders/test-fixtures';
import {
  encryptCard,
  HOLDER,
  newCardBody,
  pay,
  payableOrder,
  payingCustomer,
  scheduledOrder,
  unpaidCycle,
} from '../modules/payments/test-fixtures';
import { operatorSignedIn } from './accounts';
import { buildTestApp, type TestApp } from './app';

/**
 * The API calls that answered in another shape, each asserted as the spec
 * writes it, through HTTP.
 */
describe('the spec’s calls, in the spec’s shape', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let ana: Customer;
  let operator: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
    ana = await customerIn(t, districts[CENTRO]!);
    operator = (await operatorSignedIn(t)).auth;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('an order answers amount (total, subtotal.discount), keeping the flat fields', async () => {
    const order = await scheduledOrder(t, districts, ana);
    const response = await get(`/api/orders/${order.id}`, ana.auth);
    expect(response.statusCode, response.body).toBe(200);
    const attributes = response.json().data.attributes;
    expect(attributes.amount).toEqual({
      total: order.total,
      subtotal: { value: order.total, discount: 0 },
      discount: 0,
    });
    expect(attributes).toMatchObject({ total: order.total, subtotal: order.total, discount: 0 });
    const list = await get('/api/orders', ana.auth);
    const listed = list.json().data.find((o: { id: string }) => o.id === order.id);
    expect(listed.attributes.amount.subtotal).toEqual({ value: order.total, discount: 0 });
  });

  it('GET /orders/{id}/ and /cycles/{id}/ answer with the trailing slash', async () => {
    const order = await scheduledOrder(t, districts, ana, THURSDAY);
    const withSlash = await get(`/api/orders/${order.id}/?include=payments,amount`, ana.auth);
    expect(withSlash.statusCode, withSlash.body).toBe(200);
    expect(withSlash.json().data.id).toBe(order.id);

    const bruno = await customerIn(t, districts[CENTRO]!);
    const cycle = await unpaidCycle(t, districts, bruno);
    const cycleWithSlash = await get(`/api/cycles/${cycle.id}/`, bruno.auth);
    expect(cycleWithSlash.statusCode, cycleWithSlash.body).toBe(200);
    expect(cycleWithSlash.json().data).toMatchObject({ id: cycle.id, type: 'cycles' });
  });

  describe('POST /management/email-verification/verify with data {id, type: accounts}', () => {
    const verify = (headers: Record<string, string>, id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/management/email-verification/verify',
        headers,
        payload: { data: { id, type: 'accounts' } },
      });

    it('tells a customer whether their own e-mail is verified, without verifying it', async () => {
      const carla = await customerIn(t, districts[CENTRO]!, 'waiting_email_verification');
      const response = await verify(carla.auth, carla.accountId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ verified: false, account_id: carla.accountId });
      const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, carla.accountId));
      expect(row!.status).toBe('waiting_email_verification');
      expect((await verify(carla.auth, ana.accountId)).statusCode).toBe(404);
    });

    it('lets an operator confirm an account’s e-mail by its id', async () => {
      const davi = await customerIn(t, districts[CENTRO]!, 'waiting_email_verification');
      const response = await verify(operator, davi.accountId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ verified: true, status: 'email_verified' });
      expect((await verify(operator, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await verify(operator, 'not-an-id')).statusCode).toBe(404);
    });

    it('still reads the token variant', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/management/email-verification/verify',
        payload: { data: { attributes: { token: 'unknown' } } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].title).toBe('Ocorreu um erro! O token informado não é valido.');
    });
  });

  it('PATCH /professionals names the professional in data.id', async () => {
    const professional = await createProfessional(t.database.db, {
      districtIds: [districts[CENTRO]!],
      windows: fullDays(TUESDAY),
    });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/professionals',
      headers: operator,
      payload: {
        data: { id: professional.id, type: 'professionals', attributes: { bio: 'Capricho em cada canto.' } },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.id).toBe(professional.id);
    const missingId = await t.app.inject({
      method: 'PATCH',
      url: '/api/professionals',
      headers: operator,
      payload: { data: { type: 'professionals', attributes: { bio: 'x' } } },
    });
    expect(missingId.statusCode).toBe(422);
    expect(missingId.json().errors[0].source.pointer).toBe('/data/id');
  });

  it('an order the gateway could not register is announced as fail_to_created_on_gateway', async () => {
    const events: ChannelEvent[] = [];
    t.app.ctx.events.subscribe((event) => events.push(event));
    const payer = await payingCustomer(t, districts);
    const order = await scheduledOrder(t, districts, payer, THURSDAY);
    const createOrder = vi
      .spyOn(t.app.ctx.gateway, 'createOrder')
      .mockRejectedValueOnce(new Error('offline'));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/create-on-gateway`,
      headers: payer.auth,
    });
    createOrder.mockRestore();
    expect(response.statusCode).toBe(503);
    const states = events
      .filter((e) => e.channel === 'OrderChannel' && e.key === order.id)
      .map((e) => e.data.to_state);
    expect(states).toEqual(['requested_on_gateway', 'fail_to_created_on_gateway']);
    // The order's own status keeps its name.
    const document = await get(`/api/orders/${order.id}`, payer.auth);
    expect(document.json().data.attributes.status).toBe('failed_to_create_on_gateway');
  });

  describe('the server checks what the card form checks', () => {
    it('refuses a card holder’s CPF with wrong check digits, pointing at the field', async () => {
      const payer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, payer, THURSDAY);
      const body = newCardBody(order.id, await encryptCard(t, payer.auth, '4111111111111111'));
      body.data.attributes.funding_instrument.attributes.holder = {
        ...HOLDER,
        document_number: '52998224724',
      };
      const response = await pay(t, payer.auth, 'credit-card/new', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        title: 'O CPF ou CNPJ informado é inválido!',
        source: { pointer: '/data/attributes/funding_instrument/attributes/holder/document_number' },
      });
      const cnpj = newCardBody(order.id, await encryptCard(t, payer.auth, '4111111111111111'));
      cnpj.data.attributes.funding_instrument.attributes.holder = {
        ...HOLDER,
        document_type: 'CNPJ',
        document_number: '11222333000182',
      };
      expect((await pay(t, payer.auth, 'credit-card/new', cnpj)).json().errors[0].title).toBe(
        'O CPF ou CNPJ informado é inválido!',
      );
    });

    it('answers an unaccepted brand (JCB) with ‘O cartão informado não é aceito!’', async () => {
      const payer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, payer, THURSDAY);
      const body = newCardBody(order.id, await encryptCard(t, payer.auth, '3530111333300000'));
      const response = await pay(t, payer.auth, 'credit-card/new', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].title).toBe('O cartão informado não é aceito!');
    });
  });

  describe('fields the spec names', () => {
    it('the account carries credit_cards and chat_session, and the wallet before the gateway account', async () => {
      const eva = await customerIn(t, districts[CENTRO]!, 'email_verified');
      const [wallet] = await t.database.db
        .insert(wallets)
        .values({ accountId: eva.accountId, availableToUse: 15_000 })
        .returning();
      const [card] = await t.database.db
        .insert(creditCards)
        .values({
          accountId: eva.accountId,
          paymentGatewayId: 'CC-eva',
          brand: 'VISA',
          first6: '411111',
          last4: '1111',
        })
        .returning();
      const response = await get(
        `/api/accounts/${eva.accountId}?include=payment_gateway_account,credit_cards,chat_session`,
        eva.auth,
      );
      expect(response.statusCode, response.body).toBe(200);
      const document = response.json();
      const { relationships } = document.data;
      expect(relationships.credit_cards.data).toEqual([{ type: 'credit-cards', id: card!.id }]);
      expect(relationships.chat_session.data).toEqual({ type: 'chat-sessions', id: eva.accountId });
      expect(relationships.payment_gateway_account.data).toEqual({
        type: 'payment-gateway-accounts',
        id: wallet!.id,
      });
      const included = (type: string) =>
        document.included.find((r: { type: string }) => r.type === type)?.attributes;
      expect(included('payment-gateway-accounts')).toMatchObject({
        registered: false,
        wallet: { available_to_use: 15_000 },
      });
      expect(included('credit-cards')).toMatchObject({ brand: 'VISA', last4: '1111' });
      expect(included('chat-sessions')).toEqual({
        started: false,
        last_message_at: null,
        customer_last_read_at: null,
      });
    });

    it('an address names its city', async () => {
      const response = await get('/api/addresses?include=city', ana.auth);
      expect(response.statusCode, response.body).toBe(200);
      const address = response.json().data[0];
      expect(address.relationships.city.data).toMatchObject({ type: 'cities' });
      const city = response.json().included.find((r: { type: string }) => r.type === 'cities');
      expect(city.attributes).toMatchObject({ display_name: 'Curitiba' });
    });

    it('the available-by-district finder shows each professional’s latest feedback', async () => {
      const professional = await createProfessional(t.database.db, {
        districtIds: [districts[CENTRO]!],
        windows: fullDays(TUESDAY),
      });
      await t.database.db.insert(feedbacks).values([
        {
          professionalId: professional.id,
          rating: 4,
          description: 'Boa.',
          createdAt: new Date('2026-10-01T12:00:00Z'),
        },
        {
          professionalId: professional.id,
          rating: 5,
          description: 'Impecável!',
          createdAt: new Date('2026-11-01T12:00:00Z'),
        },
      ]);
      const response = await get(
        `/api/finders/professionals/available-by-district?filter[district_id]=${districts[CENTRO]}&filter[date]=${TUESDAY}`,
        ana.auth,
      );
      expect(response.statusCode, response.body).toBe(200);
      const card = response.json().data.find((p: { id: string }) => p.id === professional.id);
      expect(card.relationships.latest_feedback.data).toMatchObject({ type: 'feedbacks' });
      const feedback = response
        .json()
        .included.find(
          (r: { type: string; id: string }) =>
            r.type === 'feedbacks' && r.id === card.relationships.latest_feedback.data.id,
        );
      expect(feedback.attributes).toMatchObject({ rating: 5, description: 'Impecável!' });
    });

    it('the operator’s professional carries total_feedbacks_count', async () => {
      const professional = await createProfessional(t.database.db, {
        districtIds: [districts[CENTRO]!],
        windows: fullDays(TUESDAY),
      });
      await t.database.db
        .update(professionals)
        .set({ totalFeedbacksCount: 7 })
        .where(eq(professionals.id, professional.id));
      const response = await get(`/api/operator/professionals/${professional.id}`, operator);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.attributes.total_feedbacks_count).toBe(7);
    });

    it('the old API’s authenticate answers the user with phone and document', async () => {
      const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, ana.accountId));
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=${encodeURIComponent(row!.email)}&password=segredo123`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { user } = response.json().data;
      expect(user).toMatchObject({ id: ana.accountId, phone: '41999998888', document_type: 'CPF' });
      expect(user.document).toMatch(/^\d{11}$/);
    });
  });
});
