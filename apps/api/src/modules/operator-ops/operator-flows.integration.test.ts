import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, orderStatusChanges, payments } from '../../db/schema';
import type { ChannelEvent } from '../../lib/events';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { at, CENTRO, type Customer, customerIn, NOW, seedWorld, TUESDAY } from '../orders/test-fixtures';
import { giveWallet, walletBalance } from '../payments/test-fixtures';
import {
  BANK,
  bookedEventsOf,
  bookedOrder,
  type Funding,
  markPaid,
  operatorPost,
  orderRow,
  postTicket,
  setStatus,
  ticketRow,
} from '../tickets/test-fixtures';

/**
 * The operator's refund and no-show flows, reached from an order (`/operator/orders/:id/…`) and from a ticket
 * (`/operator/tickets/:id/…`): the same order moves, money moves and ledger postings, each route with its own
 * answer and audit row. Both routes call one implementation; these tests keep what each owes side by side.
 */
describe('operator flows: refund and no-show, from an order and from a ticket', () => {
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

  interface Entry {
    key: string;
    account: string;
    amount: number;
  }
  const ledgerOf = async (orderId: string): Promise<Entry[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/operator/ledger/entries?order_id=${orderId}`,
      headers: operator,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((row: { attributes: Entry }) => ({
      key: row.attributes.key
        .replaceAll(orderId, 'ORDER')
        .replace(/payment:[0-9a-f-]{36}/, 'payment:PAYMENT'),
      account: row.attributes.account.replace(/:[0-9a-f-]{36}$/, ''),
      amount: row.attributes.amount,
    }));
  };
  const ticketOf = async (ticketId: string) => {
    const row = await ticketRow(t, ticketId);
    return {
      status: row.status,
      outcome: (JSON.parse(String(row.resolution)) as { outcome?: string }).outcome,
    };
  };
  const auditOf = (subjectId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));
  const paymentOf = async (orderId: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.payableId, orderId)))[0]!;
  const statusesOf = async (orderId: string) =>
    (
      await t.database.db
        .select()
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, orderId))
        .orderBy(asc(orderStatusChanges.seq))
    ).map((change) => change.toStatus);
  const listen = () => {
    const heard: ChannelEvent[] = [];
    const stop = t.app.ctx.events.subscribe((event) => heard.push(event));
    return { heard, stop };
  };
  const accountNews = (heard: ChannelEvent[]) =>
    heard
      .filter((event) => event.channel === 'AccountChannel' && event.key === ana.accountId)
      .map((event) => (event.data as { to_state: string }).to_state);

  /** A paid order whose customer asked for a refund: waiting_refund, its cancellation ticket open. */
  const refundAsked = async (funding: Funding) => {
    await giveWallet(t, ana.accountId, 0);
    const order = await bookedOrder(t, districts, ana);
    await markPaid(t, order.id, funding);
    const filed = await postTicket(t, ana.auth, 'order-cancellation-ticket', {
      order_id: order.id,
      reason: 'Viagem',
      should_refund: true,
      ...(funding === 'boletos' ? { refund_data: BANK } : {}),
    });
    expect(filed.statusCode, filed.body).toBe(201);
    expect((await orderRow(t, order.id)).status).toBe('waiting_refund');
    const total = (await orderRow(t, order.id)).total;
    return { orderId: order.id, ticketId: filed.json().data.id as string, total };
  };

  const boletoLedger = (total: number): Entry[] => [
    { key: 'order:ORDER:refund', account: 'orders_held', amount: total },
    { key: 'order:ORDER:refund', account: 'refunds_payable', amount: -total },
    { key: 'payment:PAYMENT:refund_paid', account: 'gateway_clearing', amount: -total },
    { key: 'payment:PAYMENT:refund_paid', account: 'refunds_payable', amount: total },
  ];

  describe('refund', () => {
    it('of a boleto from the order: refunded by the team’s transfer, its ticket resolved, audited on the order', async () => {
      const { orderId, ticketId, total } = await refundAsked('boletos');
      const { heard, stop } = listen();
      const response = await operatorPost(t, operator, `orders/${orderId}/refund`);
      stop();
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().meta.refund).toMatchObject({
        method: 'bank_transfer',
        amount_cents: total,
        wallet_cents: 0,
        gateway_refund: null,
      });
      expect((await orderRow(t, orderId)).status).toBe('refunded');
      expect((await paymentOf(orderId)).status).toBe('refunded');
      expect(await walletBalance(t, ana.accountId)).toBe(0);
      expect(await ledgerOf(orderId)).toEqual(boletoLedger(total));
      const audit = await auditOf(orderId);
      expect(audit.map(({ action, actorId, data }) => ({ action, actorId, data }))).toEqual([
        {
          action: 'order.refund',
          actorId: operatorId,
          data: {
            amount_cents: total,
            wallet_cents: 0,
            method: 'bank_transfer',
            from_status: 'waiting_refund',
          },
        },
      ]);
      expect(await auditOf(ticketId)).toEqual([]);
      expect(await ticketOf(ticketId)).toEqual({ status: 'resolved', outcome: 'refunded' });
      expect(accountNews(heard)).toEqual(['ticket_resolved', 'order_refunded']);
    });

    it('of a boleto from its ticket: the same money moves and ledger, audited on the ticket', async () => {
      const { orderId, ticketId, total } = await refundAsked('boletos');
      const { heard, stop } = listen();
      const response = await operatorPost(t, operator, `tickets/${ticketId}/refund`);
      stop();
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.attributes).toMatchObject({
        status: 'resolved',
        resolution: { outcome: 'refunded', refund: { method: 'bank_transfer', wallet_cents: 0 } },
      });
      expect((await orderRow(t, orderId)).status).toBe('refunded');
      expect((await paymentOf(orderId)).status).toBe('refunded');
      expect(await walletBalance(t, ana.accountId)).toBe(0);
      expect(await ledgerOf(orderId)).toEqual(boletoLedger(total));
      const audit = await auditOf(ticketId);
      expect(audit.map(({ action, actorId, data }) => ({ action, actorId, data }))).toEqual([
        {
          action: 'ticket.refund',
          actorId: operatorId,
          data: { order_id: orderId, amount_cents: total, wallet_cents: 0 },
        },
      ]);
      expect(await auditOf(orderId)).toEqual([]);
      expect(accountNews(heard)).toEqual(['ticket_resolved']);
    });

    it('of a wallet-paid order from the order or from its ticket: the wallet gets it back, nothing is owed', async () => {
      for (const from of ['order', 'ticket'] as const) {
        const { orderId, ticketId, total } = await refundAsked('account_balance');
        const url = from === 'order' ? `orders/${orderId}/refund` : `tickets/${ticketId}/refund`;
        const response = await operatorPost(t, operator, url);
        expect(response.statusCode, response.body).toBe(200);
        expect((await orderRow(t, orderId)).status).toBe('refunded');
        expect(await walletBalance(t, ana.accountId), from).toBe(total);
        expect(await ledgerOf(orderId), from).toEqual([
          { key: 'payment:PAYMENT:wallet:order_refund', account: 'customer_wallet', amount: -total },
          { key: 'payment:PAYMENT:wallet:order_refund', account: 'orders_held', amount: total },
        ]);
        // From the order the wallet payment reads refunded; the ticket's conclusion leaves it as it was.
        expect((await paymentOf(orderId)).status, from).toBe(from === 'order' ? 'refunded' : 'settled');
        const audit = await auditOf(from === 'order' ? orderId : ticketId);
        expect(
          audit.map((entry) => entry.data),
          from,
        ).toEqual([
          from === 'order'
            ? {
                amount_cents: total,
                wallet_cents: total,
                method: 'account_balance',
                from_status: 'waiting_refund',
              }
            : { order_id: orderId, amount_cents: total, wallet_cents: total },
        ]);
      }
    });
  });

  describe('no-show kept as credit', () => {
    /** A paid cleaning under way whose professional did not come, reported by the customer. */
    const noShow = async () => {
      t.clock.set(NOW);
      const order = await bookedOrder(t, districts, ana);
      await markPaid(t, order.id, 'credit_card');
      await setStatus(t, order.id, 'provisioning');
      t.clock.set(new Date(at(TUESDAY, 10).getTime() + 60 * 60_000));
      const filed = await postTicket(t, ana.auth, 'general-question-ticket', {
        question: 'A profissional não veio.',
        topic: 'professional-not-arrived',
        order_id: order.id,
      });
      expect(filed.statusCode, filed.body).toBe(201);
      return { orderId: order.id, ticketId: filed.json().data.id as string };
    };

    it('from the order or from the report: not provided, then cancelled as credit, its time freed', async () => {
      for (const from of ['order', 'ticket'] as const) {
        await giveWallet(t, ana.accountId, 0);
        const { orderId, ticketId } = await noShow();
        const { heard, stop } = listen();
        const url = from === 'order' ? `orders/${orderId}/credit` : `tickets/${ticketId}/credit`;
        const response = await operatorPost(t, operator, url);
        stop();
        expect(response.statusCode, response.body).toBe(200);
        expect(await orderRow(t, orderId), from).toMatchObject({
          status: 'cancelled',
          orderConvertedInCredit: true,
          scheduleEventId: null,
        });
        expect((await statusesOf(orderId)).slice(-2), from).toEqual(['service_not_provided', 'cancelled']);
        expect(await bookedEventsOf(t, orderId), from).toEqual([]);
        expect(await walletBalance(t, ana.accountId), from).toBe(0);
        expect(await ledgerOf(orderId), from).toEqual([]);
        expect(await ticketOf(ticketId), from).toEqual({ status: 'resolved', outcome: 'credit' });
        const audit = (await auditOf(from === 'order' ? orderId : ticketId)).map(({ action, data }) => ({
          action,
          data,
        }));
        expect(audit, from).toEqual([
          from === 'order'
            ? {
                action: 'order.credit',
                data: { from_status: 'provisioning', total_cents: (await orderRow(t, orderId)).total },
              }
            : { action: 'ticket.credit', data: { order_id: orderId } },
        ]);
        expect(accountNews(heard), from).toEqual(
          from === 'order' ? ['ticket_resolved', 'order_credit'] : ['ticket_resolved'],
        );
      }
    });

    it('marked not provided: audited on the order, the absence report resolved, the order not cancelled', async () => {
      const { orderId, ticketId } = await noShow();
      const response = await operatorPost(t, operator, `orders/${orderId}/service-not-provided`);
      expect(response.statusCode, response.body).toBe(200);
      expect((await orderRow(t, orderId)).status).toBe('service_not_provided');
      expect((await auditOf(orderId)).map(({ action, actorId }) => ({ action, actorId }))).toEqual([
        { action: 'order.service_not_provided', actorId: operatorId },
      ]);
      expect(await ticketOf(ticketId)).toEqual({ status: 'resolved', outcome: 'service_not_provided' });
    });
  });
});
