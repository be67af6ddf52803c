import { couponMessages } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, phones, professionals } from '../../db/schema';
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

const batelPrice = (hours: number) => hours * 3_900 + hours * 500 + 500;

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<
    string,
    { data: { type: string; id: string } | { type: string; id: string }[] | null }
  >;
}

describe('reading orders, the automatic coupon and the products pricing', () => {
  let t: TestApp;
  let district: Record<string, string>;
  let pro: { id: string };
  let ana: Customer;
  let bruno: Customer;
  const anaOrders: string[] = [];

  const get = (who: Customer, url: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: who.auth });

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    district = await seedWorld(t);
    pro = await createProfessional(t.database.db, {
      districtIds: [district[BATEL]!],
      windows: fullDays(TUESDAY, WEDNESDAY, THURSDAY, NEXT_MONDAY),
    });
    ana = await customerIn(t, district[BATEL]!);
    bruno = await customerIn(t, district[BATEL]!);
    for (const [k, date] of [TUESDAY, WEDNESDAY, THURSDAY].entries()) {
      t.clock.set(new Date(NOW.getTime() + k * 60_000));
      const response = await postOrder(t, ana, orderBody(ana, pro.id, { date, hour: 9, hours: 2 }));
      expect(response.statusCode).toBe(201);
      anaOrders.push(response.json().data.id);
    }
    t.clock.set(NOW);
  });
  afterAll(() => t.close());

  describe('GET /orders/{id}', () => {
    it('answers the own order with every include the order page asks for', async () => {
      const include =
        'schedule_event,professional,professional.account,customer,address,address.district,payments,amount,coupon';
      const response = await get(ana, `/orders/${anaOrders[0]}?include=${include}`);
      expect(response.statusCode).toBe(200);
      const { data, included } = response.json() as { data: Resource; included: Resource[] };
      expect(Object.keys(data.relationships ?? {}).sort()).toEqual([
        'address',
        'coupon',
        'customer',
        'payments',
        'professional',
        'schedule_event',
      ]);
      expect(data.relationships!.payments!.data).toEqual([]);
      expect(data.relationships!.coupon!.data).toBeNull();
      const types = included.map((r) => r.type).sort();
      expect(types).toEqual([
        'accounts',
        'addresses',
        'customers',
        'districts',
        'professionals',
        'schedule-events',
      ]);
      const customer = included.find((r) => r.type === 'customers')!;
      expect(customer.id).toBe(ana.accountId);
      expect(customer.attributes).toHaveProperty('email');
      const professional = included.find((r) => r.type === 'professionals')!;
      expect(professional.relationships?.account).toBeDefined();
      const event = included.find((r) => r.type === 'schedule-events')!;
      expect(event.attributes).toMatchObject({ status: 'booked', duration: 7_200 });
    });

    it("answers another customer's order, a missing one and a malformed id with 404", async () => {
      for (const id of [anaOrders[0], crypto.randomUUID(), 'abc']) {
        const response = await get(bruno, `/orders/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().errors[0].title).toBe('Pedido não encontrado!');
      }
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${anaOrders[0]}`,
        headers: bruno.auth,
        payload: { data: { type: 'orders', id: anaOrders[0], relationships: { coupon: { data: null } } } },
      });
      expect(patch.statusCode).toBe(404);
    });

    it("shows the professional's phone only while the order is paid, in progress or not provided", async () => {
      const [professional] = await t.database.db
        .select({ accountId: professionals.accountId })
        .from(professionals)
        .where(eq(professionals.id, pro.id));
      await t.database.db
        .insert(phones)
        .values({ accountId: professional!.accountId, areaCode: '41', number: '988887777' });
      const phoneOf = async () =>
        (await get(ana, `/orders/${anaOrders[0]}`)).json().data.attributes.professional_phone;
      expect(await phoneOf()).toBeNull();
      for (const status of ['paid', 'provisioning', 'service_not_provided'] as const) {
        await t.database.db.update(orders).set({ status }).where(eq(orders.id, anaOrders[0]!));
        expect(await phoneOf()).toEqual({ country_code: '55', area_code: '41', number: '988887777' });
      }
      await t.database.db.update(orders).set({ status: 'complete' }).where(eq(orders.id, anaOrders[0]!));
      expect(await phoneOf()).toBeNull();
      await t.database.db.update(orders).set({ status: 'scheduled' }).where(eq(orders.id, anaOrders[0]!));
    });

    it('needs a session', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/orders/${anaOrders[0]}` });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /orders', () => {
    it('lists the own orders newest first, 25 a page, with page_count and record_count', async () => {
      const response = await get(ana, '/orders?page[number]=1&page[size]=2&sort=-created_at');
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.data.map((o: Resource) => o.id)).toEqual([anaOrders[2], anaOrders[1]]);
      expect(document.meta).toEqual({ page_count: 2, record_count: 3 });
      expect(document.links.next).toContain('page[number]=2');
      expect((await get(bruno, '/orders')).json().data).toEqual([]);
    });

    it('sorts by start and filters by status', async () => {
      const byStart = (await get(ana, '/orders?sort=starts_at')).json().data.map((o: Resource) => o.id);
      expect(byStart).toEqual(anaOrders);
      await t.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, anaOrders[1]!));
      const paid = (await get(ana, '/orders?filter[status]=paid,provisioning')).json();
      expect(paid.data.map((o: Resource) => o.id)).toEqual([anaOrders[1]]);
      expect(paid.meta.record_count).toBe(1);
    });

    it('answers 400 naming an unknown sort or status', async () => {
      const sort = await get(ana, '/orders?sort=total');
      expect(sort.statusCode).toBe(400);
      expect(sort.json().errors[0].source).toEqual({ parameter: 'sort' });
      const status = await get(ana, '/orders?filter[status]=pago');
      expect(status.statusCode).toBe(400);
      expect(status.json().errors[0].source).toEqual({ parameter: 'filter[status]' });
    });
  });

  describe("the professional's automatic coupon", () => {
    it('applies to their cleanings when it passes its restrictions', async () => {
      const withCoupon = await createProfessional(t.database.db, {
        districtIds: [district[BATEL]!],
        windows: fullDays(TUESDAY, WEDNESDAY),
        coupon: { name: 'ROSA5', value: 5, weekdays: [2] },
      });
      const tuesday = await postOrder(
        t,
        bruno,
        orderBody(bruno, withCoupon.id, { date: TUESDAY, hour: 9, hours: 3 }),
        '?include=coupon',
      );
      expect(tuesday.statusCode).toBe(201);
      const price = batelPrice(3);
      const discount = Math.floor(price * 0.05);
      expect(tuesday.json().data.attributes.amount).toEqual({
        subtotal: { value: price, discount },
        discount,
        total: price - discount,
      });
      expect(tuesday.json().included[0].attributes).toMatchObject({ name: 'ROSA5', automatic: true });

      // Tuesdays only: on Wednesday the full price, and the reason is told.
      const wednesday = await postOrder(
        t,
        bruno,
        orderBody(bruno, withCoupon.id, { date: WEDNESDAY, hour: 9, hours: 3 }),
      );
      expect(wednesday.statusCode).toBe(201);
      expect(wednesday.json().data.attributes.amount).toEqual({
        subtotal: { value: price, discount: 0 },
        discount: 0,
        total: price,
      });
      expect(wednesday.json().meta.automatic_coupon_refusal).toBe(couponMessages.weekdays([2]));
    });

    it('says when it is sold out', async () => {
      const soldOut = await createProfessional(t.database.db, {
        districtIds: [district[BATEL]!],
        windows: fullDays(TUESDAY, WEDNESDAY),
        coupon: { name: 'LIA10', value: 10, maxUses: 1 },
      });
      const first = await postOrder(
        t,
        ana,
        orderBody(ana, soldOut.id, { date: TUESDAY, hour: 14, hours: 2 }),
      );
      expect(first.json().data.attributes.amount.discount).toBeGreaterThan(0);
      const second = await postOrder(
        t,
        bruno,
        orderBody(bruno, soldOut.id, { date: WEDNESDAY, hour: 14, hours: 2 }),
      );
      expect(second.statusCode).toBe(201);
      expect(second.json().data.attributes.amount.discount).toBe(0);
      expect(second.json().meta.automatic_coupon_refusal).toBe(couponMessages.automaticSoldOut);
    });
  });

  it('GET /orders/products-pricing answers the products pricing', async () => {
    const response = await get(ana, '/orders/products-pricing');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      type: 'products-pricings',
      attributes: { fee: 0, price: 1_000, fee_per_hour: 0, price_per_hour: 300 },
    });
  });
});
