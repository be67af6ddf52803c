import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { RECONCILE_GRACE_SECONDS } from '../../modules/payments/reconciliation';
import { APPROVED_CARD, encryptCardWithKey } from '../card';
import {
  advanceClock,
  assertNothingStranded,
  bookableDay,
  eventually,
  freeSlot,
  type Json,
  postOrder,
  type Resource,
  type Session,
  seededDataDir,
  signIn,
  WINDOW_SECONDS,
  withDatabase,
} from './harness';
import { type Server, startServer } from './server';

/**
 * The reliability work's crash test for paying (`npm run test:crash`): the demo customer books and pays by card on a
 * server armed to SIGKILL itself at each dangerous point of the card path (payments/service.ts), the server
 * restarts, the dev clock moves past the reconciliation's grace and the payment window, and the database is
 * checked in SQL: every sandbox charge is recorded on a paid order's payment or refunded, no order stays
 * payable past its window, no time held for a cancelled order, no payment stuck in `created`.
 */

let dataDir: string;
let server: Server | null = null;

/** The points of the card path, in the order a payment reaches them, with the order's end state. */
const POINTS = [
  // No charge exists: the reconciliation gives the attempt up, then the window cancels the order.
  { point: 'after-payment-row-commit', hour: 8, order: 'cancelled', payment: 'cancelled' },
  // The sandbox charged under our reference: its webhooks (or the reconciliation) record it, the order is paid.
  { point: 'after-gateway-charge', hour: 11, order: 'paid', payment: 'settled' },
  // The charge id is recorded: the webhooks move payment and order as usual.
  { point: 'after-charge-recorded', hour: 14, order: 'paid', payment: 'settled' },
] as const;

async function orderWithPayments(
  session: Session,
  orderId: string,
): Promise<{ status: string; payments: Json[] }> {
  const found = await session.call(`/orders/${orderId}?include=payments`);
  assert.equal(found.status, 200, JSON.stringify(found.body));
  const included = (found.body.included as Resource[] | undefined) ?? [];
  return {
    status: (found.body.data as Resource).attributes.status as string,
    payments: included
      .filter((r) => (r as Resource & { type: string }).type === 'payments')
      .map((r) => r.attributes),
  };
}

function newCardBody(orderId: string, hash: string) {
  return {
    data: {
      type: 'payments',
      attributes: {
        payable: { id: orderId, type: 'order' },
        funding_instrument: {
          type: 'credit_card',
          attributes: {
            store: false,
            hash,
            holder: {
              full_name: 'Maria S Silva',
              document_type: 'CPF',
              document_number: '52998224725',
              birthdate: '1990-03-15',
              phone: { country_code: '55', area_code: '41', number: '999998888' },
              address: null,
            },
          },
        },
      },
    },
    meta: { consume_account_balance: false },
  };
}

/** Books, registers the order at the gateway and pays by card on a server armed to die at `point`. */
async function payAndCrash(point: string, hour: number, day: string): Promise<string> {
  server = await startServer(dataDir, { BRILHO_CRASH_AT: point });
  const session = await signIn(server);
  const created = await postOrder(session, await freeSlot(session, day, hour));
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const orderId = (created.body.data as Resource).id;
  const requested = await session.call(`/orders/${orderId}/create-on-gateway`, { method: 'POST' });
  assert.equal(requested.status, 200, JSON.stringify(requested.body));
  await eventually('the order registered at the gateway', async () => {
    return (await orderWithPayments(session, orderId)).status === 'created_on_gateway';
  });
  const key = await session.call('/payment-gateway/public-key');
  const hash = await encryptCardWithKey(
    (key.body.data as Resource).attributes.public_key as string,
    APPROVED_CARD,
  );
  await assert.rejects(
    session.call('/payments/credit-card/new', {
      method: 'POST',
      body: newCardBody(orderId, hash),
      headers: { 'idempotency-key': randomUUID() },
    }),
    `the server dies at ${point} before it answers`,
  );
  assert.equal(await server.exited, 'SIGKILL', `the server was killed at ${point}`);
  server = null;
  return orderId;
}

before(async () => {
  dataDir = await seededDataDir();
  // The demo customer goes through the first-order flow once: registered at the sandbox gateway.
  server = await startServer(dataDir);
  const session = await signIn(server);
  for (const path of [
    '/payment-gateway-accounts',
    '/payment-gateway-customers',
    '/payment-gateway-accounts/create-on-gateway',
  ]) {
    const answer = await session.call(path, { method: 'POST', body: {} });
    assert.ok(answer.status < 300, `${path}: ${JSON.stringify(answer.body)}`);
  }
  await server.stop();
  server = null;
});

after(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a crash at any step of paying by card loses no money and strands no order', async () => {
  const day = bookableDay();
  const orders: string[] = [];
  for (const { point, hour } of POINTS) orders.push(await payAndCrash(point, hour, day));

  // Restarted, unarmed: time passes beyond the card's webhooks, the reconciliation's grace, then the window.
  server = await startServer(dataDir);
  const session = await signIn(server);
  await advanceClock(server, 10);
  await advanceClock(server, RECONCILE_GRACE_SECONDS + 60);
  // The reconciliation sweep queues one job per payment; the worker loop runs them (every second).
  await eventually('no payment left without an outcome', async () => {
    for (const id of orders)
      if ((await orderWithPayments(session, id)).payments.some((p) => p.status === 'created')) return false;
    return true;
  });
  const now = await advanceClock(server, WINDOW_SECONDS + 60);
  await eventually('every order paid or cancelled', async () => {
    for (const id of orders)
      if (!['paid', 'cancelled'].includes((await orderWithPayments(session, id)).status)) return false;
    return true;
  });
  for (const [index, expected] of POINTS.entries()) {
    const order = await orderWithPayments(session, orders[index]!);
    assert.deepEqual(
      { status: order.status, payments: order.payments.map((p) => p.status) },
      { status: expected.order, payments: [expected.payment] },
      `after a crash at ${expected.point}`,
    );
  }
  await server.stop();
  server = null;

  await withDatabase(dataDir, async (sql) => {
    assert.deepEqual(
      await sql(`SELECT c.id, c.status, p.id AS payment_id, o.status AS order_status
                 FROM sandbox_gateway_charges c
                 LEFT JOIN payments p ON p.gateway_id = c.id
                 LEFT JOIN orders o ON o.id = p.payable_id AND p.payable_type = 'orders'
                 WHERE NOT ((p.status = 'settled' AND o.status = 'paid') OR c.status = 'refunded')`),
      [],
      'every sandbox charge is recorded on a paid order, or refunded',
    );
    assert.equal(
      (await sql(`SELECT id FROM sandbox_gateway_charges`)).length,
      2,
      'the two attempts that reached the gateway charged once each',
    );
    assert.deepEqual(await sql(`SELECT id FROM payments WHERE status = 'created'`), [], 'no payment stuck');
    await assertNothingStranded(sql, now);
  });
});
