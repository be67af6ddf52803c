import { randomUUID } from 'node:crypto';
import { saoPauloDate, saoPauloInstant } from '@brilho/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  cycles,
  orders,
  professionals,
  profiles,
  scheduleEvents,
  subscriptions,
} from '../../db/schema';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { CENTRO, customerIn, NOW, orderBody, postOrder, seedWorld } from '../orders/test-fixtures';
import { payingCustomer } from '../payments/test-fixtures';
import { runSubscriptionCycles } from './job';
import {
  type Auth,
  acceptedSubscription,
  cyclesOf,
  getJson,
  operatorAction,
  paidOrder,
  QUINZENAL_DECEMBER,
  requestSubscription,
} from './test-fixtures';

const REQUEST_FAILED = 'Ops. Não foi possível criar a solicitação...';

describe('subscriptions: request, operator actions and reading them', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let operator: Auth;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
    operator = (await operatorSignedIn(t)).auth;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const db = () => t.database.db;
  const subscriptionRow = async (id: string) =>
    (await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
  const cycleRows = (subscriptionId: string) =>
    db().select().from(cycles).where(eq(cycles.subscriptionId, subscriptionId));
  const auditOf = (subjectId: string) =>
    db().select().from(auditLog).where(eq(auditLog.subjectId, subjectId));
  const bookedEventsOf = async (orderIds: string[]) =>
    orderIds.length === 0
      ? []
      : db()
          .select()
          .from(scheduleEvents)
          .where(and(inArray(scheduleEvents.orderId, orderIds), eq(scheduleEvents.status, 'booked')));

  describe('the customer’s request', () => {
    it('creates a requested subscription repeating the order and e-mails the customer and operations', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await paidOrder(t, districts, customer);
      const sentBefore = t.mailer.sent.length;
      const response = await requestSubscription(t, customer.auth, order.id, 'Quinzenal');
      expect(response.statusCode, response.body).toBe(201);
      const data = response.json().data;
      expect(data.type).toBe('subscriptions');
      expect(data.attributes).toMatchObject({
        name: 'Limpeza quinzenal — Casa',
        status: 'requested',
        frequency: 'Quinzenal',
        starts_at: saoPauloInstant('2026-11-24', 10).toISOString(),
        order_duration: 2,
        payment_emission_day: 28,
      });
      expect(data.relationships.origin_order.data).toEqual({ type: 'orders', id: order.id });
      expect(data.relationships.professional.data).toEqual({
        type: 'professionals',
        id: order.professionalId,
      });
      expect(data.relationships.cycles.data).toEqual([]);

      // E-mails a change owes are jobs: they leave when due jobs run.
      await t.app.ctx.jobs.runDue();
      const mails = t.mailer.sent.slice(sentBefore);
      expect(mails.map((m) => m.to).sort()).toEqual(
        [t.app.ctx.config.OPERATIONS_EMAIL, expect.stringContaining('@exemplo.com')].sort(),
      );
      for (const mail of mails) {
        for (const line of [
          'Nome: Ana De Souza',
          'Telefone: (41) 999998888',
          'Tipo de cliente: Pessoa física',
          'Frequência: Quinzenal',
          'Dia da semana: terça-feira',
          'Profissional: Rosa Lima',
          'Endereço: Avenida do Batel, ',
          'Bairro: Centro',
          'Cidade: Curitiba',
          'Duração (horas): 2',
          'Horário inicial: 10h',
          'Data inicial: 24/11/2026',
        ])
          expect(mail.text).toContain(line);
        expect(mail.text).toMatch(/E-mail: cliente\w+@exemplo\.com/);
      }
      const operations = mails.find((m) => m.to === t.app.ctx.config.OPERATIONS_EMAIL)!;
      expect(operations.text).toContain(data.id);
    });

    it('a second request for the same order answers 409 and creates nothing', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await paidOrder(t, districts, customer);
      expect((await requestSubscription(t, customer.auth, order.id)).statusCode).toBe(201);
      const again = await requestSubscription(t, customer.auth, order.id, 'Semanal');
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0].title).toBe('Você já solicitou uma assinatura para esta limpeza.');
      const rows = await db().select().from(subscriptions).where(eq(subscriptions.originOrderId, order.id));
      expect(rows).toHaveLength(1);
    });

    it('an order not paid yet is refused with the spec’s text', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await paidOrder(t, districts, customer, { status: 'scheduled' });
      const response = await requestSubscription(t, customer.auth, order.id);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        title: REQUEST_FAILED,
        detail: 'A assinatura só pode ser solicitada para uma limpeza paga.',
      });
    });

    it('an unknown frequency is refused with the spec’s text', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await paidOrder(t, districts, customer);
      const response = await requestSubscription(t, customer.auth, order.id, 'Diária');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].title).toBe(REQUEST_FAILED);
    });

    it('another customer’s order reads exactly as a missing one', async () => {
      const owner = await payingCustomer(t, districts);
      const order = await paidOrder(t, districts, owner);
      const stranger = await customerIn(t, districts[CENTRO]!);
      const theirs = await requestSubscription(t, stranger.auth, order.id);
      const missing = await requestSubscription(t, stranger.auth, randomUUID());
      expect(theirs.statusCode).toBe(422);
      expect(theirs.json()).toEqual(missing.json());
      expect(theirs.json().errors[0].title).toBe(REQUEST_FAILED);
      expect(
        await db().select().from(subscriptions).where(eq(subscriptions.originOrderId, order.id)),
      ).toEqual([]);
    });

    it('asks for a session (401) and a customer (403)', async () => {
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/subscription-requests',
        payload: {},
      });
      expect(anonymous.statusCode).toBe(401);
      const staff = await t.app.inject({
        method: 'POST',
        url: '/api/subscription-requests',
        headers: operator,
        payload: {},
      });
      expect(staff.statusCode).toBe(403);
    });
  });

  describe('the operator accepts', () => {
    it('books the next month’s cycle (orders, booked events) and the subscription becomes active', async () => {
      const customer = await payingCustomer(t, districts);
      const { subscriptionId, professionalId } = await acceptedSubscription(t, districts, customer, operator);
      const subscription = await subscriptionRow(subscriptionId);
      expect(subscription.status).toBe('active');

      const [cycle, ...more] = await cycleRows(subscriptionId);
      expect(more).toEqual([]);
      expect(cycle).toMatchObject({ status: 'created', referenceMonth: '2026-12-01' });
      const cycleOrders = await db().select().from(orders).where(eq(orders.cycleId, cycle!.id));
      expect(cycleOrders.map((o) => saoPauloDate(o.startsAt)).sort()).toEqual(QUINZENAL_DECEMBER);
      for (const order of cycleOrders) {
        expect(order).toMatchObject({ status: 'created', customerId: customer.accountId, professionalId });
        expect(order.total).toBe(order.subtotal - 800);
        expect(order.discount).toBe(800);
      }
      expect(cycle!.total).toBe(cycleOrders.reduce((sum, o) => sum + o.total, 0));
      expect(cycle!.subtotal).toBe(cycleOrders.reduce((sum, o) => sum + o.subtotal, 0));
      expect(cycle!.startsAt).toEqual(saoPauloInstant('2026-12-08', 10));
      expect(cycle!.endsAt).toEqual(saoPauloInstant('2026-12-22', 12));

      const events = await bookedEventsOf(cycleOrders.map((o) => o.id));
      expect(events).toHaveLength(2);
      for (const event of events) {
        const order = cycleOrders.find((o) => o.id === event.orderId)!;
        expect(order.scheduleEventId).toBe(event.id);
        expect(event).toMatchObject({ professionalId, startsAt: order.startsAt, endsAt: order.endsAt });
      }
      const audit = await auditOf(subscriptionId);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'subscription.accept', subjectType: 'subscriptions' });
      expect(audit[0]!.data).toMatchObject({ from: 'requested', to: 'active', cycle_id: cycle!.id });
    });

    it('with the professional’s time taken on a date: 409 naming it, and nothing written', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await paidOrder(t, districts, customer, {
        extraWindows: [{ date: '2026-12-22', from: 7, to: 22 }],
      });
      // Another customer books the professional on Dec 22 at 11h, overlapping the subscription's 10h–12h.
      const other = await customerIn(t, districts[CENTRO]!);
      const taken = await postOrder(
        t,
        other,
        orderBody(other, order.professionalId, { date: '2026-12-22', hour: 11, hours: 2 }),
      );
      expect(taken.statusCode, taken.body).toBe(201);
      const requested = await requestSubscription(t, customer.auth, order.id);
      const subscriptionId: string = requested.json().data.id;

      const accepted = await operatorAction(t, operator, subscriptionId, 'accept');
      expect(accepted.statusCode).toBe(409);
      expect(accepted.json().errors[0].title).toBe('O profissional não está livre em 22/12/2026.');
      expect((await subscriptionRow(subscriptionId)).status).toBe('requested');
      expect(await cycleRows(subscriptionId)).toEqual([]);
      expect(await auditOf(subscriptionId)).toEqual([]);
      const stray = await db()
        .select()
        .from(orders)
        .where(and(eq(orders.professionalId, order.professionalId), eq(orders.status, 'created')));
      expect(stray).toEqual([]);
    });

    it('accepting twice is refused (422) and books nothing twice', async () => {
      const customer = await payingCustomer(t, districts);
      const { subscriptionId } = await acceptedSubscription(t, districts, customer, operator);
      const again = await operatorAction(t, operator, subscriptionId, 'accept');
      expect(again.statusCode).toBe(422);
      expect(await cycleRows(subscriptionId)).toHaveLength(1);
    });
  });

  describe('reject, pause and cancel', () => {
    it('reject: a requested subscription becomes rejected, with its audit row', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await paidOrder(t, districts, customer);
      const subscriptionId: string = (await requestSubscription(t, customer.auth, order.id)).json().data.id;
      const rejected = await operatorAction(t, operator, subscriptionId, 'reject');
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json().data.attributes.status).toBe('rejected');
      expect((await auditOf(subscriptionId))[0]).toMatchObject({ action: 'subscription.reject' });
      expect((await operatorAction(t, operator, subscriptionId, 'accept')).statusCode).toBe(422);
    });

    it.each([
      ['pause', 'paused'],
      ['cancel', 'cancelled'],
    ])(
      '%s: the subscription is %s and its unpaid cycle cancelled, its time released',
      async (action, status) => {
        const customer = await payingCustomer(t, districts);
        const { subscriptionId } = await acceptedSubscription(t, districts, customer, operator);
        const [cycle] = await cycleRows(subscriptionId);
        const cycleOrders = await db().select().from(orders).where(eq(orders.cycleId, cycle!.id));
        expect(await bookedEventsOf(cycleOrders.map((o) => o.id))).toHaveLength(2);

        const response = await operatorAction(t, operator, subscriptionId, action);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data.attributes.status).toBe(status);
        expect((await subscriptionRow(subscriptionId)).status).toBe(status);
        expect((await cycleRows(subscriptionId))[0]!.status).toBe('cancelled');
        const after = await db().select().from(orders).where(eq(orders.cycleId, cycle!.id));
        expect(after.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
        expect(await bookedEventsOf(cycleOrders.map((o) => o.id))).toEqual([]);
        const audit = await auditOf(subscriptionId);
        expect(audit.map((a) => a.action).sort()).toEqual(
          ['subscription.accept', `subscription.${action}`].sort(),
        );
        // The job creates nothing more for it.
        t.clock.set(saoPauloInstant('2026-12-01', 0, 10));
        await t.app.ctx.jobs.runDue();
        await runSubscriptionCycles(t.app.ctx);
        expect(await cycleRows(subscriptionId)).toHaveLength(1);
      },
    );

    it('a paused subscription can be accepted again (resumed)', async () => {
      const customer = await payingCustomer(t, districts);
      const { subscriptionId } = await acceptedSubscription(t, districts, customer, operator);
      expect((await operatorAction(t, operator, subscriptionId, 'pause')).statusCode).toBe(200);
      t.clock.set(saoPauloInstant('2026-12-02', 9));
      // More than 7 idle days on, the operator's session has ended: they sign in again.
      const operatorAgain = (await operatorSignedIn(t)).auth;
      const resumed = await operatorAction(t, operatorAgain, subscriptionId, 'accept');
      expect(resumed.statusCode, resumed.body).toBe(200);
      expect(resumed.json().data.attributes.status).toBe('active');
      const months = (await cycleRows(subscriptionId)).map((c) => `${c.referenceMonth}:${c.status}`).sort();
      expect(months).toEqual(['2026-12-01:cancelled', '2027-01-01:created']);
    });

    it('only operators: a customer gets 403, no session 401', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await paidOrder(t, districts, customer);
      const subscriptionId: string = (await requestSubscription(t, customer.auth, order.id)).json().data.id;
      for (const action of ['accept', 'reject', 'pause', 'cancel']) {
        expect((await operatorAction(t, customer.auth, subscriptionId, action)).statusCode).toBe(403);
        expect((await operatorAction(t, {}, subscriptionId, action)).statusCode).toBe(401);
      }
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/operator/subscriptions', headers: customer.auth }))
          .statusCode,
      ).toBe(403);
      expect((await subscriptionRow(subscriptionId)).status).toBe('requested');
      expect(await auditOf(subscriptionId)).toEqual([]);
    });

    it('the operator lists subscriptions by status, with their customer', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await paidOrder(t, districts, customer);
      const subscriptionId: string = (await requestSubscription(t, customer.auth, order.id)).json().data.id;
      const listed = await getJson(t, operator, '/api/operator/subscriptions?filter[status]=requested');
      expect(
        listed.data.every((s: { attributes: { status: string } }) => s.attributes.status === 'requested'),
      ).toBe(true);
      const mine = listed.data.find((s: { id: string }) => s.id === subscriptionId);
      expect(mine.relationships.customer.data).toEqual({ type: 'customers', id: customer.accountId });
      expect(listed.meta.record_count).toBeGreaterThanOrEqual(1);
    });
  });

  describe('reading subscriptions and cycles', () => {
    it('GET /subscriptions: the caller’s own, with cycles, professional and account included', async () => {
      const customer = await payingCustomer(t, districts);
      const { subscriptionId, professionalId } = await acceptedSubscription(t, districts, customer, operator);
      const someoneElse = await payingCustomer(t, districts);
      await acceptedSubscription(t, districts, someoneElse, operator);

      const document = await getJson(
        t,
        customer.auth,
        '/api/subscriptions?include=cycles,professional.account&page[number]=1&sort=-starts_at',
      );
      expect(document.data.map((s: { id: string }) => s.id)).toEqual([subscriptionId]);
      expect(document.meta).toEqual({ page_count: 1, record_count: 1 });
      const [subscription] = document.data;
      expect(subscription.attributes.status).toBe('active');
      const types = document.included.map((r: { type: string }) => r.type).sort();
      expect(types).toEqual(['accounts', 'cycles', 'professionals']);
      const cycle = document.included.find((r: { type: string }) => r.type === 'cycles');
      expect(subscription.relationships.cycles.data).toEqual([{ type: 'cycles', id: cycle.id }]);
      expect(subscription.relationships.professional.data.id).toBe(professionalId);
      expect(cycle.attributes).toMatchObject({
        status: 'created',
        reference_month: '2026-12-01',
        orders_count: 2,
        duration_hours: 2,
        payable: false,
        block_reason: 'Esse ciclo ainda não foi aberto para pagamentos!',
        card_label: 'VENCIMENTO',
        expired: false,
        payment_opens_at: saoPauloInstant('2026-11-28', 0).toISOString(),
        payment_closes_at: saoPauloInstant('2026-12-08', 0).toISOString(),
      });
      expect(cycle.attributes.amount.total).toBe(cycle.attributes.amount.subtotal - 2 * 800);
      expect(cycle.attributes.boleto_due_date).toMatch(/^2026-12-0\d$/);
    });

    it('GET /cycles/{id}: orders with their events, payments, subscription, address, professional, customer', async () => {
      const customer = await payingCustomer(t, districts);
      const { subscriptionId, professionalId } = await acceptedSubscription(t, districts, customer, operator);
      const [cycle] = await cycleRows(subscriptionId);
      const [pro] = await t.database.db
        .select()
        .from(professionals)
        .where(eq(professionals.id, professionalId));
      await t.database.db
        .insert(profiles)
        .values({ accountId: pro!.accountId, profilePicture: '/api/avatars/lia.svg' });
      const document = await getJson(
        t,
        customer.auth,
        `/api/cycles/${cycle!.id}?include=orders,orders.schedule_event,payments,payments.funding_instrument,subscription,address,professional,professional.account,professional.account.profile,customer`,
      );
      expect(document.data.id).toBe(cycle!.id);
      const rel = document.data.relationships;
      expect(rel.orders.data).toHaveLength(2);
      expect(rel.payments.data).toEqual([]);
      expect(rel.subscription.data).toEqual({ type: 'subscriptions', id: subscriptionId });
      expect(rel.customer.data).toEqual({ type: 'customers', id: customer.accountId });
      const included = (type: string) => document.included.filter((r: { type: string }) => r.type === type);
      expect(included('orders')).toHaveLength(2);
      expect(included('orders')[0].attributes.subscription_id).toBe(subscriptionId);
      expect(
        included('schedule-events').map((e: { attributes: { status: string } }) => e.attributes.status),
      ).toEqual(['booked', 'booked']);
      expect(included('subscriptions')).toHaveLength(1);
      expect(included('addresses')).toHaveLength(1);
      expect(included('professionals')).toHaveLength(1);
      expect(included('customers')).toHaveLength(1);
      // The photo the cycle page shows.
      expect(included('profiles').map((p: { attributes: object }) => p.attributes)).toEqual([
        { profile_picture: '/api/avatars/lia.svg', bio: null },
      ]);

      const order = await getJson(t, customer.auth, `/api/orders/${rel.orders.data[0].id}`);
      expect(order.data.attributes.subscription_id).toBe(subscriptionId);
    });

    it('another customer’s cycle answers 404, like a missing one', async () => {
      const owner = await payingCustomer(t, districts);
      const { subscriptionId } = await acceptedSubscription(t, districts, owner, operator);
      const [cycle] = await cycleRows(subscriptionId);
      const stranger = await customerIn(t, districts[CENTRO]!);
      for (const url of [`/api/cycles/${cycle!.id}`, `/api/cycles/${randomUUID()}`, '/api/cycles/nope']) {
        const response = await t.app.inject({ method: 'GET', url, headers: stranger.auth });
        expect(response.statusCode).toBe(404);
      }
      const list = await getJson(t, stranger.auth, '/api/cycles');
      expect(list.data).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: `/api/cycles/${cycle!.id}` })).statusCode).toBe(401);
    });

    it('GET /cycles filters by status (comma-separated) and includes address and subscription', async () => {
      const customer = await payingCustomer(t, districts);
      const { subscriptionId } = await acceptedSubscription(t, districts, customer, operator);
      const pending = await getJson(
        t,
        customer.auth,
        '/api/cycles?filter[status]=created_on_gateway,payment_requested,waiting_payment&sort=-created_at&include=address,subscription',
      );
      expect(pending.data).toEqual([]);
      const created = await getJson(
        t,
        customer.auth,
        '/api/cycles?filter[status]=created,created_on_gateway&sort=-created_at&include=address,subscription',
      );
      expect(created.data).toHaveLength(1);
      expect(created.data[0].relationships.subscription.data.id).toBe(subscriptionId);
      expect(created.included.map((r: { type: string }) => r.type).sort()).toEqual([
        'addresses',
        'subscriptions',
      ]);
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/cycles?filter[status]=whatever',
        headers: customer.auth,
      });
      expect(bad.statusCode).toBe(400);
      const cycles = await cyclesOf(t, customer.auth, subscriptionId);
      expect(cycles.map((c) => c.id)).toEqual([created.data[0].id]);
    });
  });
});
