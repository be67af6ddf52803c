import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { CHARGE_NOT_FOUND, CHARGE_NOT_REVERSIBLE } from '../../words/sandbox-gateway';
import { TRANSACTION_KIND_NAMES } from '../ledger/routes';
import { NOW, seedWorld } from '../orders/test-fixtures';
import {
  advance,
  encryptCard,
  newCardBody,
  orderStatus,
  pay,
  payableOrder,
  payingCustomer,
  paymentStatus,
} from './test-fixtures';

const APPROVED = '4111111111111111';
/** The console names the movement in pt-BR, never by its raw kind. */
const CHARGEBACK_NAME = TRANSACTION_KIND_NAMES.chargeback;

/**
 * Payment `reversed` (the states; docs/decisions/0103-payment-reversed-is-a-chargeback-the-other-spec-states.md):
 * the card holder disputes a settled charge at the bank, the provider takes the money back and says so by
 * webhook. Through HTTP on the injected clock: a card payment settles, the sandbox's operator action opens the
 * chargeback, its signed webhook makes the payment `reversed` and posts the money's way out in the ledger.
 */
describe('a chargeback: payment reversed', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let operator: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
    operator = (await operatorSignedIn(t)).auth;
  }, 60_000);
  afterAll(() => t.close());

  const chargeBack = (chargeId: string, headers: Record<string, string> = operator) =>
    t.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${chargeId}/chargeback`, headers });

  const ledgerOf = async (orderId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/operator/ledger/entries?order_id=${orderId}`,
      headers: operator,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json()
      .data.map(
        (row: { attributes: { key: string; account: string; amount: number; kind_name: string } }) => ({
          key: row.attributes.key,
          account: row.attributes.account,
          amount: row.attributes.amount,
          kind_name: row.attributes.kind_name,
        }),
      );
  };

  it('names the chargeback movement in pt-BR', () => {
    expect(CHARGEBACK_NAME).toMatch(/^Contesta/);
  });

  it('settled card payment → chargeback → reversed; the order stays paid; the platform bears the loss', async () => {
    const customer = await payingCustomer(t, districts);
    const order = await payableOrder(t, districts, customer);
    const paid = await pay(
      t,
      customer.auth,
      'credit-card/new',
      newCardBody(order.id, await encryptCard(t, customer.auth, APPROVED)),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const paymentId = paid.json().data.id as string;
    await advance(t, 5);
    expect(await paymentStatus(t, customer, paymentId)).toBe('settled');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    const chargeId = row!.gatewayId!;

    // Only the operator acts for the sandbox's bank; the customer cannot.
    expect((await chargeBack(chargeId, customer.auth)).statusCode).toBe(403);

    const moves: string[] = [];
    t.app.ctx.events.subscribe((event) => {
      // The PaymentChannel is keyed by what the payment pays (the order).
      if (event.channel === 'PaymentChannel' && event.key === order.id)
        moves.push(String(event.data.to_state));
    });
    const opened = await chargeBack(chargeId);
    expect(opened.statusCode, opened.body).toBe(204);
    await advance(t, 1);
    expect(await paymentStatus(t, customer, paymentId)).toBe('reversed');
    expect(moves).toEqual(['reversed']);
    // The cleaning was booked and paid for: the order's state is not the bank's dispute.
    expect(await orderStatus(t, customer, order.id)).toBe('paid');

    const entries = (await ledgerOf(order.id)).filter((entry: { key: string }) =>
      entry.key.endsWith(':chargeback'),
    );
    expect(entries).toEqual(
      expect.arrayContaining([
        {
          key: `payment:${paymentId}:chargeback`,
          account: 'gateway_clearing',
          amount: -order.total,
          kind_name: CHARGEBACK_NAME,
        },
        {
          key: `payment:${paymentId}:chargeback`,
          account: 'platform_revenue',
          amount: order.total,
          kind_name: CHARGEBACK_NAME,
        },
      ]),
    );
    expect(entries).toHaveLength(2);

    // A second chargeback of the same charge: the sandbox's bank refuses it, in Portuguese.
    const again = await chargeBack(chargeId);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].title).toBe(CHARGE_NOT_REVERSIBLE);
    await advance(t, 1);
    expect(await paymentStatus(t, customer, paymentId)).toBe('reversed');
    expect(
      (await ledgerOf(order.id)).filter((e: { key: string }) => e.key.endsWith(':chargeback')),
    ).toHaveLength(2);
  });

  it('an unknown charge is a 404, never a 500', async () => {
    const response = await chargeBack('CHAR-NOPE');
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].title).toBe(CHARGE_NOT_FOUND);
  });
});
