import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { at, type Customer, NOW, orderBody, postOrder, THURSDAY } from '../orders/test-fixtures';
import { giveWallet, walletBalance } from '../payments/test-fixtures';
import { BANK, bookedEventsOf, bookedOrder, operatorPost, orderRow, ticketRow } from './test-fixtures';
import { HOUR, MINUTE, RESCHEDULE, START, ticketActions, ticketsWorld } from './tickets.test-fixtures';

/** The operator's side of tickets (what customers ask for: tickets.customer-requests). */

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

  describe('operator', () => {
    it('refuses customers (403) on every operator endpoint', async () => {
      const order = await paidOrder();
      const id = crypto.randomUUID();
      for (const url of [
        `tickets/${id}/approve-reschedule`,
        `tickets/${id}/refund`,
        `tickets/${id}/credit`,
        `orders/${order.id}/service-not-provided`,
      ])
        expect((await operatorPost(t, ana.auth, url)).statusCode).toBe(403);
      const list = await t.app.inject({ method: 'GET', url: '/api/operator/tickets', headers: ana.auth });
      expect(list.statusCode).toBe(403);
    });

    it('lists open tickets and approves a reschedule to a new slot with the same professional', async () => {
      const order = await paidOrder();
      const filed = await rebook({
        order_id: order.id,
        reschedule_data: { ...RESCHEDULE, reschedule_option: 'KEEP' },
      });
      const ticketId = filed.json().data.id;
      const open = await t.app.inject({
        method: 'GET',
        url: '/api/operator/tickets?filter[status]=open',
        headers: operator,
      });
      expect(open.statusCode).toBe(200);
      expect(open.json().data.map((d: { id: string }) => d.id)).toContain(ticketId);

      const other = await bookedOrder(t, districts, bia);
      const wrongPro = await operatorPost(t, operator, `tickets/${ticketId}/approve-reschedule`, {
        starts_at: at(THURSDAY, 10).toISOString(),
        ends_at: at(THURSDAY, 12).toISOString(),
        professional_id: other.professionalId,
      });
      expect(wrongPro.statusCode).toBe(422);
      const wrongLength = await operatorPost(t, operator, `tickets/${ticketId}/approve-reschedule`, {
        starts_at: at(THURSDAY, 10).toISOString(),
        ends_at: at(THURSDAY, 13).toISOString(),
      });
      expect(wrongLength.statusCode).toBe(422);

      const approved = await operatorPost(t, operator, `tickets/${ticketId}/approve-reschedule`, {
        starts_at: at(THURSDAY, 10).toISOString(),
        ends_at: at(THURSDAY, 12).toISOString(),
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data.attributes).toMatchObject({
        status: 'resolved',
        resolution: { outcome: 'rescheduled' },
      });
      const row = await orderRow(t, order.id);
      expect(row).toMatchObject({ status: 'paid', professionalId: order.professionalId });
      expect(row.startsAt.toISOString()).toBe(at(THURSDAY, 10).toISOString());
      const events = await bookedEventsOf(t, order.id);
      expect(events).toHaveLength(1);
      expect(events[0]!.startsAt.toISOString()).toBe(at(THURSDAY, 10).toISOString());
      expect(row.scheduleEventId).toBe(events[0]!.id);

      const twice = await operatorPost(t, operator, `tickets/${ticketId}/approve-reschedule`, {
        starts_at: at(THURSDAY, 14).toISOString(),
        ends_at: at(THURSDAY, 16).toISOString(),
      });
      expect(twice.statusCode).toBe(409);
    });

    it('refuses a reschedule onto time the professional already has booked', async () => {
      const order = await paidOrder();
      const ticketId = (await rebook({ order_id: order.id, reschedule_data: RESCHEDULE })).json().data.id;
      const taken = await postOrder(
        t,
        bia,
        orderBody(bia, order.professionalId, { date: THURSDAY, hour: 11, hours: 2 }),
      );
      expect(taken.statusCode, taken.body).toBe(201);
      const response = await operatorPost(t, operator, `tickets/${ticketId}/approve-reschedule`, {
        starts_at: at(THURSDAY, 10).toISOString(),
        ends_at: at(THURSDAY, 12).toISOString(),
      });
      expect(response.statusCode).toBe(409);
      expect((await orderRow(t, order.id)).status).toBe('rescheduling');
      expect(await bookedEventsOf(t, order.id)).toHaveLength(1);
    });

    it('closes the credit loop: credit, rebooking from it, approval as a new paid order', async () => {
      const order = await paidOrder();
      await cancel({ order_id: order.id, should_refund: false });
      const filed = await rebook({ order_id: order.id, reason: 'Nova data', reschedule_data: RESCHEDULE });
      expect(filed.statusCode, filed.body).toBe(201);
      expect((await orderRow(t, order.id)).orderConvertedInCredit).toBe(false);
      expect((await rebook({ order_id: order.id, reschedule_data: RESCHEDULE })).statusCode).toBe(422);

      const approved = await operatorPost(t, operator, `tickets/${filed.json().data.id}/approve-reschedule`, {
        starts_at: at(THURSDAY, 10).toISOString(),
        ends_at: at(THURSDAY, 12).toISOString(),
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const newId = approved.json().data.attributes.resolution.new_order_id;
      const old = await orderRow(t, order.id);
      expect(await orderRow(t, newId)).toMatchObject({
        status: 'paid',
        customerId: ana.accountId,
        total: old.total,
      });
      expect(await bookedEventsOf(t, newId)).toHaveLength(1);
    });

    it('concludes a refund: waiting_refund → refunded, and gives back what the wallet paid', async () => {
      const order = await paidOrder('account_balance');
      await giveWallet(t, ana.accountId, 0);
      const ticketId = (await cancel({ order_id: order.id, should_refund: true })).json().data.id;
      const response = await operatorPost(t, operator, `tickets/${ticketId}/refund`);
      expect(response.statusCode, response.body).toBe(200);
      const row = await orderRow(t, order.id);
      expect(row.status).toBe('refunded');
      expect(await walletBalance(t, ana.accountId)).toBe(row.total);
      expect((await ticketRow(t, ticketId)).status).toBe('resolved');
    });

    it('turns a rescheduling order into credit when no slot suits', async () => {
      const order = await paidOrder();
      const ticketId = (await rebook({ order_id: order.id, reschedule_data: RESCHEDULE })).json().data.id;
      const response = await operatorPost(t, operator, `tickets/${ticketId}/credit`);
      expect(response.statusCode, response.body).toBe(200);
      expect(await orderRow(t, order.id)).toMatchObject({
        status: 'cancelled',
        orderConvertedInCredit: true,
      });
      expect(await bookedEventsOf(t, order.id)).toEqual([]);
    });

    it('keeps a boleto refund still to transfer as credit instead, once, with its audit entry and e-mail', async () => {
      const order = await paidOrder('boletos');
      const filed = await cancel({
        order_id: order.id,
        reason: 'Viagem',
        should_refund: true,
        refund_data: BANK,
      });
      expect(filed.statusCode, filed.body).toBe(201);
      const ticketId = filed.json().data.id;
      expect((await orderRow(t, order.id)).status).toBe('waiting_refund');
      await t.app.ctx.jobs.runDue(); // earlier changes' e-mails leave first
      const before = t.mailer.sent.length;

      const response = await operatorPost(t, operator, `tickets/${ticketId}/credit`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.attributes).toMatchObject({
        status: 'resolved',
        resolution: { outcome: 'credit', refund: { method: 'bank_transfer' } },
      });
      expect(await orderRow(t, order.id)).toMatchObject({
        status: 'cancelled',
        orderConvertedInCredit: true,
      });
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, ticketId));
      expect(audit.map((entry) => entry.action)).toEqual(['ticket.credit']);
      // E-mails a change owes are jobs: they leave when due jobs run.
      await t.app.ctx.jobs.runDue();
      const mails = t.mailer.sent.slice(before);
      expect(mails.map((mail) => mail.to)).toEqual([expect.stringMatching(/@exemplo\.com$/)]);
      expect(mails[0]!.text).toMatch(/crédito/);

      const again = await operatorPost(t, operator, `tickets/${ticketId}/credit`);
      expect(again.statusCode).toBe(409);
      const refundToo = await operatorPost(t, operator, `tickets/${ticketId}/refund`);
      expect(refundToo.statusCode).toBe(409);
    });

    it('refuses credit for a card refund already asked of the gateway (no double payback)', async () => {
      const order = await paidOrder('credit_card');
      const refund = vi.spyOn(t.app.ctx.gateway, 'refund').mockResolvedValue();
      const filed = await cancel({ order_id: order.id, should_refund: true });
      refund.mockRestore();
      const response = await operatorPost(t, operator, `tickets/${filed.json().data.id}/credit`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].code).toBe('order_not_movable');
      expect(await orderRow(t, order.id)).toMatchObject({
        status: 'waiting_refund',
        orderConvertedInCredit: false,
      });
    });

    it('marks a paid order past its start as service_not_provided, not before', async () => {
      const order = await paidOrder();
      t.clock.set(new Date(START.getTime() - MINUTE));
      expect((await operatorPost(t, operator, `orders/${order.id}/service-not-provided`)).statusCode).toBe(
        422,
      );
      t.clock.set(new Date(START.getTime() + HOUR));
      const response = await operatorPost(t, operator, `orders/${order.id}/service-not-provided`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.attributes.status).toBe('service_not_provided');
    });
  });
});
