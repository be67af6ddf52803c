import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions, orders, payments, professionals, wallets } from '../../db/schema';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { checkIn, complete as completeOrder, type Outbox, publishAll } from '../orders';
import {
  CENTRO,
  type Customer,
  createProfessional,
  fullDays,
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
  pay,
  payingCustomer,
  walletBody,
} from '../payments/test-fixtures';
import { BANK, operatorPost, postTicket } from '../tickets/test-fixtures';
import { postMoneyIn, postOpeningWallet, postRefundPaid } from './events';
import { runPayouts } from './payouts';
import { ledgerAccountId } from './post';

/**
 * The ledger's invariants over random sequences of bookings, payments (card approved or
 * declined, boleto, wallet), check-outs, cancellations with refund, operator refunds and payouts, on the
 * real database (PGlite here; PostgreSQL with TEST_DATABASE_URL):
 * - every transaction sums to zero;
 * - no wallet below zero, and each wallet column equals its ledger account;
 * - what the gateway settled (read from the payments, not the ledger) = revenue + payables + refunds owed
 *   and paid + wallet credits + held for orders + payouts in transit and paid;
 * - replaying any posting changes nothing.
 */

const APPROVED = '4111111111111111';
const DECLINED = '4000000000000002';
const BOLETO_DAY = '2026-12-08';
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 10);

type Pay = 'card' | 'declined_then_wallet' | 'wallet' | 'boleto';
type Then = 'complete' | 'cancel_refund' | 'operator_refund' | 'nothing';
interface Step {
  pay: Pay;
  after: Then;
}
interface Scenario {
  steps: Step[];
  payout: 'paid' | 'failed' | 'none';
  walletCents: number;
}

