import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openTestDatabase } from '../../db';
import { professionals } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  at,
  CENTRO,
  type Customer,
  customerIn,
  fullDays,
  NOW,
  orderBody,
  postOrder,
  seedWorld,
  THURSDAY,
  TUESDAY,
  WEDNESDAY,
} from '../orders/test-fixtures';
import { markPaid, orderRow } from '../tickets/test-fixtures';
import { professionalIn, proPost, type SignedInPro } from './test-fixtures';

const MINUTE = 60_000;

type Message = Record<string, unknown>;

/** A cable connection with its messages queued; `next()` answers the next one (pings skipped). */
function connect(url: string): Promise<{ socket: WebSocket; next: () => Promise<Message> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const queue: Message[] = [];
    const waiting: ((message: Message) => void)[] = [];
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Message;
      if (message.type === 'ping') return;
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else queue.push(message);
    });
    socket.on('open', () =>
      resolve({
        socket,
        next: () => new Promise((r) => (queue.length > 0 ? r(queue.shift()!) : waiting.push(r))),
      }),
    );
    socket.on('error', reject);
  });
}

const tokenOf = (auth: Record<string, string>) => auth.authorization!.replace(/^Bearer /, '');

describe('professional side: the job on the OrderChannel and the completed count', () => {
  let t: TestApp;
  let base: string;
  let rosa: SignedInPro;
  let lia: SignedInPro;
  let ana: Customer;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    const district = await seedWorld(t);
    const days = fullDays(TUESDAY, WEDNESDAY, THURSDAY);
    rosa = await professionalIn(t, { districtIds: [district[CENTRO]!], windows: days });
    lia = await professionalIn(t, { districtIds: [district[CENTRO]!], windows: days });
    ana = await customerIn(t, district[CENTRO]!);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/cable`;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  /** A 2-hour cleaning of `pro` at `hour` on `date`, paid. */
  async function paidOrder(pro: SignedInPro, date: string, hour: number): Promise<string> {
    const created = await postOrder(t, ana, orderBody(ana, pro.id, { date, hour, hours: 2 }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    await markPaid(t, id);
    return id;
  }

  async function completedCount(pro: SignedInPro): Promise<number> {
    const [row] = await t.database.db
      .select({ count: professionals.completedOrdersCount })
      .from(professionals)
      .where(eq(professionals.id, pro.id));
    return row!.count;
  }

  /** Subscribes `token`'s connection to `channel` for `id`; answers the reply and the connection. */
  async function subscribe(token: string, channel: string, id: string) {
    const cable = await connect(`${base}?token=${token}`);
    expect(await cable.next()).toEqual({ type: 'welcome' });
    cable.socket.send(JSON.stringify({ command: 'subscribe', channel, id }));
    return { ...cable, reply: await cable.next() };
  }

  describe('the OrderChannel of a booked order', () => {
    it('streams to its booked professional (and its customer), who hear the check-in and the check-out live', async () => {
      const id = await paidOrder(rosa, TUESDAY, 10);
      const pro = await subscribe(tokenOf(rosa.auth), 'OrderChannel', id);
      expect(pro.reply).toMatchObject({ type: 'confirm_subscription', channel: 'OrderChannel', id });
      const customer = await subscribe(tokenOf(ana.auth), 'OrderChannel', id);
      expect(customer.reply).toMatchObject({ type: 'confirm_subscription', channel: 'OrderChannel', id });

      t.clock.set(new Date(at(TUESDAY, 10).getTime() - 30 * MINUTE));
      expect((await proPost(t, rosa.auth, `/orders/${id}/check-in`)).statusCode).toBe(200);
      const started = { channel: 'OrderChannel', id, data: { to_state: 'provisioning', order_id: id } };
      expect(await pro.next()).toEqual(started);
      expect(await customer.next()).toEqual(started);

      t.clock.set(at(TUESDAY, 11));
      expect((await proPost(t, rosa.auth, `/orders/${id}/check-out`)).statusCode).toBe(200);
      expect(await pro.next()).toMatchObject({ data: { to_state: 'complete', order_id: id } });
      pro.socket.close();
      customer.socket.close();
    });

    it("is refused to another professional, and the order's PaymentChannel stays the customer's", async () => {
      const id = await paidOrder(rosa, WEDNESDAY, 10);
      const other = await subscribe(tokenOf(lia.auth), 'OrderChannel', id);
      expect(other.reply).toMatchObject({ type: 'reject_subscription', channel: 'OrderChannel' });
      other.socket.close();
      const payments = await subscribe(tokenOf(rosa.auth), 'PaymentChannel', id);
      expect(payments.reply).toMatchObject({ type: 'reject_subscription', channel: 'PaymentChannel' });
      payments.socket.close();
      const missing = await subscribe(tokenOf(rosa.auth), 'OrderChannel', crypto.randomUUID());
      expect(missing.reply).toMatchObject({ type: 'reject_subscription', channel: 'OrderChannel' });
      missing.socket.close();
    });
  });

  describe("the professional's completed_orders_count", () => {
    it('grows by one at the check-out, and not again for a second check-out or the lifecycle at the end', async () => {
      const id = await paidOrder(lia, TUESDAY, 14);
      const before = await completedCount(lia);
      t.clock.set(at(TUESDAY, 14));
      expect((await proPost(t, lia.auth, `/orders/${id}/check-in`)).statusCode).toBe(200);
      expect(await completedCount(lia)).toBe(before);

      t.clock.set(at(TUESDAY, 15));
      expect((await proPost(t, lia.auth, `/orders/${id}/check-out`)).statusCode).toBe(200);
      expect(await completedCount(lia)).toBe(before + 1);

      expect((await proPost(t, lia.auth, `/orders/${id}/check-out`)).statusCode).toBe(422);
      t.clock.set(at(TUESDAY, 17));
      await t.app.ctx.jobs.runDue();
      expect((await orderRow(t, id)).status).toBe('complete');
      expect(await completedCount(lia)).toBe(before + 1);
    });

    it('grows by one when the lifecycle completes a checked-in order at its end, once however often it runs', async () => {
      const id = await paidOrder(lia, THURSDAY, 9);
      const absent = await paidOrder(lia, THURSDAY, 14);
      const before = await completedCount(lia);
      t.clock.set(at(THURSDAY, 9));
      expect((await proPost(t, lia.auth, `/orders/${id}/check-in`)).statusCode).toBe(200);

      t.clock.set(at(THURSDAY, 11));
      await t.app.ctx.jobs.runDue();
      expect((await orderRow(t, id)).status).toBe('complete');
      expect(await completedCount(lia)).toBe(before + 1);

      // More sweeps later (the absent order stays paid: nobody completed it) change nothing.
      t.clock.set(at(THURSDAY, 17));
      await t.app.ctx.jobs.runDue();
      await t.app.ctx.jobs.runDue();
      expect((await orderRow(t, absent)).status).toBe('paid');
      expect(await completedCount(lia)).toBe(before + 1);

      const lateCheckOut = await proPost(t, lia.auth, `/orders/${id}/check-out`);
      expect(lateCheckOut.statusCode).toBe(422);
      expect(await completedCount(lia)).toBe(before + 1);
    });
  });
});

/**
 * A browser's socket as the web app opens it (apps/web/src/lib/cable.ts): the subscriptions go out the moment
 * the socket opens, without waiting for the welcome. Answers the connection once it is open.
 */
function subscribedOnOpen(url: string, channel: string, ids: string[]) {
  return new Promise<{ socket: WebSocket; next: () => Promise<Message> }>((resolve, reject) => {
    const socket = new WebSocket(url);
    const queue: Message[] = [];
    const waiting: ((message: Message) => void)[] = [];
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Message;
      if (message.type === 'ping') return;
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else queue.push(message);
    });
    socket.on('open', () => {
      for (const id of ids) socket.send(JSON.stringify({ command: 'subscribe', channel, id }));
      resolve({
        socket,
        // A lost subscription shows as a message that never comes: fail saying so, not as a test timeout.
        next: () =>
          new Promise((r, fail) => {
            if (queue.length > 0) return r(queue.shift()!);
            const timer = setTimeout(() => fail(new Error('no message from the cable within 10 s')), 10_000);
            waiting.push((message) => {
              clearTimeout(timer);
              r(message);
            });
          }),
      });
    });
    socket.on('error', reject);
  });
}

describe('live updates with the database on its own thread (as the server runs PGlite)', () => {
  let t: TestApp;
  let base: string;
  let rosa: SignedInPro;
  let ana: Customer;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW, database: await openTestDatabase({ thread: true }) });
    const district = await seedWorld(t);
    rosa = await professionalIn(t, { districtIds: [district[CENTRO]!], windows: fullDays(TUESDAY) });
    ana = await customerIn(t, district[CENTRO]!);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/cable`;
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  it("hears subscriptions sent as the socket opens: the customer's screen gets the check-in and the check-out, and a read right after each shows it", async () => {
    const created = await postOrder(t, ana, orderBody(ana, rosa.id, { date: TUESDAY, hour: 10, hours: 2 }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    await markPaid(t, id);
    const customer = await subscribedOnOpen(`${base}?token=${tokenOf(ana.auth)}`, 'OrderChannel', [id]);
    expect(await customer.next()).toEqual({ type: 'welcome' });
    expect(await customer.next()).toMatchObject({
      type: 'confirm_subscription',
      channel: 'OrderChannel',
      id,
    });
    const statusSeen = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: ana.auth })).json().data
        .attributes.status;

    t.clock.set(new Date(at(TUESDAY, 10).getTime() - 30 * MINUTE));
    expect((await proPost(t, rosa.auth, `/orders/${id}/check-in`)).statusCode).toBe(200);
    expect(await customer.next()).toEqual({
      channel: 'OrderChannel',
      id,
      data: { to_state: 'provisioning', order_id: id },
    });
    expect(await statusSeen()).toBe('provisioning');

    t.clock.set(at(TUESDAY, 11));
    expect((await proPost(t, rosa.auth, `/orders/${id}/check-out`)).statusCode).toBe(200);
    expect(await customer.next()).toMatchObject({ data: { to_state: 'complete', order_id: id } });
    expect(await statusSeen()).toBe('complete');
    customer.socket.close();
  });
});
