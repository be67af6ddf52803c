import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, addresses, districts } from '../../db/schema';
import type { ChannelEvent } from '../../lib/events';
import { seedPlaces } from '../../seed/places';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

type Auth = Record<string, string>;

describe('the first-order gateway flow (the states)', () => {
  let t: TestApp;
  let batel: string;
  const events: ChannelEvent[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    await seedPlaces({ db: t.database.db });
    const [district] = await t.database.db
      .select()
      .from(districts)
      .where(eq(districts.code, 'pr-curitiba-batel'));
    batel = district!.id;
    t.app.ctx.events.subscribe((event) => events.push(event));
  });
  afterAll(() => t.close());

  const post = (url: string, auth: Auth) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: auth, payload: {} });
  const statusOf = async (accountId: string) =>
    (await t.database.db.select().from(accounts).where(eq(accounts.id, accountId)))[0]!.status;

  async function verifiedCustomerWithAddress() {
    const customer = await signUpAndIn(t);
    await t.database.db
      .update(accounts)
      .set({ status: 'email_verified' })
      .where(eq(accounts.id, customer.accountId));
    await t.database.db.insert(addresses).values({
      accountId: customer.accountId,
      districtId: batel,
      name: 'Casa',
      street: 'Avenida do Batel',
      streetNumber: '1230',
      zipCode: '80420090',
      latitude: -25.44,
      longitude: -49.28,
    });
    return customer;
  }

  it('creates the account and the customer from the customer’s own data, then makes the account active', async () => {
    const { accountId, auth } = await verifiedCustomerWithAddress();
    const account = await post('/payment-gateway-accounts', auth);
    expect(account.statusCode).toBe(201);
    expect(account.json().data.attributes).toMatchObject({
      document_type: 'CPF',
      created_on_gateway: false,
      address: {
        street: 'Avenida do Batel',
        district: 'Batel',
        city: 'Curitiba',
        state: 'PR',
        country: 'BRA',
      },
    });
    const customer = await post('/payment-gateway-customers', auth);
    expect(customer.statusCode).toBe(201);
    expect(await statusOf(accountId)).toBe('email_verified');

    const registered = await post('/payment-gateway-accounts/create-on-gateway', auth);
    expect(registered.statusCode).toBe(200);
    expect(registered.json().data.attributes.created_on_gateway).toBe(true);
    expect(await statusOf(accountId)).toBe('active');
    expect(events).toContainEqual({
      channel: 'AccountChannel',
      key: accountId,
      data: { to_state: 'active' },
    });
  });

  it('answers every step again without creating anything twice', async () => {
    const { auth } = await verifiedCustomerWithAddress();
    expect((await post('/payment-gateway-accounts', auth)).statusCode).toBe(201);
    expect((await post('/payment-gateway-accounts', auth)).statusCode).toBe(200);
    expect((await post('/payment-gateway-customers', auth)).statusCode).toBe(201);
    expect((await post('/payment-gateway-customers', auth)).statusCode).toBe(200);
    const first = await post('/payment-gateway-accounts/create-on-gateway', auth);
    const again = await post('/payment-gateway-accounts/create-on-gateway', auth);
    expect(again.json().data.id).toBe(first.json().data.id);
    const listed = await t.app.inject({ method: 'GET', url: '/api/payment-gateway-accounts', headers: auth });
    expect(listed.json().data).toHaveLength(1);
  });

  it('refuses an unverified e-mail, a missing address, and registering before the two steps', async () => {
    const unverified = await signUpAndIn(t);
    const refused = await post('/payment-gateway-accounts', unverified.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].title).toBe(
      'Confirme o seu e-mail antes de fazer o seu primeiro pedido.',
    );

    const homeless = await signUpAndIn(t);
    await t.database.db
      .update(accounts)
      .set({ status: 'email_verified' })
      .where(eq(accounts.id, homeless.accountId));
    const noAddress = await post('/payment-gateway-accounts', homeless.auth);
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json().errors[0].title).toBe(
      'Cadastre um endereço antes de fazer o seu primeiro pedido.',
    );

    const early = await verifiedCustomerWithAddress();
    const tooSoon = await post('/payment-gateway-accounts/create-on-gateway', early.auth);
    expect(tooSoon.statusCode).toBe(422);
    expect(await statusOf(early.accountId)).toBe('email_verified');
  });

  it('is for customers only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment-gateway-accounts',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});
