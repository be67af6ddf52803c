import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  addresses,
  creditCards,
  legalRepresentatives,
  legals,
  orders,
  payments,
  phones,
  physicals,
  profiles,
  sentEmails,
  sessions,
  tickets,
  walletEntries,
  wallets,
} from '../../db/schema';
import { legalSignupBody, operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { auditRowsOf, consoleAct } from '../../test/console';
import {
  CENTRO,
  type Customer,
  createProfessional,
  customerIn,
  fullDays,
  NOW,
  orderBody,
  postOrder,
  seedWorld,
  TUESDAY,
} from '../orders/test-fixtures';
import { REMOVED_FIRST_NAME, REMOVED_LAST_NAME } from './customers.service';

type Auth = Record<string, string>;

describe('operator: customers', () => {
  let t: TestApp;
  let operator: Auth;
  let districtsByCode: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districtsByCode = await seedWorld(t);
    operator = (await operatorSignedIn(t)).auth;
  });
  afterAll(() => t.close());

  const newCustomer = () => customerIn(t, districtsByCode[CENTRO]!);
  const act = (id: string, action: string, headers: Auth = operator, reason = 'Pagamentos contestados.') =>
    consoleAct(t, 'customers', headers, id, action, reason);
  const auditOf = (action: string, subjectId: string) => auditRowsOf(t, action, subjectId);
  const emailOf = async (id: string) =>
    (await t.database.db.select().from(accounts).where(eq(accounts.id, id)))[0]!.email;

  async function legalCustomer() {
    const email = `empresa${Math.random().toString(36).slice(2, 8)}@exemplo.com`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/legals',
      payload: legalSignupBody({ email }),
    });
    expect(created.statusCode, created.body).toBe(201);
    return email;
  }

  it('refuses signed-out callers (401) and customers (403) on every endpoint', async () => {
    const customer = await newCustomer();
    const calls: [string, string][] = [
      ['GET', '/api/legals?include=account,account.profile&page[number]=1&sort=-created_at'],
      ['GET', '/api/operator/customers'],
      ['GET', `/api/operator/customers/${customer.accountId}`],
      ...['block', 'suspend', 'reactivate', 'anonymize'].map((action): [string, string] => [
        'POST',
        `/api/operator/customers/${customer.accountId}/${action}`,
      ]),
    ];
    for (const [method, url] of calls) {
      const payload = method === 'GET' ? undefined : {};
      expect((await t.app.inject({ method: method as 'GET', url, payload })).statusCode, url).toBe(401);
      const asCustomer = await t.app.inject({
        method: method as 'GET',
        url,
        headers: customer.auth,
        payload,
      });
      expect(asCustomer.statusCode, url).toBe(403);
    }
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, customer.accountId));
    expect(row!.anonymizedAt).toBeNull();
  });

  it('GET /legals pages companies with their account and profile included', async () => {
    const email = await legalCustomer();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/legals?include=account,account.profile&page[number]=1&sort=company_name',
      headers: operator,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data[0].attributes).toMatchObject({
      company_name: 'Limpa Tudo Ltda',
      business_name: 'Limpa Tudo',
    });
    const account = body.included.find(
      (r: { type: string; attributes: { email?: string } }) =>
        r.type === 'accounts' && r.attributes.email === email,
    );
    expect(account).toBeTruthy();
    expect(body.included.some((r: { type: string }) => r.type === 'profiles')).toBe(true);
    expect(body.meta).toMatchObject({ record_count: expect.any(Number), page_count: 1 });
  });

  it('lists physicals and legals with a type filter and a search by name, e-mail or document', async () => {
    const customer = await newCustomer();
    await legalCustomer();
    const physicalsOnly = await t.app.inject({
      method: 'GET',
      url: '/api/operator/customers?filter[type]=physical',
      headers: operator,
    });
    const types = physicalsOnly.json().data.map((c: { attributes: { type: string } }) => c.attributes.type);
    expect(new Set(types)).toEqual(new Set(['physical']));
    const legalsOnly = await t.app.inject({
      method: 'GET',
      url: '/api/operator/customers?filter[type]=legal',
      headers: operator,
    });
    expect(legalsOnly.json().data[0].attributes).toMatchObject({
      type: 'legal',
      company_name: 'Limpa Tudo Ltda',
    });
    const [physical] = await t.database.db
      .select()
      .from(physicals)
      .where(eq(physicals.accountId, customer.accountId));
    const byCpf = await t.app.inject({
      method: 'GET',
      url: `/api/operator/customers?filter[search]=${physical!.cpf}`,
      headers: operator,
    });
    expect(byCpf.json().data.map((c: { id: string }) => c.id)).toEqual([customer.accountId]);
  });

  it('lists the accounts inactive for a year or more (business constants): no sign-in or order since', async () => {
    const longAgo = new Date(NOW.getTime() - 400 * 24 * 3600 * 1000);
    const age = async (customer: Customer) => {
      await t.database.db
        .update(accounts)
        .set({ createdAt: longAgo })
        .where(eq(accounts.id, customer.accountId));
      await t.database.db
        .update(sessions)
        .set({ createdAt: longAgo })
        .where(eq(sessions.accountId, customer.accountId));
    };
    const idle = await newCustomer();
    const signedInLately = await newCustomer();
    const orderedLately = await newCustomer();
    for (const customer of [idle, signedInLately, orderedLately]) await age(customer);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(NOW.getTime() - 30 * 24 * 3600 * 1000) })
      .where(eq(sessions.accountId, signedInLately.accountId));
    const professional = await createProfessional(t.database.db, {
      districtIds: [districtsByCode[CENTRO]!],
      windows: fullDays(TUESDAY),
    });
    const ordered = await postOrder(
      t,
      orderedLately,
      orderBody(orderedLately, professional.id, { date: TUESDAY, hour: 14, hours: 2 }),
    );
    expect(ordered.statusCode, ordered.body).toBe(201);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/operator/customers?filter[inactive]=true&page[size]=100',
      headers: operator,
    });
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().data.map((c: { id: string }) => c.id);
    expect(ids).toContain(idle.accountId);
    expect(ids).not.toContain(signedInLately.accountId);
    expect(ids).not.toContain(orderedLately.accountId);
    const row = list.json().data.find((c: { id: string }) => c.id === idle.accountId);
    expect(row.attributes.last_active_at).toBe(longAgo.toISOString());
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/operator/customers?filter[inactive]=talvez',
      headers: operator,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the detail: documents, phones, addresses, orders, wallet and tickets', async () => {
    const customer = await newCustomer();
    const professional = await createProfessional(t.database.db, {
      districtIds: [districtsByCode[CENTRO]!],
      windows: fullDays(TUESDAY),
    });
    const created = await postOrder(
      t,
      customer,
      orderBody(customer, professional.id, { date: TUESDAY, hour: 10, hours: 2 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/operator/customers/${customer.accountId}`,
      headers: operator,
    });
    expect(response.statusCode).toBe(200);
    const attributes = response.json().data.attributes;
    expect(attributes).toMatchObject({
      type: 'physical',
      standing: 'active',
      phones: [{ country_code: '55', area_code: '41', number: '999998888' }],
      addresses: [expect.objectContaining({ name: 'Casa', city_name: 'Curitiba', city_active: true })],
      orders: [expect.objectContaining({ id: created.json().data.id, status: 'scheduled' })],
      wallet_balance: null,
      tickets: [],
    });
    expect(attributes.document).toMatch(/^\d{11}$/);
  });

  it('blocks (no sign-in, sessions end), suspends (signs in, cannot order) and reactivates, each audited', async () => {
    const customer = await newCustomer();
    const email = await emailOf(customer.accountId);
    const professional = await createProfessional(t.database.db, {
      districtIds: [districtsByCode[CENTRO]!],
      windows: fullDays(TUESDAY),
    });

    const suspended = await act(customer.accountId, 'suspend');
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data.attributes.standing).toBe('suspended');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email, password: 'segredo123' },
    });
    expect(signedIn.statusCode).toBe(200);
    const refused = await postOrder(
      t,
      customer,
      orderBody(customer, professional.id, { date: TUESDAY, hour: 10, hours: 2 }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].title).toBe('Sua conta está suspensa. Fale com o nosso suporte.');
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/order-offers',
      headers: customer.auth,
      payload: {
        data: {
          type: 'order-offers',
          attributes: { starts_at: '2026-11-24T13:00:00.000Z', ends_at: '2026-11-24T15:00:00.000Z' },
          relationships: { address: { data: { type: 'addresses', id: customer.addressId } } },
        },
      },
    });
    expect(offer.statusCode).toBe(403);

    expect((await act(customer.accountId, 'reactivate')).json().data.attributes.standing).toBe('active');
    const ordered = await postOrder(
      t,
      customer,
      orderBody(customer, professional.id, { date: TUESDAY, hour: 10, hours: 2 }),
    );
    expect(ordered.statusCode, ordered.body).toBe(201);

    const blocked = await act(customer.accountId, 'block');
    expect(blocked.json().data.attributes.standing).toBe('blocked');
    const session = await t.app.inject({ method: 'GET', url: '/api/token-check', headers: customer.auth });
    expect(session.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email, password: 'segredo123' },
    });
    expect(again.statusCode).toBe(403);
    expect((await act(customer.accountId, 'block')).statusCode).toBe(409);
    for (const action of ['suspend', 'reactivate', 'block'])
      expect(await auditOf(`customer.${action}`, customer.accountId)).toHaveLength(1);
  });

  it('asks for the reason of a block or a suspension, and e-mails it to the customer in the same change', async () => {
    const customer = await newCustomer();
    const email = await emailOf(customer.accountId);
    for (const action of ['block', 'suspend']) {
      const missing = await act(customer.accountId, action, operator, '');
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors[0].title).toBe('Informe o motivo.');
    }
    expect((await act(customer.accountId, 'reactivate')).statusCode).toBe(409);

    const sentBefore = t.mailer.sent.length;
    const blocked = await act(customer.accountId, 'block', operator, 'Chargebacks repetidos.');
    expect(blocked.statusCode, blocked.body).toBe(200);
    await t.app.ctx.jobs.runDue();
    const mail = t.mailer.sent.slice(sentBefore).find((m) => m.to === email);
    expect(mail?.subject).toBe('Brilho - Sua conta foi bloqueada');
    expect(mail?.text).toContain('Motivo: Chargebacks repetidos.');
  });

  it('anonymises on request: no personal data left, payments, orders and wallet entries kept, no sign-in', async () => {
    const customer: Customer = await newCustomer();
    const id = customer.accountId;
    const email = await emailOf(id);
    const professional = await createProfessional(t.database.db, {
      districtIds: [districtsByCode[CENTRO]!],
      windows: fullDays(TUESDAY),
    });
    const created = await postOrder(
      t,
      customer,
      orderBody(customer, professional.id, { date: TUESDAY, hour: 14, hours: 2 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().data.id;
    const db = t.database.db;
    const [wallet] = await db.insert(wallets).values({ accountId: id, availableToUse: 5000 }).returning();
    await db.insert(walletEntries).values({ walletId: wallet!.id, amount: 5000, reason: 'credit' });
    await db.insert(payments).values({
      accountId: id,
      payableType: 'orders',
      payableId: orderId,
      status: 'settled',
      amount: 1000,
      idempotencyKey: `k-${id}`,
    });
    await db.insert(creditCards).values({
      accountId: id,
      paymentGatewayId: `CARD_${id}`,
      brand: 'VISA',
      first6: '411111',
      last4: '1111',
      name: 'Meu cartão',
    });
    await db.insert(tickets).values({
      kind: 'order_cancellation',
      accountId: id,
      orderId,
      reason: 'Vou viajar com a minha família',
      shouldRefund: true,
      refundData: { bank: '001', agency: '1234', account: '12345-6', account_type: 'Conta corrente' },
    });
    await db.insert(sentEmails).values({
      orderId,
      jobKey: `customer-order:${orderId}:confirmation:0`,
      kind: 'customer-order',
      recipient: email,
      subject: 'Brilho - Sua limpeza está confirmada',
      sentAt: NOW,
    });

    const response = await act(id, 'anonymize');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      first_name: REMOVED_FIRST_NAME,
      last_name: REMOVED_LAST_NAME,
      standing: 'anonymized',
      phones: [],
    });

    const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
    expect(account).toMatchObject({ firstName: 'Cliente', lastName: 'removido', anonymizedAt: NOW });
    expect(account!.email).not.toBe(email);
    expect(account!.email).toMatch(/@anonimo\.brilho\.invalid$/);
    const [physical] = await db.select().from(physicals).where(eq(physicals.accountId, id));
    expect(physical!.cpf).not.toMatch(/^\d{11}$/);
    const [profile] = await db.select().from(profiles).where(eq(profiles.accountId, id));
    expect(profile).toMatchObject({
      birthdate: null,
      profilePicture: null,
      cityName: null,
      stateName: null,
      bio: null,
    });
    expect(await db.select().from(phones).where(eq(phones.accountId, id))).toHaveLength(0);
    const [address] = await db.select().from(addresses).where(eq(addresses.accountId, id));
    expect(address).toMatchObject({
      street: 'removido',
      complement: null,
      reference: null,
      zipCode: '00000000',
    });
    expect(address!.deletedAt).not.toBeNull();
    expect(await db.select().from(creditCards).where(eq(creditCards.accountId, id))).toHaveLength(0);
    const [ticket] = await db.select().from(tickets).where(eq(tickets.accountId, id));
    expect(ticket).toMatchObject({ reason: null, refundData: null });
    const [sent] = await db.select().from(sentEmails).where(eq(sentEmails.orderId, orderId));
    expect(sent).toMatchObject({
      recipient: account!.email,
      subject: 'Brilho - Sua limpeza está confirmada',
    });
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      description: null,
      customerId: id,
      total: created.json().data.attributes.total,
    });

    // Financial records stay.
    expect(await db.select().from(payments).where(eq(payments.payableId, orderId))).toHaveLength(1);
    expect(await db.select().from(walletEntries).where(eq(walletEntries.walletId, wallet!.id))).toHaveLength(
      1,
    );

    // No way back in.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email, password: 'segredo123' },
    });
    expect(signIn.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/token-check', headers: customer.auth })).statusCode,
    ).toBe(401);
    expect((await act(id, 'reactivate')).statusCode).toBe(409);
    const [entry] = await auditOf('customer.anonymize', id);
    expect(JSON.stringify(entry!.data)).not.toContain(email);
  });

  it('anonymises a company: CNPJ, names and the legal representative', async () => {
    const email = await legalCustomer();
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
    expect((await act(account!.id, 'anonymize')).statusCode).toBe(200);
    const [legal] = await t.database.db.select().from(legals).where(eq(legals.accountId, account!.id));
    expect(legal).toMatchObject({ companyName: 'Cliente removido', businessName: 'Cliente removido' });
    expect(legal!.cnpj).not.toMatch(/^\d{14}$/);
    const [representative] = await t.database.db
      .select()
      .from(legalRepresentatives)
      .where(eq(legalRepresentatives.legalId, legal!.id));
    expect(representative).toMatchObject({
      firstName: 'Cliente',
      cpf: 'removido',
      street: 'removido',
      zipCode: '00000000',
    });
  });
});
