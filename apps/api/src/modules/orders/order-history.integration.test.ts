import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  addresses,
  districts,
  fundingInstruments,
  orders,
  payments,
  professionals,
} from '../../db/schema';
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

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
}

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
  let proId: string;
  const anaOrders: string[] = [];

  const history = () => t.app.inject({ method: 'GET', url: HISTORY, headers: ana.auth });

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    const district = await seedWorld(t);
    const pro = await createProfessional(t.database.db, {
      districtIds: [district[BATEL]!],
      windows: fullDays(TUESDAY, WEDNESDAY, THURSDAY, NEXT_MONDAY),
    });
    proId = pro.id;
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
    // The fixtures number professionals per test process: the name as if this file ran alone.
    await t.database.db
      .update(accounts)
      .set({ lastName: 'Lima 1' })
      .where(eq(accounts.id, sql`(SELECT account_id FROM professionals WHERE id = ${proId})`));
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

  /** The page's resources by type and id, to read what changed. */
  const read = async (url = HISTORY) => {
    const response = await t.app.inject({ method: 'GET', url, headers: ana.auth });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: Resource[]; included?: Resource[] };
    const all = [...body.data, ...(body.included ?? [])];
    return {
      body: response.body,
      find: (type: string, id: string) => all.find((r) => r.type === type && r.id === id),
    };
  };

  it('shows a change on the very next read, whatever wrote it (decision 0127)', async () => {
    const [first, second] = [anaOrders[0]!, anaOrders[1]!];
    const before = await read();
    // Nothing written in between: the same document (from the result cache).
    expect((await read()).body).toBe(before.body);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${first}`,
      headers: ana.auth,
      payload: { data: { type: 'orders', id: first, attributes: { description: 'Levar escada' } } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await read()).find('orders', first)?.attributes.description).toBe('Levar escada');

    // A payment settled by the gateway's webhook: written outside the order routes.
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, second));
    const [payment] = await t.database.db
      .insert(payments)
      .values({
        accountId: order!.customerId,
        payableType: 'orders',
        payableId: second,
        status: 'settled',
        amount: order!.total,
        idempotencyKey: randomUUID(),
      })
      .returning();
    await t.database.db.insert(fundingInstruments).values({ paymentId: payment!.id, type: 'pix' });
    await t.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, second));
    const paid = await read();
    expect(paid.find('orders', second)?.attributes.status).toBe('paid');
    expect(paid.find('payments', payment!.id)?.attributes.funding_type).toBe('pix');

    // The professional's own name, edited on their side.
    const [professional] = await t.database.db
      .select({ accountId: professionals.accountId })
      .from(professionals)
      .where(eq(professionals.id, proId));
    await t.database.db
      .update(accounts)
      .set({ firstName: 'Rosana' })
      .where(eq(accounts.id, professional!.accountId));
    expect((await read()).find('accounts', professional!.accountId)?.attributes.first_name).toBe('Rosana');
  });

  it('computes every time a page that includes what the cache does not watch (the address district)', async () => {
    const url = HISTORY.replace('include=', 'include=address.district,');
    const [address] = await t.database.db
      .select()
      .from(addresses)
      .where(eq(addresses.accountId, ana.accountId));
    await read(url);
    await t.database.db
      .update(districts)
      .set({ displayName: 'Batel Novo' })
      .where(eq(districts.id, address!.districtId));
    expect((await read(url)).find('districts', address!.districtId)?.attributes.display_name).toBe(
      'Batel Novo',
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'commits writes of orders and districts in either order together, without a deadlock on the versions',
    async () => {
      const [one, two] = await t.database.db
        .select({ order: orders.id })
        .from(orders)
        .where(eq(orders.customerId, ana.accountId));
      // Districts: read by the search, not by the order history page, so they move the availability row only.
      const [here, there] = await t.database.db.select({ id: districts.id }).from(districts).limit(2);
      const db = t.database.db;
      // The deferred triggers fired on demand (SET CONSTRAINTS … IMMEDIATE), so the two transactions move the
      // version rows interleaved: A the availability row, B the order history row, then each the other's.
      const fire = sql`SET CONSTRAINTS ALL IMMEDIATE`;
      const defer = sql`SET CONSTRAINTS ALL DEFERRED`;
      /** Resolves once `work` has finished or is waiting for a lock another transaction holds. */
      const finishedOrWaiting = async (work: Promise<unknown>) => {
        let finished = false;
        void work.then(
          () => {
            finished = true;
          },
          () => {
            finished = true;
          },
        );
        while (!finished) {
          const waiting = (await db.execute(
            sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
          )) as unknown as { rows: { n: number }[] };
          if (waiting.rows[0]!.n > 0) return;
        }
      };
      let aFirst!: () => void;
      const aFirstDone = new Promise<void>((resolve) => {
        aFirst = resolve;
      });
      let bFirst!: (issued: { work: Promise<unknown> }) => void;
      const bFirstIssued = new Promise<{ work: Promise<unknown> }>((resolve) => {
        bFirst = resolve;
      });
      let aSecond!: (issued: { work: Promise<unknown> }) => void;
      const aSecondIssued = new Promise<{ work: Promise<unknown> }>((resolve) => {
        aSecond = resolve;
      });
      await Promise.all([
        db.transaction(async (a) => {
          await a.execute(sql`UPDATE districts SET active = active WHERE id = ${here!.id}`);
          await a.execute(fire);
          await a.execute(defer);
          aFirst();
          await finishedOrWaiting((await bFirstIssued).work);
          const second = (async () => {
            await a.execute(sql`UPDATE orders SET description = description WHERE id = ${one!.order}`);
            await a.execute(fire);
          })();
          aSecond({ work: second });
          await second;
        }),
        db.transaction(async (b) => {
          await aFirstDone;
          const first = (async () => {
            await b.execute(sql`UPDATE orders SET description = description WHERE id = ${two!.order}`);
            await b.execute(fire);
            await b.execute(defer);
          })();
          bFirst({ work: first });
          await first;
          await finishedOrWaiting((await aSecondIssued).work);
          await b.execute(sql`UPDATE districts SET active = active WHERE id = ${there!.id}`);
          await b.execute(fire);
        }),
      ]);
    },
  );
});
