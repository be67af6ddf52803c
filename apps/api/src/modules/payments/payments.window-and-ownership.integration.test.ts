import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleEvents } from '../../db/schema';
import type { ChannelEvent } from '../../lib/events';
import type { TestApp } from '../../test/app';
import { PAYMENT_TEXTS } from '../../words/payments';
import { orderBody, postOrder, THURSDAY, TUESDAY } from '../orders/test-fixtures';
import { paymentChannelAuthorizers } from './channels';
import { createdAtOf, paymentsApp } from './payments.test-fixtures';
import {
  advance,
  boletoBody,
  giveWallet,
  orderStatus,
  pay,
  payableOrder,
  payingCustomer,
  scheduledOrder,
  statesOf,
  walletBody,
} from './test-fixtures';

/** The payment window that cancels an unpaid order, and whose orders and payments a customer may see. */

describe('paying an order (wire contract docs/api/payments.md)', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  const events: ChannelEvent[] = [];

  beforeAll(async () => {
    ({ t, districts } = await paymentsApp({ events }));
  });
  afterAll(() => t.close());

  const createdAt = (orderId: string) => createdAtOf(t, orderId);

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
});
