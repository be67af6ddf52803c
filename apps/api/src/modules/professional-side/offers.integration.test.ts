import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createOffer, get, keyBody, post } from '../offers/test-fixtures';
import { BOOKING_TEXTS, districtPricingOf } from '../orders';
import {
  at,
  BATEL,
  CENTRO,
  customerIn,
  fullDays,
  NOW,
  orderBody,
  postOrder,
  seedWorld,
  TUESDAY,
  WEDNESDAY,
} from '../orders/test-fixtures';
import { orderRow } from '../tickets/test-fixtures';
import {
  listen,
  mailsTo,
  professionalIn,
  proGet,
  proMessages,
  proPost,
  type SignedInPro,
} from './test-fixtures';

const UNAVAILABLE = 'Esta oferta de limpeza não está mais disponível.';

interface OfferResource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
}

describe('professional side: offers', () => {
  let t: TestApp;
  let district: Record<string, string>;
  /** Both serve Batel and are free all Tuesday and Wednesday. */
  let rosa: SignedInPro;
  let lia: SignedInPro;
  /** Serves Centro only. */
  let caio: SignedInPro;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    district = await seedWorld(t);
    const days = fullDays(TUESDAY, WEDNESDAY);
    rosa = await professionalIn(t, { districtIds: [district[BATEL]!], windows: days });
    lia = await professionalIn(t, { districtIds: [district[BATEL]!], windows: days });
    caio = await professionalIn(t, { districtIds: [district[CENTRO]!], windows: days });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const offersOf = async (pro: SignedInPro) => {
    const response = await proGet(t, pro.auth, '/offers');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: OfferResource[]; meta: { now: string } };
  };
  const batelCustomer = () => customerIn(t, district[BATEL]!);

  it('lists the open offers of her districts that fit her free time, with the price and the countdown', async () => {
    const visible = await createOffer(t, await batelCustomer(), { date: TUESDAY, hour: 10, hours: 3 });
    const centro = await createOffer(t, await customerIn(t, district[CENTRO]!), {
      date: TUESDAY,
      hour: 10,
      hours: 3,
    });
    // Rosa is booked on Wednesday 10h–12h: an offer overlapping it is not hers to take.
    const booker = await batelCustomer();
    const booked = await postOrder(
      t,
      booker,
      orderBody(booker, rosa.id, { date: WEDNESDAY, hour: 10, hours: 2 }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const clashing = await createOffer(t, await batelCustomer(), { date: WEDNESDAY, hour: 11, hours: 2 });

    t.clock.set(new Date(NOW.getTime() + 100_000));
    const { data, meta } = await offersOf(rosa);
    const ids = data.map((o) => o.id);
    expect(ids).toContain(visible.id);
    expect(ids).not.toContain(centro.id);
    expect(ids).not.toContain(clashing.id);
    expect(meta.now).toBe(new Date(NOW.getTime() + 100_000).toISOString());
    expect(data.find((o) => o.id === visible.id)).toEqual({
      id: visible.id,
      type: 'order-offers',
      attributes: {
        starts_at: at(TUESDAY, 10).toISOString(),
        ends_at: at(TUESDAY, 13).toISOString(),
        duration: 3,
        district: 'Batel',
        city: 'Curitiba',
        created_at: NOW.toISOString(),
        expires_at: new Date(NOW.getTime() + 600_000).toISOString(),
        seconds_left: 500,
        total: expect.any(Number),
        professional_earning: expect.any(Number),
        should_include_products: false,
        willing: false,
      },
    });
    // What the job pays her: the price part of the district's pricing (the fee part is the platform's).
    const pricing = (await districtPricingOf(t.database.db, district[BATEL]!))!;
    expect(data.find((o) => o.id === visible.id)!.attributes).toMatchObject({
      total: 3 * (pricing.pricePerHour + pricing.feePerHour) + pricing.price + pricing.fee,
      professional_earning: 3 * pricing.pricePerHour + pricing.price,
    });
    // Lia is free on Wednesday: she sees the offer Rosa can't; Caio (Centro) sees the Centro one only.
    expect((await offersOf(lia)).data.map((o) => o.id)).toContain(clashing.id);
    const caioIds = (await offersOf(caio)).data.map((o) => o.id);
    expect(caioIds).toContain(centro.id);
    expect(caioIds).not.toContain(visible.id);
  });

  it('two professionals accept the same offer; the order books only the chosen one, the other hears offer_taken', async () => {
    const ana = await batelCustomer();
    const offer = await createOffer(t, ana, { date: TUESDAY, hour: 14, hours: 2 });
    for (const pro of [rosa, lia, rosa]) {
      const response = await proPost(t, pro.auth, `/offers/${offer.id}/willing`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ id: offer.id, attributes: { willing: true } });
    }
    const listed = (await offersOf(rosa)).data.find((o) => o.id === offer.id);
    expect(listed?.attributes.willing).toBe(true);
    const willing = await get(
      t,
      ana.auth,
      `/finders/order-offers/willing_professionals?filter[order_offer_id]=${offer.id}`,
    );
    expect(
      willing
        .json()
        .data.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([rosa.id, lia.id].sort());

    await t.app.ctx.jobs.runDue();
    const { heard, stop } = listen(t);
    const liaMails = mailsTo(t, lia.email).length;
    const rosaMails = mailsTo(t, rosa.email).length;
    const converted = await post(t, ana.auth, '/order-offers/create-order', keyBody(offer.key, lia.id));
    expect(converted.statusCode, converted.body).toBe(201);
    const orderId = converted.json().data.id as string;
    expect((await orderRow(t, orderId)).professionalId).toBe(lia.id);
    await t.app.ctx.jobs.runDue();
    stop();

    expect(proMessages(heard, rosa.id)).toEqual([{ to_state: 'offer_taken', offer_id: offer.id }]);
    expect(proMessages(heard, lia.id)).toEqual([
      { to_state: 'new_order', offer_id: offer.id, order_id: orderId },
    ]);
    // offer_taken goes by cable only; the chosen one also gets an e-mail.
    expect(mailsTo(t, rosa.email)).toHaveLength(rosaMails);
    expect(
      mailsTo(t, lia.email)
        .slice(liaMails)
        .map((m) => m.subject),
    ).toEqual(['Brilho - O cliente escolheu você']);
    // The offer is gone from the list, and accepting it now is refused.
    expect((await offersOf(rosa)).data.map((o) => o.id)).not.toContain(offer.id);
    const late = await proPost(t, rosa.auth, `/offers/${offer.id}/willing`);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors[0].title).toBe(UNAVAILABLE);
  });

  it('refuses an expired offer with 422, and its expiry tells the willing professionals', async () => {
    const offer = await createOffer(t, await batelCustomer(), { date: WEDNESDAY, hour: 15, hours: 2 });
    expect((await proPost(t, rosa.auth, `/offers/${offer.id}/willing`)).statusCode).toBe(200);
    const { heard, stop } = listen(t);
    t.clock.set(new Date(NOW.getTime() + 600_000));
    await t.app.ctx.jobs.runDue();
    stop();
    const response = await proPost(t, lia.auth, `/offers/${offer.id}/willing`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].title).toBe(UNAVAILABLE);
    expect((await offersOf(lia)).data.map((o) => o.id)).not.toContain(offer.id);
    expect(proMessages(heard, rosa.id)).toContainEqual({ to_state: 'offer_taken', offer_id: offer.id });
  });

  it('a cancelled offer tells the willing professionals it is taken', async () => {
    const ana = await batelCustomer();
    const offer = await createOffer(t, ana, { date: WEDNESDAY, hour: 17, hours: 2 });
    expect((await proPost(t, lia.auth, `/offers/${offer.id}/willing`)).statusCode).toBe(200);
    const { heard, stop } = listen(t);
    expect((await post(t, ana.auth, '/order-offers/delete-offer', keyBody(offer.key))).statusCode).toBe(200);
    await t.app.ctx.jobs.runDue();
    stop();
    expect(proMessages(heard, lia.id)).toEqual([{ to_state: 'offer_taken', offer_id: offer.id }]);
  });

  it('refuses a professional who does not serve the district (422) and a missing offer (404)', async () => {
    const offer = await createOffer(t, await batelCustomer(), { date: TUESDAY, hour: 7, hours: 2 });
    const outside = await proPost(t, caio.auth, `/offers/${offer.id}/willing`);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors[0].title).toBe(BOOKING_TEXTS.notServingDistrict);
    const missing = await proPost(t, caio.auth, '/offers/00000000-0000-4000-8000-000000000000/willing');
    expect(missing.statusCode).toBe(404);
  });

  it('a new offer is pushed as new_offer and e-mailed to the free professionals of its district only', async () => {
    await t.app.ctx.jobs.runDue();
    const { heard, stop } = listen(t);
    const before = { rosa: mailsTo(t, rosa.email).length, caio: mailsTo(t, caio.email).length };
    const offer = await createOffer(t, await batelCustomer(), { date: TUESDAY, hour: 18, hours: 2 });
    await t.app.ctx.jobs.runDue();
    stop();
    expect(proMessages(heard, rosa.id)).toEqual([{ to_state: 'new_offer', offer_id: offer.id }]);
    expect(proMessages(heard, lia.id)).toEqual([{ to_state: 'new_offer', offer_id: offer.id }]);
    expect(proMessages(heard, caio.id)).toEqual([]);
    const mails = mailsTo(t, rosa.email).slice(before.rosa);
    expect(mails.map((m) => m.subject)).toEqual(['Brilho - Nova oferta de limpeza']);
    expect(mails[0]!.text).toContain('terça-feira, 24/11/2026, às 18h (2 h), em Batel, Curitiba');
    expect(mailsTo(t, caio.email)).toHaveLength(before.caio);
  });

  it("keeps a new offer's e-mails through a mail server outage: the cable at once, each e-mail once after", async () => {
    await t.app.ctx.jobs.runDue();
    const before = mailsTo(t, rosa.email).length;
    const customer = await batelCustomer();
    const { heard, stop } = listen(t);
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const offer = await createOffer(t, customer, { date: WEDNESDAY, hour: 19, hours: 2 });
      await t.app.ctx.jobs.runDue();
      expect(proMessages(heard, rosa.id)).toEqual([{ to_state: 'new_offer', offer_id: offer.id }]);
    } finally {
      t.mailer.send = send;
      stop();
    }
    expect(mailsTo(t, rosa.email)).toHaveLength(before);
    // The e-mail job is retried after its delay (10 s, backoff) on the injected clock; the notice is not.
    t.clock.set(new Date(NOW.getTime() + 60_000));
    await t.app.ctx.jobs.runDue();
    await t.app.ctx.jobs.runDue();
    expect(
      mailsTo(t, rosa.email)
        .slice(before)
        .map((m) => m.subject),
    ).toEqual(['Brilho - Nova oferta de limpeza']);
    expect(proMessages(heard, rosa.id)).toHaveLength(1);
  });
});
