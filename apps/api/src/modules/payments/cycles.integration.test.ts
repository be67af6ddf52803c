import { randomUUID } from 'node:crypto';
import { boletoDueDate, CYCLE_TEXTS, saoPauloInstant } from '@brilho/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cycles,
  orders,
  payments,
  sandboxGatewayCharges,
  sandboxGatewayOrders,
  scheduleEvents,
} from '../../db/schema';
import type { ChannelEvent } from '../../lib/events';
import { operatorSignedIn, signInAgain } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { PAYMENT_TEXTS } from '../../words/payments';
import { type Customer, NOW, orderBody, postOrder, seedWorld } from '../orders/test-fixtures';
import { paymentChannelAuthorizers } from './channels';
import { cancelUnpaidCycle, openCycleForPayment } from './cycles';
import {
  advance,
  boletoBody,
  type CycleFixture,
  encryptCard,
  forCycle,
  giveWallet,
  newCardBody,
  pay,
  payingCustomer,
  paymentStatus,
  statesOf,
  unpaidCycle,
  walletBody,
} from './test-fixtures';

const APPROVED = '4111111111111111';
const DECLINED = '4000000000000002';
const ANALYSIS_APPROVED = '4000000000000010';
const DECLINE_REASON = 'Transação não autorizada pelo banco emissor. Tente outro cartão.';

/** Sunday 2026-11-29, 10h in São Paulo: December's cycles are open (Nov 28 → their first cleaning day). */
const OPEN_DAY = saoPauloInstant('2026-11-29', 10);