const scenario = fc.record<Scenario>({
  steps: fc.array(
    fc.record<Step>({
      pay: fc.constantFrom<Pay>('card', 'declined_then_wallet', 'wallet', 'boleto'),
      after: fc.constantFrom<Then>('complete', 'cancel_refund', 'operator_refund', 'nothing'),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  payout: fc.constantFrom<'paid' | 'failed' | 'none'>('paid', 'failed', 'none'),
  walletCents: fc.constantFrom(0, 5_000, 40_000),
});

describe('ledger invariants', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let operator: Awaited<ReturnType<typeof operatorSignedIn>>;
  let run = 0;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
    operator = await operatorSignedIn(t);
  }, 600_000);
  afterAll(() => t.close());

  const rows = async <T>(text: string): Promise<T[]> => (await t.database.executeSql(text)).rows as T[];

  async function customerWith(cents: number): Promise<Customer> {
    const customer = await payingCustomer(t, districts);
    if (cents > 0)
      await t.database.db.transaction(async (tx) => {
        await tx.insert(wallets).values({ accountId: customer.accountId, availableToUse: cents });
        await postOpeningWallet(tx, customer.accountId, cents, t.clock.now());
      });
    return customer;
  }

  async function book(customer: Customer, date: string) {
    const pro = await createProfessional(t.database.db, {
      districtIds: [districts[CENTRO]!],
      windows: fullDays(date),
    });
    await t.database.db
      .update(professionals)
      .set({ pixKey: `${pro.id}@pix.example` })
      .where(eq(professionals.id, pro.id));
    const created = await postOrder(t, customer, orderBody(customer, pro.id, { date, hour: 10, hours: 2 }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const onGateway = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/create-on-gateway`,
      headers: customer.auth,
    });
    expect(onGateway.statusCode, onGateway.body).toBe(200);
    await advance(t, 1);
    return id;
  }

  const orderRow = async (id: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  async function payFor(customer: Customer, id: string, how: Pay): Promise<boolean> {
    const card = async (number: string) =>
      pay(
        t,
        customer.auth,
        'credit-card/new',
        newCardBody(id, await encryptCard(t, customer.auth, number), { consume: true }),
      );
    if (how === 'card') await card(APPROVED);
    if (how === 'declined_then_wallet') {
      await card(DECLINED);
      await advance(t, 2);
      await pay(t, customer.auth, 'account-balance', walletBody(id));
    }
    if (how === 'wallet') await pay(t, customer.auth, 'account-balance', walletBody(id));
    if (how === 'boleto') {
      const created = await pay(t, customer.auth, 'boleto', boletoBody(id));
      if (created.statusCode === 201) {
        await advance(t, 1);
        const [payment] = await t.database.db
          .select()
          .from(payments)
          .where(eq(payments.id, created.json().data.id));
        await t.app.inject({
          method: 'POST',
          url: `/api/sandbox-gateway/boletos/${payment!.gatewayId}/pay`,
          headers: operator.auth,
        });
      }
    }
    await advance(t, 3);
    return (await orderRow(id)).status === 'paid';
  }

  async function complete(id: string) {
    const outbox: Outbox = [];
    // Read before the transaction: on PGlite's one connection, a read through `db` inside it waits for the
    // transaction to end, which waits for the read (the "hang at 10 runs" was this).
    const paid = await orderRow(id);
    await t.database.db.transaction(async (tx) => {
      const provisioning = await checkIn(tx, outbox, paid, t.clock.now());
      if (provisioning) await completeOrder(tx, outbox, provisioning, t.clock.now());
    });
    await publishAll(t.app.ctx, outbox);
  }

  async function cancelWithRefund(customer: Customer, id: string, boleto: boolean) {
    const ticket = await postTicket(t, customer.auth, 'order-cancellation-ticket', {
      order_id: id,
      reason: 'Mudança de planos',
      should_refund: true,
      ...(boleto ? { refund_data: BANK } : {}),
    });
    await advance(t, 2);
    if (ticket.statusCode === 201)
      await operatorPost(t, operator.auth, `tickets/${ticket.json().data.id}/refund`);
    await advance(t, 2);
  }

  async function sequence(s: Scenario) {
    run += 1;
    const customer = await customerWith(s.walletCents);
    for (const step of s.steps) {
      const date = step.pay === 'boleto' ? BOLETO_DAY : TUESDAY;
      const id = await book(customer, date);
      if (!(await payFor(customer, id, step.pay))) continue;
      if (step.after === 'complete') await complete(id);
      if (step.after === 'cancel_refund') await cancelWithRefund(customer, id, step.pay === 'boleto');
      if (step.after === 'operator_refund') {
        await operatorPost(t, operator.auth, `orders/${id}/refund`);
        await advance(t, 3);
      }
    }
    if (s.payout !== 'none') {
      const batch = await runPayouts(t.app.ctx, `run-${run}`);
      if (batch) {
        expect((await operatorPost(t, operator.auth, `payout-batches/${batch.id}/approve`)).statusCode).toBe(
          200,
        );
        const proposed = await rows<{ id: string }>(`SELECT id FROM payouts WHERE batch_id = '${batch.id}'`);
        for (const payout of proposed) {
          const marked =
            s.payout === 'paid'
              ? await operatorPost(t, operator.auth, `payouts/${payout.id}/paid`)
              : await operatorPost(t, operator.auth, `payouts/${payout.id}/failed`, {
                  reason: 'Chave Pix inexistente',
                });
          expect(marked.statusCode, marked.body).toBe(200);
        }
      }
    }
  }

  async function checkInvariants() {
    // Every transaction sums to zero.
    expect(
      await rows(`SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0`),
    ).toEqual([]);
    // No wallet below zero, and the column is the ledger account's balance.
    const walletRows = await rows<{ account_id: string; column: number; ledger: string | null }>(`
      SELECT w.account_id, w.available_to_use AS column,
        (SELECT -sum(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.code = 'customer_wallet:' || w.account_id) AS ledger
      FROM wallets w`);
    for (const row of walletRows) {
      expect(row.column).toBeGreaterThanOrEqual(0);
      expect(Number(row.ledger ?? 0), `wallet of ${row.account_id}`).toBe(row.column);
    }
    // What the gateway settled, from the payments: card, boleto and Pix charges that brought money in.
    const [settled] = await rows<{ sum: string | null }>(`
      SELECT sum(p.amount) AS sum FROM payments p JOIN funding_instruments f ON f.payment_id = p.id
      WHERE f.type <> 'account_balance' AND p.status IN ('authorized', 'settled', 'refunded')`);
    const balances = await rows<{ kind: string; balance: string }>(`
      SELECT a.kind, -sum(e.amount) AS balance FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      GROUP BY a.kind`);
    const kinds = await rows<{ kind: string; moved: string }>(`
      SELECT t.kind, sum(e.amount) FILTER (WHERE e.amount > 0) AS moved FROM ledger_entries e
      JOIN ledger_transactions t ON t.id = e.transaction_id GROUP BY t.kind`);
    const balance = (kind: string) => Number(balances.find((row) => row.kind === kind)?.balance ?? 0);
    const moved = (kind: string) => Number(kinds.find((row) => row.kind === kind)?.moved ?? 0);
    const walletCredits = balance('customer_wallet') + balance('opening_balances');
    expect(Number(settled?.sum ?? 0)).toBe(
      balance('platform_revenue') +
        balance('professional_payable') +
        balance('refunds_payable') +
        moved('refund_paid') +
        walletCredits +
        balance('orders_held') +
        balance('payouts_in_transit') +
        moved('payout_paid'),
    );
    // What is held is what paid, not yet done orders cost (orders paid through the ledger).
    const [held] = await rows<{ sum: string | null }>(`
      SELECT sum(o.total) AS sum FROM orders o WHERE o.status = 'paid'
        AND EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.order_id = o.id)`);
    expect(balance('orders_held')).toBe(Number(held?.sum ?? 0));
  }

  async function replayEverything() {
    const before = await rows(
      `SELECT count(*)::int AS n, coalesce(sum(abs(amount)), 0)::bigint AS total FROM ledger_entries`,
    );
    const paid = await t.database.db.select().from(payments);
    await t.database.db.transaction(async (tx) => {
      for (const payment of paid) {
        if (['authorized', 'settled', 'refunded'].includes(payment.status) && payment.gatewayId)
          await postMoneyIn(tx, payment, t.clock.now());
        if (payment.status === 'refunded') await postRefundPaid(tx, payment, payment.amount, t.clock.now());
      }
    });
    // The reconciliation asks the gateway again about everything: nothing moves twice.
    await advance(t, 600);
    const after = await rows(
      `SELECT count(*)::int AS n, coalesce(sum(abs(amount)), 0)::bigint AS total FROM ledger_entries`,
    );
    expect(after).toEqual(before);
  }

  it('hold over random sequences of bookings, payments, check-outs, cancellations, refunds and payouts', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        t.clock.set(NOW);
        await sequence(s);
        await checkInvariants();
        await replayEverything();
      }),
      { numRuns: RUNS, seed: Number(process.env.LEDGER_PROPERTY_SEED ?? 22), endOnFailure: true },
    );
  }, 1_800_000);

  it('refuses an unbalanced posting before it reaches the database', async () => {
    const { post } = await import('./post');
    await expect(
      t.database.db.transaction((tx) =>
        post(tx, {
          key: `test:${randomUUID()}`,
          kind: 'test',
          at: NOW,
          lines: [
            { account: { kind: 'gateway_clearing' }, amount: 100 },
            { account: { kind: 'platform_revenue' }, amount: -99 },
          ],
        }),
      ),
    ).rejects.toThrow(/sum to 1/);
  });

  it('the database refuses an unbalanced transaction at COMMIT (the deferred trigger)', async () => {
    const refusal = await t.database.db
      .transaction(async (tx) => {
        const accountId = await ledgerAccountId(tx, { kind: 'platform_revenue' });
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ key: `test:${randomUUID()}`, kind: 'test', occurredAt: NOW })
          .returning();
        await tx.insert(ledgerEntries).values({ transactionId: row!.id, accountId, amount: 100 });
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    // PostgreSQL's driver wraps the COMMIT's error ('Failed query: commit') with the trigger's as its cause.
    const messages: string[] = [];
    for (let e = refusal; e instanceof Error; e = (e as Error & { cause?: unknown }).cause)
      messages.push(e.message);
    expect(messages.join(' | ')).toMatch(/does not balance/);
  });
});
