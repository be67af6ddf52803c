import { boletoDueDate, parseBrCode, saoPauloInstant } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cycles, payments, sandboxPixCobs, sandboxPixTokens } from '../../db/schema';
import type { ChannelEvent } from '../../lib/events';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { NOW, seedWorld, THURSDAY } from '../orders/test-fixtures';
import { postTicket } from '../tickets/test-fixtures';
import { openCycleForPayment } from './cycles';
import { PIX_SIGNATURE_HEADER, signPixWebhook } from './gateway/pix/contract';
import { GatewayError } from './gateway/port';
import { freePort, pixBody } from './pix.test-fixtures';
import { reconcilePayment } from './reconciliation';
import {
  type Auth,
  advance,
  forCycle,
  orderDocument,
  orderStatus,
  pay,
  payableOrder,
  payingCustomer,
  paymentStatus,
  statesOf,
  unpaidCycle,
} from './test-fixtures';

/**
 * Pix over the API Pix standard, exercised over real HTTP. The app listens on a local port; its
 * adapter talks to the sandbox PSP served by the same app through that port (OAuth token, PUT/GET /cob,
 * devolução), and the PSP's webhooks come back through it to our receiver, signed.
 */

const WINDOW_SECONDS = 1200;
const silent = { warn: () => undefined, error: () => undefined };

