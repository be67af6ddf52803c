import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, addresses, feedbacks, orders, payments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { CENTRO, type Customer, customerIn, NOW, seedWorld } from '../orders/test-fixtures';
import { bookedOrder, markPaid, setStatus } from '../tickets/test-fixtures';
import { exportAccount } from './export';

/** 'Baixar meus dados' and 'excluir minha conta' (LGPD Art. 18). */

describe('my data', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let ana: Customer;
  let bia: Customer;
  let anaOrder: string;
  let biaOrder: string;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
    ana = await customerIn(t, districts[CENTRO]!);
    bia = await customerIn(t, districts[CENTRO]!);
    anaOrder = (await bookedOrder(t, districts, ana)).id;
    await markPaid(t, anaOrder);
    await setStatus(t, anaOrder, 'complete');
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${anaOrder}/feedback`,
      headers: ana.auth,
      payload: { data: { type: 'feedbacks', attributes: { rating: 5, comment: 'Impecável' } } },
    });
    biaOrder = (await bookedOrder(t, districts, bia)).id;
    await markPaid(t, biaOrder);
  });
  afterAll(() => t.close());

  const emailOf = async (accountId: string) =>
    (await t.database.db.select().from(accounts).where(eq(accounts.id, accountId)))[0]!.email;

  it('downloads everything about the account as JSON, and nothing about anyone else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/my-data', headers: ana.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="meus-dados-brilho-2026-11-23.json"',
    );
    const { sections } = res.json();
    expect(sections.account.email).toBe(await emailOf(ana.accountId));
    expect(sections.account).not.toHaveProperty('password_hash');
    expect(sections.physical.cpf).toMatch(/^\d{11}$/);
    expect(sections.addresses.map((a: { id: string }) => a.id)).toEqual([ana.addressId]);
    expect(sections.orders.map((o: { id: string }) => o.id)).toEqual([anaOrder]);
    expect(sections.payments.map((p: { payable_id: string }) => p.payable_id)).toEqual([anaOrder]);
    expect(sections.payments[0]).not.toHaveProperty('idempotency_key');
    expect(sections.feedbacks).toEqual([
      expect.objectContaining({ order_id: anaOrder, rating: 5, description: 'Impecável' }),
    ]);
    expect(sections.consents).toHaveLength(1);
    for (const key of ['tickets', 'support_messages', 'subscriptions', 'cycles', 'phones', 'credit_cards'])
      expect(Array.isArray(sections[key])).toBe(true);
    // Nothing of Bia's anywhere in the file.
    expect(res.body).not.toContain(biaOrder);
    expect(res.body).not.toContain(bia.addressId);
    expect(res.body).not.toContain(await emailOf(bia.accountId));
  });

  it('builds the export of null-prototype objects', async () => {
    const data = await exportAccount(t.database.db, ana.accountId, NOW);
    expect(Object.getPrototypeOf(data.sections)).toBeNull();
    expect(Object.getPrototypeOf(data.sections.account)).toBeNull();
    expect(Object.getPrototypeOf((data.sections.orders as object[])[0])).toBeNull();
  });

  it('offers the same data as a readable page, with the text escaped', async () => {
    await t.database.db
      .update(addresses)
      .set({ name: '<script>x</script>' })
      .where(eq(addresses.id, ana.addressId));
    const res = await t.app.inject({ method: 'GET', url: '/api/my-data?format=html', headers: ana.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h2>Pedidos</h2>');
    expect(res.body).toContain(anaOrder);
    expect(res.body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain(biaOrder);
  });

  it('e-mails the account when its data is downloaded, and refuses an unknown format', async () => {
    await t.app.ctx.jobs.runDue();
    const email = await emailOf(ana.accountId);
    expect(t.mailer.sent.filter((m) => m.to === email).map((m) => m.subject)).toContain(
      'Brilho - Seus dados foram baixados',
    );
    const bad = await t.app.inject({ method: 'GET', url: '/api/my-data?format=xml', headers: ana.auth });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/my-data' })).statusCode).toBe(401);
  });

  it('refuses to delete the account without the right password', async () => {
    for (const attributes of [{}, { password: 'errada123' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/my-data/deletion',
        headers: ana.auth,
        payload: { data: { attributes } },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].source.pointer).toBe('/data/attributes/password');
    }
    expect(
      (await t.database.db.select().from(accounts).where(eq(accounts.id, ana.accountId)))[0]!.anonymizedAt,
    ).toBeNull();
  });

  it('deletes the account with the password: personal data gone, payments kept, session ended, e-mail sent', async () => {
    const email = await emailOf(ana.accountId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/my-data/deletion',
      headers: ana.auth,
      payload: { data: { attributes: { password: 'segredo123' } } },
    });
    expect(res.statusCode, res.body).toBe(204);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, ana.accountId));
    expect(account).toMatchObject({ firstName: 'Cliente', lastName: 'removido', anonymizedAt: NOW });
    expect(account!.email).not.toBe(email);
    const [address] = await t.database.db.select().from(addresses).where(eq(addresses.id, ana.addressId));
    expect(address!.street).toBe('removido');
    // What the law obliges us to keep: the order, its payment and the professional's rating.
    expect(await t.database.db.select().from(orders).where(eq(orders.id, anaOrder))).toHaveLength(1);
    expect(await t.database.db.select().from(payments).where(eq(payments.payableId, anaOrder))).toHaveLength(
      1,
    );
    expect(await t.database.db.select().from(feedbacks).where(eq(feedbacks.orderId, anaOrder))).toHaveLength(
      1,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/my-data', headers: ana.auth })).statusCode).toBe(
      401,
    );
    await t.app.ctx.jobs.runDue();
    expect(t.mailer.sent.filter((m) => m.to === email).map((m) => m.subject)).toContain(
      'Brilho - Sua conta foi excluída',
    );
  });
});
