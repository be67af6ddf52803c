import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/app';
import { operationsFirst } from '../mail/test-fixtures';
import { type Customer, NOW, orderBody, postOrder, THURSDAY, TUESDAY } from '../orders/test-fixtures';
import {
  BANK,
  bookedEventsOf,
  bookedOrder,
  operatorPost,
  orderRow,
  postTicket,
  setStatus,
  ticketRow,
} from './test-fixtures';
import { HOUR, MINUTE, RESCHEDULE, START, ticketActions, ticketsWorld } from './tickets.test-fixtures';

/** What customers ask for after paying: cancelling, rebooking and general questions (the operator's side: tickets.operator). */

describe('tickets', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let ana: Customer;
  let bia: Customer;
  let operator: Record<string, string>;

  beforeAll(async () => {
    ({ t, districts, ana, bia, operator } = await ticketsWorld());
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const { paidOrder, cancel, rebook } = ticketActions(() => ({ t, districts, ana }));

  describe('cancellation', () => {
    it('allows cancelling exactly 3 h before the start and refuses at 2 h 59 min', async () => {
      const allowed = await paidOrder();
      const refused = await paidOrder();
      t.clock.set(new Date(START.getTime() - 3 * HOUR));
      const ok = await cancel({ order_id: allowed.id, reason: 'Imprevisto', should_refund: true });
      expect(ok.statusCode, ok.body).toBe(201);

      t.clock.set(new Date(START.getTime() - 3 * HOUR + MINUTE));
      const late = await cancel({ order_id: refused.id, reason: 'Imprevisto', should_refund: false });
      expect(late.statusCode).toBe(422);
      expect(late.json().errors[0].title).toMatch(/até 3 horas antes/);
      expect((await orderRow(t, refused.id)).status).toBe('paid');
    });

    it.each(['provisioning', 'complete', 'cancelled', 'waiting_refund'] as const)(
      'refuses an order %s',
      async (status) => {
        const order = await bookedOrder(t, districts, ana);
        await setStatus(t, order.id, status);
        const response = await cancel({ order_id: order.id, should_refund: false });
        expect(response.statusCode).toBe(422);
      },
    );

    it("answers 404 for another customer's order, as for a missing one", async () => {
      const order = await paidOrder();
      expect((await cancel({ order_id: order.id, should_refund: false }, bia)).statusCode).toBe(404);
      expect((await cancel({ order_id: crypto.randomUUID(), should_refund: false })).statusCode).toBe(404);
      expect((await orderRow(t, order.id)).status).toBe('paid');
    });

    it('keeps a paid order as credit and releases its booked time for someone else', async () => {
      const order = await paidOrder();
      const events = t.app.ctx.events;
      const heard: unknown[] = [];
      const stop = events.subscribe((event) => heard.push(event.data));
      const response = await cancel({ order_id: order.id, reason: 'Viagem', should_refund: false });
      stop();
      expect(response.statusCode, response.body).toBe(201);
      const ticket = response.json().data.attributes;
      expect(ticket).toMatchObject({ kind: 'order_cancellation', status: 'resolved' });
      expect(ticket.resolution).toMatchObject({
        outcome: 'credit',
        policy: { kind: 'free', returned_cents: expect.any(Number) },
      });
      const row = await orderRow(t, order.id);
      expect(row).toMatchObject({ status: 'cancelled', orderConvertedInCredit: true, scheduleEventId: null });
      expect(await bookedEventsOf(t, order.id)).toEqual([]);
      expect(heard).toContainEqual(expect.objectContaining({ to_state: 'cancelled', order_id: order.id }));

      // The same professional, the same hours: bookable again.
      const again = await postOrder(
        t,
        bia,
        orderBody(bia, order.professionalId, { date: TUESDAY, hour: 10, hours: 2 }),
      );
      expect(again.statusCode, again.body).toBe(201);
    });

    it('cancels an unpaid order without credit or refund', async () => {
      const order = await bookedOrder(t, districts, ana);
      const response = await cancel({ order_id: order.id, reason: 'Mudei de ideia', should_refund: true });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.attributes.resolution).toEqual({ outcome: 'cancelled' });
      expect(await orderRow(t, order.id)).toMatchObject({
        status: 'cancelled',
        orderConvertedInCredit: false,
      });
    });

    it('requires the four refund fields for a boleto-paid order, and only for it', async () => {
      const boleto = await paidOrder('boletos');
      const missing = await cancel({
        order_id: boleto.id,
        should_refund: true,
        refund_data: { bank: 'Itaú' },
      });
      expect(missing.statusCode).toBe(422);
      const pointers = missing.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer);
      expect(pointers).toEqual(
        expect.arrayContaining([
          '/data/attributes/refund_data/agency',
          '/data/attributes/refund_data/account',
          '/data/attributes/refund_data/account_type',
        ]),
      );
      const badType = await cancel({
        order_id: boleto.id,
        should_refund: true,
        refund_data: { ...BANK, account_type: 'Pix' },
      });
      expect(badType.statusCode).toBe(422);

      const card = await paidOrder('credit_card');
      const notAccepted = await cancel({ order_id: card.id, should_refund: true, refund_data: BANK });
      expect(notAccepted.statusCode).toBe(422);
      expect(notAccepted.json().errors[0].title).toMatch(/boleto/);
      expect((await orderRow(t, card.id)).status).toBe('paid');

      const ok = await cancel({
        order_id: boleto.id,
        reason: 'Viagem',
        should_refund: true,
        refund_data: BANK,
      });
      expect(ok.statusCode, ok.body).toBe(201);
      const ticket = ok.json().data.attributes;
      expect(ticket).toMatchObject({ status: 'open', should_refund: true, refund_data: BANK });
      expect(ticket.resolution.refund).toMatchObject({
        method: 'bank_transfer',
        gateway_refund_requested: false,
      });
      expect((await orderRow(t, boleto.id)).status).toBe('waiting_refund');
    });

    it('asks the gateway to refund a card charge when the cancellation is free', async () => {
      const order = await paidOrder('credit_card');
      const refund = vi.spyOn(t.app.ctx.gateway, 'refund').mockResolvedValue();
      const response = await cancel({ order_id: order.id, should_refund: true });
      expect(response.statusCode, response.body).toBe(201);
      expect(refund).toHaveBeenCalledWith(order.chargeId);
      refund.mockRestore();
      const row = await orderRow(t, order.id);
      expect(row.status).toBe('waiting_refund');
      expect(response.json().data.attributes.resolution).toMatchObject({
        outcome: 'refund_requested',
        policy: { kind: 'free', retained_cents: 0, returned_cents: row.total },
        refund: { method: 'card', amount_cents: row.total, gateway_refund_requested: true },
      });
    });

    it('refuses cancel-as-credit at short notice: only the cancellation (with its refund) is offered', async () => {
      const order = await paidOrder();
      t.clock.set(new Date(START.getTime() - 23 * HOUR));
      const response = await cancel({ order_id: order.id, reason: 'Imprevisto', should_refund: false });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        title: expect.stringMatching(/só é possível cancelar o agendamento/),
        source: { pointer: '/data/attributes/should_refund' },
      });
      const row = await orderRow(t, order.id);
      expect(row).toMatchObject({ status: 'paid', orderConvertedInCredit: false });
      const refund = await cancel({ order_id: order.id, reason: 'Imprevisto', should_refund: true });
      expect(refund.statusCode, refund.body).toBe(201);
    });

    it('applies the policy under 24 business hours: one hour of the two is kept', async () => {
      const order = await paidOrder('boletos');
      t.clock.set(new Date(START.getTime() - 5 * HOUR));
      const response = await cancel({ order_id: order.id, should_refund: true, refund_data: BANK });
      expect(response.statusCode, response.body).toBe(201);
      const { total } = await orderRow(t, order.id);
      expect(response.json().data.attributes.resolution.policy).toEqual({
        kind: 'lose_one_hour',
        lost_hours: 1,
        retained_cents: Math.round(total / 2),
        returned_cents: total - Math.round(total / 2),
        credit_hours: 1,
      });
    });
  });

  describe('rebooking', () => {
    it('allows rescheduling a paid order 3 h after its start and refuses at 3 h 01 min', async () => {
      const allowed = await paidOrder();
      const refused = await paidOrder();
      t.clock.set(new Date(START.getTime() + 3 * HOUR));
      const ok = await rebook({
        order_id: allowed.id,
        reason: 'Não pude receber',
        reschedule_data: RESCHEDULE,
      });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().data.attributes).toMatchObject({ kind: 'order_rebooking', status: 'open' });
      expect((await orderRow(t, allowed.id)).status).toBe('rescheduling');

      t.clock.set(new Date(START.getTime() + 3 * HOUR + MINUTE));
      const late = await rebook({ order_id: refused.id, reschedule_data: RESCHEDULE });
      expect(late.statusCode).toBe(422);
      expect((await orderRow(t, refused.id)).status).toBe('paid');
    });

    it('moves a service_not_provided order to rebooking, and refuses unpaid ones', async () => {
      const order = await bookedOrder(t, districts, ana);
      expect((await rebook({ order_id: order.id, reschedule_data: RESCHEDULE })).statusCode).toBe(422);
      await setStatus(t, order.id, 'service_not_provided');
      const ok = await rebook({ order_id: order.id, reschedule_data: RESCHEDULE });
      expect(ok.statusCode, ok.body).toBe(201);
      expect((await orderRow(t, order.id)).status).toBe('rebooking');
    });

    it('validates the new date and hour by the scheduling rules, and defaults to ANY', async () => {
      const order = await paidOrder();
      const bad = [
        { date: '2026-12-25', initial_hour: 10 },
        { date: THURSDAY, initial_hour: 21 },
        { date: '2027-02-01', initial_hour: 10 },
      ];
      for (const data of bad) {
        const response = await rebook({ order_id: order.id, reschedule_data: data });
        expect(response.statusCode, JSON.stringify(data)).toBe(422);
      }
      const ok = await rebook({
        order_id: order.id,
        reschedule_data: { date: THURSDAY, initial_hour: '14' },
      });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().data.attributes.reschedule_data).toMatchObject({
        reschedule_option: 'ANY',
        initial_hour: 14,
      });
      expect((await rebook({ order_id: order.id, reschedule_data: RESCHEDULE }, bia)).statusCode).toBe(404);
    });
  });

  describe('general question', () => {
    it('accepts professional-not-arrived only 30 min after the start, and mails operations and the customer', async () => {
      const order = await paidOrder();
      const ask = (who: Customer = ana) =>
        postTicket(t, who.auth, 'general-question-ticket', {
          question: 'A profissional ainda não chegou.',
          topic: 'professional-not-arrived',
          order_id: order.id,
        });
      t.clock.set(new Date(START.getTime() + 29 * MINUTE));
      expect((await ask()).statusCode).toBe(422);
      t.clock.set(new Date(START.getTime() + 30 * MINUTE));
      expect((await ask(bia)).statusCode).toBe(404);
      await t.app.ctx.jobs.runDue(); // earlier changes' e-mails leave first
      const before = t.mailer.sent.length;
      const response = await ask();
      expect(response.statusCode, response.body).toBe(201);
      // E-mails a change owes are jobs: they leave when due jobs run.
      await t.app.ctx.jobs.runDue();
      // Two jobs, in whichever order they ran: operations' first.
      const mails = t.mailer.sent.slice(before).sort(operationsFirst);
      expect(mails.map((m) => m.to)).toEqual([
        'operacoes@brilho.test',
        expect.stringMatching(/@exemplo\.com$/),
      ]);
      expect(mails[0]!.subject).toMatch(/Profissional não chegou/);
      expect(mails[0]!.text).toContain(order.id);
      expect(mails[1]!.subject).toBe('Brilho - Sua solicitação foi enviada!');

      // The operator marks it not provided: the report is resolved with it.
      const marked = await operatorPost(t, operator, `orders/${order.id}/service-not-provided`);
      expect(marked.statusCode, marked.body).toBe(200);
      expect((await ticketRow(t, response.json().data.id)).status).toBe('resolved');
    });

    it('takes a general question without an order', async () => {
      const response = await postTicket(t, ana.auth, 'general-question-ticket', {
        question: 'Vocês atendem em Pinhais?',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.attributes).toMatchObject({
        topic: 'general',
        order_id: null,
        status: 'open',
      });
    });
  });
});
