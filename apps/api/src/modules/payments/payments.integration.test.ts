import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, scheduleEvents, telemetryEvents, walletEntries } from '../../db/schema';
import type { ChannelEvent } from '../../lib/events';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { PAYMENT_TEXTS } from '../../words/payments';
import { NOW, orderBody, postOrder, seedWorld, THURSDAY, TUESDAY } from '../orders/test-fixtures';
import { paymentChannelAuthorizers } from './channels';
import { injectDeliver } from './gateway/sandbox/deliver';
import {
  advance,
  boletoBody,
  encryptCard,
  giveWallet,
  newCardBody,
  orderDocument,
  orderStatus,
  pay,
  payableOrder,
  payingCustomer,
  paymentStatus,
  scheduledOrder,
  statesOf,
  storedCardBody,
  walletBalance,
  walletBody,
} from './test-fixtures';

const APPROVED = '4111111111111111';
const APPROVED_MASTERCARD = '5555555555554444';
const DECLINED = '4000000000000002';
const ANALYSIS_APPROVED = '4000000000000010';
const ANALYSIS_DECLINED = '4000000000000028';
const DECLINE_REASON = 'Transação não autorizada pelo banco emissor. Tente outro cartão.';

interface Delivery {
  raw: string;
  headers: Record<string, string>;
}

