import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, addresses, fundingInstruments, orders, payments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  BATEL,
  type Customer,
  createProfessional,
  customerIn,
  fullDays,
  NEXT_MONDAY,
  NOW,
  orderBody,
  postOrder,
  seedWorld,
  THURSDAY,
  TUESDAY,
  WEDNESDAY,
} from './test-fixtures';

/** The page the web's order history asks for: what its cards show. */
const HISTORY =
  '/api/orders?include=schedule_event,professional.account,address,payments,amount,coupon' +
  '&page[number]=1&page[size]=25&sort=-created_at';

/** Ids are random per run: each becomes its order of appearance, so the document compares whole. */
function withStableIds(body: string): string {
  const seen = new Map<string, string>();
  return body.replace(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
    (id) => seen.get(id) ?? (seen.set(id, `id-${seen.size + 1}`), `id-${seen.size}`),
  );
}

describe('the order history page', () => {
  let t: TestApp;
  let ana: Customer;
  const anaOrders: string[] = [];

  const history = () => t.app.inject({ method: 'GET', url: HISTORY, headers: ana.auth });

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    const district = await seedWorld(t);
    const pro = await createProfessional(t.database.db, {
      districtIds: [district[BATEL]!],
      windows: fullDays(TUESDAY, WEDNESDAY, THURSDAY, NEXT_MONDAY),
    });
    ana = await customerIn(t, district[BATEL]!);
    for (const [k, date] of [TUESDAY, WEDNESDAY, THURSDAY].entries()) {
      t.clock.set(new Date(NOW.getTime() + k * 60_000));
      const response = await postOrder(t, ana, orderBody(ana, pro.id, { date, hour: 9, hours: 2 }));
      expect(response.statusCode, response.body).toBe(201);
      anaOrders.push(response.json().data.id);
    }
    t.clock.set(NOW);
    // The first order paid by card: the page shows its payment with the card flattened on it.
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, anaOrders[0]!));
    const [payment] = await t.database.db
      .insert(payments)
      .values({
        accountId: order!.customerId,
        payableType: 'orders',
        payableId: order!.id,
        status: 'settled',
        amount: order!.total,
        idempotencyKey: randomUUID(),
        createdAt: NOW,
        updatedAt: NOW,
      })
      .returning();
    await t.database.db.insert(fundingInstruments).values({
      paymentId: payment!.id,
      type: 'credit_card',
      brand: 'VISA',
      first6: '411111',
      last4: '1111',
    });
    await t.database.db
      .update(orders)
      .set({ status: 'paid', updatedAt: NOW })
      .where(eq(orders.id, anaOrders[0]!));
    // Rows the fixtures stamp with the database's clock: the test's, so the document is the same every run.
    await t.database.db.update(accounts).set({ createdAt: NOW });
    await t.database.db.update(addresses).set({ createdAt: NOW, streetNumber: '100' });
  });
  afterAll(() => t.close());

  it('answers the page with its includes as the whole document it always did', async () => {
    const response = await history();
    expect(response.statusCode).toBe(200);
    const body = JSON.parse(response.body) as { data: unknown[]; included: unknown[] };
    expect(body.data).toHaveLength(3);
    await expect(withStableIds(JSON.stringify(body, null, 2))).toMatchFileSnapshot(
      './__snapshots__/order-history.page.snap',
    );
  });
});
