import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, orderStatusChanges, orders, sandboxGatewayCharges } from '../../db/schema';
import type { ChannelEvent } from '../../lib/events';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { CENTRO, type Customer, customerIn, NOW, seedWorld } from '../orders/test-fixtures';
import {
  advance,
  encryptCard,
  giveWallet,
  newCardBody,
  pay,
  payableOrder,
  payingCustomer,
  walletBalance,
  walletBody,
} from '../payments/test-fixtures';
import { supportInboxAuthorizer } from '../support/channels';
import { bookedOrder, markPaid, orderRow, postTicket, ticketRow } from '../tickets/test-fixtures';

const APPROVED = '4111111111111111';

describe('operator console: orders, tickets, audit, inbox', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let ana: Customer;
  let operator: Record<string, string>;
  let operatorId: string;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
    ana = await customerIn(t, districts[CENTRO]!);
    const signed = await operatorSignedIn(t);
    operator = signed.auth;
    operatorId = signed.accountId;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const get = (url: string, auth: Record<string, string> = operator) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
  const post = (url: string, auth: Record<string, string> = operator, attributes: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: auth, payload: { data: { attributes } } });
  const auditOf = (subjectId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));

  it('refuses customers (403) and signed-out callers (401) on every endpoint', async () => {
    const id = crypto.randomUUID();
    const endpoints: [string, string][] = [
      ['GET', '/operator/dashboard'],
      ['GET', '/operator/orders'],
      ['GET', `/operator/orders/${id}`],
      ['POST', `/operator/orders/${id}/refund`],
      ['POST', `/operator/orders/${id}/credit`],
      ['GET', `/operator/tickets/${id}`],
      ['GET', '/operator/audit'],
    ];
    for (const [method, url] of endpoints) {
      const asCustomer = await t.app.inject({
        method: method as 'GET',
        url: `/api${url}`,
        headers: ana.auth,
      });
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await t.app.inject({ method: method as 'GET', url: `/api${url}` });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('orders', () => {
    it('lists orders filtered by status, day, customer name and professional, with the detail', async () => {
      const order = await bookedOrder(t, districts, ana);
      await markPaid(t, order.id, 'account_balance');
      const paid = await get(
        '/operator/orders?filter[status]=paid&filter[from]=2026-11-24&filter[to]=2026-11-24',
      );
      expect(paid.statusCode, paid.body).toBe(200);
      const ids = paid.json().data.map((row: { id: string }) => row.id);
      expect(ids).toContain(order.id);
      expect(paid.json().meta).toMatchObject({ record_count: expect.any(Number), page_count: 1 });
      const row = paid.json().data.find((r: { id: string }) => r.id === order.id).attributes;
      expect(row).toMatchObject({
        status: 'paid',
        customer_name: expect.any(String),
        district: expect.any(String),
      });

      const byName = await get(`/operator/orders?filter[customer]=${encodeURIComponent(row.customer_email)}`);
      expect(byName.json().data.map((r: { id: string }) => r.id)).toContain(order.id);
      const nobody = await get('/operator/orders?filter[customer]=ninguem-com-este-nome');
      expect(nobody.json().data).toEqual([]);
      const otherDay = await get('/operator/orders?filter[from]=2026-11-26');
      expect(otherDay.json().data.map((r: { id: string }) => r.id)).not.toContain(order.id);
      const byPro = await get(`/operator/orders?filter[professional]=${order.professionalId}`);
      expect(byPro.json().data.map((r: { id: string }) => r.id)).toEqual([order.id]);
      expect((await get('/operator/orders?filter[status]=pago')).statusCode).toBe(400);

      const detail = await get(`/operator/orders/${order.id}`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().data.attributes).toMatchObject({
        payments: [expect.objectContaining({ status: 'settled', method: 'account_balance' })],
        timeline: expect.any(Array),
        audit: [],
      });
      expect((await get(`/operator/orders/${crypto.randomUUID()}`)).statusCode).toBe(404);
    });

    it('shows the full timeline in the order it happened, ties of one instant in the order they were written', async () => {
      const booked = await bookedOrder(t, districts, ana);
      await markPaid(t, booked.id);
      const db = t.database.db;
      await db.delete(orderStatusChanges).where(eq(orderStatusChanges.orderId, booked.id));
      // One request writes many changes with one clock reading: the random ids used to shuffle them.
      const at = new Date('2026-11-24T12:00:00.000Z');
      const path = [
        'created',
        'scheduled',
        'requested_on_gateway',
        'created_on_gateway',
        'payment_requested',
        'waiting_payment',
        'paid',
        'provisioning',
        'complete',
      ] as const;
      for (const [i, toStatus] of path.entries()) {
        await db
          .insert(orderStatusChanges)
          .values({ orderId: booked.id, fromStatus: i === 0 ? null : path[i - 1]!, toStatus, at });
      }
      await db
        .update(orders)
        .set({
          checkedInAt: new Date('2026-11-25T12:00:00.000Z'),
          checkedOutAt: new Date('2026-11-25T15:00:00.000Z'),
        })
        .where(eq(orders.id, booked.id));

      for (let run = 0; run < 3; run++) {
        const detail = (await get(`/operator/orders/${booked.id}`)).json().data.attributes;
        expect(detail.timeline.map((change: { to: string }) => change.to)).toEqual([...path]);
        const events = detail.events as { kind: string; at: string; title: string }[];
        expect(events.filter((event) => event.kind === 'status').map((event) => event.title)).toEqual([
          'Criado',
          'Criado → Agendado',
          'Agendado → Enviando ao meio de pagamento',
          'Enviando ao meio de pagamento → Criado no meio de pagamento',
          'Criado no meio de pagamento → Pagamento solicitado',
          'Pagamento solicitado → Aguardando pagamento',
          'Aguardando pagamento → Pago',
          'Pago → Em andamento',
          'Em andamento → Concluído',
        ]);
        // Every kind appears, and the whole list is in time order.
        expect(new Set(events.map((event) => event.kind))).toEqual(
          new Set(['status', 'payment', 'check_in', 'check_out']),
        );
        const times = events.map((event) => Date.parse(event.at));
        expect(times).toEqual([...times].sort((a, b) => a - b));
        expect(events.findIndex((e) => e.kind === 'check_in')).toBeLessThan(
          events.findIndex((e) => e.kind === 'check_out'),
        );
      }
    });

    it('shows the e-mails sent about the order in its timeline, each after the change that caused it', async () => {
      const booked = await bookedOrder(t, districts, ana);
      await giveWallet(t, ana.accountId, 1_000_000);
      const paid = await pay(t, ana.auth, 'account-balance', walletBody(booked.id));
      expect(paid.statusCode, paid.body).toBe(201);
      await t.app.ctx.jobs.runDue();
      await t.app.ctx.jobs.runDue();

      t.clock.advance(60 * 60_000);
      const cancelled = await postTicket(t, ana.auth, 'order-cancellation-ticket', {
        order_id: booked.id,
        reason: 'Imprevisto',
        should_refund: false,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(201);
      await t.app.ctx.jobs.runDue();
      await t.app.ctx.jobs.runDue();

      const detail = await get(`/operator/orders/${booked.id}`);
      expect(detail.statusCode, detail.body).toBe(200);
      const events = detail.json().data.attributes.events as { kind: string; at: string; title: string }[];
      const titles = events.map((event) => `${event.at} ${event.kind} ${event.title}`);
      // The customer's and the professional's e-mails, each after the change that owed it at the same instant.
      expect(
        events.map((event) => event.kind),
        titles.join('\n'),
      ).toEqual([
        'payment',
        'status',
        'status',
        'email',
        'email',
        'status',
        'ticket_opened',
        'ticket_resolved',
        'email',
        'email',
      ]);
      const customerMail = (subject: string) =>
        events.findIndex((e) => e.kind === 'email' && e.title.startsWith(`E-mail enviado: ${subject} para `));
      const confirmation = customerMail('Brilho - Sua limpeza está confirmada');
      const cancellation = customerMail('Brilho - Sua limpeza foi cancelada');
      const toPaid = events.findIndex((e) => e.kind === 'status' && e.title.endsWith('→ Pago'));
      const toCancelled = events.findIndex((e) => e.kind === 'status' && e.title.startsWith('Pago →'));
      expect(confirmation, titles.join('\n')).toBeGreaterThan(toPaid);
      expect(toCancelled, titles.join('\n')).toBeGreaterThan(confirmation);
      expect(cancellation, titles.join('\n')).toBeGreaterThan(toCancelled);
      expect(events[confirmation]!.at).toBe(events[toPaid]!.at);
      // Each e-mail once, even though due jobs ran again.
      await t.app.ctx.jobs.runDue();
      const again = (await get(`/operator/orders/${booked.id}`)).json().data.attributes.events;
      expect(again).toEqual(events);
    });

    it('refunds a card order through the gateway once, even when clicked twice at the same time', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer);
      const hash = await encryptCard(t, customer.auth, APPROVED);
      const created = await pay(t, customer.auth, 'credit-card/new', newCardBody(order.id, hash));
      expect(created.statusCode, created.body).toBe(201);
      await advance(t, 4);
      expect((await orderRow(t, order.id)).status).toBe('paid');

      const refunds = vi.spyOn(t.app.ctx.gateway, 'refund');
      const [first, second] = await Promise.all([
        post(`/operator/orders/${order.id}/refund`),
        post(`/operator/orders/${order.id}/refund`),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses, `${first.body} ${second.body}`).toEqual([200, 409]);
      const loser = first.statusCode === 409 ? first : second;
      expect(loser.json().errors[0].title).toBe('Este pedido já foi reembolsado.');
      expect(refunds).toHaveBeenCalledTimes(1);
      refunds.mockRestore();

      const row = await orderRow(t, order.id);
      expect(row).toMatchObject({ status: 'refunded', scheduleEventId: null });
      const entries = await auditOf(order.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: 'order.refund', actorId: operatorId });
      expect(entries[0]!.data).toMatchObject({ method: 'card', amount_cents: order.total });

      // The sandbox refunds the charge once; its webhook moves the payment.
      await advance(t, 2);
      const charges = await t.database.db
        .select()
        .from(sandboxGatewayCharges)
        .where(
          and(
            eq(sandboxGatewayCharges.orderId, row.gatewayId!),
            eq(sandboxGatewayCharges.status, 'refunded'),
          ),
        );
      expect(charges).toHaveLength(1);
      const detail = await get(`/operator/orders/${order.id}`);
      expect(detail.json().data.attributes.payments[0].status).toBe('refunded');
      expect(detail.json().data.attributes.audit[0]).toMatchObject({
        action: 'order.refund',
        actor_name: 'Otávio Operador',
      });
    });

    it('gives a wallet-paid order back to the wallet once', async () => {
      await giveWallet(t, ana.accountId, 0);
      const order = await bookedOrder(t, districts, ana);
      const total = (await orderRow(t, order.id)).total;
      await markPaid(t, order.id, 'account_balance');
      const responses = await Promise.all([
        post(`/operator/orders/${order.id}/refund`),
        post(`/operator/orders/${order.id}/refund`),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await walletBalance(t, ana.accountId)).toBe(total);
      const ok = responses.find((r) => r.statusCode === 200)!;
      expect(ok.json().meta.refund).toMatchObject({ method: 'account_balance', wallet_cents: total });
    });

    it('refuses to refund an order without money in', async () => {
      const order = await bookedOrder(t, districts, ana);
      const response = await post(`/operator/orders/${order.id}/refund`);
      expect(response.statusCode).toBe(422);
      expect(await auditOf(order.id)).toEqual([]);
    });

    it('converts a paid order into credit once: the credit alert counts it, the wallet is untouched', async () => {
      await giveWallet(t, ana.accountId, 500);
      const order = await bookedOrder(t, districts, ana);
      await markPaid(t, order.id, 'credit_card');
      const heard: ChannelEvent[] = [];
      const stop = t.app.ctx.events.subscribe((event) => heard.push(event));
      const responses = await Promise.all([
        post(`/operator/orders/${order.id}/credit`),
        post(`/operator/orders/${order.id}/credit`),
      ]);
      stop();
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await orderRow(t, order.id)).toMatchObject({
        status: 'cancelled',
        orderConvertedInCredit: true,
        scheduleEventId: null,
      });
      expect(await walletBalance(t, ana.accountId)).toBe(500);
      const entries = await auditOf(order.id);
      expect(entries.map((e) => e.action)).toEqual(['order.credit']);
      expect(heard).toContainEqual(
        expect.objectContaining({
          channel: 'AccountChannel',
          key: ana.accountId,
          data: expect.objectContaining({ to_state: 'order_credit' }),
        }),
      );
      const mine = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: ana.auth });
      expect(mine.json().data.attributes.order_converted_in_credit).toBe(true);
    });
  });

  describe('tickets', () => {
    it('resolving a ticket as credit is audited, e-mails the customer and pushes on their account channel', async () => {
      const order = await bookedOrder(t, districts, ana);
      await markPaid(t, order.id, 'credit_card');
      const filed = await postTicket(t, ana.auth, 'general-question-ticket', {
        question: 'Quero cancelar e deixar como crédito.',
        order_id: order.id,
      });
      expect(filed.statusCode, filed.body).toBe(201);
      const ticketId = filed.json().data.id;

      const queue = await get('/operator/tickets?filter[status]=open');
      const listed = queue.json().data.find((row: { id: string }) => row.id === ticketId);
      expect(listed.attributes).toMatchObject({
        customer_name: expect.any(String),
        customer_email: expect.any(String),
      });

      const heard: ChannelEvent[] = [];
      const stop = t.app.ctx.events.subscribe((event) => heard.push(event));
      const sentBefore = t.mailer.sent.length;
      const resolved = await post(`/operator/tickets/${ticketId}/credit`);
      stop();
      expect(resolved.statusCode, resolved.body).toBe(200);
      expect((await ticketRow(t, ticketId)).status).toBe('resolved');
      expect(heard).toContainEqual(
        expect.objectContaining({
          channel: 'AccountChannel',
          key: ana.accountId,
          data: expect.objectContaining({ to_state: 'ticket_resolved', outcome: 'credit' }),
        }),
      );
      // E-mails a change owes are jobs: they leave when due jobs run.
      await t.app.ctx.jobs.runDue();
      const mail = t.mailer.sent.slice(sentBefore).find((m) => m.subject.includes('resolvida'));
      expect(mail?.text).toMatch(/crédito/);

      const detail = await get(`/operator/tickets/${ticketId}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().data.attributes).toMatchObject({
        status: 'resolved',
        order: expect.objectContaining({ id: order.id, status: 'cancelled' }),
        audit: [expect.objectContaining({ action: 'ticket.credit', actor_name: 'Otávio Operador' })],
      });
    });
  });

  describe('audit and dashboard', () => {
    it('lists the audit log newest first, filtered by subject and by operator', async () => {
      const all = await get('/operator/audit');
      expect(all.statusCode).toBe(200);
      const rows = all.json().data;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows[0].attributes).toMatchObject({ actor_name: 'Otávio Operador', at: expect.any(String) });
      const coupons = await get('/operator/audit?filter[subject_type]=coupons');
      expect(
        coupons
          .json()
          .data.every(
            (r: { attributes: { subject_type: string } }) => r.attributes.subject_type === 'coupons',
          ),
      ).toBe(true);
      const byName = await get('/operator/audit?filter[actor]=Otávio');
      expect(byName.json().meta.record_count).toBe(all.json().meta.record_count);
      const byId = await get(`/operator/audit?filter[actor]=${crypto.randomUUID()}`);
      expect(byId.json().data).toEqual([]);
    });

    it('sums today’s orders, open tickets by age and payments waiting', async () => {
      t.clock.set(new Date('2026-11-24T15:00:00Z'));
      const response = await get('/operator/dashboard');
      expect(response.statusCode, response.body).toBe(200);
      const figures = response.json().data.attributes;
      expect(figures.date).toBe('2026-11-24');
      expect(
        Object.values(figures.orders_today as Record<string, number>).reduce((a, b) => a + b, 0),
      ).toBeGreaterThan(0);
      expect(figures.open_tickets).toMatchObject({
        total: expect.any(Number),
        under_24h: expect.any(Number),
        from_24h_to_72h: expect.any(Number),
        over_72h: expect.any(Number),
      });
      expect(figures.payments_waiting).toMatchObject({
        boletos: expect.any(Number),
        in_analysis: expect.any(Number),
      });
    });
  });

  describe('support inbox', () => {
    it('streams the inbox to operators only, and a customer message reaches it', async () => {
      expect(await supportInboxAuthorizer({ accountId: operatorId, role: 'operator' }, 'inbox')).toBe(true);
      expect(await supportInboxAuthorizer({ accountId: ana.accountId, role: 'customer' }, 'inbox')).toBe(
        false,
      );
      expect(await supportInboxAuthorizer({ accountId: operatorId, role: 'operator' }, 'other')).toBe(false);

      const heard: ChannelEvent[] = [];
      const stop = t.app.ctx.events.subscribe((event) => heard.push(event));
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/support/chat/messages',
        headers: ana.auth,
        payload: { data: { attributes: { body: 'Olá, preciso de ajuda.' } } },
      });
      stop();
      expect(sent.statusCode, sent.body).toBe(201);
      expect(heard).toContainEqual({
        channel: 'SupportInboxChannel',
        key: 'inbox',
        data: expect.objectContaining({
          to_state: 'chat_message',
          account_id: ana.accountId,
          author: 'customer',
        }),
      });
      const inbox = await get('/operator/support/conversations');
      const first = inbox.json().data[0];
      expect(first.attributes).toMatchObject({ account_id: ana.accountId, awaiting_reply: true });
    });
  });
});
