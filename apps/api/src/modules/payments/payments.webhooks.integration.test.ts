import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import type { ChannelEvent } from '../../lib/events';
import type { TestApp } from '../../test/app';
import { APPROVED, DECLINED, type Delivery, livePaymentsOf, paymentsApp } from './payments.test-fixtures';
import {
  advance,
  encryptCard,
  newCardBody,
  orderStatus,
  pay,
  payableOrder,
  payingCustomer,
  paymentStatus,
} from './test-fixtures';

/** Payments retried with an idempotency key, and the sandbox's webhooks replayed, tampered, late or out of order. */

describe('paying an order (wire contract docs/api/payments.md)', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  const events: ChannelEvent[] = [];
  const delivered: Delivery[] = [];
  /** Webhooks the test holds back (to deliver them late, out of order). */
  let hold: ((body: { data?: { status?: string } }) => boolean) | null = null;
  const held: Delivery[] = [];

  beforeAll(async () => {
    ({ t, districts } = await paymentsApp({
      events,
      intercept: (delivery) => {
        delivered.push(delivery);
        if (!hold?.(JSON.parse(delivery.raw))) return false;
        held.push(delivery);
        return true;
      },
    }));
  });
  afterAll(() => t.close());

  const livePayments = (orderId: string) => livePaymentsOf(t, orderId);

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
});
