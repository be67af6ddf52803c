import { couponMessages, messages } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponDistricts, coupons, orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  BATEL,
  CENTRO,
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
} from '../orders/test-fixtures';

// Batel: 39,00/h + 5,00/h fee + 5,00 fee.
const batelPrice = (hours: number) => hours * 3_900 + hours * 500 + 500;

interface Check {
  passes_restrictions: boolean;
  reason: string | null;
  amount: { subtotal: number; discount: number; total: number } | null;
}

describe('coupons: lookup by name, checks against an order, applying one', () => {
  let t: TestApp;
  let district: Record<string, string>;
  let pro: { id: string };
  let ana: Customer;
  let bruno: Customer;
  const couponId: Record<string, string> = {};

  const get = (who: Customer, url: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: who.auth });
  /** Creates an order one minute after the previous one, so "earlier" is unambiguous. */
  let minute = 0;
  const order = async (who: Customer, date: string, hour: number, hours: number): Promise<string> => {
    minute += 1;
    t.clock.set(new Date(NOW.getTime() + minute * 60_000));
    const response = await postOrder(t, who, orderBody(who, pro.id, { date, hour, hours }));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id;
  };
  const check = async (who: Customer, coupon: string, orderId: string): Promise<Check> => {
    const response = await get(
      who,
      `/orders/${orderId}/check-if-coupon-applies?coupon_id=${couponId[coupon]}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.type).toBe('coupon-checks');
    return response.json().data.attributes;
  };
  const applyCoupon = (who: Customer, orderId: string, coupon: string | null) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}?include=coupon`,
      headers: who.auth,
      payload: {
        data: {
          type: 'orders',
          id: orderId,
          relationships: { coupon: { data: coupon ? { type: 'coupons', id: couponId[coupon] } : null } },
        },
      },
    });

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    district = await seedWorld(t);
    pro = await createProfessional(t.database.db, {
      districtIds: [district[BATEL]!, district[CENTRO]!],
      windows: fullDays(TUESDAY, WEDNESDAY, THURSDAY, NEXT_MONDAY),
    });
    ana = await customerIn(t, district[BATEL]!);
    bruno = await customerIn(t, district[BATEL]!);
    const [batel15] = await t.database.db
      .insert(coupons)
      .values({ name: 'Batel15', valueType: 'VALUE', value: 1_500 })
      .returning();
    await t.database.db
      .insert(couponDistricts)
      .values({ couponId: batel15!.id, districtId: district[BATEL]! });
    await t.database.db
      .insert(coupons)
      .values({ name: 'VELHO', valueType: 'PERCENTAGE', value: 50, disabledAt: NOW });
    for (const row of await t.database.db.select().from(coupons)) couponId[row.name] = row.id;
  });
  afterAll(() => t.close());

  describe('GET /coupons?filter[name]=', () => {
    it('finds a coupon by its name trimmed and in any case', async () => {
      const response = await get(ana, '/coupons?filter[name]=%20%2010off%20');
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({
        type: 'coupons',
        id: couponId['10OFF'],
        attributes: {
          name: '10OFF',
          value_type: 'PERCENTAGE',
          value: 10,
          weekdays: [2, 3],
          automatic: false,
        },
      });
    });

    it('includes the districts a coupon is limited to, with their rating and pricing', async () => {
      const response = await get(
        ana,
        '/coupons?filter[name]=batel15&include=districts.rating,districts.pricing',
      );
      const document = response.json();
      expect(document.data[0].relationships.districts.data).toEqual([
        { type: 'districts', id: district[BATEL] },
      ]);
      expect(document.included.map((r: { type: string }) => r.type).sort()).toEqual([
        'district-pricings',
        'district-ratings',
        'districts',
      ]);
    });

    it('answers an empty list for an unknown, a disabled or a blank name', async () => {
      for (const name of ['NAOEXISTE', 'velho', '%20%20', '']) {
        const response = await get(ana, `/coupons?filter[name]=${name}`);
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toEqual([]);
      }
      // The web then shows the domain's text.
      expect(couponMessages.notFound).toBe(messages.scheduling.couponNotFound);
    });
  });

  it('GET /coupons/{id} reads a live coupon; a disabled or unknown one is 404', async () => {
    const live = await get(ana, `/coupons/${couponId['10DESC']}`);
    expect(live.json().data.attributes).toMatchObject({ name: '10DESC', max_discount: 1_000 });
    for (const id of [couponId.VELHO, crypto.randomUUID(), 'x']) {
      const response = await get(ana, `/coupons/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].title).toBe(couponMessages.notFound);
    }
  });

  describe('checks (check-if-coupon-applies and check-coupon-restrictions)', () => {
    it('10OFF applies only to cleanings on Tuesdays or Wednesdays, with the spec text', async () => {
      const tuesday = await order(ana, TUESDAY, 9, 2);
      const thursday = await order(ana, THURSDAY, 9, 2);
      expect(await check(ana, '10OFF', tuesday)).toEqual({
        passes_restrictions: true,
        reason: null,
        coupon_id: couponId['10OFF'],
        order_id: tuesday,
        amount: { subtotal: batelPrice(2), discount: batelPrice(2) / 10, total: batelPrice(2) * 0.9 },
      });
      expect(await check(ana, '10OFF', thursday)).toMatchObject({
        passes_restrictions: false,
        reason:
          'O cupom informado é válido apenas para limpezas que ocorrerão em terças-feiras ou quartas-feiras!',
        amount: null,
      });
      const other = await get(
        ana,
        `/coupons/${couponId['10OFF']}/check-coupon-restrictions?order_id=${thursday}`,
      );
      expect(other.json().data.attributes.passes_restrictions).toBe(false);
    });

    it('JANEIRO10 applies only to cleanings until 31/01/2023, with the spec text', async () => {
      const wednesday = await order(bruno, WEDNESDAY, 9, 2);
      expect(await check(bruno, 'JANEIRO10', wednesday)).toMatchObject({
        passes_restrictions: false,
        reason: 'O cupom informado é válido apenas para limpezas que ocorrerão até terça-feira, 31/01!',
      });
    });

    it('a coupon limited to some districts passes only there', async () => {
      const centro = await customerIn(t, district[CENTRO]!);
      const there = await order(centro, NEXT_MONDAY, 9, 2);
      expect(await check(centro, 'Batel15', there)).toMatchObject({
        passes_restrictions: false,
        reason: couponMessages.notApplicable,
      });
      expect(
        (await check(bruno, 'Batel15', await order(bruno, NEXT_MONDAY, 12, 2))).passes_restrictions,
      ).toBe(true);
    });

    it("answers 404 for someone else's order or an unknown coupon, and 400 without the order", async () => {
      const anas = await order(ana, NEXT_MONDAY, 15, 1);
      const others = await get(
        bruno,
        `/orders/${anas}/check-if-coupon-applies?coupon_id=${couponId['10OFF']}`,
      );
      expect(others.statusCode).toBe(404);
      const unknown = await get(
        ana,
        `/orders/${anas}/check-if-coupon-applies?coupon_id=${crypto.randomUUID()}`,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errors[0].title).toBe(couponMessages.notFound);
      const missing = await get(ana, `/coupons/${couponId['10OFF']}/check-coupon-restrictions`);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors[0].source).toEqual({ parameter: 'order_id' });
    });
  });

  describe('PRIMEIRA10OFF: first purchase, one use per CPF', () => {
    it('passes on the first order only, and again once the earlier one is cancelled', async () => {
      const carla = await customerIn(t, district[BATEL]!);
      const first = await order(carla, TUESDAY, 15, 2);
      const second = await order(carla, WEDNESDAY, 15, 2);
      expect((await check(carla, 'PRIMEIRA10OFF', first)).passes_restrictions).toBe(true);
      expect(await check(carla, 'PRIMEIRA10OFF', second)).toMatchObject({
        passes_restrictions: false,
        reason: couponMessages.firstPurchase,
      });
      expect((await applyCoupon(carla, first, 'PRIMEIRA10OFF')).statusCode).toBe(200);

      // The first is cancelled: the second becomes the first purchase, and the coupon's use is released.
      await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, first));
      expect((await check(carla, 'PRIMEIRA10OFF', second)).passes_restrictions).toBe(true);
    });

    it('refuses a second use by the same customer even on an earlier order', async () => {
      const davi = await customerIn(t, district[BATEL]!);
      const first = await order(davi, THURSDAY, 15, 2);
      const later = await order(davi, NEXT_MONDAY, 17, 2);
      await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, first));
      expect((await applyCoupon(davi, later, 'PRIMEIRA10OFF')).statusCode).toBe(200);
      await t.database.db.update(orders).set({ status: 'created' }).where(eq(orders.id, first));
      expect(await check(davi, 'PRIMEIRA10OFF', first)).toMatchObject({
        passes_restrictions: false,
        reason: couponMessages.firstPurchase,
      });
    });
  });

  describe('PATCH /orders/{id}?include=coupon', () => {
    it('applies 10DESC at 10% capped at R$ 10,00 and answers the coupon included', async () => {
      const threeHours = await order(bruno, TUESDAY, 12, 3);
      const response = await applyCoupon(bruno, threeHours, '10DESC');
      expect(response.statusCode, response.body).toBe(200);
      const document = response.json();
      // 10% of 137,00 would be 13,70: capped at 10,00.
      expect(document.data.attributes.amount).toEqual({
        subtotal: { value: batelPrice(3), discount: 1_000 },
        discount: 1_000,
        total: batelPrice(3) - 1_000,
      });
      expect(document.data.attributes.total).toBe(batelPrice(3) - 1_000);
      expect(document.data.relationships.coupon.data).toEqual({ type: 'coupons', id: couponId['10DESC'] });
      expect(document.included[0].attributes).toMatchObject({ name: '10DESC', max_discount: 1_000 });

      const oneHour = await order(bruno, TUESDAY, 18, 1);
      const small = (await applyCoupon(bruno, oneHour, '10DESC')).json().data.attributes.amount;
      expect(small).toEqual({ subtotal: { value: 4_900, discount: 490 }, discount: 490, total: 4_410 });
    });

    it('replaces the coupon, removes it with null, and stores the amount', async () => {
      const id = await order(bruno, WEDNESDAY, 12, 2);
      await applyCoupon(bruno, id, '10DESC');
      const replaced = await applyCoupon(bruno, id, 'Batel15');
      expect(replaced.json().data.attributes.amount).toEqual({
        subtotal: { value: batelPrice(2), discount: 1_500 },
        discount: 1_500,
        total: batelPrice(2) - 1_500,
      });
      const removed = await applyCoupon(bruno, id, null);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.relationships.coupon.data).toBeNull();
      const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      expect(stored).toMatchObject({
        couponId: null,
        subtotal: batelPrice(2),
        discount: 0,
        total: batelPrice(2),
      });
    });

    it('refuses a coupon that does not apply with its reason and leaves the order as it was', async () => {
      const thursday = await order(bruno, THURSDAY, 12, 2);
      await applyCoupon(bruno, thursday, '10DESC');
      const response = await applyCoupon(bruno, thursday, '10OFF');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        title:
          'O cupom informado é válido apenas para limpezas que ocorrerão em terças-feiras ou quartas-feiras!',
        code: 'coupon_not_applicable',
        source: { pointer: '/data/relationships/coupon' },
      });
      const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, thursday));
      expect(stored).toMatchObject({ couponId: couponId['10DESC'], discount: 930 });
      expect((await applyCoupon(bruno, thursday, 'VELHO')).json().errors[0].title).toBe(
        couponMessages.notFound,
      );
    });

    it("refuses another professional's automatic coupon", async () => {
      const other = await createProfessional(t.database.db, {
        districtIds: [district[BATEL]!],
        coupon: { name: 'SO_DELA', value: 20 },
      });
      couponId.SO_DELA = (
        await t.database.db.select().from(coupons).where(eq(coupons.professionalId, other.id))
      )[0]!.id;
      const id = await order(bruno, NEXT_MONDAY, 7, 1);
      const response = await applyCoupon(bruno, id, 'SO_DELA');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].title).toBe(couponMessages.notApplicable);
    });

    it('changes the coupon only while the order is payable', async () => {
      const id = await order(ana, WEDNESDAY, 17, 2);
      await t.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, id));
      const response = await applyCoupon(ana, id, '10DESC');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].code).toBe('order_not_payable');
    });

    it('saves the description (at most 980 characters)', async () => {
      const id = await order(ana, THURSDAY, 17, 2);
      const patch = (description: string) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/orders/${id}`,
          headers: ana.auth,
          payload: { data: { type: 'orders', id, attributes: { description } } },
        });
      expect((await patch('Tem um cachorro bravo.')).json().data.attributes.description).toBe(
        'Tem um cachorro bravo.',
      );
      expect((await patch('x'.repeat(981))).statusCode).toBe(422);
    });
  });
});
