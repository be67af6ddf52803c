import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChannelEvent } from '../../lib/events';
import { buildTestApp, type TestApp } from '../../test/app';
import { bookedOrder, markPaid, orderRow, setStatus } from '../tickets/test-fixtures';
import {
  advanceLifecycle,
  LIFECYCLE_SWEEP_SECONDS,
  scheduleOrderLifecycle,
  startLifecycleSweep,
  sweepLifecycle,
} from './lifecycle';
import { at, CENTRO, type Customer, customerIn, NOW, seedWorld, TUESDAY } from './test-fixtures';

/**
 * The lifecycle follows the injected clock: tests move it and run the due jobs; nothing sleeps. Paid →
 * provisioning is the professional's check-in (professional-side/agenda.integration.test.ts).
 */

const START = at(TUESDAY, 10);
const END = at(TUESDAY, 12);

describe('order lifecycle', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let ana: Customer;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
    ana = await customerIn(t, districts[CENTRO]!);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const runAt = async (instant: Date) => {
    t.clock.set(instant);
    await t.app.ctx.jobs.runDue();
  };

  it('leaves a paid order paid at and after its start: only the check-in moves it to provisioning', async () => {
    const order = await bookedOrder(t, districts, ana);
    await markPaid(t, order.id);
    await scheduleOrderLifecycle(t.app.ctx, t.app.ctx.db, await orderRow(t, order.id));
    await advanceLifecycle(t.app.ctx, order.id);
    await runAt(START);
    await runAt(new Date(END.getTime() + 2 * LIFECYCLE_SWEEP_SECONDS * 1000));
    await sweepLifecycle(t.app.ctx);
    expect((await orderRow(t, order.id)).status).toBe('paid');
  });

  it('completes a provisioning order at its end, not before, and says so on the OrderChannel', async () => {
    const order = await bookedOrder(t, districts, ana);
    await markPaid(t, order.id);
    await setStatus(t, order.id, 'provisioning');
    await scheduleOrderLifecycle(t.app.ctx, t.app.ctx.db, await orderRow(t, order.id));
    const heard: ChannelEvent[] = [];
    const stop = t.app.ctx.events.subscribe((event) => heard.push(event));

    await runAt(START);
    await runAt(new Date(END.getTime() - 1000));
    expect((await orderRow(t, order.id)).status).toBe('provisioning');
    await runAt(END);
    expect((await orderRow(t, order.id)).status).toBe('complete');
    stop();

    expect(
      heard.filter((e) => e.channel === 'OrderChannel' && e.key === order.id).map((e) => e.data.to_state),
    ).toEqual(['complete']);
  });

  it('leaves an order that is no longer paid alone when its job comes due', async () => {
    const order = await bookedOrder(t, districts, ana);
    await markPaid(t, order.id);
    await scheduleOrderLifecycle(t.app.ctx, t.app.ctx.db, await orderRow(t, order.id));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/tickets/order-cancellation-ticket',
      headers: ana.auth,
      payload: { order_id: order.id, should_refund: false },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    await runAt(END);
    expect((await orderRow(t, order.id)).status).toBe('cancelled');
  });

  it('the recurring sweep completes provisioning orders (no job of their own) within a minute', async () => {
    const order = await bookedOrder(t, districts, ana);
    await markPaid(t, order.id);
    await setStatus(t, order.id, 'provisioning');
    await startLifecycleSweep(t.app.ctx);
    await runAt(NOW);
    await runAt(new Date(END.getTime() - LIFECYCLE_SWEEP_SECONDS * 1000));
    expect((await orderRow(t, order.id)).status).toBe('provisioning');
    await runAt(new Date(END.getTime() + LIFECYCLE_SWEEP_SECONDS * 1000));
    expect((await orderRow(t, order.id)).status).toBe('complete');
    const waiting = await t.database.executeSql(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'order-lifecycle-sweep' AND state = 'created'",
    );
    expect((waiting.rows[0] as { n: number }).n).toBe(1);
  });
});
