import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { districtPricingOf } from '../orders';
import {
  at,
  CENTRO,
  type Customer,
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
import { giveWallet, pay, payingCustomer, walletBody } from '../payments/test-fixtures';
import { BANK, markPaid, operatorPost, orderRow, postTicket } from '../tickets/test-fixtures';
import {
  listen,
  mailsTo,
  professionalIn,
  proGet,
  proMessages,
  proPost,
  type SignedInPro,
} from './test-fixtures';

const HOUR = 3_600_000;
const MINUTE = 60_000;

interface OrderResource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
}

describe('professional side: agenda and job flow', () => {
  let t: TestApp;
  let district: Record<string, string>;
  /** Serves Centro, free every day of the tests. */
  let rosa: SignedInPro;
  let lia: SignedInPro;
  let ana: Customer;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    district = await seedWorld(t);
    const days = fullDays(TUESDAY, WEDNESDAY, THURSDAY, NEXT_MONDAY);
    rosa = await professionalIn(t, { districtIds: [district[CENTRO]!], windows: days });
    lia = await professionalIn(t, { districtIds: [district[CENTRO]!], windows: days });
    ana = await customerIn(t, district[CENTRO]!);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  /** A 2-hour cleaning of `pro` at `hour` on `date`, paid. */
  async function paidOrder(pro: SignedInPro, date: string, hour = 10, customer = ana): Promise<string> {
    const created = await postOrder(t, customer, orderBody(customer, pro.id, { date, hour, hours: 2 }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    await markPaid(t, id);
    return id;
  }

  const agenda = async (pro: SignedInPro, query = '') => {
    const response = await proGet(t, pro.auth, `/agenda${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: OrderResource[]; meta: Record<string, unknown> };
  };
  const orderOf = async (pro: SignedInPro, id: string) => {
    const response = await proGet(t, pro.auth, `/orders/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: OrderResource }).data;
  };

  describe('the agenda', () => {
    it("lists the professional's paid orders in the days asked, the address only from 24 h before to 2 h after", async () => {
      const id = await paidOrder(rosa, WEDNESDAY);
      const unpaid = await postOrder(
        t,
        ana,
        orderBody(ana, rosa.id, { date: WEDNESDAY, hour: 14, hours: 2 }),
      );
      expect(unpaid.statusCode).toBe(201);

      // Monday 9h: 49 h before the start.
      const { data, meta } = await agenda(rosa);
      expect(meta).toMatchObject({ now: NOW.toISOString(), from: '2026-11-23', to: '2026-11-30' });
      expect(data.map((o) => o.id)).toContain(id);
      expect(data.map((o) => o.id)).not.toContain(unpaid.json().data.id);
      expect(data.find((o) => o.id === id)!.attributes).toEqual({
        status: 'paid',
        starts_at: at(WEDNESDAY, 10).toISOString(),
        ends_at: at(WEDNESDAY, 12).toISOString(),
        duration_hours: 2,
        district: 'Centro',
        city: 'Curitiba',
        should_include_products: false,
        checked_in_at: null,
        checked_out_at: null,
        can_check_in: false,
        can_check_out: false,
        total: expect.any(Number),
        professional_earning: expect.any(Number),
        customer_first_name: null,
        address: null,
        description: null,
      });

      t.clock.set(new Date(at(WEDNESDAY, 10).getTime() - 24 * HOUR));
      expect((await orderOf(rosa, id)).attributes).toMatchObject({
        customer_first_name: 'Ana',
        address: {
          name: 'Casa',
          street: 'Avenida do Batel',
          street_number: expect.any(String),
          complement: null,
          reference: null,
          zip_code: '80420090',
          lonlat: 'POINT(-49.2866 -25.4431)',
        },
        description: 'Foco na cozinha, por favor.',
      });

      t.clock.set(new Date(at(WEDNESDAY, 12).getTime() + 2 * HOUR + MINUTE));
      expect((await orderOf(rosa, id)).attributes).toMatchObject({
        customer_first_name: null,
        address: null,
        description: null,
      });
    });

    it('shows what each job pays the professional: her share by the ledger rule (the price part, not the fee)', async () => {
      const id = await paidOrder(rosa, THURSDAY, 15);
      const pricing = (await districtPricingOf(t.database.db, district[CENTRO]!))!;
      const order = await orderRow(t, id);
      const share = 2 * pricing.pricePerHour + pricing.price;
      expect(order.total).toBe(share + 2 * pricing.feePerHour + pricing.fee);
      const listed = (await agenda(rosa, `?filter[from]=${THURSDAY}&filter[to]=${THURSDAY}`)).data.find(
        (o) => o.id === id,
      );
      expect(listed!.attributes).toMatchObject({ total: order.total, professional_earning: share });
      expect((await orderOf(rosa, id)).attributes.professional_earning).toBe(share);
    });

    it('reads only the days asked, at most 35 of them', async () => {
      const id = await paidOrder(rosa, NEXT_MONDAY, 15);
      expect(
        (await agenda(rosa, '?filter[from]=2026-11-23&filter[to]=2026-11-29')).data.map((o) => o.id),
      ).not.toContain(id);
      expect(
        (await agenda(rosa, '?filter[from]=2026-11-30&filter[to]=2026-11-30')).data.map((o) => o.id),
      ).toEqual([id]);
      const tooLong = await proGet(t, rosa.auth, '/agenda?filter[from]=2026-11-23&filter[to]=2026-12-29');
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().errors[0].source).toEqual({ parameter: 'filter[to]' });
      expect((await proGet(t, rosa.auth, '/agenda?filter[from]=amanhã')).statusCode).toBe(400);
    });

    it("answers another professional's order as missing (404), for reading and for the job flow", async () => {
      const id = await paidOrder(lia, TUESDAY, 15);
      for (const response of [
        await proGet(t, rosa.auth, `/orders/${id}`),
        await proPost(t, rosa.auth, `/orders/${id}/check-in`),
        await proPost(t, rosa.auth, `/orders/${id}/check-out`),
      ])
        expect(response.statusCode).toBe(404);
      expect(
        (await agenda(rosa, '?filter[from]=2026-11-24&filter[to]=2026-11-24')).data.map((o) => o.id),
      ).not.toContain(id);
    });
  });

  describe('check-in and check-out', () => {
    it('refuses check-in before the day and before 60 min ahead; on time it moves to provisioning, then check-out completes', async () => {
      const id = await paidOrder(rosa, TUESDAY);
      const tooEarly = await proPost(t, rosa.auth, `/orders/${id}/check-in`);
      expect(tooEarly.statusCode).toBe(422);
      expect(tooEarly.json().errors[0].title).toBe('Ainda não é possível fazer check-in nesta limpeza.');
      t.clock.set(new Date(at(TUESDAY, 10).getTime() - 61 * MINUTE));
      expect((await proPost(t, rosa.auth, `/orders/${id}/check-in`)).statusCode).toBe(422);

      const checkOutFirst = await proPost(t, rosa.auth, `/orders/${id}/check-out`);
      expect(checkOutFirst.statusCode).toBe(422);
      expect(checkOutFirst.json().errors[0].title).toBe('Faça o check-in antes do check-out.');

      const checkedInAt = new Date(at(TUESDAY, 10).getTime() - 60 * MINUTE);
      t.clock.set(checkedInAt);
      expect((await orderOf(rosa, id)).attributes.can_check_in).toBe(true);
      const { heard, stop } = listen(t);
      const checkedIn = await proPost(t, rosa.auth, `/orders/${id}/check-in`);
      expect(checkedIn.statusCode, checkedIn.body).toBe(200);
      expect(checkedIn.json().data.attributes).toMatchObject({
        status: 'provisioning',
        checked_in_at: checkedInAt.toISOString(),
        can_check_in: false,
        can_check_out: true,
      });
      expect(await orderRow(t, id)).toMatchObject({ status: 'provisioning', checkedInAt });

      const again = await proPost(t, rosa.auth, `/orders/${id}/check-in`);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors[0].title).toBe('Esta limpeza não pode receber check-in.');

      const checkedOutAt = at(TUESDAY, 11.5);
      t.clock.set(checkedOutAt);
      const checkedOut = await proPost(t, rosa.auth, `/orders/${id}/check-out`);
      expect(checkedOut.statusCode, checkedOut.body).toBe(200);
      expect(checkedOut.json().data.attributes).toMatchObject({
        status: 'complete',
        checked_out_at: checkedOutAt.toISOString(),
        can_check_out: false,
      });
      stop();
      expect(
        heard.filter((e) => e.channel === 'OrderChannel' && e.key === id).map((e) => e.data.to_state),
      ).toEqual(['provisioning', 'complete']);
    });

    it('a paid order nobody checked into stays paid past its end; a checked-in one is completed at its end', async () => {
      const absent = await paidOrder(rosa, THURSDAY, 8);
      const forgot = await paidOrder(rosa, THURSDAY, 13);
      t.clock.set(at(THURSDAY, 13));
      expect((await proPost(t, rosa.auth, `/orders/${forgot}/check-in`)).statusCode).toBe(200);
      t.clock.set(new Date(at(THURSDAY, 15).getTime() - 1000));
      await t.app.ctx.jobs.runDue();
      expect((await orderRow(t, forgot)).status).toBe('provisioning');
      t.clock.set(at(THURSDAY, 15));
      await t.app.ctx.jobs.runDue();
      expect((await orderRow(t, forgot)).status).toBe('complete');
      expect((await orderRow(t, forgot)).checkedOutAt).toBeNull();
      expect((await orderRow(t, absent)).status).toBe('paid');
      // The check-in closes at the end.
      const late = await proPost(t, rosa.auth, `/orders/${absent}/check-in`);
      expect(late.statusCode).toBe(422);
      expect(late.json().errors[0].title).toBe('Esta limpeza não pode receber check-in.');
    });
  });

  describe('notifications', () => {
    /** The customer asks to move an order (or a credit) to `hour` on `date`; the jobs so far run. */
    async function askReschedule(orderId: string, date: string, hour: number, option: 'KEEP' | 'ANY') {
      const filed = await postTicket(t, ana.auth, 'order-rebooking-ticket', {
        order_id: orderId,
        reason: 'Viagem',
        reschedule_data: { date, initial_hour: hour, reschedule_option: option },
      });
      expect(filed.statusCode, filed.body).toBe(201);
      await t.app.ctx.jobs.runDue();
      return filed.json().data.id as string;
    }

    /** An operator approves the 2-hour slot, with `professionalId` or the order's own; the jobs run. */
    async function approve(ticketId: string, date: string, hour: number, professionalId?: string) {
      const operator = await operatorSignedIn(t);
      const approved = await operatorPost(t, operator.auth, `tickets/${ticketId}/approve-reschedule`, {
        starts_at: at(date, hour).toISOString(),
        ends_at: at(date, hour + 2).toISOString(),
        ...(professionalId ? { professional_id: professionalId } : {}),
      });
      expect(approved.statusCode, approved.body).toBe(200);
      await t.app.ctx.jobs.runDue();
      return approved;
    }

    it('an order paid is pushed as new_order and e-mailed to its professional', async () => {
      const customer = await payingCustomer(t, district);
      const created = await postOrder(
        t,
        customer,
        orderBody(customer, lia.id, { date: WEDNESDAY, hour: 8, hours: 2 }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as string;
      await giveWallet(t, customer.accountId, 1_000_000);
      await t.app.ctx.jobs.runDue();
      const mails = mailsTo(t, lia.email).length;
      const { heard, stop } = listen(t);
      const paid = await pay(t, customer.auth, 'account-balance', walletBody(id));
      expect(paid.statusCode, paid.body).toBe(201);
      await t.app.ctx.jobs.runDue();
      stop();
      expect(proMessages(heard, lia.id)).toEqual([{ to_state: 'new_order', order_id: id }]);
      const sent = mailsTo(t, lia.email).slice(mails);
      expect(sent.map((m) => m.subject)).toEqual(['Brilho - Nova limpeza na sua agenda']);
      expect(sent[0]!.text).toContain('quarta-feira, 25/11/2026, às 8h (2 h), em Centro, Curitiba');
      expect(sent[0]!.text).toContain(`/profissional/limpezas/${id}`);
    });

    it('a paid order cancelled by the customer is pushed as order_cancelled and e-mailed', async () => {
      const id = await paidOrder(lia, NEXT_MONDAY, 10);
      await t.app.ctx.jobs.runDue();
      const mails = mailsTo(t, lia.email).length;
      const { heard, stop } = listen(t);
      const cancelled = await postTicket(t, ana.auth, 'order-cancellation-ticket', {
        order_id: id,
        reason: 'Imprevisto',
        should_refund: false,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(201);
      await t.app.ctx.jobs.runDue();
      stop();
      expect(proMessages(heard, lia.id)).toEqual([{ to_state: 'order_cancelled', order_id: id }]);
      expect(
        mailsTo(t, lia.email)
          .slice(mails)
          .map((m) => m.subject),
      ).toEqual(['Brilho - Limpeza cancelada']);
    });

    it('a refund request later kept as credit tells the professional once', async () => {
      const created = await postOrder(t, ana, orderBody(ana, lia.id, { date: THURSDAY, hour: 9, hours: 2 }));
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as string;
      await markPaid(t, id, 'boletos');
      await t.app.ctx.jobs.runDue();
      const mails = mailsTo(t, lia.email).length;
      const { heard, stop } = listen(t);
      const filed = await postTicket(t, ana.auth, 'order-cancellation-ticket', {
        order_id: id,
        should_refund: true,
        refund_data: BANK,
      });
      expect(filed.statusCode, filed.body).toBe(201);
      await t.app.ctx.jobs.runDue();
      const operator = await operatorSignedIn(t);
      const credit = await operatorPost(t, operator.auth, `tickets/${filed.json().data.id}/credit`);
      expect(credit.statusCode, credit.body).toBe(200);
      await t.app.ctx.jobs.runDue();
      stop();
      expect(proMessages(heard, lia.id)).toEqual([{ to_state: 'order_cancelled', order_id: id }]);
      expect(mailsTo(t, lia.email).slice(mails)).toHaveLength(1);
    });

    it('a reschedule approved by an operator is pushed as order_rescheduled and e-mailed', async () => {
      const id = await paidOrder(lia, WEDNESDAY, 14);
      const ticketId = await askReschedule(id, NEXT_MONDAY, 16, 'KEEP');
      const mails = mailsTo(t, lia.email).length;
      const { heard, stop } = listen(t);
      await approve(ticketId, NEXT_MONDAY, 16);
      stop();
      expect(proMessages(heard, lia.id)).toEqual([{ to_state: 'order_rescheduled', order_id: id }]);
      const sent = mailsTo(t, lia.email).slice(mails);
      expect(sent.map((m) => m.subject)).toEqual(['Brilho - Limpeza reagendada']);
      expect(sent[0]!.text).toContain('segunda-feira, 30/11/2026, às 16h (2 h)');
    });

    it('a reschedule approved with another professional is new_order to the new one, order_cancelled with the old time to the old one', async () => {
      const id = await paidOrder(lia, WEDNESDAY, 17);
      const ticketId = await askReschedule(id, NEXT_MONDAY, 10, 'ANY');
      const liaMails = mailsTo(t, lia.email).length;
      const rosaMails = mailsTo(t, rosa.email).length;
      const { heard, stop } = listen(t);
      await approve(ticketId, NEXT_MONDAY, 10, rosa.id);
      stop();
      expect(await orderRow(t, id)).toMatchObject({ status: 'paid', professionalId: rosa.id });
      // The customer's stream says the professional changed, never who the other one is.
      expect(heard.filter((e) => e.channel === 'OrderChannel' && e.key === id).map((e) => e.data)).toEqual([
        { to_state: 'paid', order_id: id, professional_changed: true },
      ]);

      expect(proMessages(heard, rosa.id)).toEqual([{ to_state: 'new_order', order_id: id }]);
      const toRosa = mailsTo(t, rosa.email).slice(rosaMails);
      expect(toRosa.map((m) => m.subject)).toEqual(['Brilho - Nova limpeza na sua agenda']);
      expect(toRosa[0]!.text).toContain('segunda-feira, 30/11/2026, às 10h (2 h), em Centro, Curitiba');
      expect(toRosa[0]!.text).toContain(`/profissional/limpezas/${id}`);

      expect(proMessages(heard, lia.id)).toEqual([{ to_state: 'order_cancelled', order_id: id }]);
      const toLia = mailsTo(t, lia.email).slice(liaMails);
      expect(toLia.map((m) => m.subject)).toEqual(['Brilho - Limpeza cancelada']);
      expect(toLia[0]!.text).toContain('quarta-feira, 25/11/2026, às 17h (2 h), em Centro, Curitiba');
      expect(toLia[0]!.text).toContain('/profissional/agenda');
      // The job is no longer Lia's, nor in her agenda.
      expect((await proGet(t, lia.auth, `/orders/${id}`)).statusCode).toBe(404);
    });

    it('a credit booked again with another professional is a new_order for them; the old one hears nothing more', async () => {
      const id = await paidOrder(lia, TUESDAY, 10);
      const cancelled = await postTicket(t, ana.auth, 'order-cancellation-ticket', {
        order_id: id,
        should_refund: false,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(201);
      const ticketId = await askReschedule(id, NEXT_MONDAY, 12, 'ANY');
      const liaMails = mailsTo(t, lia.email).length;
      const rosaMails = mailsTo(t, rosa.email).length;
      const { heard, stop } = listen(t);
      const approved = await approve(ticketId, NEXT_MONDAY, 12, rosa.id);
      stop();
      const newId = approved.json().data.attributes.resolution.new_order_id as string;
      expect(proMessages(heard, rosa.id)).toEqual([{ to_state: 'new_order', order_id: newId }]);
      expect(
        mailsTo(t, rosa.email)
          .slice(rosaMails)
          .map((m) => m.subject),
      ).toEqual(['Brilho - Nova limpeza na sua agenda']);
      expect(proMessages(heard, lia.id)).toEqual([]);
      expect(mailsTo(t, lia.email).slice(liaMails)).toEqual([]);
    });

    it('an unpaid order that ends (payment window) tells nobody', async () => {
      const created = await postOrder(t, ana, orderBody(ana, lia.id, { date: THURSDAY, hour: 16, hours: 2 }));
      const id = created.json().data.id as string;
      const { heard, stop } = listen(t);
      const cancelled = await postTicket(t, ana.auth, 'order-cancellation-ticket', {
        order_id: id,
        should_refund: false,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(201);
      await t.app.ctx.jobs.runDue();
      stop();
      expect(proMessages(heard, lia.id).filter((m) => m.order_id === id)).toEqual([]);
    });
  });
});
