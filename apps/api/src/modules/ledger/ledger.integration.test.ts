import { professionalEarning } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, districtPricings, payments, professionals } from '../../db/schema';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  at,
  CENTRO,
  fullDays,
  NEXT_MONDAY,
  NOW,
  orderBody,
  postOrder,
  seedWorld,
  TUESDAY,
} from '../orders/test-fixtures';
import {
  advance,
  boletoBody,
  encryptCard,
  newCardBody,
  orderStatus,
  pay,
  payingCustomer,
  paymentStatus,
} from '../payments/test-fixtures';
import { professionalIn, proGet, proPost, type SignedInPro } from '../professional-side/test-fixtures';
import { BANK, operatorPost, postTicket } from '../tickets/test-fixtures';

const APPROVED = '4111111111111111';
const LATER_TUESDAY = '2026-12-08';
const MINUTE = 60_000;

interface Entry {
  key: string;
  account: string;
  amount: number;
}

/**
 * The done-when walk of the marketplace's money: booking → card → check-out → payout, and booking → boleto → cancellation
 * with refund, through HTTP, asserting every ledger entry each step leaves.
 */
describe('the ledger through an order’s life', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let operator: Awaited<ReturnType<typeof operatorSignedIn>>;
  let rosa: SignedInPro;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
    operator = await operatorSignedIn(t);
    rosa = await professionalIn(t, {
      districtIds: [districts[CENTRO]!],
      windows: fullDays(TUESDAY, NEXT_MONDAY, LATER_TUESDAY),
    });
    await t.database.db
      .update(professionals)
      .set({ pixKey: 'rosa@example.com' })
      .where(eq(professionals.id, rosa.id));
  }, 600_000);
  afterAll(() => t.close());

  const entries = async (query: string): Promise<Entry[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/operator/ledger/entries?${query}`,
      headers: operator.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((row: { attributes: Entry }) => ({
      key: row.attributes.key,
      account: row.attributes.account,
      amount: row.attributes.amount,
    }));
  };
  const withoutIds = (rows: Entry[], ids: Record<string, string>) =>
    rows.map((row) => {
      let key = row.key;
      let account = row.account;
      for (const [name, id] of Object.entries(ids)) {
        key = key.replaceAll(id, name);
        account = account.replaceAll(id, name);
      }
      return { key, account, amount: row.amount };
    });

  async function sharesOf(customer: { addressId: string }, hours: number, total: number) {
    const [address] = await t.database.db
      .select()
      .from(addresses)
      .where(eq(addresses.id, customer.addressId));
    const [district] = await t.database.db
      .select()
      .from(districtPricings)
      .where(eq(districtPricings.districtId, address!.districtId));
    return professionalEarning({ district: district!, hours, total });
  }

  async function booked(customer: Awaited<ReturnType<typeof payingCustomer>>, date: string) {
    const created = await postOrder(t, customer, orderBody(customer, rosa.id, { date, hour: 10, hours: 2 }));
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data as { id: string; attributes: { total: number } };
    const onGateway = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/create-on-gateway`,
      headers: customer.auth,
    });
    expect(onGateway.statusCode, onGateway.body).toBe(200);
    await advance(t, 1);
    return { id: order.id, total: order.attributes.total };
  }

  it('booking → card → check-out → payout: money in, earning and commission, payout approved and paid', async () => {
    const customer = await payingCustomer(t, districts);
    const order = await booked(customer, TUESDAY);
    const paid = await pay(
      t,
      customer.auth,
      'credit-card/new',
      newCardBody(order.id, await encryptCard(t, customer.auth, APPROVED)),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const paymentId = paid.json().data.id as string;
    await advance(t, 5);
    expect(await orderStatus(t, customer, order.id)).toBe('paid');
    const ids = { ORDER: order.id, PAYMENT: paymentId, PRO: rosa.id };
    expect(withoutIds(await entries(`order_id=${order.id}`), ids)).toEqual([
      { key: 'payment:PAYMENT:money_in', account: 'gateway_clearing', amount: order.total },
      { key: 'payment:PAYMENT:money_in', account: 'orders_held', amount: -order.total },
    ]);
    // A replayed webhook (the reconciliation asking again) posts nothing more.
    await advance(t, 60);
    expect(await entries(`order_id=${order.id}`)).toHaveLength(2);

    t.clock.set(new Date(at(TUESDAY, 10).getTime() - 60 * MINUTE));
    expect((await proPost(t, rosa.auth, `/orders/${order.id}/check-in`)).statusCode).toBe(200);
    t.clock.set(at(TUESDAY, 12));
    const out = await proPost(t, rosa.auth, `/orders/${order.id}/check-out`);
    expect(out.statusCode, out.body).toBe(200);
    const shares = await sharesOf(customer, 2, order.total);
    expect(shares.earning).toBeGreaterThan(0);
    expect(shares.commission).toBeGreaterThan(0);
    expect(withoutIds(await entries(`order_id=${order.id}`), ids).slice(2)).toEqual([
      { key: 'order:ORDER:completed', account: 'orders_held', amount: order.total },
      { key: 'order:ORDER:completed', account: 'platform_revenue', amount: -shares.commission },
      { key: 'order:ORDER:completed', account: `professional_payable:PRO`, amount: -shares.earning },
    ]);

    // The professional sees the job's value and her share, earned and payable.
    const earnings = await proGet(t, rosa.auth, '/earnings');
    expect(earnings.statusCode, earnings.body).toBe(200);
    expect(earnings.json().data.attributes).toMatchObject({
      payable: shares.earning,
      paid: 0,
      jobs: [
        expect.objectContaining({
          order_id: order.id,
          value: order.total,
          share: shares.earning,
          state: 'earned',
        }),
      ],
    });

    // Monday's run proposes the payout; the operator approves it and marks it paid.
    t.clock.set(at(NEXT_MONDAY, 9));
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/operator/payouts/run',
      headers: operator.auth,
    });
    expect(run.statusCode, run.body).toBe(200);
    const batchId = run.json().data.id as string;
    const approved = await operatorPost(t, operator.auth, `payout-batches/${batchId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/operator/payouts',
      headers: operator.auth,
    });
    const payout = listed.json().data[0] as { id: string; attributes: { amount: number; status: string } };
    expect(payout.attributes).toMatchObject({
      amount: shares.earning,
      status: 'approved',
      pix_key: 'rosa@example.com',
      professional_name: expect.stringMatching(/^Rosa Lima/),
    });
    // The finance screen names the people behind the ids (customer and professional), for links.
    const finance = await t.app.inject({
      method: 'GET',
      url: '/api/operator/finance',
      headers: operator.auth,
    });
    const summary = finance.json().data.attributes;
    expect(summary.by_order.find((row: { order_id: string }) => row.order_id === order.id)).toMatchObject({
      customer_id: customer.accountId,
      customer_name: expect.stringMatching(/\S/),
      professional_id: rosa.id,
      professional_name: expect.stringMatching(/^Rosa Lima/),
    });
    expect(summary.by_professional).toContainEqual(
      expect.objectContaining({
        professional_id: rosa.id,
        professional_name: expect.stringMatching(/^Rosa Lima/),
      }),
    );
    const named = await t.app.inject({
      method: 'GET',
      url: `/api/operator/ledger/entries?order_id=${order.id}`,
      headers: operator.auth,
    });
    expect(named.json().data[0].attributes).toMatchObject({
      customer_id: customer.accountId,
      customer_name: expect.stringMatching(/\S/),
    });
    const markedPaid = await operatorPost(t, operator.auth, `payouts/${payout.id}/paid`);
    expect(markedPaid.statusCode, markedPaid.body).toBe(200);
    expect(withoutIds(await entries(`payout_id=${payout.id}`), { ...ids, PAYOUT: payout.id })).toEqual([
      { key: 'payout:PAYOUT:approved', account: 'payouts_in_transit', amount: -shares.earning },
      { key: 'payout:PAYOUT:approved', account: 'professional_payable:PRO', amount: shares.earning },
      { key: 'payout:PAYOUT:paid', account: 'gateway_clearing', amount: -shares.earning },
      { key: 'payout:PAYOUT:paid', account: 'payouts_in_transit', amount: shares.earning },
    ]);
    const after = (await proGet(t, rosa.auth, '/earnings')).json().data.attributes;
    expect(after).toMatchObject({ payable: 0, paid: shares.earning });
    expect(after.payouts).toEqual([expect.objectContaining({ status: 'paid', amount: shares.earning })]);
    // A second run the same day proposes nothing new.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/operator/payouts/run',
      headers: operator.auth,
    });
    expect(again.json().data.id).toBe(batchId);
  }, 300_000);

  it('booking → boleto → cancellation with refund: money in, owed back, paid back; the boleto reads refunded', async () => {
    t.clock.set(NOW);
    const customer = await payingCustomer(t, districts);
    const order = await booked(customer, LATER_TUESDAY);
    const created = await pay(t, customer.auth, 'boleto', boletoBody(order.id));
    expect(created.statusCode, created.body).toBe(201);
    const paymentId = created.json().data.id as string;
    await advance(t, 1);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    const paidAtBank = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox-gateway/boletos/${row!.gatewayId}/pay`,
      headers: operator.auth,
    });
    expect(paidAtBank.statusCode, paidAtBank.body).toBe(204);
    await t.app.ctx.jobs.runDue();
    expect(await orderStatus(t, customer, order.id)).toBe('paid');
    const ids = { ORDER: order.id, PAYMENT: paymentId };
    expect(withoutIds(await entries(`order_id=${order.id}`), ids)).toEqual([
      { key: 'payment:PAYMENT:money_in', account: 'gateway_clearing', amount: order.total },
      { key: 'payment:PAYMENT:money_in', account: 'orders_held', amount: -order.total },
    ]);

    const ticket = await postTicket(t, customer.auth, 'order-cancellation-ticket', {
      order_id: order.id,
      reason: 'Mudança de planos',
      should_refund: true,
      refund_data: BANK,
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    expect(await orderStatus(t, customer, order.id)).toBe('waiting_refund');
    // Nothing is owed back until the operator makes the transfer (a boleto has no gateway refund).
    expect(await entries(`order_id=${order.id}`)).toHaveLength(2);

    const concluded = await operatorPost(t, operator.auth, `tickets/${ticket.json().data.id}/refund`);
    expect(concluded.statusCode, concluded.body).toBe(200);
    expect(await orderStatus(t, customer, order.id)).toBe('refunded');
    expect(await paymentStatus(t, customer, paymentId)).toBe('refunded');
    expect(withoutIds(await entries(`order_id=${order.id}`), ids).slice(2)).toEqual([
      { key: 'order:ORDER:refund', account: 'orders_held', amount: order.total },
      { key: 'order:ORDER:refund', account: 'refunds_payable', amount: -order.total },
      { key: 'payment:PAYMENT:refund_paid', account: 'gateway_clearing', amount: -order.total },
      { key: 'payment:PAYMENT:refund_paid', account: 'refunds_payable', amount: order.total },
    ]);
  }, 300_000);

  it('refuses a malformed filter with a pt-BR text, and a CSV with BOM, ; and pt-BR headers', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/operator/ledger/entries?from=25/11/2026',
      headers: operator.auth,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].title).toBe('Data inválida. Use o formato AAAA-MM-DD.');
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/operator/ledger.csv',
      headers: operator.auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.startsWith('\uFEFFData;Transação;Movimento;Conta;Tipo de conta;Valor (R$)')).toBe(true);
    const customer = await t.app.inject({ method: 'GET', url: '/api/operator/finance', headers: {} });
    expect(customer.statusCode).toBe(401);
  });
});
