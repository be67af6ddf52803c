import { Writable } from 'node:stream';
import { saoPauloInstant } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { type Database, openTestDatabase } from '../../db';
import { orders, telemetryEvents } from '../../db/schema';
import { ControllableClock } from '../../lib/clock';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { memoryMailer } from '../mail/mailer';
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
} from '../orders/test-fixtures';

const MONDAY = '2026-11-23';

const eventBody = (name: string, orderId: string) => ({
  data: { type: 'telemetry-events', attributes: { name, order_id: orderId } },
});

describe('add-to-cart and purchase events, and their daily sums', () => {
  let t: TestApp;
  let ana: Customer;
  let bruno: Customer;
  let operator: { auth: Record<string, string> };
  let pro: { id: string };
  const totals: Record<string, number> = {};

  const track = (who: { auth: Record<string, string> }, name: string, orderId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/telemetry/events',
      headers: who.auth,
      payload: eventBody(name, orderId),
    });
  const daily = (who: { auth: Record<string, string> } | null, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/telemetry/daily${query}`, headers: who?.auth ?? {} });
  const rowsFor = (orderId: string) =>
    t.database.db.select().from(telemetryEvents).where(eq(telemetryEvents.orderId, orderId));

  async function book(who: Customer, date: string): Promise<string> {
    const response = await postOrder(t, who, orderBody(who, pro.id, { date, hour: 9, hours: 2 }));
    expect(response.statusCode).toBe(201);
    const { id, attributes } = response.json().data;
    totals[id] = attributes.total;
    return id;
  }

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    const district = await seedWorld(t);
    pro = await createProfessional(t.database.db, {
      districtIds: [district[BATEL]!],
      windows: fullDays(TUESDAY, WEDNESDAY, THURSDAY),
    });
    ana = await customerIn(t, district[BATEL]!);
    bruno = await customerIn(t, district[BATEL]!);
    operator = await operatorSignedIn(t);
  });
  afterAll(() => t.close());

  it('records add_to_cart once per order, valued at the total the database holds', async () => {
    t.clock.set(NOW);
    const orderId = await book(ana, TUESDAY);
    const first = await track(ana, 'add_to_cart', orderId);
    expect(first.statusCode).toBe(201);
    expect(first.json().data.attributes).toEqual({
      name: 'add_to_cart',
      order_id: orderId,
      value: totals[orderId],
      currency: 'BRL',
    });
    const again = await track(ana, 'add_to_cart', orderId);
    expect(again.statusCode).toBe(200);
    const rows = await rowsFor(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'add_to_cart', value: totals[orderId], currency: 'BRL' });
    expect(rows[0]!.accountId).toBe(ana.accountId);
  });

  it("answers 404 for another customer's order or an id that names nothing, and records nothing", async () => {
    const [anasOrder] = await t.database.db.select().from(orders).where(eq(orders.customerId, ana.accountId));
    expect((await track(bruno, 'add_to_cart', anasOrder!.id)).statusCode).toBe(404);
    expect((await track(bruno, 'add_to_cart', 'nao-e-um-id')).statusCode).toBe(404);
    expect(await rowsFor(anasOrder!.id)).toHaveLength(1);
  });

  it('refuses unknown event names and signed-out or operator callers', async () => {
    const [anasOrder] = await t.database.db.select().from(orders).where(eq(orders.customerId, ana.accountId));
    const unknown = await track(ana, 'page_view', anasOrder!.id);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].source.pointer).toBe('/data/attributes/name');
    expect((await track({ auth: {} }, 'add_to_cart', anasOrder!.id)).statusCode).toBe(401);
    expect((await track(operator, 'add_to_cart', anasOrder!.id)).statusCode).toBe(403);
  });

  it('takes a purchase from the client only for an order already paid', async () => {
    const orderId = await book(ana, WEDNESDAY);
    const early = await track(ana, 'purchase', orderId);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors[0].code).toBe('order_not_paid');
    expect(await rowsFor(orderId)).toHaveLength(0);
  });

  it('sums orders created, add_to_cart, purchases, their value and the conversion per São Paulo day', async () => {
    // Monday, so far: ana's two orders (created at 09:00), one added to the cart.
    const [tuesdays, wednesdays] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, ana.accountId))
      .orderBy(orders.startsAt);
    // 23:30 on Monday in São Paulo is already Tuesday in UTC: it still counts for Monday.
    t.clock.set(saoPauloInstant(MONDAY, 23, 30));
    expect((await track(ana, 'add_to_cart', wednesdays!.id)).statusCode).toBe(201);

    // Tuesday: bruno books and adds to the cart; ana's Tuesday order is paid (the payments module records
    // the purchase; the client's report of it is then a repeat).
    t.clock.set(saoPauloInstant(TUESDAY, 8));
    const brunos = await book(bruno, THURSDAY);
    expect((await track(bruno, 'add_to_cart', brunos)).statusCode).toBe(201);
    await t.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, tuesdays!.id));
    expect((await track(ana, 'purchase', tuesdays!.id)).statusCode).toBe(201);
    expect((await track(ana, 'purchase', tuesdays!.id)).statusCode).toBe(200);

    const response = await daily(operator, `?filter[from]=${MONDAY}&filter[to]=${WEDNESDAY}`);
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.data.map((d: { id: string; attributes: unknown }) => [d.id, d.attributes])).toEqual([
      [
        MONDAY,
        {
          date: MONDAY,
          orders_created: 2,
          add_to_cart: 2,
          purchase: 0,
          purchase_value: 0,
          conversion: 0,
        },
      ],
      [
        TUESDAY,
        {
          date: TUESDAY,
          orders_created: 1,
          add_to_cart: 1,
          purchase: 1,
          purchase_value: totals[tuesdays!.id],
          conversion: 1,
        },
      ],
      [
        WEDNESDAY,
        {
          date: WEDNESDAY,
          orders_created: 0,
          add_to_cart: 0,
          purchase: 0,
          purchase_value: 0,
          conversion: null,
        },
      ],
    ]);
    expect(document.meta).toEqual({
      from: MONDAY,
      to: WEDNESDAY,
      totals: {
        orders_created: 3,
        add_to_cart: 3,
        purchase: 1,
        purchase_value: totals[tuesdays!.id],
        conversion: 0.3333,
      },
    });
  });

  it('defaults to the last 30 days up to today', async () => {
    t.clock.set(saoPauloInstant(TUESDAY, 8));
    const document = (await daily(operator)).json();
    expect(document.data).toHaveLength(30);
    expect(document.meta.from).toBe('2026-10-26');
    expect(document.meta.to).toBe(TUESDAY);
    expect(document.data.at(-1).attributes.purchase).toBe(1);
  });

  it('is for operators only and bounds the range', async () => {
    expect((await daily(ana)).statusCode).toBe(403);
    expect((await daily(null)).statusCode).toBe(401);
    expect((await daily(operator, '?filter[from]=2025-11-23&filter[to]=2026-11-23')).statusCode).toBe(200);
    const tooLong = await daily(operator, '?filter[from]=2025-11-22&filter[to]=2026-11-23');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].title).toBe('O período pode ter no máximo 366 dias.');
    const badDate = await daily(operator, '?filter[from]=2026-02-30');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors[0].source).toEqual({ parameter: 'filter[from]' });
    expect((await daily(operator, `?filter[from]=${WEDNESDAY}&filter[to]=${MONDAY}`)).statusCode).toBe(400);
  });
});

/** A log line as pino writes it. */
interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  client_error?: Record<string, unknown>;
}

describe('client error reports and server errors', () => {
  let database: Database;
  let app: FastifyInstance;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const clock = new ControllableClock();
    clock.set(NOW);
    app = await buildApp({
      config: testConfig({ RATE_LIMITS: 'on' }),
      database,
      clock,
      mailer: memoryMailer(),
      logger: { level: 'warn', stream: destination },
    });
    // A route that fails the way a bug would, to see what a 500 answers.
    app.get('/api/test-only/boom', { config: { audience: 'public' } }, async () => {
      throw new Error('kaboom');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const report = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/telemetry/errors', payload, remoteAddress: ip });

  it('logs a report at warn with a fixed shape, the route without its query, and stores nothing', async () => {
    const response = await report({
      message: "Cannot read properties of undefined (reading 'id')",
      stack: 'TypeError: Cannot read…\n    at OrderPage (OrderPage.tsx:10:5)',
      route: '/pedidos/123?auth=segredo#topo',
      release: '2026.11.23-abc123',
      user_id: 'u-claimed',
    });
    expect(response.statusCode).toBe(204);
    const logged = lines.filter((line) => line.msg === 'client error report');
    expect(logged).toHaveLength(1);
    expect(logged[0]!.level).toBe(40);
    expect(logged[0]!.client_error).toEqual({
      message: "Cannot read properties of undefined (reading 'id')",
      stack: 'TypeError: Cannot read…\n    at OrderPage (OrderPage.tsx:10:5)',
      route: '/pedidos/123',
      release: '2026.11.23-abc123',
      user_id: 'u-claimed',
      signed_in: false,
    });
    expect(await database.db.select().from(telemetryEvents)).toHaveLength(0);
  });

  it('refuses a report over the size limits or missing its route', async () => {
    const base = { message: 'x', route: '/', release: 'dev' };
    expect((await report({ ...base, message: 'x'.repeat(1_001) }, '10.0.0.2')).statusCode).toBe(422);
    expect((await report({ ...base, stack: 'x'.repeat(8_001) }, '10.0.0.2')).statusCode).toBe(422);
    expect((await report({ message: 'x', release: 'dev' }, '10.0.0.2')).statusCode).toBe(422);
    expect((await report({ ...base, stack: 'x'.repeat(20_000) }, '10.0.0.2')).statusCode).toBe(413);
  });

  it('rate-limits reports per address with a 429', async () => {
    const body = { message: 'loop', route: '/', release: 'dev' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await report(body, '10.0.0.3')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 204)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not held back.
    expect((await report(body, '10.0.0.4')).statusCode).toBe(204);
  });

  it('answers a 500 with the request id as its correlation id, the one in the error log line', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-only/boom' });
    expect(response.statusCode).toBe(500);
    const [error] = response.json().errors;
    expect(error.meta.correlation_id).toMatch(/^[0-9a-f-]{36}$/);
    const logged = lines.find((line) => line.msg === 'unhandled error');
    expect(logged?.reqId).toBe(error.meta.correlation_id);
  });
});
