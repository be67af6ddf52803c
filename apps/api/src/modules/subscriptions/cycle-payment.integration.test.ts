import { saoPauloInstant } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cycles, orders, payments, scheduleEvents } from '../../db/schema';
import { operatorSignedIn, signInAgain } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { NOW, seedWorld } from '../orders/test-fixtures';
import {
  advance,
  boletoBody,
  encryptCard,
  forCycle,
  newCardBody,
  pay,
  payingCustomer,
  paymentStatus,
} from '../payments/test-fixtures';
import { startSubscriptionCycles } from './job';
import { type Auth, acceptedSubscription, getJson, QUINZENAL_DECEMBER } from './test-fixtures';

const APPROVED = '4111111111111111';

/**
 * The whole path, each step through the API on the injected clock: a paid order → the customer
 * requests a Quinzenal subscription → the operator accepts (December's cycle booked) → the daily job opens
 * it on Nov 28 → paid by card, or by boleto, through the sandbox's signed webhooks → the cycle and every
 * order of it paid.
 */
describe('a subscription’s cycle paid through the signed webhooks', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let operator: Auth;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
    operator = (await operatorSignedIn(t)).auth;
  });
  afterAll(() => t.close());

  const moveTo = async (instant: Date) => {
    t.clock.set(instant);
    await t.app.ctx.jobs.runDue();
  };
  const cycleOf = async (subscriptionId: string) => {
    const [row] = await t.database.db.select().from(cycles).where(eq(cycles.subscriptionId, subscriptionId));
    return row!;
  };
  const ordersOf = (cycleId: string) =>
    t.database.db.select().from(orders).where(eq(orders.cycleId, cycleId)).orderBy(orders.startsAt);

  it('request → accept → opened on the 28th → card and boleto → cycles and orders paid', async () => {
    const byCard = await payingCustomer(t, districts);
    const byBoleto = await payingCustomer(t, districts);
    const card = await acceptedSubscription(t, districts, byCard, operator);
    const boleto = await acceptedSubscription(t, districts, byBoleto, operator);
    await startSubscriptionCycles(t.app.ctx);
    await moveTo(saoPauloInstant('2026-11-28', 0, 6));

    // By card: authorized through the webhook → the cycle and its orders paid.
    const cardCycle = await cycleOf(card.subscriptionId);
    expect(cardCycle.status).toBe('created_on_gateway');
    const pending = await getJson(t, byCard.auth, `/api/cycles/${cardCycle.id}`);
    expect(pending.data.attributes).toMatchObject({
      payable: true,
      block_reason: null,
      card_label: 'VENCIMENTO',
    });
    const hash = await encryptCard(t, byCard.auth, APPROVED);
    const charged = await pay(t, byCard.auth, 'credit-card/new', forCycle(newCardBody(cardCycle.id, hash)));
    expect(charged.statusCode, charged.body).toBe(201);
    expect(charged.json().data.attributes.amount).toBe(cardCycle.total);
    await advance(t, 2);
    expect(await paymentStatus(t, byCard, charged.json().data.id)).toBe('authorized');
    expect((await cycleOf(card.subscriptionId)).status).toBe('paid');
    const cardOrders = await ordersOf(cardCycle.id);
    expect(cardOrders.map((o) => o.status)).toEqual(['paid', 'paid']);
    // The professional's time stays booked for the paid cleanings.
    for (const order of cardOrders) {
      const [event] = await t.database.db
        .select()
        .from(scheduleEvents)
        .where(eq(scheduleEvents.id, order.scheduleEventId!));
      expect(event!.status).toBe('booked');
    }
    const paidDocument = await getJson(t, byCard.auth, `/api/cycles/${cardCycle.id}?include=payments,orders`);
    expect(paidDocument.data.attributes).toMatchObject({
      status: 'paid',
      payable: false,
      block_reason: 'Esse ciclo consta como pago.',
    });
    expect(paidDocument.data.relationships.payments.data).toHaveLength(1);

    // By boleto: waiting → the cycle waits; the operator pays the sandbox boleto → paid.
    const boletoCycle = await cycleOf(boleto.subscriptionId);
    const issued = await pay(t, byBoleto.auth, 'boleto', forCycle(boletoBody(boletoCycle.id), 'cycles'));
    expect(issued.statusCode, issued.body).toBe(201);
    await advance(t, 1);
    expect((await cycleOf(boleto.subscriptionId)).status).toBe('waiting_payment');
    const waiting = await getJson(t, byBoleto.auth, `/api/cycles/${boletoCycle.id}`);
    expect(waiting.data.attributes.card_label).toBe('AGUARDANDO CONFIRMAÇÃO');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, issued.json().data.id));
    const settled = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox-gateway/boletos/${row!.gatewayId}/pay`,
      headers: operator,
    });
    expect(settled.statusCode, settled.body).toBeLessThan(300);
    await advance(t, 1);
    expect(await paymentStatus(t, byBoleto, row!.id)).toBe('settled');
    expect((await cycleOf(boleto.subscriptionId)).status).toBe('paid');
    const boletoOrders = await ordersOf(boletoCycle.id);
    expect(boletoOrders.map((o) => o.status)).toEqual(['paid', 'paid']);

    // Paid cycles are not cancelled when their period closes: their cleanings keep the professional's time,
    // and the cycle is active from its first cleaning's day (the cycle statuses).
    const statusOf = async (id: string) =>
      (await t.database.db.select().from(cycles).where(eq(cycles.id, id)))[0]!.status;
    const cycleMoves: string[] = [];
    t.app.ctx.events.subscribe((event) => {
      if (event.key === cardCycle.id) cycleMoves.push(String(event.data.to_state));
    });
    await moveTo(saoPauloInstant(QUINZENAL_DECEMBER[0]!, 0, 6));
    for (const id of [cardCycle.id, boletoCycle.id]) expect(await statusOf(id)).toBe('active');
    expect((await ordersOf(cardCycle.id)).map((o) => o.status)).toEqual(['paid', 'paid']);
    // Ten days on, the customer signs in again (sessions end after 7 idle days) and reads it active.
    const again = await signInAgain(t, byCard.accountId);
    const active = await getJson(t, again.auth, `/api/cycles/${cardCycle.id}`);
    expect(active.data.attributes).toMatchObject({
      status: 'active',
      block_reason: 'Esse ciclo consta como pago.',
    });

    // Still active on the day of its last cleaning; ended once that cleaning is over (the next daily run).
    await moveTo(saoPauloInstant(QUINZENAL_DECEMBER[1]!, 0, 6));
    expect(await statusOf(cardCycle.id)).toBe('active');
    await moveTo(saoPauloInstant(QUINZENAL_DECEMBER[1]!, 23, 59));
    await moveTo(saoPauloInstant('2026-12-23', 0, 6));
    for (const id of [cardCycle.id, boletoCycle.id]) expect(await statusOf(id)).toBe('ended');
    expect(cycleMoves).toEqual(['active', 'ended']);
  });
});
