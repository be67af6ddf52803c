import { messages } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { BOOKING_TEXTS } from '../orders';
import {
  at,
  BATEL,
  CENTRO,
  type Customer,
  createProfessional,
  customerIn,
  fullDays,
  NOW,
  orderBody,
  PINHAIS,
  postOrder,
  seedWorld,
  TUESDAY,
  WEDNESDAY,
} from '../orders/test-fixtures';
import { OFFER_TEXTS } from './service';
import {
  createOffer,
  get,
  keyBody,
  offerBody,
  offerRow,
  post,
  professionalSignedIn,
  willingBody,
} from './test-fixtures';
import { WILLING_TEXTS } from './willing';

interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string; type: string } | { id: string }[] | null }>;
}
interface Doc {
  data: Resource;
  included?: Resource[];
  errors?: { status: string; title: string; detail?: string; code?: string; source?: { pointer?: string } }[];
}

const SLOT = { date: TUESDAY, hour: 10, hours: 3 };

describe('cleaning offers', () => {
  let t: TestApp;
  let district: Record<string, string>;
  let operator: { auth: Record<string, string> };
  /** Free all Tuesday and Wednesday in Batel. */
  let free: { id: string };
  /** Serves Centro only. */
  let elsewhere: { id: string };
  /** Serves Batel, but took Tuesday 9h–12h off. */
  let busy: { id: string };
  /** Serves Batel and is free, but not validated. */
  let unvalidated: { id: string };

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    district = await seedWorld(t);
    const days = fullDays(TUESDAY, WEDNESDAY);
    free = await createProfessional(t.database.db, { districtIds: [district[BATEL]!], windows: days });
    elsewhere = await createProfessional(t.database.db, { districtIds: [district[CENTRO]!], windows: days });
    busy = await createProfessional(t.database.db, {
      districtIds: [district[BATEL]!],
      windows: days,
      blocked: [{ date: TUESDAY, from: 9, to: 12 }],
    });
    unvalidated = await createProfessional(t.database.db, {
      districtIds: [district[BATEL]!],
      windows: days,
      validation: 'registered',
    });
    operator = await operatorSignedIn(t);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const customer = () => customerIn(t, district[BATEL]!);
  const willing = (offerId: string, professionalId: string) =>
    post(t, operator.auth, '/order-offers/willing', willingBody(offerId, professionalId));

  describe('POST /order-offers', () => {
    it('opens an offer for 600 s and answers it with its key', async () => {
      const ana = await customer();
      const response = await post(
        t,
        ana.auth,
        '/order-offers',
        offerBody(ana, SLOT, { description: '  Foco na cozinha  ', should_include_products: true }),
      );

      expect(response.statusCode).toBe(201);
      const { data } = response.json() as Doc;
      expect(data.type).toBe('order-offers');
      expect(data.attributes).toEqual({
        status: 'open',
        starts_at: at(TUESDAY, 10).toISOString(),
        ends_at: at(TUESDAY, 13).toISOString(),
        duration: 3,
        description: 'Foco na cozinha',
        should_include_products: true,
        created_at: NOW.toISOString(),
        expires_at: new Date(NOW.getTime() + 600_000).toISOString(),
        key: expect.stringMatching(/^[\w-]{32}$/),
        seconds_left: 600,
      });
      expect(data.relationships?.address?.data).toEqual({ type: 'addresses', id: ana.addressId });
      expect(data.relationships?.willing_professionals?.data).toEqual([]);
      const row = await offerRow(t, data.id);
      expect(row).toMatchObject({ status: 'open', customerId: ana.accountId, durationHours: 3 });
    });

    it('refuses a slot the scheduling rules refuse, naming the field', async () => {
      const ana = await customer();
      const cases = [
        { slot: { date: TUESDAY, hour: 10.5, hours: 2 }, pointer: '/data/attributes/starts_at' },
        { slot: { date: TUESDAY, hour: 19, hours: 4 }, pointer: '/data/attributes/ends_at' },
        { slot: { date: '2026-12-25', hour: 10, hours: 2 }, pointer: '/data/attributes/starts_at' },
        { slot: { date: '2026-11-20', hour: 10, hours: 2 }, pointer: '/data/attributes/starts_at' },
      ];
      for (const { slot, pointer } of cases) {
        const response = await post(t, ana.auth, '/order-offers', offerBody(ana, slot));
        expect(response.statusCode, JSON.stringify(slot)).toBe(422);
        expect((response.json() as Doc).errors![0]!.source?.pointer).toBe(pointer);
      }
    });

    it('refuses a missing, foreign or closed-city address', async () => {
      const ana = await customer();
      const bia = await customer();
      const pinhais = await customerIn(t, district[PINHAIS]!);
      const missing = offerBody(ana, SLOT);
      missing.data.relationships = {} as typeof missing.data.relationships;

      expect((await post(t, ana.auth, '/order-offers', missing)).statusCode).toBe(422);
      expect((await post(t, ana.auth, '/order-offers', offerBody(bia, SLOT))).statusCode).toBe(404);
      const closed = await post(t, pinhais.auth, '/order-offers', offerBody(pinhais, SLOT));
      expect(closed.statusCode).toBe(422);
      expect((closed.json() as Doc).errors![0]).toMatchObject({
        title: messages.places.closedCity,
        code: 'closed_city',
      });
    });

    it('is for customers only', async () => {
      const pro = await professionalSignedIn(t, free.id);
      const ana = await customer();
      expect((await post(t, pro.auth, '/order-offers', offerBody(ana, SLOT))).statusCode).toBe(403);
      expect((await post(t, operator.auth, '/order-offers', offerBody(ana, SLOT))).statusCode).toBe(403);
      expect((await post(t, {}, '/order-offers', offerBody(ana, SLOT))).statusCode).toBe(401);
    });

    it('allows one open offer per customer at a time', async () => {
      const ana = await customer();
      const first = await createOffer(t, ana, SLOT);

      const second = await post(t, ana.auth, '/order-offers', offerBody(ana, { ...SLOT, hour: 14 }));
      expect(second.statusCode).toBe(422);
      expect((second.json() as Doc).errors![0]).toMatchObject({
        title: OFFER_TEXTS.createFailed,
        detail: OFFER_TEXTS.openOfferExists,
        code: 'open_offer_exists',
      });

      // Once the first is over (cancelled here; expired below), a new one may open.
      await post(t, ana.auth, '/order-offers/delete-offer', keyBody(first.key));
      expect((await post(t, ana.auth, '/order-offers', offerBody(ana, SLOT))).statusCode).toBe(201);
    });

    it('lets a new offer open when the previous one expired, even before its job ran', async () => {
      const ana = await customer();
      const first = await createOffer(t, ana, SLOT);
      t.clock.advance(600_000);

      expect((await post(t, ana.auth, '/order-offers', offerBody(ana, SLOT))).statusCode).toBe(201);
      expect((await offerRow(t, first.id)).status).toBe('expired');
    });

    it('gives exactly one of simultaneous requests the offer', async () => {
      const ana = await customer();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => post(t, ana.auth, '/order-offers', offerBody(ana, SLOT))),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    });
  });

  describe('GET /order-offers/open/{id}', () => {
    it('answers the own offer with its willing professionals included, at the clock', async () => {
      const ana = await customer();
      const offer = await createOffer(t, ana, SLOT);
      expect((await willing(offer.id, free.id)).statusCode).toBe(201);
      t.clock.advance(100_000);

      const response = await get(t, ana.auth, `/order-offers/open/${offer.id}`);
      expect(response.statusCode).toBe(200);
      const doc = response.json() as Doc;
      expect(doc.data.attributes).toMatchObject({ status: 'open', seconds_left: 500, key: offer.key });
      expect(doc.data.relationships?.willing_professionals?.data).toEqual([
        { type: 'professionals', id: free.id },
      ]);
      const types = new Set(doc.included!.map((r) => r.type));
      expect(types).toEqual(new Set(['professionals', 'accounts', 'professional-ratings']));
      const account = doc.included!.find((r) => r.type === 'accounts')!;
      expect(account.attributes).toMatchObject({ first_name: 'Rosa' });
      expect(account.attributes).not.toHaveProperty('email');
    });

    it('reads as expired once expires_at passed, before the job ran', async () => {
      const ana = await customer();
      const offer = await createOffer(t, ana, SLOT);
      t.clock.advance(600_000);

      const doc = (await get(t, ana.auth, `/order-offers/open/${offer.id}`)).json() as Doc;
      expect(doc.data.attributes).toMatchObject({ status: 'expired', seconds_left: 0 });
      expect((await offerRow(t, offer.id)).status).toBe('open');
    });

    it("answers 404 for another customer's offer or a bad id", async () => {
      const ana = await customer();
      const bia = await customer();
      const offer = await createOffer(t, ana, SLOT);
      expect((await get(t, bia.auth, `/order-offers/open/${offer.id}`)).statusCode).toBe(404);
      expect((await get(t, ana.auth, '/order-offers/open/nope')).statusCode).toBe(404);
    });
  });

  describe('willing professionals', () => {
    it('records a professional acting for themselves, once', async () => {
      const ana = await customer();
      const offer = await createOffer(t, ana, SLOT);
      const pro = await professionalSignedIn(t, free.id);

      const first = await post(t, pro.auth, '/order-offers/willing', willingBody(offer.id));
      const again = await post(t, pro.auth, '/order-offers/willing', willingBody(offer.id));

      expect(first.statusCode).toBe(201);
      expect((first.json() as Doc).data).toMatchObject({
        type: 'order-offer-willing-professionals',
        id: `${offer.id}:${free.id}`,
        relationships: { professional: { data: { type: 'professionals', id: free.id } } },
      });
      expect(again.statusCode).toBe(201);
      const listed = await get(
        t,
        ana.auth,
        `/finders/order-offers/willing_professionals?filter[order_offer_id]=${offer.id}`,
      );
      expect(listed.statusCode).toBe(200);
      const doc = listed.json() as { data: Resource[]; meta: { record_count: number } };
      expect(doc.data.map((p) => p.id)).toEqual([free.id]);
      expect(doc.meta.record_count).toBe(1);
    });

    it('records only a professional the customer could book for the slot', async () => {
      const ana = await customer();
      const offer = await createOffer(t, ana, SLOT);
      const refused = [
        {
          id: elsewhere.id,
          title: BOOKING_TEXTS.notServingDistrict,
          code: 'professional_not_serving_district',
        },
        { id: busy.id, title: WILLING_TEXTS.notFree, code: 'professional_not_free' },
        {
          id: unvalidated.id,
          title: BOOKING_TEXTS.professionalUnavailable,
          code: 'professional_unavailable',
        },
      ];
      for (const { id, title, code } of refused) {
        const response = await willing(offer.id, id);
        expect(response.statusCode, code).toBe(422);
        expect((response.json() as Doc).errors![0]).toMatchObject({ title, code });
      }
      const listed = await get(
        t,
        ana.auth,
        `/finders/order-offers/willing_professionals?filter[order_offer_id]=${offer.id}`,
      );
      expect((listed.json() as { data: Resource[] }).data).toEqual([]);
    });

    it('refuses an offer that is no longer open, and callers who are not professionals', async () => {
      const ana = await customer();
      const offer = await createOffer(t, ana, SLOT);
      expect(
        (await post(t, ana.auth, '/order-offers/willing', willingBody(offer.id, free.id))).statusCode,
      ).toBe(403);
      t.clock.advance(600_000);
      const late = await willing(offer.id, free.id);
      expect(late.statusCode).toBe(409);
      expect((late.json() as Doc).errors![0]).toMatchObject({
        title: OFFER_TEXTS.notOpen,
        code: 'offer_expired',
      });
    });

    it("keeps the finder to the offer's customer (and operators)", async () => {
      const ana = await customer();
      const bia = await customer();
      const offer = await createOffer(t, ana, SLOT);
      const url = `/finders/order-offers/willing_professionals?filter[order_offer_id]=${offer.id}`;
      expect((await get(t, bia.auth, url)).statusCode).toBe(404);
      expect((await get(t, operator.auth, url)).statusCode).toBe(200);
      expect((await get(t, ana.auth, '/finders/order-offers/willing_professionals')).statusCode).toBe(400);
    });
  });

  describe('POST /order-offers/create-order', () => {
    it('makes the order with a willing professional and converts the offer', async () => {
      const ana = await customer();
      const offer = await createOffer(t, ana, { date: WEDNESDAY, hour: 8, hours: 2 });
      await willing(offer.id, free.id);

      const response = await post(t, ana.auth, '/order-offers/create-order', keyBody(offer.key, free.id));

      expect(response.statusCode).toBe(201);
      const { data } = response.json() as Doc;
      expect(data.type).toBe('orders');
      expect(data.attributes).toMatchObject({ status: 'scheduled', duration: 2 });
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, data.id));
      expect(order).toMatchObject({
        customerId: ana.accountId,
        professionalId: free.id,
        addressId: ana.addressId,
        startsAt: at(WEDNESDAY, 8),
        endsAt: at(WEDNESDAY, 10),
      });
      expect(await offerRow(t, offer.id)).toMatchObject({ status: 'converted', orderId: data.id });
      const read = (await get(t, ana.auth, `/order-offers/open/${offer.id}`)).json() as Doc;
      expect(read.data.attributes).toMatchObject({ status: 'converted', seconds_left: 0 });
      expect(read.data.relationships?.order?.data).toEqual({ type: 'orders', id: data.id });

      const again = await post(t, ana.auth, '/order-offers/create-order', keyBody(offer.key, free.id));
      expect(again.statusCode).toBe(409);
      expect((again.json() as Doc).errors![0]).toMatchObject({ title: OFFER_TEXTS.converted });
    });

    it('refuses a professional who is not willing, a wrong key and an expired offer', async () => {
      const ana = await customer();
      const offer = await createOffer(t, ana, { date: WEDNESDAY, hour: 14, hours: 2 });
      const notWilling = await post(t, ana.auth, '/order-offers/create-order', keyBody(offer.key, free.id));
      expect(notWilling.statusCode).toBe(422);
      expect((notWilling.json() as Doc).errors![0]).toMatchObject({
        title: OFFER_TEXTS.notWilling,
        source: { pointer: '/data/relationships/professional' },
      });
      expect((await post(t, ana.auth, '/order-offers/create-order', keyBody('x', free.id))).statusCode).toBe(
        404,
      );

      await willing(offer.id, free.id);
      t.clock.advance(600_000);
      const expired = await post(t, ana.auth, '/order-offers/create-order', keyBody(offer.key, free.id));
      expect(expired.statusCode).toBe(409);
      expect((await offerRow(t, offer.id)).status).toBe('open');
    });

    it('answers 409 when the slot was taken meanwhile, and the offer stays open', async () => {
      const ana = await customer();
      const bia: Customer = await customer();
      const offer = await createOffer(t, ana, { date: WEDNESDAY, hour: 17, hours: 3 });
      await willing(offer.id, free.id);
      const booked = await postOrder(
        t,
        bia,
        orderBody(bia, free.id, { date: WEDNESDAY, hour: 18, hours: 2 }),
      );
      expect(booked.statusCode).toBe(201);

      const response = await post(t, ana.auth, '/order-offers/create-order', keyBody(offer.key, free.id));

      expect(response.statusCode).toBe(409);
      expect((response.json() as Doc).errors![0]!.title).toBe(messages.scheduling.noMoreSlots);
      expect(await offerRow(t, offer.id)).toMatchObject({ status: 'open', orderId: null });
      const own = await t.database.db.select().from(orders).where(eq(orders.customerId, ana.accountId));
      expect(own).toEqual([]);
    });
  });

  describe('POST /order-offers/delete-offer', () => {
    it('cancels the open offer; cancelling again changes nothing', async () => {
      const ana = await customer();
      const offer = await createOffer(t, ana, SLOT);

      const response = await post(t, ana.auth, '/order-offers/delete-offer', keyBody(offer.key));
      expect(response.statusCode).toBe(200);
      expect((response.json() as Doc).data.attributes).toMatchObject({
        status: 'cancelled',
        seconds_left: 0,
      });
      expect((await offerRow(t, offer.id)).status).toBe('cancelled');

      const again = await post(t, ana.auth, '/order-offers/delete-offer', keyBody(offer.key));
      expect(again.statusCode).toBe(200);
      expect((again.json() as Doc).data.attributes.status).toBe('cancelled');
    });

    it("answers 404 for someone else's key and 422 without a key", async () => {
      const ana = await customer();
      const bia = await customer();
      const offer = await createOffer(t, ana, SLOT);
      expect((await post(t, bia.auth, '/order-offers/delete-offer', keyBody(offer.key))).statusCode).toBe(
        404,
      );
      expect(
        (await post(t, ana.auth, '/order-offers/delete-offer', { data: { attributes: {} } })).statusCode,
      ).toBe(422);
      expect((await offerRow(t, offer.id)).status).toBe('open');
    });
  });
});
