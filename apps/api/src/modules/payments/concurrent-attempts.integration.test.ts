import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sandboxGatewayCharges } from '../../db/schema';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { NOW, seedWorld, THURSDAY } from '../orders/test-fixtures';
import { BOLETO_ALREADY_PAID } from './gateway/sandbox';
import {
  advance,
  boletoBody,
  encryptCard,
  newCardBody,
  orderStatus,
  pay,
  payableOrder,
  payingCustomer,
} from './test-fixtures';

/**
 * Requests racing each other on one payment. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL, where the transactions really overlap.
 */
describe('racing requests on one payment', () => {
  let t: TestApp;
  let districts: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
  });
  afterAll(() => t.close());

  const chargesOf = async (orderId: string) => {
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.payableId, orderId));
    return t.database.db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.idempotencyKey, payment!.idempotencyKey));
  };

  it('20 concurrent requests with one Idempotency-Key all get the first attempt’s payment; one charge', async () => {
    const customer = await payingCustomer(t, districts);
    const order = await payableOrder(t, districts, customer);
    const body = newCardBody(order.id, await encryptCard(t, customer.auth, '4111111111111111'));
    const key = randomUUID();
    // The gateway answers only once the other requests had every chance to arrive meanwhile (event-loop
    // turns, not time): on PGlite, where statements take turns, the race is then as wide as on PostgreSQL.
    const sandbox = t.app.ctx.gateway;
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    t.app.ctx.gateway = {
      ...sandbox,
      chargeNewCard: async (input) => {
        await gate;
        return sandbox.chargeNewCard(input);
      },
    };
    const requests = Array.from({ length: 20 }, () => pay(t, customer.auth, 'credit-card/new', body, key));
    for (let turn = 0; turn < 500; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    open();
    const answers = await Promise.all(requests);
    t.app.ctx.gateway = sandbox;
    const codes = answers.map((answer) => answer.statusCode).sort((a, b) => a - b);
    const odd = answers.filter((answer) => answer.statusCode > 201).map((answer) => answer.body);
    // The first attempt answers 201, every retry the same document with 200 (docs/api/payments.md).
    expect(codes, odd.join('\n')).toEqual([...Array(19).fill(200), 201]);
    const documents = new Set(answers.map((answer) => answer.body));
    expect(documents.size).toBe(1);
    expect(answers[0]!.json().data.attributes.status).toBe('created');
    expect(await t.database.db.select().from(payments).where(eq(payments.payableId, order.id))).toHaveLength(
      1,
    );
    expect(await chargesOf(order.id)).toHaveLength(1);
    await advance(t, 2);
    expect(await orderStatus(t, customer, order.id)).toBe('paid');
  });

  it('concurrent "pagar boleto" clicks: exactly one 204, the others 409 with the sandbox’s text', async () => {
    const customer = await payingCustomer(t, districts);
    const order = await payableOrder(t, districts, customer, THURSDAY);
    const created = await pay(t, customer.auth, 'boleto', boletoBody(order.id));
    expect(created.statusCode, created.body).toBe(201);
    await advance(t, 1);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, created.json().data.id));
    const operator = await operatorSignedIn(t);
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/sandbox-gateway/boletos/${row!.gatewayId}/pay`,
          headers: operator.auth,
        }),
      ),
    );
    const codes = clicks.map((click) => click.statusCode).sort((a, b) => a - b);
    expect(codes).toEqual([204, ...Array(9).fill(409)]);
    for (const click of clicks.filter((c) => c.statusCode === 409))
      expect(click.json().errors[0].title).toBe(BOLETO_ALREADY_PAID);
    const [charge] = await t.database.db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.id, row!.gatewayId!));
    // waiting (1) then settled (2): one move, one webhook.
    expect(charge!.sequence).toBe(2);
    await advance(t, 1);
    expect(await orderStatus(t, customer, order.id)).toBe('paid');
  });
});