describe('paying an order (wire contract docs/api/payments.md)', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  const events: ChannelEvent[] = [];
  const delivered: Delivery[] = [];
  /** Webhooks the test holds back (to deliver them late, out of order). */
  let hold: ((body: { data?: { status?: string } }) => boolean) | null = null;
  const held: Delivery[] = [];

  beforeAll(async () => {
    t = await buildTestApp({
      now: NOW,
      gatewayDeliver: async (raw, headers) => {
        delivered.push({ raw, headers });
        if (hold?.(JSON.parse(raw))) {
          held.push({ raw, headers });
          return { status: 200 };
        }
        return injectDeliver(() => t.app)(raw, headers);
      },
    });
    districts = await seedWorld(t);
    t.app.ctx.events.subscribe((event) => events.push(event));
  });
  afterAll(() => t.close());

  /** When the order was created, as the payment window counts from it. */
  const createdAt = async (orderId: string) => {
    const [row] = (await t.database.executeSql('SELECT created_at FROM orders WHERE id = $1', [orderId]))
      .rows as { created_at: Date | string }[];
    return new Date(row!.created_at);
  };

  const postWebhook = (delivery: Delivery) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', ...delivery.headers },
      payload: delivery.raw,
    });

  const chargesAtGateway = async (orderId: string) => {
    const [order] = (await t.database.executeSql('SELECT gateway_id FROM orders WHERE id = $1', [orderId]))
      .rows as { gateway_id: string }[];
    const rows = await t.database.executeSql('SELECT id FROM sandbox_gateway_charges WHERE order_id = $1', [
      order!.gateway_id,
    ]);
    return rows.rows.length;
  };

  const livePayments = async (orderId: string) =>
    (
      await t.database.db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.payableId, orderId),
            sql`${payments.status} NOT IN ('cancelled', 'refunded', 'reversed')`,
          ),
        )
    ).length;

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

  describe('idempotency', () => {
    it('the same key twice answers the same payment and charges once; the same key with another body is 409', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer);
      const body = newCardBody(order.id, await encryptCard(t, customer.auth, APPROVED));
      const key = randomUUID();
      const first = await pay(t, customer.auth, 'credit-card/new', body, key);
      const retry = await pay(t, customer.auth, 'credit-card/new', body, key);
      expect(first.statusCode).toBe(201);
      expect(retry.statusCode).toBe(200);
      expect(retry.json().data.id).toBe(first.json().data.id);
      expect(await chargesAtGateway(order.id)).toBe(1);

      const other = await pay(
        t,
        customer.auth,
        'credit-card/new',
        { ...body, meta: { consume_account_balance: true } },
        key,
      );
      expect(other.statusCode).toBe(409);
    });

    it('two keys for one order at once: one payment goes through, the other is told a payment is in progress', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer);
      const [a, b] = await Promise.all([
        pay(
          t,
          customer.auth,
          'credit-card/new',
          newCardBody(order.id, await encryptCard(t, customer.auth, APPROVED)),
        ),
        pay(
          t,
          customer.auth,
          'credit-card/new',
          newCardBody(order.id, await encryptCard(t, customer.auth, APPROVED)),
        ),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
      const refused = a.statusCode === 422 ? a : b;
      expect(refused.json().errors[0].title).toBe(
        'Já existe um pagamento em andamento para este pedido. Aguarde a confirmação.',
      );
      expect(await livePayments(order.id)).toBe(1);
      expect(await chargesAtGateway(order.id)).toBe(1);
    });
  });

  describe('webhooks', () => {
    it('a replayed webhook changes nothing; a tampered one is refused with 401', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer);
      const from = delivered.length;
      await pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(order.id, await encryptCard(t, customer.auth, DECLINED)),
      );
      await advance(t, 2);
      const decline = delivered.slice(from).find((d) => d.raw.includes('"declined"'))!;
      // Another card pays meanwhile; replaying the old decline must not undo anything.
      await pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(order.id, await encryptCard(t, customer.auth, APPROVED)),
      );
      await advance(t, 2);
      const before = events.length;
      const replay = await postWebhook(decline);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().meta.result).toBe('replayed');
      expect(events.length).toBe(before);
      expect(await orderStatus(t, customer, order.id)).toBe('paid');

      const tampered = await postWebhook({ ...decline, raw: decline.raw.replace('declined', 'settled') });
      expect(tampered.statusCode).toBe(401);
      const unsigned = await postWebhook({ raw: decline.raw, headers: {} });
      expect(unsigned.statusCode).toBe(401);
    });

    it('settled arriving before authorized ends settled (the late one is stale)', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer);
      hold = (body) => body.data?.status === 'authorized';
      const created = await pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(order.id, await encryptCard(t, customer.auth, APPROVED)),
      );
      await advance(t, 4);
      hold = null;
      expect(await paymentStatus(t, customer, created.json().data.id)).toBe('settled');
      expect(await orderStatus(t, customer, order.id)).toBe('paid');
      const late = await postWebhook(held.pop()!);
      expect(late.statusCode).toBe(200);
      expect(late.json().meta.result).toBe('stale');
      expect(await paymentStatus(t, customer, created.json().data.id)).toBe('settled');
    });

    it('a webhook the state machine refuses does not advance the sequence: the earlier step still applies', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer);
      // Every webhook of the charge is held; the gateway refunds the approved charge (support asked, say).
      hold = () => true;
      const created = await pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(order.id, await encryptCard(t, customer.auth, APPROVED)),
      );
      await advance(t, 2);
      const [row] = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, created.json().data.id));
      await t.app.ctx.gateway.refund(row!.gatewayId!);
      await advance(t, 1);
      hold = null;
      const byStatus = (status: string) => held.find((d) => JSON.parse(d.raw).data.status === status)!;
      // `refunded` (sequence 2) arrives first: a created payment can't be refunded, so it is refused…
      const early = await postWebhook(byStatus('refunded'));
      expect(early.json().meta.result).toBe('refused');
      expect(await paymentStatus(t, customer, row!.id)).toBe('created');
      // …and the genuine `authorized` (sequence 1) arriving after it is still applied.
      const authorized = await postWebhook(byStatus('authorized'));
      expect(authorized.json().meta.result).toBe('applied');
      expect(await paymentStatus(t, customer, row!.id)).toBe('authorized');
      expect(await orderStatus(t, customer, order.id)).toBe('paid');
      held.length = 0;
    });

    it('an approval for an order already cancelled is refunded: the customer is never charged for it', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer);
      const created = await pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(order.id, await encryptCard(t, customer.auth, APPROVED)),
      );
      // Cancelled meanwhile (by support, say) before the approval arrives.
      await t.database.executeSql(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [order.id]);
      await advance(t, 2);
      expect(await paymentStatus(t, customer, created.json().data.id)).toBe('authorized');
      await advance(t, 1);
      expect(await paymentStatus(t, customer, created.json().data.id)).toBe('refunded');
      expect(await orderStatus(t, customer, order.id)).toBe('cancelled');
    });
  });

  describe('the wallet', () => {
    it('pays an order it covers at once, and refuses one it does not cover', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await scheduledOrder(t, districts, customer);
      await giveWallet(t, customer.accountId, order.total - 1);
      const short = await pay(t, customer.auth, 'account-balance', walletBody(order.id));
      expect(short.statusCode).toBe(422);
      expect(short.json().errors[0].title).toBe('O seu saldo não é suficiente para pagar este pedido.');

      await giveWallet(t, customer.accountId, order.total + 500);
      const paid = await pay(t, customer.auth, 'account-balance', walletBody(order.id));
      expect(paid.statusCode, paid.body).toBe(201);
      expect(paid.json().data.attributes.status).toBe('settled');
      expect(paid.json().included[0].type).toBe('account_balance');
      const document = await orderDocument(t, customer, order.id);
      expect(document.data.attributes).toMatchObject({ status: 'paid', paid_by_account_balance: true });
      expect(await walletBalance(t, customer.accountId)).toBe(500);
      const account = await t.app.inject({
        method: 'GET',
        url: `/api/accounts/${customer.accountId}?include=payment_gateway_account`,
        headers: customer.auth,
      });
      expect(account.json().included[0].attributes.wallet).toEqual({ available_to_use: 500 });
    });

    it('two concurrent spends that together exceed the balance: exactly one succeeds, never below zero', async () => {
      const customer = await payingCustomer(t, districts);
      const first = await scheduledOrder(t, districts, customer);
      const second = await scheduledOrder(t, districts, customer, THURSDAY);
      await giveWallet(t, customer.accountId, first.total + Math.floor(second.total / 2));
      const answers = await Promise.all([
        pay(t, customer.auth, 'account-balance', walletBody(first.id)),
        pay(t, customer.auth, 'account-balance', walletBody(second.id)),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
      const balance = (await walletBalance(t, customer.accountId))!;
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBe(
        first.total +
          Math.floor(second.total / 2) -
          (answers[0]!.statusCode === 201 ? first.total : second.total),
      );
    });

    it('consume_account_balance takes the credit at once and gives it back when the card is declined', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer);
      await giveWallet(t, customer.accountId, 1000);
      const created = await pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(order.id, await encryptCard(t, customer.auth, DECLINED), { consume: true }),
      );
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data.attributes).toMatchObject({
        amount: order.total - 1000,
        consumed_account_balance: 1000,
      });
      expect(await walletBalance(t, customer.accountId)).toBe(0);
      await advance(t, 2);
      expect(await walletBalance(t, customer.accountId)).toBe(1000);
      const entries = await t.database.db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.referenceId, created.json().data.id));
      expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-1000, 1000]);
    });
  });

  describe('the payment window', () => {
    it('cancels an unpaid order at 1200 s (not at 1199 s) and frees the slot for another booking', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await scheduledOrder(t, districts, customer);
      await advance(t, 1199);
      expect(await orderStatus(t, customer, order.id)).toBe('scheduled');
      await advance(t, 1);
      expect(await orderStatus(t, customer, order.id)).toBe('cancelled');
      expect(statesOf(events, order.id, 'OrderChannel')).toEqual(['cancelled']);
      const booked = await t.database.db
        .select()
        .from(scheduleEvents)
        .where(eq(scheduleEvents.orderId, order.id));
      expect(booked).toHaveLength(0);

      const other = await payingCustomer(t, districts);
      const again = await postOrder(
        t,
        other,
        orderBody(other, order.professionalId, { date: TUESDAY, hour: 10, hours: 2 }),
      );
      expect(again.statusCode, again.body).toBe(201);
    });

    it('refuses to register an order at the gateway at 1200 s exactly, before the window job has run', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await scheduledOrder(t, districts, customer);
      t.clock.set(new Date((await createdAt(order.id)).getTime() + 1200 * 1000 - 1));
      const lastMoment = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/create-on-gateway`,
        headers: customer.auth,
      });
      expect(lastMoment.statusCode, lastMoment.body).toBe(200);

      const other = await scheduledOrder(t, districts, customer, THURSDAY);
      t.clock.set(new Date((await createdAt(other.id)).getTime() + 1200 * 1000));
      const late = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${other.id}/create-on-gateway`,
        headers: customer.auth,
      });
      expect(late.statusCode, late.body).toBe(422);
      expect(late.json().errors[0]).toMatchObject({
        code: 'payment_window_over',
        title: PAYMENT_TEXTS.windowOver,
      });
      expect(await orderStatus(t, customer, other.id)).toBe('scheduled');
    });

    it('leaves an order whose boleto is waiting alone', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer, THURSDAY);
      expect((await pay(t, customer.auth, 'boleto', boletoBody(order.id))).statusCode).toBe(201);
      await advance(t, 1);
      expect(await orderStatus(t, customer, order.id)).toBe('waiting_payment');
      await advance(t, 1200);
      expect(await orderStatus(t, customer, order.id)).toBe('waiting_payment');
    });
  });

  describe('boletos', () => {
    it('are refused with short notice and allowed with enough notice', async () => {
      const customer = await payingCustomer(t, districts);
      // Now is Monday 09:00; a Tuesday cleaning's limit is Monday itself (1 business day before).
      const soon = await payableOrder(t, districts, customer, TUESDAY);
      const refused = await pay(t, customer.auth, 'boleto', boletoBody(soon.id));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].code).toBe('boleto_not_allowed');
      expect(await orderStatus(t, customer, soon.id)).toBe('created_on_gateway');
    });

    it('get a valid line code, and the operator’s pay action pays the order', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer, THURSDAY);
      const created = await pay(t, customer.auth, 'boleto', boletoBody(order.id));
      expect(created.statusCode, created.body).toBe(201);
      const instrument = created.json().included[0];
      expect(instrument.type).toBe('boletos');
      expect(instrument.attributes.expiration_date).toBe('2026-11-24');
      expect(instrument.attributes.url_print).toMatch(/\.pdf$/);
      const lineCode: string = instrument.attributes.line_code;
      expect(lineCode).toMatch(/^\d{47}$/);
      expect(independentlyValid(lineCode)).toBe(true);
      expect(lineCode.slice(-10)).toBe(String(order.total).padStart(10, '0'));

      await advance(t, 1);
      expect(await orderStatus(t, customer, order.id)).toBe('waiting_payment');
      const [row] = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, created.json().data.id));
      const operator = await operatorSignedIn(t);
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/sandbox-gateway/boletos/${row!.gatewayId}/pay`,
        headers: operator.auth,
      });
      expect(paid.statusCode, paid.body).toBeLessThan(300);
      await advance(t, 1);
      expect(await paymentStatus(t, customer, row!.id)).toBe('settled');
      expect(await orderStatus(t, customer, order.id)).toBe('paid');
    });
  });

  describe('what belongs to whom', () => {
    it('another customer’s order and payment answer 404', async () => {
      const owner = await payingCustomer(t, districts);
      const order = await scheduledOrder(t, districts, owner);
      await giveWallet(t, owner.accountId, order.total);
      const paid = await pay(t, owner.auth, 'account-balance', walletBody(order.id));
      const stranger = await payingCustomer(t, districts);
      await giveWallet(t, stranger.accountId, order.total);
      const other = await payableOrder(t, districts, stranger);
      expect((await pay(t, stranger.auth, 'account-balance', walletBody(order.id))).statusCode).toBe(404);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/payments/${paid.json().data.id}`,
        headers: stranger.auth,
      });
      expect(read.statusCode).toBe(404);
      const gateway = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/create-on-gateway`,
        headers: stranger.auth,
      });
      expect(gateway.statusCode).toBe(404);
      expect(other.id).not.toBe(order.id);
    });

    it('only the order’s customer (and operators) may stream its OrderChannel and PaymentChannel', async () => {
      const owner = await payingCustomer(t, districts);
      const order = await scheduledOrder(t, districts, owner);
      const stranger = await payingCustomer(t, districts);
      const { OrderChannel, PaymentChannel } = paymentChannelAuthorizers(t.app.ctx);
      const customer = (accountId: string) => ({ accountId, role: 'customer' as const });
      expect(await OrderChannel(customer(owner.accountId), order.id)).toBe(true);
      expect(await PaymentChannel(customer(owner.accountId), order.id)).toBe(true);
      expect(await OrderChannel(customer(stranger.accountId), order.id)).toBe(false);
      expect(await PaymentChannel(customer(stranger.accountId), order.id)).toBe(false);
      expect(await OrderChannel({ accountId: randomUUID(), role: 'operator' }, order.id)).toBe(true);
    });

    it('an unknown cycle is not found (cycles are paid too: cycles.integration.test.ts)', async () => {
      const customer = await payingCustomer(t, districts);
      const answer = await pay(t, customer.auth, 'boleto', {
        data: { type: 'payments', attributes: { payable: { id: randomUUID(), type: 'cycle' } } },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().errors[0].title).toBe(PAYMENT_TEXTS.payableNotFound);
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

/**
 * FEBRABAN check digits, written here apart from the domain's: fields 1–3 of the linha digitável end in a
 * mod-10 digit; the barcode rebuilt from it carries a mod-11 general digit at position 5.
 */
function independentlyValid(line: string): boolean {
  const mod10 = (digits: string) => {
    let sum = 0;
    let weight = 2;
    for (let i = digits.length - 1; i >= 0; i -= 1) {
      let product = Number(digits[i]) * weight;
      if (product > 9) product = Math.floor(product / 10) + (product % 10);
      sum += product;
      weight = weight === 2 ? 1 : 2;
    }
    return (10 - (sum % 10)) % 10;
  };
  const fields = [line.slice(0, 10), line.slice(10, 21), line.slice(21, 32)];
  if (!fields.every((f) => mod10(f.slice(0, -1)) === Number(f.slice(-1)))) return false;
  const barcode =
    line.slice(0, 4) +
    line.slice(32, 33) +
    line.slice(33, 47) +
    line.slice(4, 9) +
    line.slice(10, 20) +
    line.slice(21, 31);
  const withoutDv = barcode.slice(0, 4) + barcode.slice(5);
  let sum = 0;
  let weight = 2;
  for (let i = withoutDv.length - 1; i >= 0; i -= 1) {
    sum += Number(withoutDv[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  const dv = rest === 0 || rest === 10 || rest === 11 ? 1 : rest;
  return barcode.length === 44 && Number(barcode[4]) === dv;
}
