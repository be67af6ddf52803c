import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetryEvents } from '../../db/schema';
import type { ChannelEvent } from '../../lib/events';
import { operatorSignedIn } from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { THURSDAY } from '../orders/test-fixtures';
import {
  ANALYSIS_APPROVED,
  ANALYSIS_DECLINED,
  APPROVED,
  APPROVED_MASTERCARD,
  createdAtOf,
  DECLINED,
  livePaymentsOf,
  paymentsApp,
} from './payments.test-fixtures';
import {
  advance,
  encryptCard,
  newCardBody,
  orderDocument,
  orderStatus,
  pay,
  payableOrder,
  payingCustomer,
  paymentStatus,
  statesOf,
  storedCardBody,
} from './test-fixtures';

const DECLINE_REASON = 'Transação não autorizada pelo banco emissor. Tente outro cartão.';

/** Paying an order by card, new or stored (the other payments files: payments.*.integration.test.ts). */

describe('paying an order (wire contract docs/api/payments.md)', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  const events: ChannelEvent[] = [];

  beforeAll(async () => {
    ({ t, districts } = await paymentsApp({ events }));
  });
  afterAll(() => t.close());

  const createdAt = (orderId: string) => createdAtOf(t, orderId);
  const livePayments = (orderId: string) => livePaymentsOf(t, orderId);

  describe('cards, through the sandbox’s signed webhooks', () => {
    it('an approved card: authorized at +2 s pays the order, settled at +4 s; the order page shows the card', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer);
      const hash = await encryptCard(t, customer.auth, APPROVED);
      const created = await pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(order.id, hash, { store: true }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const payment = created.json().data;
      expect(payment.attributes).toMatchObject({
        status: 'created',
        amount: order.total,
        failure_reason: null,
      });
      expect(created.json().included[0]).toMatchObject({
        type: 'credit_card',
        attributes: { brand: 'VISA', first6: '411111', last4: '1111' },
      });
      expect(await orderStatus(t, customer, order.id)).toBe('payment_requested');

      await advance(t, 2);
      expect(await paymentStatus(t, customer, payment.id)).toBe('authorized');
      expect(await orderStatus(t, customer, order.id)).toBe('paid');
      await advance(t, 2);
      expect(await paymentStatus(t, customer, payment.id)).toBe('settled');
      expect(await orderStatus(t, customer, order.id)).toBe('paid');

      expect(statesOf(events, order.id, 'OrderChannel')).toEqual([
        'requested_on_gateway',
        'created_on_gateway',
        'payment_requested',
        'paid',
      ]);
      expect(statesOf(events, order.id, 'PaymentChannel')).toEqual(['authorized', 'settled']);
      const purchases = await t.database.db
        .select()
        .from(telemetryEvents)
        .where(and(eq(telemetryEvents.orderId, order.id), eq(telemetryEvents.name, 'purchase')));
      expect(purchases).toHaveLength(1);
      expect(purchases[0]!.value).toBe(order.total);

      const document = await orderDocument(t, customer, order.id);
      expect(document.included.find((r: { type: string }) => r.type === 'payments').attributes).toMatchObject(
        {
          status: 'settled',
          funding_type: 'credit_card',
          first6: '411111',
          last4: '1111',
          line_code: null,
        },
      );
      const cards = await t.app.inject({ method: 'GET', url: '/api/credit-cards', headers: customer.auth });
      expect(cards.json().data).toHaveLength(1);
      expect(cards.json().data[0].attributes).toMatchObject({
        brand: 'VISA',
        first6: '411111',
        last4: '1111',
      });
      expect(cards.json().data[0].attributes.payment_gateway_id).toMatch(/^CARD_/);
    });

    it('a declined card cancels the payment with the reason, and another card then pays the order', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer);
      const declined = await pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(order.id, await encryptCard(t, customer.auth, DECLINED)),
      );
      expect(declined.statusCode, declined.body).toBe(201);
      await advance(t, 2);
      const first = await t.app.inject({
        method: 'GET',
        url: `/api/payments/${declined.json().data.id}`,
        headers: customer.auth,
      });
      expect(first.json().data.attributes).toMatchObject({
        status: 'cancelled',
        failure_reason: DECLINE_REASON,
      });
      expect(await orderStatus(t, customer, order.id)).toBe('created_on_gateway');
      expect(
        events.filter((e) => e.channel === 'PaymentChannel' && e.key === order.id).map((e) => e.data),
      ).toContainEqual(expect.objectContaining({ to_state: 'cancelled', reason: DECLINE_REASON }));

      const second = await pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(order.id, await encryptCard(t, customer.auth, APPROVED_MASTERCARD)),
      );
      expect(second.statusCode, second.body).toBe(201);
      await advance(t, 2);
      expect(await orderStatus(t, customer, order.id)).toBe('paid');
      expect(statesOf(events, order.id, 'OrderChannel')).toEqual([
        'requested_on_gateway',
        'created_on_gateway',
        'payment_requested',
        'created_on_gateway',
        'payment_requested',
        'paid',
      ]);
    });

    it('in analysis then approved: the order waits for payment, then is paid 30 s later', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer);
      const created = await pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(order.id, await encryptCard(t, customer.auth, ANALYSIS_APPROVED)),
      );
      await advance(t, 2);
      expect(await paymentStatus(t, customer, created.json().data.id)).toBe('in_analysis');
      expect(await orderStatus(t, customer, order.id)).toBe('waiting_payment');
      await advance(t, 28);
      expect(await orderStatus(t, customer, order.id)).toBe('paid');
      await advance(t, 2);
      expect(await paymentStatus(t, customer, created.json().data.id)).toBe('settled');
      expect(statesOf(events, order.id, 'PaymentChannel')).toEqual(['in_analysis', 'authorized', 'settled']);
    });

    it('in analysis then declined: the payment is cancelled and the order is payable again', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer);
      const created = await pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(order.id, await encryptCard(t, customer.auth, ANALYSIS_DECLINED)),
      );
      await advance(t, 2);
      expect(await orderStatus(t, customer, order.id)).toBe('waiting_payment');
      await advance(t, 28);
      expect(await paymentStatus(t, customer, created.json().data.id)).toBe('cancelled');
      expect(await orderStatus(t, customer, order.id)).toBe('created_on_gateway');
      expect(statesOf(events, order.id, 'PaymentChannel')).toEqual(['in_analysis', 'cancelled']);
    });

    it('a stored card pays with its CVC; another customer’s card is not found', async () => {
      const customer = await payingCustomer(t, districts);
      const first = await payableOrder(t, districts, customer);
      await pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(first.id, await encryptCard(t, customer.auth, APPROVED), { store: true }),
      );
      await advance(t, 4);
      const cards = await t.app.inject({ method: 'GET', url: '/api/credit-cards', headers: customer.auth });
      const cardId = cards.json().data[0].id;

      const second = await payableOrder(t, districts, customer, THURSDAY);
      const stranger = await payingCustomer(t, districts);
      const strangers = await payableOrder(t, districts, stranger);
      const refused = await pay(t, stranger.auth, 'credit-card/stored', storedCardBody(strangers.id, cardId));
      expect(refused.statusCode).toBe(404);

      const paid = await pay(t, customer.auth, 'credit-card/stored', storedCardBody(second.id, cardId));
      expect(paid.statusCode, paid.body).toBe(201);
      await advance(t, 2);
      expect(await orderStatus(t, customer, second.id)).toBe('paid');
    });

    it('a card the gateway refuses at once (a reused ciphertext) is a 422 on the instrument; the order stays payable', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer);
      const other = await payableOrder(t, districts, customer, THURSDAY);
      const hash = await encryptCard(t, customer.auth, APPROVED);
      expect((await pay(t, customer.auth, 'credit-card/new', newCardBody(other.id, hash))).statusCode).toBe(
        201,
      );
      const reused = await pay(t, customer.auth, 'credit-card/new', newCardBody(order.id, hash));
      expect(reused.statusCode).toBe(422);
      expect(reused.json().errors[0]).toMatchObject({
        title: 'Cartão Inválido!',
        source: { pointer: '/data/attributes/funding_instrument' },
      });
      expect(await orderStatus(t, customer, order.id)).toBe('created_on_gateway');
      expect(await livePayments(order.id)).toBe(0);
      // The request failed before any charge existed: the order passes through failed_to_request_payment (the
      // spec's event for the error panel) and is payable again (docs/decisions/0103-payment-reversed-is-a-chargeback-the-other-spec-states.md).
      expect(statesOf(events, order.id, 'OrderChannel').slice(-3)).toEqual([
        'payment_requested',
        'failed_to_request_payment',
        'created_on_gateway',
      ]);
      // The console's order timeline keeps it.
      const operator = await operatorSignedIn(t);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/operator/orders/${order.id}`,
        headers: operator.auth,
      });
      expect(detail.statusCode, detail.body).toBe(200);
      const titles = (detail.json().data.attributes.events as { kind: string; title: string }[])
        .filter((event) => event.kind === 'status')
        .map((event) => event.title);
      expect(titles).toEqual(
        expect.arrayContaining([
          'Pagamento solicitado → Falha ao solicitar pagamento',
          'Falha ao solicitar pagamento → Criado no meio de pagamento',
        ]),
      );
      const again = await pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(order.id, await encryptCard(t, customer.auth, APPROVED)),
      );
      expect(again.statusCode, again.body).toBe(201);
      await advance(t, 5);
      expect(await orderStatus(t, customer, order.id)).toBe('paid');
    });

    it('a payment is refused once the 20-minute window is over (at 1200 s exactly), even before the job runs', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer);
      // The deadline itself, not a second past it: `now >= deadline` is the rule, `>` would let this one pay.
      t.clock.set(new Date((await createdAt(order.id)).getTime() + 1200 * 1000));
      const late = await pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(order.id, await encryptCard(t, customer.auth, APPROVED)),
      );
      expect(late.statusCode).toBe(422);
      expect(late.json().errors[0].code).toBe('payment_window_over');
      await t.app.ctx.jobs.runDue();
      expect(await orderStatus(t, customer, order.id)).toBe('cancelled');
    });
  });

  describe('stored cards', () => {
    it('are listed, renamed (24 characters at most) and cleared; another customer’s card is not found', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer);
      await pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(order.id, await encryptCard(t, customer.auth, APPROVED_MASTERCARD), { store: true }),
      );
      const list = await t.app.inject({ method: 'GET', url: '/api/credit-cards', headers: customer.auth });
      const card = list.json().data[0];
      expect(card.attributes).toMatchObject({ brand: 'MASTERCARD', last4: '4444', name: null });
      const rename = (name: string, auth = customer.auth) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/credit-cards/${card.id}`,
          headers: auth,
          payload: { data: { type: 'credit-cards', id: card.id, attributes: { name } } },
        });
      expect((await rename('x'.repeat(25))).statusCode).toBe(422);
      const renamed = await rename('  Cartão da casa  ');
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data.attributes.name).toBe('Cartão da casa');
      expect((await rename('   ')).json().data.attributes.name).toBeNull();

      const stranger = await payingCustomer(t, districts);
      expect((await rename('meu', stranger.auth)).statusCode).toBe(404);
      const strangerClear = await t.app.inject({
        method: 'POST',
        url: `/api/credit-cards/${card.id}/clear`,
        headers: stranger.auth,
      });
      expect(strangerClear.statusCode).toBe(404);

      const cleared = await t.app.inject({
        method: 'POST',
        url: `/api/credit-cards/${card.id}/clear`,
        headers: customer.auth,
      });
      expect(cleared.statusCode).toBe(204);
      const after = await t.app.inject({ method: 'GET', url: '/api/credit-cards', headers: customer.auth });
      expect(after.json().data).toEqual([]);
    });
  });
});
