import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments, sandboxGatewayCharges } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { PAYMENT_TEXTS } from '../../words/payments';
import { NOW, seedWorld } from '../orders/test-fixtures';
import type { PaymentGateway } from './gateway/port';
import { injectDeliver } from './gateway/sandbox/deliver';
import { signedDelivery } from './gateway/sandbox/webhooks';
import { reconcilePayment, startPaymentReconciliation } from './reconciliation';
import {
  advance,
  encryptCard,
  giveWallet,
  newCardBody,
  orderStatus,
  pay,
  payableOrder,
  payingCustomer,
  walletBalance,
} from './test-fixtures';

const APPROVED = '4111111111111111';
const WINDOW_SECONDS = 1200;

/**
 * The reliability work item 1: a crash between the gateway's charge and our recording of its id. The crash is simulated
 * by wrapping the sandbox so that the charge is made and then the call throws, as if our process died before
 * it could store the answer: the request fails, the payment row (committed before the call) has no charge id.
 */
describe('a charge whose answer was lost (crash between the gateway and our books)', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let sandbox: PaymentGateway;
  /** While true, the sandbox's webhooks are lost on the way (our endpoint down, say). */
  let dropWebhooks = false;

  beforeAll(async () => {
    t = await buildTestApp({
      now: NOW,
      gatewayDeliver: async (raw, headers) =>
        dropWebhooks ? { status: 200 } : injectDeliver(() => t.app)(raw, headers),
    });
    districts = await seedWorld(t);
    sandbox = t.app.ctx.gateway;
  });
  afterEach(() => {
    t.app.ctx.gateway = sandbox;
    dropWebhooks = false;
  });
  afterAll(() => t.close());

  /** The gateway charges, then our process "dies" before the answer is recorded. */
  function crashAfterCharge(): void {
    t.app.ctx.gateway = {
      ...sandbox,
      chargeNewCard: async (input) => {
        await sandbox.chargeNewCard(input);
        throw new Error('process killed after the gateway charged');
      },
    };
  }

  /** The gateway is never reached: our process "dies" after committing the payment row. */
  function crashBeforeCharge(): void {
    t.app.ctx.gateway = {
      ...sandbox,
      chargeNewCard: async () => {
        throw new Error('process killed before calling the gateway');
      },
    };
  }

  async function crashedPayment(orderId: string, auth: Record<string, string>) {
    const response = await pay(
      t,
      auth,
      'credit-card/new',
      newCardBody(orderId, await encryptCard(t, auth, APPROVED)),
    );
    expect(response.statusCode, response.body).toBe(503);
    t.app.ctx.gateway = sandbox;
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.payableId, orderId));
    expect(payment!.status).toBe('created');
    expect(payment!.gatewayId).toBeNull();
    expect(payment!.reference).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    return payment!;
  }

  const paymentRow = async (id: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
  const chargeByReference = async (reference: string) =>
    (
      await t.database.db
        .select()
        .from(sandboxGatewayCharges)
        .where(eq(sandboxGatewayCharges.reference, reference))
    )[0];

  /** The recurring sweep, as a worker runs it: it queues one job per payment due, run in the same round. */
  async function runReconciliation(): Promise<void> {
    await startPaymentReconciliation(t.app.ctx);
    await t.app.ctx.jobs.runDue();
  }

  it('the webhook for a charge whose id was never stored is matched by our reference and pays the order', async () => {
    const customer = await payingCustomer(t, districts);
    const order = await payableOrder(t, districts, customer);
    crashAfterCharge();
    const payment = await crashedPayment(order.id, customer.auth);

    await advance(t, 2);
    const row = await paymentRow(payment.id);
    const charge = await chargeByReference(payment.reference);
    expect(row.gatewayId).toBe(charge!.id);
    expect(row.status).toBe('authorized');
    expect(await orderStatus(t, customer, order.id)).toBe('paid');
  });

  it('a settlement arriving after the window cancelled the order is refunded (late webhook, matched by reference)', async () => {
    const customer = await payingCustomer(t, districts);
    const order = await payableOrder(t, districts, customer);
    crashAfterCharge();
    dropWebhooks = true;
    const payment = await crashedPayment(order.id, customer.auth);
    await advance(t, WINDOW_SECONDS);
    expect(await orderStatus(t, customer, order.id)).toBe('cancelled');

    // The gateway re-announces the charge's last change (its delivery was retried, say).
    dropWebhooks = false;
    const charge = (await chargeByReference(payment.reference))!;
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      ...signedSettlement(charge),
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().meta.result).toBe('applied');
    await advance(t, 1);
    expect((await chargeByReference(payment.reference))!.status).toBe('refunded');
    expect((await paymentRow(payment.id)).status).toBe('refunded');
  });

  it('a payment the gateway never received is given up: nothing charged, the order payable again', async () => {
    const customer = await payingCustomer(t, districts);
    const order = await payableOrder(t, districts, customer);
    crashBeforeCharge();
    const payment = await crashedPayment(order.id, customer.auth);
    expect(await chargeByReference(payment.reference)).toBeUndefined();

    await advance(t, 121);
    await reconcilePayment(t.app.ctx, t.app.log, payment.id);
    const row = await paymentRow(payment.id);
    expect(row.status).toBe('cancelled');
    expect(row.failureReason).toBe(PAYMENT_TEXTS.attemptLost);
    expect(await orderStatus(t, customer, order.id)).toBe('created_on_gateway');
  });

  // From here on the recurring sweep runs (it sends itself every 60 s), as in a worker process.
  it('webhooks lost too: the window cancels the order, and the reconciliation refunds the charge and says so', async () => {
    const customer = await payingCustomer(t, districts);
    const order = await payableOrder(t, districts, customer);
    await giveWallet(t, customer.accountId, 1_000);
    crashAfterCharge();
    dropWebhooks = true;
    const response = await pay(
      t,
      customer.auth,
      'credit-card/new',
      newCardBody(order.id, await encryptCard(t, customer.auth, APPROVED), { consume: true }),
    );
    expect(response.statusCode, response.body).toBe(503);
    t.app.ctx.gateway = sandbox;
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.payableId, order.id));
    expect(await walletBalance(t, customer.accountId)).toBe(0);

    await advance(t, WINDOW_SECONDS);
    expect(await orderStatus(t, customer, order.id)).toBe('cancelled');
    expect((await chargeByReference(payment!.reference))!.status).toBe('settled');
    expect((await paymentRow(payment!.id)).gatewayId).toBeNull();

    dropWebhooks = false;
    await runReconciliation();
    const settled = await paymentRow(payment!.id);
    expect(settled.gatewayId).toBe((await chargeByReference(payment!.reference))!.id);
    expect(settled.refundDueAt).not.toBeNull();
    // The wallet credit taken with the charge comes back with it.
    expect(await walletBalance(t, customer.accountId)).toBe(1_000);

    await advance(t, 1);
    expect((await chargeByReference(payment!.reference))!.status).toBe('refunded');
    const refunded = await paymentRow(payment!.id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.refundDueAt).toBeNull();
    expect(await orderStatus(t, customer, order.id)).toBe('cancelled');
  });

  it('within the window the reconciliation records the charge and pays the order (webhooks lost)', async () => {
    const customer = await payingCustomer(t, districts);
    const order = await payableOrder(t, districts, customer);
    crashAfterCharge();
    dropWebhooks = true;
    const payment = await crashedPayment(order.id, customer.auth);
    await advance(t, 60);
    // Not yet: two minutes of grace for an answer to arrive the ordinary way.
    await runReconciliation();
    expect((await paymentRow(payment.id)).gatewayId).toBeNull();

    await advance(t, 61);
    dropWebhooks = false;
    await runReconciliation();
    const row = await paymentRow(payment.id);
    expect(row.status).toBe('settled');
    expect(row.gatewayId).toBe((await chargeByReference(payment.reference))!.id);
    expect(await orderStatus(t, customer, order.id)).toBe('paid');
  });

  it('a card in analysis whose decision never arrived is asked about after 30 minutes and pays the order', async () => {
    const customer = await payingCustomer(t, districts);
    const order = await payableOrder(t, districts, customer);
    const created = await pay(
      t,
      customer.auth,
      'credit-card/new',
      newCardBody(order.id, await encryptCard(t, customer.auth, '4000000000000010')),
    );
    expect(created.statusCode, created.body).toBe(201);
    await advance(t, 2);
    expect(await orderStatus(t, customer, order.id)).toBe('waiting_payment');
    dropWebhooks = true;
    await advance(t, 40);
    expect((await paymentRow(created.json().data.id)).status).toBe('in_analysis');

    dropWebhooks = false;
    await advance(t, 29 * 60);
    expect((await paymentRow(created.json().data.id)).status).toBe('in_analysis');
    await advance(t, 60);
    expect((await paymentRow(created.json().data.id)).status).toBe('settled');
    expect(await orderStatus(t, customer, order.id)).toBe('paid');
  });

  function signedSettlement(charge: typeof sandboxGatewayCharges.$inferSelect) {
    const event = {
      id: `EVT_LATE_${charge.id}`,
      type: 'charge.status_changed' as const,
      occurred_at: t.clock.now().toISOString(),
      data: {
        charge_id: charge.id,
        order_id: charge.orderId,
        reference: charge.reference!,
        status: 'settled' as const,
        sequence: charge.sequence,
      },
    };
    const { rawBody, headers } = signedDelivery(
      t.app.ctx.config.PAYMENT_WEBHOOK_SECRET,
      event,
      t.clock.now(),
    );
    return { headers: { 'content-type': 'application/json', ...headers }, payload: rawBody };
  }
});