describe('paying cycles through the payments module (docs/api/payments.md "Cycles")', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  const events: ChannelEvent[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
    t.app.ctx.events.subscribe((event) => events.push(event));
  });
  afterAll(() => t.close());

  const at = async (instant: Date) => {
    t.clock.set(instant);
    await t.app.ctx.jobs.runDue();
  };

  const cycleRow = async (id: string) => {
    const [row] = await t.database.db.select().from(cycles).where(eq(cycles.id, id));
    return row!;
  };
  const orderStatuses = async (cycle: CycleFixture) =>
    (
      await t.database.db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(eq(orders.cycleId, cycle.id))
    ).map((row) => row.status);
  const bookedEvents = async (cycle: CycleFixture) =>
    (
      await t.database.db
        .select()
        .from(scheduleEvents)
        .where(
          and(eq(scheduleEvents.professionalId, cycle.professionalId), eq(scheduleEvents.status, 'booked')),
        )
    ).length;
  const chargesOf = async (cycleId: string) => {
    const { gatewayId } = await cycleRow(cycleId);
    return t.database.db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.orderId, gatewayId!));
  };

  /** A customer registered at the gateway with a December cycle opened for payment (the job's step). */
  async function openCycle(options: Parameters<typeof unpaidCycle>[3] = {}) {
    await at(OPEN_DAY);
    const customer = await payingCustomer(t, districts);
    const cycle = await unpaidCycle(t, districts, customer, options);
    const opened = await openCycleForPayment(t.app.ctx, cycle.id);
    expect(opened?.status).toBe('created_on_gateway');
    return { customer, cycle };
  }

  const card = async (customer: Customer, cycle: CycleFixture, number: string, key?: string) =>
    pay(
      t,
      customer.auth,
      'credit-card/new',
      forCycle(newCardBody(cycle.id, await encryptCard(t, customer.auth, number))),
      key,
    );

  describe('opening a cycle for payment', () => {
    it('registers it at the gateway: created → requested_on_gateway → created_on_gateway, gateway id recorded, once', async () => {
      await at(OPEN_DAY);
      const customer = await payingCustomer(t, districts);
      const cycle = await unpaidCycle(t, districts, customer);
      expect((await cycleRow(cycle.id)).status).toBe('created');

      const opened = await openCycleForPayment(t.app.ctx, cycle.id);
      expect(opened).toMatchObject({ id: cycle.id, status: 'created_on_gateway' });
      const row = await cycleRow(cycle.id);
      expect(row.gatewayId).toMatch(/^ORDE/);
      const [atGateway] = await t.database.db
        .select()
        .from(sandboxGatewayOrders)
        .where(eq(sandboxGatewayOrders.reference, cycle.id));
      expect(atGateway).toMatchObject({ id: row.gatewayId, amount: cycle.total });

      // Running it again (the job twice) changes nothing; the gateway's `order.created` webhook neither.
      expect((await openCycleForPayment(t.app.ctx, cycle.id))?.status).toBe('created_on_gateway');
      await advance(t, 1);
      expect(await cycleRow(cycle.id)).toMatchObject({
        status: 'created_on_gateway',
        gatewayId: row.gatewayId,
      });
      expect(
        await t.database.db
          .select()
          .from(sandboxGatewayOrders)
          .where(eq(sandboxGatewayOrders.reference, cycle.id)),
      ).toHaveLength(1);
      expect(statesOf(events, cycle.id, 'OrderChannel')).toEqual([
        'requested_on_gateway',
        'created_on_gateway',
      ]);
      // The orders wait for the payment, their time held.
      expect(await orderStatuses(cycle)).toEqual(['created', 'created']);
      expect(await bookedEvents(cycle)).toBe(2);
    });

    it('answers null for an unknown cycle', async () => {
      expect(await openCycleForPayment(t.app.ctx, randomUUID())).toBeNull();
      expect(await openCycleForPayment(t.app.ctx, 'nope')).toBeNull();
    });
  });

  describe('paying', () => {
    it('an approved card through the signed webhooks: the cycle and every order of it paid', async () => {
      const { customer, cycle } = await openCycle();
      const created = await card(customer, cycle, APPROVED);
      expect(created.statusCode, created.body).toBe(201);
      const payment = created.json().data;
      expect(payment.attributes).toMatchObject({
        status: 'created',
        amount: cycle.total,
        funding_type: 'credit_card',
      });
      expect(payment.relationships.payable.data).toEqual({ type: 'cycles', id: cycle.id });
      expect((await cycleRow(cycle.id)).status).toBe('payment_requested');

      await advance(t, 2);
      expect(await paymentStatus(t, customer, payment.id)).toBe('authorized');
      expect((await cycleRow(cycle.id)).status).toBe('paid');
      expect(await orderStatuses(cycle)).toEqual(['paid', 'paid']);
      await advance(t, 2);
      expect(await paymentStatus(t, customer, payment.id)).toBe('settled');
      expect((await cycleRow(cycle.id)).status).toBe('paid');

      expect(statesOf(events, cycle.id, 'OrderChannel')).toEqual([
        'requested_on_gateway',
        'created_on_gateway',
        'payment_requested',
        'paid',
      ]);
      expect(statesOf(events, cycle.id, 'PaymentChannel')).toEqual(['authorized', 'settled']);
      expect(events.find((e) => e.channel === 'OrderChannel' && e.key === cycle.id)?.data).toEqual({
        to_state: 'requested_on_gateway',
        cycle_id: cycle.id,
      });
      for (const orderId of cycle.orderIds)
        expect(statesOf(events, orderId, 'OrderChannel')).toEqual(['scheduled', 'paid']);
      // The professional keeps the time: the events stay booked.
      expect(await bookedEvents(cycle)).toBe(2);

      // A paid cycle is not payable again.
      const again = await card(customer, cycle, APPROVED);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors[0].title).toBe(CYCLE_TEXTS.paid);

      const read = await t.app.inject({
        method: 'GET',
        url: `/api/payments/${payment.id}?include=funding_instrument`,
        headers: customer.auth,
      });
      expect(read.statusCode).toBe(200);
      expect(read.json().data.relationships.payable.data).toEqual({ type: 'cycles', id: cycle.id });
    });

    it('a boleto: due by the cycle rule, waiting → cycle waiting_payment → the operator pays it → paid', async () => {
      const { customer, cycle } = await openCycle();
      const created = await pay(t, customer.auth, 'boleto', forCycle(boletoBody(cycle.id), 'cycles'));
      expect(created.statusCode, created.body).toBe(201);
      const payment = created.json().data;
      const due = boletoDueDate({
        payableType: 'cycles',
        startsAt: saoPauloInstant(cycle.dates[0]!, 10),
        now: OPEN_DAY,
      });
      expect(due).toBe('2026-12-03'); // 3 business days before Tue Dec 8
      expect(created.json().included[0]).toMatchObject({
        type: 'boletos',
        attributes: { expiration_date: due },
      });
      expect(payment.attributes.line_code).toMatch(/^\d{47}$/);

      await advance(t, 1);
      expect(await paymentStatus(t, customer, payment.id)).toBe('waiting');
      expect((await cycleRow(cycle.id)).status).toBe('waiting_payment');
      // A second attempt while the boleto waits is refused.
      const second = await card(customer, cycle, APPROVED);
      expect(second.statusCode).toBe(422);
      expect(second.json().errors[0].title).toBe(PAYMENT_TEXTS.inProgress);

      const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
      const operator = await operatorSignedIn(t);
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/sandbox-gateway/boletos/${row!.gatewayId}/pay`,
        headers: operator.auth,
      });
      expect(paid.statusCode, paid.body).toBe(204);
      await t.app.ctx.jobs.runDue();
      expect(await paymentStatus(t, customer, payment.id)).toBe('settled');
      expect((await cycleRow(cycle.id)).status).toBe('paid');
      expect(await orderStatuses(cycle)).toEqual(['paid', 'paid']);
      expect(statesOf(events, cycle.id, 'OrderChannel').slice(-3)).toEqual([
        'payment_requested',
        'waiting_payment',
        'paid',
      ]);
    });

    it('a custom emission day moves the boleto’s due date (business constants)', async () => {
      const { customer, cycle } = await openCycle({
        paymentEmissionDay: 2,
        dates: ['2026-12-15', '2026-12-29'],
      });
      const created = await pay(t, customer.auth, 'boleto', forCycle(boletoBody(cycle.id)));
      expect(created.statusCode, created.body).toBe(201);
      // Limit Thu Dec 10 (3 business days before Tue Dec 15) → the last 2nd on or before it, Wed Dec 2.
      expect(created.json().included[0].attributes.expiration_date).toBe('2026-12-02');
    });

    it('a declined card: the payment cancelled with the reason, the cycle payable again', async () => {
      const { customer, cycle } = await openCycle();
      const created = await card(customer, cycle, DECLINED);
      expect(created.statusCode, created.body).toBe(201);
      await advance(t, 2);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/payments/${created.json().data.id}`,
        headers: customer.auth,
      });
      expect(read.json().data.attributes).toMatchObject({
        status: 'cancelled',
        failure_reason: DECLINE_REASON,
      });
      expect((await cycleRow(cycle.id)).status).toBe('created_on_gateway');
      expect(await orderStatuses(cycle)).toEqual(['created', 'created']);
      expect(await bookedEvents(cycle)).toBe(2);
      expect(statesOf(events, cycle.id, 'PaymentChannel')).toEqual(['cancelled']);
      const cancelledMessage = events.find((e) => e.channel === 'PaymentChannel' && e.key === cycle.id);
      expect(cancelledMessage?.data).toMatchObject({ cycle_id: cycle.id, reason: DECLINE_REASON });

      const retry = await card(customer, cycle, APPROVED);
      expect(retry.statusCode, retry.body).toBe(201);
      await advance(t, 2);
      expect((await cycleRow(cycle.id)).status).toBe('paid');
    });

    it('a card declined after the payment period closed cancels the cycle and releases the time', async () => {
      const { customer, cycle } = await openCycle();
      await at(new Date(saoPauloInstant('2026-12-08', 0).getTime() - 1_000));
      // Ten days on, the first session has ended (7 idle days): the customer signs in again.
      customer.auth = (await signInAgain(t, customer.accountId)).auth;
      const created = await card(customer, cycle, DECLINED);
      expect(created.statusCode, created.body).toBe(201);
      await advance(t, 2);
      expect((await cycleRow(cycle.id)).status).toBe('cancelled');
      expect(await orderStatuses(cycle)).toEqual(['cancelled', 'cancelled']);
      expect(await bookedEvents(cycle)).toBe(0);
    });

    it('the balance pays orders only: 422 for a cycle, and no partial credit on a card', async () => {
      const { customer, cycle } = await openCycle();
      await giveWallet(t, customer.accountId, 1_000_000);
      const wallet = await pay(t, customer.auth, 'account-balance', forCycle(walletBody(cycle.id)));
      expect(wallet.statusCode).toBe(422);
      expect(wallet.json().errors[0]).toMatchObject({
        title: 'O saldo pode ser usado apenas para pagar pedidos.',
        code: 'wallet_orders_only',
      });
      const consuming = await pay(
        t,
        customer.auth,
        'credit-card/new',
        forCycle(newCardBody(cycle.id, await encryptCard(t, customer.auth, APPROVED), { consume: true })),
      );
      expect(consuming.statusCode).toBe(422);
      expect(consuming.json().errors[0].code).toBe('wallet_orders_only');
      expect((await cycleRow(cycle.id)).status).toBe('created_on_gateway');
    });

    it('a cycle not opened yet: 422 with the spec’s text', async () => {
      await at(OPEN_DAY);
      const customer = await payingCustomer(t, districts);
      const cycle = await unpaidCycle(t, districts, customer);
      const answer = await card(customer, cycle, APPROVED);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors[0]).toMatchObject({
        title: 'Esse ciclo ainda não foi aberto para pagamentos!',
        code: 'cycle_not_payable',
      });
      const boleto = await pay(t, customer.auth, 'boleto', forCycle(boletoBody(cycle.id)));
      expect(boleto.json().errors[0].title).toBe('Esse ciclo ainda não foi aberto para pagamentos!');
      expect(
        await t.database.db.select().from(payments).where(eq(payments.payableId, cycle.id)),
      ).toHaveLength(0);
    });

    it('a cycle whose payment period has not begun (January, opened early): 422', async () => {
      await at(OPEN_DAY);
      const customer = await payingCustomer(t, districts);
      const cycle = await unpaidCycle(t, districts, customer, {
        referenceMonth: '2027-01-01',
        dates: ['2027-01-12', '2027-01-26'],
      });
      await openCycleForPayment(t.app.ctx, cycle.id);
      const answer = await card(customer, cycle, APPROVED);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors[0].title).toBe(CYCLE_TEXTS.periodNotBegun);
    });

    it('a cycle with an order whose time was released is inconsistent: 422 asking to contact support', async () => {
      const { customer, cycle } = await openCycle();
      await t.database.db.delete(scheduleEvents).where(eq(scheduleEvents.orderId, cycle.orderIds[1]!));
      const answer = await card(customer, cycle, APPROVED);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors[0].title).toBe(CYCLE_TEXTS.inconsistent);
    });

    it('another customer’s cycle is not found, exactly like a missing one; its channels are refused', async () => {
      const { customer: owner, cycle } = await openCycle();
      const stranger = await payingCustomer(t, districts);
      const theirs = await card(stranger, cycle, APPROVED);
      const missing = await card(stranger, { ...cycle, id: randomUUID() }, APPROVED);
      expect(theirs.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(theirs.json().errors).toEqual(missing.json().errors);
      expect((await cycleRow(cycle.id)).status).toBe('created_on_gateway');

      const { OrderChannel, PaymentChannel } = paymentChannelAuthorizers(t.app.ctx);
      const customer = (accountId: string) => ({ accountId, role: 'customer' as const });
      expect(await OrderChannel(customer(owner.accountId), cycle.id)).toBe(true);
      expect(await PaymentChannel(customer(owner.accountId), cycle.id)).toBe(true);
      expect(await OrderChannel(customer(stranger.accountId), cycle.id)).toBe(false);
      expect(await PaymentChannel(customer(stranger.accountId), cycle.id)).toBe(false);
      expect(await OrderChannel({ accountId: randomUUID(), role: 'operator' }, cycle.id)).toBe(true);
    });

    it('a double submit with two keys charges once', async () => {
      const { customer, cycle } = await openCycle();
      const [first, second] = await Promise.all([
        card(customer, cycle, APPROVED, randomUUID()),
        card(customer, cycle, APPROVED, randomUUID()),
      ]);
      const codes = [first.statusCode, second.statusCode].sort();
      expect(codes).toEqual([201, 422]);
      const refused = first.statusCode === 422 ? first : second;
      expect(refused.json().errors[0].title).toBe(PAYMENT_TEXTS.inProgress);
      expect(await chargesOf(cycle.id)).toHaveLength(1);
      await advance(t, 4);
      expect((await cycleRow(cycle.id)).status).toBe('paid');
      expect(await chargesOf(cycle.id)).toHaveLength(1);
    });

    it('a retry with the same key answers the same payment', async () => {
      const { customer, cycle } = await openCycle();
      const key = randomUUID();
      const hash = await encryptCard(t, customer.auth, APPROVED);
      const body = forCycle(newCardBody(cycle.id, hash));
      const first = await pay(t, customer.auth, 'credit-card/new', body, key);
      const again = await pay(t, customer.auth, 'credit-card/new', body, key);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.id).toBe(first.json().data.id);
      expect(await chargesOf(cycle.id)).toHaveLength(1);
    });
  });

  describe('cancelling an unpaid cycle', () => {
    it('cancels the cycle and its orders, deletes their booked events: that time can be booked again', async () => {
      const { customer, cycle } = await openCycle();
      const other = await payingCustomer(t, districts);
      const slot = { date: cycle.dates[0]!, hour: 10, hours: 2 };
      const taken = await postOrder(t, other, orderBody(other, cycle.professionalId, slot));
      expect(taken.statusCode, taken.body).toBe(409); // the cycle's booked event holds that time

      expect(await cancelUnpaidCycle(t.app.ctx, cycle.id)).toBe(true);
      expect((await cycleRow(cycle.id)).status).toBe('cancelled');
      expect(await orderStatuses(cycle)).toEqual(['cancelled', 'cancelled']);
      expect(await bookedEvents(cycle)).toBe(0);
      expect(statesOf(events, cycle.id, 'OrderChannel').at(-1)).toBe('cancelled');
      for (const orderId of cycle.orderIds)
        expect(statesOf(events, orderId, 'OrderChannel')).toEqual(['cancelled']);

      const booked = await postOrder(t, other, orderBody(other, cycle.professionalId, slot));
      expect(booked.statusCode, booked.body).toBe(201);

      // Cancelled: not payable, and cancelling again does nothing.
      const answer = await card(customer, cycle, APPROVED);
      expect(answer.json().errors[0].title).toBe(CYCLE_TEXTS.cancelled);
      expect(await cancelUnpaidCycle(t.app.ctx, cycle.id)).toBe(false);
    });

    it('cancels a cycle never opened (created) too', async () => {
      await at(OPEN_DAY);
      const customer = await payingCustomer(t, districts);
      const cycle = await unpaidCycle(t, districts, customer);
      expect(await cancelUnpaidCycle(t.app.ctx, cycle.id)).toBe(true);
      expect(await bookedEvents(cycle)).toBe(0);
    });

    it('leaves alone a cycle whose card is in analysis; the approval then pays it', async () => {
      const { customer, cycle } = await openCycle();
      expect((await card(customer, cycle, ANALYSIS_APPROVED)).statusCode).toBe(201);
      await advance(t, 2);
      expect((await cycleRow(cycle.id)).status).toBe('waiting_payment');
      expect(await cancelUnpaidCycle(t.app.ctx, cycle.id)).toBe(false);
      expect(await bookedEvents(cycle)).toBe(2);
      await advance(t, 30);
      expect((await cycleRow(cycle.id)).status).toBe('paid');
      expect(await orderStatuses(cycle)).toEqual(['paid', 'paid']);
    });

    it('leaves alone a cycle with a boleto waiting, and a paid one', async () => {
      const { customer, cycle } = await openCycle();
      expect((await pay(t, customer.auth, 'boleto', forCycle(boletoBody(cycle.id)))).statusCode).toBe(201);
      await advance(t, 1);
      expect((await cycleRow(cycle.id)).status).toBe('waiting_payment');
      expect(await cancelUnpaidCycle(t.app.ctx, cycle.id)).toBe(false);
      expect((await cycleRow(cycle.id)).status).toBe('waiting_payment');
      expect(await orderStatuses(cycle)).toEqual(['created', 'created']);
      expect(await bookedEvents(cycle)).toBe(2);

      const paid = await openCycle();
      await card(paid.customer, paid.cycle, APPROVED);
      await advance(t, 4);
      expect((await cycleRow(paid.cycle.id)).status).toBe('paid');
      expect(await cancelUnpaidCycle(t.app.ctx, paid.cycle.id)).toBe(false);
      expect(await orderStatuses(paid.cycle)).toEqual(['paid', 'paid']);
    });
  });
});