describe('Pix (API Pix standard, sandbox PSP over HTTP)', () => {
  let t: TestApp;
  let base: string;
  let districts: Record<string, string>;
  const events: ChannelEvent[] = [];

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await buildTestApp({ now: NOW, config: { PUBLIC_URL: base } });
    await t.app.listen({ port, host: '127.0.0.1' });
    districts = await seedWorld(t);
    t.app.ctx.events.subscribe((event) => events.push(event));
  });
  afterAll(() => t.close());

  /** An order paid by Pix: the cob is created at the PSP; answers the payment's document. */
  async function pixOrder(date?: string) {
    t.clock.set(NOW);
    const customer = await payingCustomer(t, districts);
    const order = await payableOrder(t, districts, customer, date);
    const response = await pay(t, customer.auth, 'pix', pixBody(order.id));
    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json().data;
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    return { customer, order, payment, txid: row!.reference };
  }

  /** The sandbox action: the payer's bank pays the QR. */
  const bankPays = (auth: Auth, txid: string, query = '') =>
    t.app.inject({ method: 'POST', url: `/api/sandbox-psp/cob/${txid}/pay${query}`, headers: auth });

  const cobOf = async (txid: string) =>
    (await t.database.db.select().from(sandboxPixCobs).where(eq(sandboxPixCobs.txid, txid)))[0]!;

  it('charges by a cob whose QR expires with the window, and the webhook pays the order', async () => {
    const { customer, order, payment, txid } = await pixOrder();
    expect(payment.attributes).toMatchObject({ status: 'waiting', funding_type: 'pix', amount: order.total });
    // The copia-e-cola is a valid BR Code for the amount, pointing at the PSP's location of this charge.
    const code = parseBrCode(payment.attributes.pix_copy_paste);
    expect(code).toMatchObject({ amount: order.total, txid: '***', singleUse: true });
    const cob = await cobOf(txid);
    expect(code.account).toEqual({
      url: `127.0.0.1:${new URL(base).port}/api/sandbox-psp/qr/v2/${cob.locationId}`,
    });
    // The order was created at NOW: its window, and the cob with it, ends 20 minutes later.
    expect(payment.attributes.pix_expires_at).toBe(
      new Date(NOW.getTime() + WINDOW_SECONDS * 1000).toISOString(),
    );
    // The location answers over HTTP, as a payer's bank reads it.
    const location = await fetch(`http://${(code.account as { url: string }).url}`);
    expect(location.status).toBe(200);
    expect(await location.json()).toMatchObject({
      txid,
      status: 'ATIVA',
      valor: { original: expect.any(String) },
    });
    expect(await orderStatus(t, customer, order.id)).toBe('waiting_payment');

    const paid = await bankPays(customer.auth, txid);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().meta.webhook_status).toBe(200);
    expect(await orderStatus(t, customer, order.id)).toBe('paid');
    expect(await paymentStatus(t, customer, payment.id)).toBe('settled');
    expect(statesOf(events, order.id, 'PaymentChannel')).toEqual(['waiting', 'settled']);
    // Paying the same QR twice is refused by the PSP, by txid or by its location (the checkout's button).
    expect((await bankPays(customer.auth, txid)).statusCode).toBe(409);
    const byLocation = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox-psp/qr/v2/${cob.locationId}/pay`,
      headers: customer.auth,
    });
    expect(byLocation.statusCode).toBe(409);
  });

  it('answers duplicate and replayed webhooks without changing anything, and refuses forged ones', async () => {
    const { customer, order, payment, txid } = await pixOrder();
    await bankPays(customer.auth, txid);
    const cob = await cobOf(txid);
    const body = JSON.stringify({
      pix: [
        {
          endToEndId: cob.endToEndId,
          txid,
          valor: (order.total / 100).toFixed(2),
          horario: NOW.toISOString(),
        },
      ],
    });
    const post = (signature: string) =>
      fetch(`${base}/api/payments/webhooks/pix/pix`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PIX_SIGNATURE_HEADER]: signature },
        body,
      });
    const before = events.length;
    for (let i = 0; i < 2; i += 1) {
      const replay = await post(signPixWebhook(t.app.ctx.config.PIX_WEBHOOK_SECRET, body, t.clock.now()));
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual({ meta: { results: ['replayed'] } });
    }
    expect(events.length).toBe(before);
    expect(await paymentStatus(t, customer, payment.id)).toBe('settled');
    expect(await orderStatus(t, customer, order.id)).toBe('paid');
    // Signed with another secret, or too old (a captured webhook played back later): 401.
    expect((await post(signPixWebhook('another-secret-of-16+chars', body, t.clock.now()))).status).toBe(401);
    const stale = new Date(t.clock.now().getTime() - 301_000);
    expect((await post(signPixWebhook(t.app.ctx.config.PIX_WEBHOOK_SECRET, body, stale))).status).toBe(401);
  });

  it('ends the charge with the 20-minute window: the order is cancelled and the QR no longer pays', async () => {
    const { customer, order, payment, txid } = await pixOrder();
    await advance(t, WINDOW_SECONDS);
    expect(await orderStatus(t, customer, order.id)).toBe('cancelled');
    const document = await orderDocument(t, customer, order.id);
    expect(document.data.attributes.status).toBe('cancelled');
    expect(await paymentStatus(t, customer, payment.id)).toBe('cancelled');
    const late = await bankPays(customer.auth, txid);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].title).toBe('Esta cobrança Pix expirou.');
  });

  it('pays the order when the Pix arrived in time but its webhook was lost (the window asks the PSP)', async () => {
    const { customer, order, payment, txid } = await pixOrder();
    await advance(t, WINDOW_SECONDS - 5);
    const paid = await bankPays(customer.auth, txid, '?webhook=lost');
    expect(paid.json().meta.webhook_status).toBeNull();
    expect(await orderStatus(t, customer, order.id)).toBe('waiting_payment');
    await advance(t, 5);
    expect(await orderStatus(t, customer, order.id)).toBe('paid');
    expect(await paymentStatus(t, customer, payment.id)).toBe('settled');
  });

  it('refunds by devolução a Pix received for an order cancelled meanwhile', async () => {
    const { customer, order, payment, txid } = await pixOrder(THURSDAY);
    const cancelled = await postTicket(t, customer.auth, 'order-cancellation-ticket', {
      order_id: order.id,
      should_refund: false,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    expect(await orderStatus(t, customer, order.id)).toBe('cancelled');
    await bankPays(customer.auth, txid);
    const cob = await cobOf(txid);
    expect(cob).toMatchObject({ refundStatus: 'DEVOLVIDO', refundId: `D${txid}` });
    expect(await paymentStatus(t, customer, payment.id)).toBe('refunded');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.refundDueAt).toBeNull();
  });

  it('refunds a Pix-paid order cancelled with refund by devolução, asking no bank data', async () => {
    const { customer, order, payment, txid } = await pixOrder(THURSDAY);
    await bankPays(customer.auth, txid);
    expect(await orderStatus(t, customer, order.id)).toBe('paid');
    const response = await postTicket(t, customer.auth, 'order-cancellation-ticket', {
      order_id: order.id,
      should_refund: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.attributes.resolution.refund).toMatchObject({
      method: 'pix',
      gateway_refund_requested: true,
    });
    expect(await cobOf(txid)).toMatchObject({ refundStatus: 'DEVOLVIDO' });
    expect(await paymentStatus(t, customer, payment.id)).toBe('refunded');
    // Bank data is refused for a Pix, as for a card.
    const other = await pixOrder(THURSDAY);
    await bankPays(other.customer.auth, other.txid);
    const withBank = await postTicket(t, other.customer.auth, 'order-cancellation-ticket', {
      order_id: other.order.id,
      should_refund: true,
      refund_data: { bank: '001', agency: '1234', account: '12345-6', document: '52998224725' },
    });
    expect(withBank.statusCode).toBe(422);
  });

  it("the order page's payment history shows the Pix as it moves: waiting, paid, refunded", async () => {
    const { customer, order, payment, txid } = await pixOrder(THURSDAY);
    // What the web's order page asks for (apps/web/src/features/orders/api.ts ORDER_INCLUDES).
    const include =
      'schedule_event,professional.account.profile,customer,address.district.city.state,payments,amount,coupon';
    const history = async () => {
      const url = `/api/orders/${order.id}?include=${include},payments.funding_instrument`;
      const response = await t.app.inject({ method: 'GET', url, headers: customer.auth });
      expect(response.statusCode, response.body).toBe(200);
      const { data, included } = response.json() as {
        data: { relationships: { payments: { data: { id: string }[] } } };
        included: { type: string; id: string; attributes: Record<string, unknown> }[];
      };
      const ids = data.relationships.payments.data.map((p) => p.id);
      const instruments = included.filter((r) => r.type === 'pix').map((r) => r.id);
      return {
        ids,
        instruments,
        rows: included.filter((r) => r.type === 'payments').map((r) => r.attributes),
      };
    };
    const shown = (status: string) => ({
      status,
      funding_type: 'pix',
      amount: order.total,
      created_at: payment.attributes.created_at,
      last4: null,
    });
    expect(await history()).toMatchObject({ ids: [payment.id], rows: [shown('waiting')] });
    await bankPays(customer.auth, txid);
    expect((await history()).rows).toMatchObject([shown('settled')]);
    await postTicket(t, customer.auth, 'order-cancellation-ticket', {
      order_id: order.id,
      should_refund: true,
    });
    const refunded = await history();
    expect(refunded.rows).toMatchObject([shown('refunded')]);
    expect(refunded.instruments).toHaveLength(1);
  });

  it("an operator's refund of a Pix-paid order goes back by devolução", async () => {
    const { customer, order, payment, txid } = await pixOrder(THURSDAY);
    await bankPays(customer.auth, txid);
    const operator = await operatorSignedIn(t);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/operator/orders/${order.id}/refund`,
      headers: operator.auth,
      payload: {},
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().meta.refund).toMatchObject({ method: 'pix' });
    expect(await cobOf(txid)).toMatchObject({ refundStatus: 'DEVOLVIDO', refundId: `D${txid}` });
    expect(await paymentStatus(t, customer, payment.id)).toBe('refunded');
  });

  it("shows why the PSP refused an operator's devolução, and the reconciliation asks again until it is done", async () => {
    const { customer, order, payment, txid } = await pixOrder(THURSDAY);
    await bankPays(customer.auth, txid);
    const operator = await operatorSignedIn(t);
    const refuse = vi
      .spyOn(t.app.ctx.gateway, 'refund')
      .mockRejectedValueOnce(new GatewayError('Saldo insuficiente para a devolução.'));
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/operator/orders/${order.id}/refund`,
      headers: operator.auth,
      payload: {},
    });
    refuse.mockRestore();
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().meta.refund.warning).toContain('Motivo: Saldo insuficiente para a devolução.');
    const [owed] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(owed!.refundDueAt).not.toBeNull();
    expect((await cobOf(txid)).refundStatus).toBeNull();
    await reconcilePayment(t.app.ctx, silent, payment.id);
    expect(await cobOf(txid)).toMatchObject({ refundStatus: 'DEVOLVIDO' });
    expect(await paymentStatus(t, customer, payment.id)).toBe('refunded');
  });

  it('the reconciliation refunds a Pix whose payment was given up, by devolução', async () => {
    const { customer, payment, txid } = await pixOrder();
    await bankPays(customer.auth, txid, '?webhook=lost');
    // Our side gave the attempt up meanwhile (say, an operator cancelled it): the money must go back.
    await t.database.db.update(payments).set({ status: 'cancelled' }).where(eq(payments.id, payment.id));
    await reconcilePayment(t.app.ctx, silent, payment.id);
    expect(await cobOf(txid)).toMatchObject({ refundStatus: 'DEVOLVIDO' });
  });

  it('keeps the OAuth token until it expires and asks for a new one then', async () => {
    const tokens = async () => (await t.database.db.select().from(sandboxPixTokens)).length;
    const { customer, txid } = await pixOrder();
    const before = await tokens();
    await t.app.ctx.gateway.pix!.getCharge(txid);
    await t.app.ctx.gateway.pix!.getCharge(txid);
    expect(await tokens()).toBe(before);
    // An hour later (the token's life), the next call renews it first (the charge itself has expired by then).
    t.clock.advance(3600 * 1000);
    expect(await t.app.ctx.gateway.pix!.getCharge(txid)).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect(await tokens()).toBe(before + 1);
    expect(customer).toBeDefined();
  });

  it('the simulator refuses a bad or expired token and bad client credentials', async () => {
    const api = `${base}/api/sandbox-psp/v2`;
    const bad = await fetch(`${api}/cob/${'a'.repeat(32)}`, { headers: { authorization: 'Bearer nope' } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ status: 401, detail: 'Token de acesso inválido ou expirado.' });
    const { PIX_CLIENT_ID, PIX_CLIENT_SECRET } = t.app.ctx.config;
    const tokenFor = (secret: string) =>
      fetch(`${api}/oauth/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${PIX_CLIENT_ID}:${secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
    expect((await tokenFor('wrong-secret-wrong-secret')).status).toBe(401);
    const granted = await tokenFor(PIX_CLIENT_SECRET);
    expect(granted.status).toBe(200);
    const { access_token: token, expires_in: expiresIn } = (await granted.json()) as {
      access_token: string;
      expires_in: number;
    };
    const asked = () =>
      fetch(`${api}/cob/${'a'.repeat(32)}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await asked()).status).toBe(404);
    t.clock.advance(expiresIn * 1000);
    expect((await asked()).status).toBe(401);
  });

  describe("cycles: a cobv due on the cycle's due date", () => {
    const OPEN_DAY = saoPauloInstant('2026-11-29', 10);
    const cycleStatus = async (id: string) =>
      (await t.database.db.select().from(cycles).where(eq(cycles.id, id)))[0]!.status;

    async function pixCycle() {
      t.clock.set(OPEN_DAY);
      const customer = await payingCustomer(t, districts);
      const cycle = await unpaidCycle(t, districts, customer);
      expect((await openCycleForPayment(t.app.ctx, cycle.id))?.status).toBe('created_on_gateway');
      const response = await pay(t, customer.auth, 'pix', forCycle(pixBody(cycle.id), 'cycles'));
      expect(response.statusCode, response.body).toBe(201);
      const payment = response.json().data;
      const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
      return { customer, cycle, payment, txid: row!.reference };
    }

    it('charges by cobv due with the boleto rule, and the webhook pays the cycle and its orders', async () => {
      const { customer, cycle, payment, txid } = await pixCycle();
      const due = boletoDueDate({
        payableType: 'cycles',
        startsAt: saoPauloInstant(cycle.dates[0]!, 10),
        now: OPEN_DAY,
      });
      const cob = await cobOf(txid);
      expect(cob).toMatchObject({
        dueDate: due,
        validityDays: 0,
        expiresInSeconds: null,
        amount: cycle.total,
      });
      // Payable until the due date ends in São Paulo.
      expect(payment.attributes.pix_expires_at).toBe(new Date(`${due}T23:59:59.999-03:00`).toISOString());
      expect(parseBrCode(payment.attributes.pix_copy_paste).amount).toBe(cycle.total);
      expect(await cycleStatus(cycle.id)).toBe('waiting_payment');
      const paid = await bankPays(customer.auth, txid);
      expect(paid.json().meta.webhook_status).toBe(200);
      expect(await paymentStatus(t, customer, payment.id)).toBe('settled');
      expect(await cycleStatus(cycle.id)).toBe('paid');
    });

    it('gives the cycle back to payment when its cobv expired unpaid (the reconciliation asks the PSP)', async () => {
      const { customer, cycle, payment, txid } = await pixCycle();
      const { dueDate } = await cobOf(txid);
      t.clock.set(new Date(`${dueDate}T23:59:59.999-03:00`));
      expect((await bankPays(customer.auth, txid)).statusCode).toBe(409);
      await reconcilePayment(t.app.ctx, silent, payment.id);
      expect(await paymentStatus(t, customer, payment.id)).toBe('cancelled');
      expect(await cycleStatus(cycle.id)).not.toBe('waiting_payment');
    });
  });
});
