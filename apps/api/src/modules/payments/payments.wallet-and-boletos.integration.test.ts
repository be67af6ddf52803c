import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, walletEntries } from '../../db/schema';
import { operatorSignedIn } from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { THURSDAY, TUESDAY } from '../orders/test-fixtures';
import { DECLINED, paymentsApp } from './payments.test-fixtures';
import {
  advance,
  boletoBody,
  encryptCard,
  giveWallet,
  newCardBody,
  orderDocument,
  orderStatus,
  pay,
  payableOrder,
  payingCustomer,
  paymentStatus,
  scheduledOrder,
  walletBalance,
  walletBody,
} from './test-fixtures';

/** Paying an order from the wallet or by boleto. */

describe('paying an order (wire contract docs/api/payments.md)', () => {
  let t: TestApp;
  let districts: Record<string, string>;

  beforeAll(async () => {
    ({ t, districts } = await paymentsApp());
  });
  afterAll(() => t.close());

  describe('the wallet', () => {
    it('pays an order it covers at once, and refuses one it does not cover', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await scheduledOrder(t, districts, customer);
      await giveWallet(t, customer.accountId, order.total - 1);
      const short = await pay(t, customer.auth, 'account-balance', walletBody(order.id));
      expect(short.statusCode).toBe(422);
      expect(short.json().errors[0].title).toBe('O seu saldo não é suficiente para pagar este pedido.');

      await giveWallet(t, customer.accountId, order.total + 500);
      const paid = await pay(t, customer.auth, 'account-balance', walletBody(order.id));
      expect(paid.statusCode, paid.body).toBe(201);
      expect(paid.json().data.attributes.status).toBe('settled');
      expect(paid.json().included[0].type).toBe('account_balance');
      const document = await orderDocument(t, customer, order.id);
      expect(document.data.attributes).toMatchObject({ status: 'paid', paid_by_account_balance: true });
      expect(await walletBalance(t, customer.accountId)).toBe(500);
      const account = await t.app.inject({
        method: 'GET',
        url: `/api/accounts/${customer.accountId}?include=payment_gateway_account`,
        headers: customer.auth,
      });
      expect(account.json().included[0].attributes.wallet).toEqual({ available_to_use: 500 });
    });

    it('two concurrent spends that together exceed the balance: exactly one succeeds, never below zero', async () => {
      const customer = await payingCustomer(t, districts);
      const first = await scheduledOrder(t, districts, customer);
      const second = await scheduledOrder(t, districts, customer, THURSDAY);
      await giveWallet(t, customer.accountId, first.total + Math.floor(second.total / 2));
      const answers = await Promise.all([
        pay(t, customer.auth, 'account-balance', walletBody(first.id)),
        pay(t, customer.auth, 'account-balance', walletBody(second.id)),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
      const balance = (await walletBalance(t, customer.accountId))!;
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBe(
        first.total +
          Math.floor(second.total / 2) -
          (answers[0]!.statusCode === 201 ? first.total : second.total),
      );
    });

    it('consume_account_balance takes the credit at once and gives it back when the card is declined', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer);
      await giveWallet(t, customer.accountId, 1000);
      const created = await pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(order.id, await encryptCard(t, customer.auth, DECLINED), { consume: true }),
      );
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data.attributes).toMatchObject({
        amount: order.total - 1000,
        consumed_account_balance: 1000,
      });
      expect(await walletBalance(t, customer.accountId)).toBe(0);
      await advance(t, 2);
      expect(await walletBalance(t, customer.accountId)).toBe(1000);
      const entries = await t.database.db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.referenceId, created.json().data.id));
      expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-1000, 1000]);
    });
  });

  describe('boletos', () => {
    it('are refused with short notice and allowed with enough notice', async () => {
      const customer = await payingCustomer(t, districts);
      // Now is Monday 09:00; a Tuesday cleaning's limit is Monday itself (1 business day before).
      const soon = await payableOrder(t, districts, customer, TUESDAY);
      const refused = await pay(t, customer.auth, 'boleto', boletoBody(soon.id));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].code).toBe('boleto_not_allowed');
      expect(await orderStatus(t, customer, soon.id)).toBe('created_on_gateway');
    });

    it('get a valid line code, and the operator’s pay action pays the order', async () => {
      const customer = await payingCustomer(t, districts);
      const order = await payableOrder(t, districts, customer, THURSDAY);
      const created = await pay(t, customer.auth, 'boleto', boletoBody(order.id));
      expect(created.statusCode, created.body).toBe(201);
      const instrument = created.json().included[0];
      expect(instrument.type).toBe('boletos');
      expect(instrument.attributes.expiration_date).toBe('2026-11-24');
      expect(instrument.attributes.url_print).toMatch(/\.pdf$/);
      const lineCode: string = instrument.attributes.line_code;
      expect(lineCode).toMatch(/^\d{47}$/);
      expect(independentlyValid(lineCode)).toBe(true);
      expect(lineCode.slice(-10)).toBe(String(order.total).padStart(10, '0'));

      await advance(t, 1);
      expect(await orderStatus(t, customer, order.id)).toBe('waiting_payment');
      const [row] = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, created.json().data.id));
      const operator = await operatorSignedIn(t);
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/sandbox-gateway/boletos/${row!.gatewayId}/pay`,
        headers: operator.auth,
      });
      expect(paid.statusCode, paid.body).toBeLessThan(300);
      await advance(t, 1);
      expect(await paymentStatus(t, customer, row!.id)).toBe('settled');
      expect(await orderStatus(t, customer, order.id)).toBe('paid');
    });
  });
});

/**
 * FEBRABAN check digits, written here apart from the domain's: fields 1–3 of the linha digitável end in a
 * mod-10 digit; the barcode rebuilt from it carries a mod-11 general digit at position 5.
 */
function independentlyValid(line: string): boolean {
  const mod10 = (digits: string) => {
    let sum = 0;
    let weight = 2;
    for (let i = digits.length - 1; i >= 0; i -= 1) {
      let product = Number(digits[i]) * weight;
      if (product > 9) product = Math.floor(product / 10) + (product % 10);
      sum += product;
      weight = weight === 2 ? 1 : 2;
    }
    return (10 - (sum % 10)) % 10;
  };
  const fields = [line.slice(0, 10), line.slice(10, 21), line.slice(21, 32)];
  if (!fields.every((f) => mod10(f.slice(0, -1)) === Number(f.slice(-1)))) return false;
  const barcode =
    line.slice(0, 4) +
    line.slice(32, 33) +
    line.slice(33, 47) +
    line.slice(4, 9) +
    line.slice(10, 20) +
    line.slice(21, 31);
  const withoutDv = barcode.slice(0, 4) + barcode.slice(5);
  let sum = 0;
  let weight = 2;
  for (let i = withoutDv.length - 1; i >= 0; i -= 1) {
    sum += Number(withoutDv[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  const dv = rest === 0 || rest === 10 || rest === 11 ? 1 : rest;
  return barcode.length === 44 && Number(barcode[4]) === dv;
}
