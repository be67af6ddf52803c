import { saoPauloDate, saoPauloInstant } from '@brilho/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cycles, orders, scheduleEvents, subscriptions } from '../../db/schema';
import type { ChannelEvent } from '../../lib/events';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { CENTRO, customerIn, NOW, orderBody, postOrder, seedWorld } from '../orders/test-fixtures';
import { payingCustomer } from '../payments/test-fixtures';
import { runSubscriptionCycles, startSubscriptionCycles } from './job';
import {
  type Auth,
  acceptedSubscription,
  getJson,
  operatorAction,
  paidOrder,
  requestSubscription,
} from './test-fixtures';

/**
 * The `subscription-cycles` job on the injected clock: the daily run at 00:05 São Paulo is started as the
 * worker starts it, time is moved, and what fell due is run (`jobs.runDue()`), as in production.
 */
describe('the subscription-cycles job', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let operator: Auth;
  const events: ChannelEvent[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
    operator = (await operatorSignedIn(t)).auth;
    t.app.ctx.events.subscribe((event) => events.push(event));
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const db = () => t.database.db;
  const cyclesOfSubscription = (subscriptionId: string) =>
    db()
      .select()
      .from(cycles)
      .where(eq(cycles.subscriptionId, subscriptionId))
      .orderBy(cycles.referenceMonth);
  const ordersOfCycle = (cycleId: string) =>
    db().select().from(orders).where(eq(orders.cycleId, cycleId)).orderBy(orders.startsAt);
  const bookedEventsOf = (orderIds: string[]) =>
    db()
      .select()
      .from(scheduleEvents)
      .where(and(inArray(scheduleEvents.orderId, orderIds), eq(scheduleEvents.status, 'booked')));
  const moveTo = async (instant: Date) => {
    t.clock.set(instant);
    await t.app.ctx.jobs.runDue();
  };

  it('run twice for the same month creates one cycle, with one set of orders and events', async () => {
    const customer = await payingCustomer(t, districts);
    const { subscriptionId } = await acceptedSubscription(t, districts, customer, operator, 'Semanal');
    t.clock.set(saoPauloInstant('2026-12-01', 0, 10));
    const first = await runSubscriptionCycles(t.app.ctx);
    const second = await runSubscriptionCycles(t.app.ctx);
    expect(first.created).toBeGreaterThanOrEqual(1);
    expect(second.created).toBe(0);
    const rows = await cyclesOfSubscription(subscriptionId);
    expect(rows.map((c) => c.referenceMonth)).toEqual(['2026-12-01', '2027-01-01']);
    const january = await ordersOfCycle(rows[1]!.id);
    // Every Tuesday of January.
    expect(january.map((o) => saoPauloDate(o.startsAt))).toEqual([
      '2027-01-05',
      '2027-01-12',
      '2027-01-19',
      '2027-01-26',
    ]);
    expect(await bookedEventsOf(january.map((o) => o.id))).toHaveLength(4);
  });

  it('an acceptance after the 28th opens the cycle right away (the “run now”)', async () => {
    t.clock.set(saoPauloInstant('2026-11-29', 9));
    const customer = await payingCustomer(t, districts);
    const order = await paidOrder(t, districts, customer, { date: '2026-12-01' });
    const subscriptionId: string = (await requestSubscription(t, customer.auth, order.id)).json().data.id;
    expect((await operatorAction(t, operator, subscriptionId, 'accept')).statusCode).toBe(200);
    expect((await cyclesOfSubscription(subscriptionId))[0]!.status).toBe('created');
    await t.app.ctx.jobs.runDue();
    const [cycle] = await cyclesOfSubscription(subscriptionId);
    expect(cycle).toMatchObject({ referenceMonth: '2026-12-01', status: 'created_on_gateway' });
    const datesOf = (await ordersOfCycle(cycle!.id)).map((o) => saoPauloDate(o.startsAt));
    expect(datesOf).toEqual(['2026-12-15', '2026-12-29']);
  });

  it('over a month: opened on the 28th, next month’s cycle once, unpaid → cancelled with its time released', async () => {
    const customer = await payingCustomer(t, districts);
    const order = await paidOrder(t, districts, customer, {
      extraWindows: [{ date: '2026-12-22', from: 7, to: 22 }],
    });
    const subscriptionId: string = (await requestSubscription(t, customer.auth, order.id)).json().data.id;
    expect((await operatorAction(t, operator, subscriptionId, 'accept')).statusCode).toBe(200);
    const [cycle] = await cyclesOfSubscription(subscriptionId);
    const cycleOrders = await ordersOfCycle(cycle!.id);
    // As the worker does once ready; a second start is ignored (one waiting daily run).
    await startSubscriptionCycles(t.app.ctx);
    await startSubscriptionCycles(t.app.ctx);

    await moveTo(saoPauloInstant('2026-11-27', 23, 59));
    expect((await cyclesOfSubscription(subscriptionId))[0]!.status).toBe('created');

    // The 28th, 00:05: opened for payment.
    await moveTo(saoPauloInstant('2026-11-28', 0, 6));
    const [opened] = await cyclesOfSubscription(subscriptionId);
    expect(opened!.status).toBe('created_on_gateway');
    expect(opened!.gatewayId).not.toBeNull();
    const cycleEvents = events
      .filter((e) => e.key === cycle!.id)
      .map((e) => `${e.channel}:${e.data.to_state}`);
    expect(cycleEvents).toContain('OrderChannel:created_on_gateway');
    const pending = await getJson(
      t,
      customer.auth,
      '/api/cycles?filter[status]=created_on_gateway,payment_requested,waiting_payment&sort=-created_at&include=address,subscription',
    );
    expect(pending.data.map((c: { id: string }) => c.id)).toEqual([cycle!.id]);
    expect(pending.data[0].attributes).toMatchObject({ payable: true, block_reason: null });

    // Dec 1 and the days after: January's cycle, once.
    await moveTo(saoPauloInstant('2026-12-01', 0, 10));
    await moveTo(saoPauloInstant('2026-12-02', 0, 10));
    await moveTo(saoPauloInstant('2026-12-07', 23, 0));
    const months = await cyclesOfSubscription(subscriptionId);
    expect(months.map((c) => `${c.referenceMonth}:${c.status}`)).toEqual([
      '2026-12-01:created_on_gateway',
      '2027-01-01:created',
    ]);

    // Dec 8, 00:05: the period closed unpaid.
    await moveTo(saoPauloInstant('2026-12-08', 0, 6));
    expect((await cyclesOfSubscription(subscriptionId))[0]!.status).toBe('cancelled');
    expect((await ordersOfCycle(cycle!.id)).map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
    expect(await bookedEventsOf(cycleOrders.map((o) => o.id))).toEqual([]);
    expect(events.filter((e) => e.key === cycle!.id).map((e) => e.data.to_state)).toContain('cancelled');
    // The time is free again: another customer books the professional on Dec 22 at 10h.
    const other = await customerIn(t, districts[CENTRO]!);
    const booked = await postOrder(
      t,
      other,
      orderBody(other, order.professionalId, { date: '2026-12-22', hour: 10, hours: 2 }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    // The subscription goes on with January's cycle.
    const [subscription] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(subscription!.status).toBe('active');
    expect((await cyclesOfSubscription(subscriptionId))[1]!.status).toBe('created');
  });
});
