import { messages } from '@brilho/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsTermsOfUse,
  addresses,
  badAddresses,
  orderStatusChanges,
  orders,
  scheduleEvents,
} from '../../db/schema';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { SLOT_TEXTS } from '../professionals/slots';
import { BOOKING_TEXTS } from './booking';
import { ORDER_TEXTS } from './eligibility';
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
  THURSDAY,
  TUESDAY,
  WEDNESDAY,
} from './test-fixtures';

// Batel: price 0, 39,00/h, fee 5,00 + 5,00/h. Products: 10,00 + 3,00/h.
const batelPrice = (hours: number) => hours * 3_900 + hours * 500 + 500;
const productsPrice = (hours: number) => 1_000 + hours * 300;

interface ErrorDoc {
  errors: { status: string; title: string; code?: string; source?: { pointer?: string } }[];
}

describe('creating an order (POST /orders)', () => {
  let t: TestApp;
  let district: Record<string, string>;
  let pro: { id: string; scheduleId: string };
  let ana: Customer;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    district = await seedWorld(t);
    pro = await createProfessional(t.database.db, {
      districtIds: [district[BATEL]!],
      windows: [...fullDays(TUESDAY, WEDNESDAY), { date: THURSDAY, from: 8, to: 12 }],
      blocked: [{ date: WEDNESDAY, from: 15, to: 17 }],
    });
    ana = await customerIn(t, district[BATEL]!);
  });
  afterAll(() => t.close());

  const refusal = (response: { json(): unknown }) => (response.json() as ErrorDoc).errors[0]!;

  describe('a valid request', () => {
    it('books the time, prices the cleaning and answers 201 with the order', async () => {
      const response = await postOrder(
        t,
        ana,
        orderBody(ana, pro.id, { date: TUESDAY, hour: 9, hours: 3 }),
        '?include=schedule_event,address,professional',
      );
      expect(response.statusCode).toBe(201);
      const document = response.json();
      expect(document.data.type).toBe('orders');
      expect(document.data.attributes).toMatchObject({
        status: 'scheduled',
        created_at: NOW.toISOString(),
        description: 'Foco na cozinha, por favor.',
        total: batelPrice(3),
        amount: { total: batelPrice(3), subtotal: { value: batelPrice(3), discount: 0 }, discount: 0 },
        starts_at: '2026-11-24T12:00:00.000Z',
        ends_at: '2026-11-24T15:00:00.000Z',
        duration: 3,
        cycle_id: null,
        order_converted_in_credit: false,
        paid_by_account_balance: false,
      });
      expect(document.meta).toEqual({ automatic_coupon_refusal: null });
      const event = document.included.find((r: { type: string }) => r.type === 'schedule-events');
      expect(event.attributes).toMatchObject({ status: 'booked', duration: 3 * 3600 });
      expect(document.data.relationships.professional.data.id).toBe(pro.id);

      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, document.data.id));
      const [booked] = await t.database.db
        .select()
        .from(scheduleEvents)
        .where(eq(scheduleEvents.id, order!.scheduleEventId!));
      expect(booked).toMatchObject({ status: 'booked', orderId: order!.id, professionalId: pro.id });
      const changes = await t.database.db
        .select()
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, order!.id));
      expect(changes).toMatchObject([{ fromStatus: null, toStatus: 'scheduled' }]);
    });

    it('adds the products pricing when the customer asks the professional to bring products', async () => {
      const response = await postOrder(
        t,
        ana,
        orderBody(
          ana,
          pro.id,
          { date: WEDNESDAY, hour: 8, hours: 2 },
          { attributes: { should_include_products: true } },
        ),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().data.attributes).toMatchObject({
        total: batelPrice(2) + productsPrice(2),
        should_include_products: true,
      });
    });

    it('takes the free period picked on the agenda (window:epoch) as its schedule_event', async () => {
      const [window] = await t.database.db
        .select()
        .from(scheduleEvents)
        .where(and(eq(scheduleEvents.professionalId, pro.id), eq(scheduleEvents.startsAt, at(THURSDAY, 8))));
      const response = await postOrder(
        t,
        ana,
        orderBody(
          ana,
          pro.id,
          { date: THURSDAY, hour: 8, hours: 2 },
          {
            relationships: {
              schedule_event: {
                data: { type: 'schedule-events', id: `${window!.id}:${window!.startsAt.getTime() / 1000}` },
              },
            },
          },
        ),
      );
      expect(response.statusCode).toBe(201);
    });
  });

  describe('refusals', () => {
    const expectRefused = async (
      customer: Customer,
      body: object,
      expected: { status: number; title: string; code?: string; pointer?: string },
    ) => {
      const before = (await t.database.db.select().from(orders)).length;
      const response = await postOrder(t, customer, body);
      expect(response.statusCode, response.body).toBe(expected.status);
      const error = refusal(response);
      expect(error.title).toBe(expected.title);
      if (expected.code) expect(error.code).toBe(expected.code);
      if (expected.pointer) expect(error.source?.pointer).toBe(expected.pointer);
      expect((await t.database.db.select().from(orders)).length).toBe(before);
    };

    it('refuses a start the rules do not offer (today only from 12h at 9h)', async () => {
      await expectRefused(ana, orderBody(ana, pro.id, { date: '2026-11-23', hour: 10, hours: 2 }), {
        status: 422,
        title: SLOT_TEXTS.initial_hour,
        code: 'invalid_slot',
        pointer: '/data/attributes/starts_at',
      });
    });

    it('refuses a cleaning ending after 22h, and a duration of part of an hour', async () => {
      await expectRefused(ana, orderBody(ana, pro.id, { date: TUESDAY, hour: 19, hours: 4 }), {
        status: 422,
        title: SLOT_TEXTS.duration,
        pointer: '/data/attributes/ends_at',
      });
      await expectRefused(ana, orderBody(ana, pro.id, { date: TUESDAY, hour: 9, hours: 1.5 }), {
        status: 422,
        title: SLOT_TEXTS.duration,
      });
    });

    it('refuses a day beyond the 35-day window and a start off the hour', async () => {
      await expectRefused(ana, orderBody(ana, pro.id, { date: '2026-12-29', hour: 9, hours: 2 }), {
        status: 422,
        title: SLOT_TEXTS.date,
      });
      await expectRefused(ana, orderBody(ana, pro.id, { date: TUESDAY, hour: 9.5, hours: 2 }), {
        status: 422,
        title: SLOT_TEXTS.initial_hour,
      });
    });

    it('refuses a description of 981 characters and accepts 980', async () => {
      const body = (description: string) =>
        orderBody(ana, pro.id, { date: TUESDAY, hour: 13, hours: 1 }, { attributes: { description } });
      await expectRefused(ana, body('a'.repeat(981)), {
        status: 422,
        title: 'Deve ter no máximo 980 caracteres',
        pointer: '/data/attributes/description',
      });
      expect((await postOrder(t, ana, body('a'.repeat(980)))).statusCode).toBe(201);
    });

    it('refuses a customer whose e-mail is not verified (403)', async () => {
      const bia = await customerIn(t, district[BATEL]!, 'waiting_email_verification');
      await expectRefused(bia, orderBody(bia, pro.id, { date: TUESDAY, hour: 15, hours: 1 }), {
        status: 403,
        title: ORDER_TEXTS.emailNotVerified,
        code: 'email_not_verified',
      });
    });

    it('refuses a customer who has not answered the current terms of use (403)', async () => {
      const caio = await customerIn(t, district[BATEL]!);
      await t.database.db.delete(accountsTermsOfUse).where(eq(accountsTermsOfUse.accountId, caio.accountId));
      await expectRefused(caio, orderBody(caio, pro.id, { date: TUESDAY, hour: 15, hours: 1 }), {
        status: 403,
        title: ORDER_TEXTS.termsNotAnswered,
        code: 'terms_not_answered',
      });
    });

    it('asks for the payment-gateway step when the e-mail is verified but the account not active (422)', async () => {
      const dani = await customerIn(t, district[BATEL]!, 'email_verified');
      await expectRefused(dani, orderBody(dani, pro.id, { date: TUESDAY, hour: 15, hours: 1 }), {
        status: 422,
        title: messages.auth.firstOrderGatewayFailure,
        code: 'gateway_customer_required',
      });
    });

    it('refuses someone other than a customer (403) and an order for another customer (403)', async () => {
      const operator = await operatorSignedIn(t);
      const asOperator = { ...ana, auth: operator.auth };
      const response = await postOrder(
        t,
        asOperator,
        orderBody(ana, pro.id, { date: TUESDAY, hour: 15, hours: 1 }),
      );
      expect(response.statusCode).toBe(403);

      const eva = await customerIn(t, district[BATEL]!);
      await expectRefused(
        eva,
        orderBody(
          eva,
          pro.id,
          { date: TUESDAY, hour: 15, hours: 1 },
          {
            relationships: { customer: { data: { type: 'customers', id: ana.accountId } } },
          },
        ),
        { status: 403, title: ORDER_TEXTS.notForYou, pointer: '/data/relationships/customer' },
      );
    });

    it("refuses an address in a closed city, a known bad address and someone else's address", async () => {
      const fabi = await customerIn(t, district[PINHAIS]!);
      await expectRefused(fabi, orderBody(fabi, pro.id, { date: TUESDAY, hour: 15, hours: 1 }), {
        status: 422,
        title: messages.places.closedCity,
        code: 'closed_city',
      });

      const gabi = await customerIn(t, district[BATEL]!);
      const [address] = await t.database.db.select().from(addresses).where(eq(addresses.id, gabi.addressId));
      await t.database.db
        .insert(badAddresses)
        .values({ zipCode: address!.zipCode, streetNumber: address!.streetNumber, reason: 'golpe' });
      await expectRefused(gabi, orderBody(gabi, pro.id, { date: TUESDAY, hour: 15, hours: 1 }), {
        status: 422,
        title: messages.places.badAddress,
        code: 'bad_address',
      });

      await expectRefused(
        gabi,
        orderBody({ ...gabi, addressId: ana.addressId }, pro.id, { date: TUESDAY, hour: 15, hours: 1 }),
        {
          status: 404,
          title: messages.places.addressNotFound,
        },
      );
    });

    it("refuses a professional who does not serve the address's district, or is not validated", async () => {
      const hugo = await customerIn(t, district[CENTRO]!);
      await expectRefused(hugo, orderBody(hugo, pro.id, { date: TUESDAY, hour: 15, hours: 1 }), {
        status: 422,
        title: BOOKING_TEXTS.notServingDistrict,
        code: 'professional_not_serving_district',
        pointer: '/data/relationships/professional',
      });
      const pending = await createProfessional(t.database.db, {
        districtIds: [district[BATEL]!],
        windows: fullDays(TUESDAY),
        validation: 'registered',
      });
      await expectRefused(ana, orderBody(ana, pending.id, { date: TUESDAY, hour: 15, hours: 1 }), {
        status: 422,
        title: BOOKING_TEXTS.professionalUnavailable,
        code: 'professional_unavailable',
      });
    });

    it("refuses time outside the professional's windows, over time off, or past a window's end (409)", async () => {
      const noMore = { status: 409, title: messages.scheduling.noMoreSlots, code: 'professional_not_free' };
      // Thursday's window is 8h–12h.
      await expectRefused(ana, orderBody(ana, pro.id, { date: THURSDAY, hour: 11, hours: 2 }), noMore);
      await expectRefused(ana, orderBody(ana, pro.id, { date: '2026-11-27', hour: 9, hours: 2 }), noMore);
      // Wednesday 15h–17h is blocked.
      await expectRefused(ana, orderBody(ana, pro.id, { date: WEDNESDAY, hour: 14, hours: 2 }), noMore);
      // A window of someone else named as the schedule event.
      await expectRefused(
        ana,
        orderBody(
          ana,
          pro.id,
          { date: TUESDAY, hour: 18, hours: 1 },
          {
            relationships: { schedule_event: { data: { type: 'schedule-events', id: crypto.randomUUID() } } },
          },
        ),
        noMore,
      );
    });

    it('refuses time another order holds (409) and leaves nothing behind', async () => {
      const events = (await t.database.db.select().from(scheduleEvents)).length;
      await expectRefused(ana, orderBody(ana, pro.id, { date: TUESDAY, hour: 10, hours: 1 }), {
        status: 409,
        title: messages.scheduling.noMoreSlots,
        code: 'slot_taken',
      });
      expect((await t.database.db.select().from(scheduleEvents)).length).toBe(events);
    });
  });
});
