import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { orders, scheduleEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { OFFER_EXPIRY_JOB, sweepOfferExpiry } from '../offers/expiry';
import { createOffer, offerRow } from '../offers/test-fixtures';
import { PAYMENT_WINDOW_JOB, sweepPaymentWindows } from '../payments';
import { PROFESSIONAL_NOTIFICATION_JOB } from '../professional-side/notify';
import { moveOrder, type Outbox, sendOwedJobs } from './machine';
import { lockOrder } from './queries';
import {
  BATEL,
  type Customer,
  createProfessional,
  customerIn,
  fullDays,
  NOW,
  orderBody,
  postOrder,
  seedWorld,
  THURSDAY,
  TUESDAY,
  WEDNESDAY,
} from './test-fixtures';

/**
 * a crash must not block a professional's time. The payment window's job is stored in the
 * order's own transaction (no order without it, no job without the order), and a sweep closes any payable
 * order past its window whatever its jobs say — here an order whose job was lost, as a crash between the
 * commit and a later send used to leave it. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */

describe('no stranded time after a crash', () => {
  let t: TestApp;
  let batel: string;
  let pro: { id: string };
  let customer: Customer;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    batel = (await seedWorld(t))[BATEL]!;
    pro = await createProfessional(t.database.db, {
      districtIds: [batel],
      windows: fullDays(TUESDAY, WEDNESDAY, THURSDAY),
    });
    customer = await customerIn(t, batel);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(NOW);
    vi.restoreAllMocks();
  });

  const jobsFor = async (name: string, key: string) =>
    (
      await t.database.executeSql('SELECT state FROM pgboss.job WHERE name = $1 AND singleton_key = $2', [
        name,
        key,
      ])
    ).rows as { state: string }[];

  const ordersOfPro = () => t.database.db.select().from(orders).where(eq(orders.professionalId, pro.id));
  const bookedOf = (orderId: string) =>
    t.database.db
      .select()
      .from(scheduleEvents)
      .where(and(eq(scheduleEvents.orderId, orderId), eq(scheduleEvents.status, 'booked')));

  it('stores the payment-window job with the order, in the same transaction', async () => {
    const response = await postOrder(
      t,
      customer,
      orderBody(customer, pro.id, { date: TUESDAY, hour: 8, hours: 2 }),
    );
    expect(response.statusCode).toBe(201);
    expect(await jobsFor(PAYMENT_WINDOW_JOB, response.json().data.id)).toEqual([{ state: 'created' }]);
  });

  it('leaves neither order nor job when the transaction fails after the job was stored', async () => {
    const before = (await ordersOfPro()).length;
    const send = t.app.ctx.jobs.send.bind(t.app.ctx.jobs);
    let stored: string | null = null;
    // The process "dies" right after the job's INSERT, before the commit.
    vi.spyOn(t.app.ctx.jobs, 'send').mockImplementation(async (name, data, options) => {
      stored = await send(name, data, options);
      if (name === PAYMENT_WINDOW_JOB) throw new Error('crash before the commit');
      return stored;
    });
    const response = await postOrder(
      t,
      customer,
      orderBody(customer, pro.id, { date: TUESDAY, hour: 14, hours: 2 }),
    );
    vi.restoreAllMocks();

    expect(response.statusCode).toBe(500);
    expect(stored).toEqual(expect.any(String));
    expect(await ordersOfPro()).toHaveLength(before);
    const { rows } = await t.database.executeSql('SELECT id FROM pgboss.job WHERE id = $1', [stored]);
    expect(rows).toEqual([]);
    // The time was never held: the same slot books at once.
    const again = await postOrder(
      t,
      customer,
      orderBody(customer, pro.id, { date: TUESDAY, hour: 14, hours: 2 }),
    );
    expect(again.statusCode).toBe(201);
  });

  it('cancels an unpaid order whose job was lost once its window is over, and frees its time', async () => {
    const slot = { date: WEDNESDAY, hour: 9, hours: 3 };
    const created = await postOrder(t, customer, orderBody(customer, pro.id, slot));
    expect(created.statusCode).toBe(201);
    const orderId = created.json().data.id as string;
    // What a crash between the commit and the job's send used to leave: the order, and no job.
    await t.database.executeSql('DELETE FROM pgboss.job WHERE name = $1 AND singleton_key = $2', [
      PAYMENT_WINDOW_JOB,
      orderId,
    ]);

    t.clock.advance(1_199_000);
    expect(await sweepPaymentWindows(t.app.ctx)).toBe(0);
    expect(await bookedOf(orderId)).toHaveLength(1);

    t.clock.advance(1_000);
    // Every unpaid order of this file was created at NOW: their windows close together.
    expect(await sweepPaymentWindows(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'cancelled', scheduleEventId: null });
    expect(await bookedOf(orderId)).toEqual([]);
    // Idempotent: a second round finds nothing.
    expect(await sweepPaymentWindows(t.app.ctx)).toBe(0);

    const other = await customerIn(t, batel);
    const rebooked = await postOrder(t, other, orderBody(other, pro.id, slot));
    expect(rebooked.statusCode).toBe(201);
  });

  it('leaves a paid order and its time alone', async () => {
    const paid = await postOrder(
      t,
      customer,
      orderBody(customer, pro.id, { date: THURSDAY, hour: 8, hours: 2 }),
    );
    const paidId = paid.json().data.id as string;
    await t.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, paidId));
    t.clock.advance(3_600_000);
    await sweepPaymentWindows(t.app.ctx);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, paidId));
    expect(row!.status).toBe('paid');
    expect(await bookedOf(paidId)).toHaveLength(1);
  });

  it("stores a move's professional notice in the move's transaction: none when it rolls back", async () => {
    const created = await postOrder(
      t,
      customer,
      orderBody(customer, pro.id, { date: THURSDAY, hour: 18, hours: 2 }),
    );
    const orderId = created.json().data.id as string;
    const notices = async () =>
      (
        await t.database.executeSql(`SELECT id FROM pgboss.job WHERE name = $1 AND data->>'orderId' = $2`, [
          PROFESSIONAL_NOTIFICATION_JOB,
          orderId,
        ])
      ).rows.length;
    const cancel = (fail: boolean) =>
      t.database.db.transaction(async (tx) => {
        const outbox: Outbox = [];
        const order = await lockOrder(tx, orderId);
        await moveOrder(tx, outbox, order!, 'cancelled', t.clock.now());
        await sendOwedJobs(t.app.ctx, tx, outbox);
        if (fail) throw new Error('crash before the commit');
      });

    await expect(cancel(true)).rejects.toThrow(/crash/);
    expect(await notices()).toBe(0);
    await cancel(false);
    expect(await notices()).toBe(1);
  });

  it('expires an open offer whose job was lost, and tells the professionals', async () => {
    const ana = await customerIn(t, batel);
    const offer = await createOffer(t, ana, { date: THURSDAY, hour: 15, hours: 2 });
    await t.database.executeSql('DELETE FROM pgboss.job WHERE name = $1 AND singleton_key = $2', [
      OFFER_EXPIRY_JOB,
      offer.id,
    ]);
    const noticesBefore = (
      await t.database.executeSql('SELECT id FROM pgboss.job WHERE name = $1', [
        PROFESSIONAL_NOTIFICATION_JOB,
      ])
    ).rows.length;

    t.clock.advance(599_000);
    expect(await sweepOfferExpiry(t.app.ctx)).toBe(0);
    t.clock.advance(1_000);
    expect(await sweepOfferExpiry(t.app.ctx)).toBe(1);
    expect((await offerRow(t, offer.id)).status).toBe('expired');
    const notices = (
      await t.database.executeSql('SELECT id FROM pgboss.job WHERE name = $1', [
        PROFESSIONAL_NOTIFICATION_JOB,
      ])
    ).rows.length;
    expect(notices).toBe(noticesBefore + 1);
    expect(await sweepOfferExpiry(t.app.ctx)).toBe(0);
  });
});
