import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts, legals, physicals } from '../../db/schema';
import { seedPlaces } from '../../seed/places';
import { legalSignupBody, signIn, signUpAndIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

type Auth = Record<string, string>;
interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { type: string; id: string } | { type: string; id: string }[] }>;
}

const INCLUDE = 'include=addresses.district.city.state.country,addresses.district.pricing';

describe('a customer with their addresses', () => {
  let t: TestApp;
  let batel: string;
  let person: { accountId: string; auth: Auth; physicalId: string };
  let company: { accountId: string; auth: Auth; legalId: string };

  beforeAll(async () => {
    t = await buildTestApp();
    await seedPlaces({ db: t.database.db });
    const [district] = await t.database.db
      .select()
      .from(districts)
      .where(eq(districts.code, 'pr-curitiba-batel'));
    batel = district!.id;
    const signedUp = await signUpAndIn(t, 'pessoa@exemplo.com');
    const [physical] = await t.database.db
      .select()
      .from(physicals)
      .where(eq(physicals.accountId, signedUp.accountId));
    person = { ...signedUp, physicalId: physical!.id };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/legals',
      payload: legalSignupBody({ email: 'empresa@exemplo.com' }),
    });
    expect(created.statusCode).toBe(201);
    const companyIn = await signIn(t, 'empresa@exemplo.com');
    const [legal] = await t.database.db
      .select()
      .from(legals)
      .where(eq(legals.accountId, companyIn.accountId));
    company = { ...companyIn, legalId: legal!.id };
  });
  afterAll(() => t.close());

  const addAddress = async (auth: Auth, name: string, addressable?: { type: string; id: string }) => {
    t.clock.advance(60_000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/addresses?include=addressable',
      headers: auth,
      payload: {
        data: {
          type: 'addresses',
          attributes: {
            name,
            street: 'Rua Carneiro Lobo',
            street_number: '100',
            zip_code: '80240240',
            lonlat: 'POINT(-49.29 -25.44)',
          },
          relationships: {
            district: { data: { type: 'districts', id: batel } },
            ...(addressable ? { addressable: { data: addressable } } : {}),
          },
        },
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });

  it('shows an individual their record with their live addresses, newest first, and their places', async () => {
    await addAddress(person.auth, 'Casa');
    const removed = await addAddress(person.auth, 'Antiga');
    await addAddress(person.auth, 'Trabalho');
    await t.app.inject({ method: 'DELETE', url: `/api/addresses/${removed.data.id}`, headers: person.auth });

    const response = await get(`/api/physicals/${person.physicalId}?${INCLUDE}`, person.auth);
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.data.type).toBe('physicals');
    expect(document.data.attributes.cpf).toMatch(/^\d{11}$/);
    const linked = document.data.relationships.addresses.data as { id: string }[];
    const byId = new Map(document.included.map((r: Resource) => [`${r.type}:${r.id}`, r]));
    expect(linked.map((a) => (byId.get(`addresses:${a.id}`) as Resource).attributes.name)).toEqual([
      'Trabalho',
      'Casa',
    ]);
    const types = new Set(document.included.map((r: Resource) => r.type));
    expect(types).toEqual(
      new Set(['addresses', 'districts', 'cities', 'states', 'countries', 'district-pricings']),
    );

    const bare = (await get(`/api/physicals/${person.physicalId}`, person.auth)).json();
    expect(bare.data.relationships).toBeUndefined();
  });

  it("shows a company its record and addresses, which belong to the company's legal record", async () => {
    const created = await addAddress(company.auth, 'Sede', { type: 'legals', id: company.legalId });
    expect(created.data.relationships.addressable.data).toEqual({ type: 'legals', id: company.legalId });
    const defaulted = await addAddress(company.auth, 'Filial');
    expect(defaulted.data.relationships.addressable.data).toEqual({ type: 'legals', id: company.legalId });
    const document = (await get(`/api/legals/${company.legalId}?${INCLUDE}`, company.auth)).json();
    expect(document.data.attributes).toMatchObject({ company_name: 'Limpa Tudo Ltda' });
    expect(document.data.relationships.addresses.data).toHaveLength(2);
  });

  it("answers 404 for someone else's record, and 401 signed out", async () => {
    expect((await get(`/api/physicals/${person.physicalId}?${INCLUDE}`, company.auth)).statusCode).toBe(404);
    expect((await get(`/api/legals/${company.legalId}`, person.auth)).statusCode).toBe(404);
    expect((await get(`/api/legals/${person.physicalId}`, person.auth)).statusCode).toBe(404);
    expect((await get('/api/physicals/nao-e-id', person.auth)).statusCode).toBe(404);
    expect((await get(`/api/physicals/${person.physicalId}`, {})).statusCode).toBe(401);
  });
});
