import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, badAddresses, districts, orders, physicals } from '../../db/schema';
import { seedPlaces } from '../../seed/places';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { assertOrderableAddress } from './service';

type Auth = Record<string, string>;
interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { type: string; id: string } }>;
}

const INCLUDE = 'include=district.city.state.country,district.pricing';
const HOUR = 3600_000;

describe('addresses', () => {
  let t: TestApp;
  let ana: { accountId: string; auth: Auth };
  let bruno: { accountId: string; auth: Auth };
  const district: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    await seedPlaces({ db: t.database.db });
    for (const row of await t.database.db.select().from(districts)) district[row.code] = row.id;
    ana = await signUpAndIn(t, 'ana@exemplo.com');
    bruno = await signUpAndIn(t, 'bruno@exemplo.com');
  });
  afterAll(() => t.close());

  const attributes = (overrides: Record<string, unknown> = {}) => ({
    name: 'Casa',
    street: 'Avenida do Batel',
    street_number: '1230',
    complement: 'Apto 52',
    reference: 'Próximo ao shopping',
    zip_code: '80420-090',
    lonlat: 'POINT(-49.2866 -25.4431)',
    ...overrides,
  });
  const body = (
    overrides: Record<string, unknown> = {},
    relationships: Record<string, unknown> = {
      district: { data: { type: 'districts', id: district['pr-curitiba-batel'] } },
    },
  ) => ({ data: { type: 'addresses', attributes: attributes(overrides), relationships } });

  const create = (who: { auth: Auth }, payload: object = body(), query = '') =>
    t.app.inject({ method: 'POST', url: `/api/addresses${query}`, headers: who.auth, payload });
  const createdId = async (who: { auth: Auth }, payload: object = body()) => {
    const response = await create(who, payload);
    expect(response.statusCode).toBe(201);
    return response.json().data.id as string;
  };
  const request = (method: 'GET' | 'PATCH' | 'DELETE', url: string, who: { auth: Auth }, payload?: object) =>
    t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  const pointers = (response: { json(): { errors: { source: { pointer: string } }[] } }) =>
    response.json().errors.map((e) => e.source.pointer);

  describe('creating', () => {
    it('saves the address of the caller and answers it with the includes asked for', async () => {
      const response = await create(ana, body(), `?${INCLUDE},addressable`);
      expect(response.statusCode).toBe(201);
      const document = response.json();
      expect(document.data.attributes).toEqual({
        name: 'Casa',
        street: 'Avenida do Batel',
        street_number: '1230',
        complement: 'Apto 52',
        reference: 'Próximo ao shopping',
        zip_code: '80420090',
        lonlat: 'POINT(-49.2866 -25.4431)',
        created_at: '2026-11-23T12:00:00.000Z',
      });
      const [physical] = await t.database.db
        .select()
        .from(physicals)
        .where(eq(physicals.accountId, ana.accountId));
      expect(document.data.relationships.addressable.data).toEqual({ type: 'physicals', id: physical!.id });
      const included = Object.fromEntries(
        document.included.map((r: Resource) => [r.type, r.attributes.display_name ?? r.attributes]),
      );
      expect(included).toMatchObject({
        districts: 'Batel',
        cities: 'Curitiba',
        states: 'Paraná',
        countries: 'Brasil',
        'district-pricings': { price: 0, price_per_hour: 3900, fee: 500, fee_per_hour: 500 },
      });
    });

    it('accepts the caller as addressable (account, physical) and answers 404 for someone else', async () => {
      const [mine] = await t.database.db
        .select()
        .from(physicals)
        .where(eq(physicals.accountId, ana.accountId));
      const [theirs] = await t.database.db
        .select()
        .from(physicals)
        .where(eq(physicals.accountId, bruno.accountId));
      const withOwner = (type: string, id: string) =>
        body(
          {},
          {
            district: { data: { type: 'districts', id: district['pr-curitiba-centro'] } },
            addressable: { data: { type, id } },
          },
        );
      expect((await create(ana, withOwner('physicals', mine!.id))).statusCode).toBe(201);
      expect((await create(ana, withOwner('accounts', ana.accountId))).statusCode).toBe(201);
      expect((await create(ana, withOwner('physicals', theirs!.id))).statusCode).toBe(404);
      expect((await create(ana, withOwner('accounts', bruno.accountId))).statusCode).toBe(404);
      expect((await create(ana, withOwner('legals', theirs!.id))).statusCode).toBe(404);
      const wrongType = await create(ana, withOwner('professionals', mine!.id));
      expect(wrongType.statusCode).toBe(422);
      expect(pointers(wrongType)).toEqual(['/data/relationships/addressable']);
    });

    it.each([
      ['street', { street: '' }, 'Campo obrigatório'],
      ['street', { street: 'R'.repeat(256) }, 'Deve ter no máximo 255 caracteres'],
      ['street_number', { street_number: undefined }, 'Campo obrigatório'],
      ['street_number', { street_number: '12A' }, 'Informe apenas números'],
      ['street_number', { street_number: '1'.repeat(32) }, 'Deve ter no máximo 31 caracteres'],
      ['complement', { complement: 'A' }, 'Deve ter ao menos 2 caracteres'],
      ['complement', { complement: 'A'.repeat(256) }, 'Deve ter no máximo 255 caracteres'],
      ['zip_code', { zip_code: '8042-009' }, 'O CEP deve ter 8 dígitos'],
      ['zip_code', { zip_code: undefined }, 'Campo obrigatório'],
      ['reference', { reference: 'Ali' }, 'Deve ter ao menos 5 caracteres'],
      ['reference', { reference: 'R'.repeat(256) }, 'Deve ter no máximo 255 caracteres'],
      ['name', { name: 'C' }, 'Deve ter ao menos 2 caracteres'],
      ['name', { name: 'C'.repeat(256) }, 'Deve ter no máximo 255 caracteres'],
      ['name', { name: undefined }, 'Campo obrigatório'],
      ['lonlat', { lonlat: 'POINT(-200 10)' }, 'Localização inválida'],
    ])('refuses a bad %s (%j) with its rule text', async (field, overrides, title) => {
      const response = await create(ana, body(overrides));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toEqual({
        status: '422',
        title,
        source: { pointer: `/data/attributes/${field}` },
      });
    });

    it('keeps blank complement and reference as null and only the digits of the CEP', async () => {
      const response = await create(ana, body({ complement: '  ', reference: null, zip_code: '80.420-090' }));
      expect(response.json().data.attributes).toMatchObject({
        complement: null,
        reference: null,
        zip_code: '80420090',
      });
    });

    it('needs a district we serve, in a city still open', async () => {
      const withDistrict = (id?: string) =>
        body({}, id ? { district: { data: { type: 'districts', id } } } : {});
      const none = await create(ana, withDistrict());
      expect(none.json().errors[0]).toMatchObject({
        title: 'Nenhum bairro selecionado!',
        source: { pointer: '/data/relationships/district' },
      });
      const notServed =
        'Não encontramos o seu bairro na nossa área de atendimento. Entre em contato com o nosso suporte!';
      for (const id of ['00000000-0000-4000-8000-000000000000', 'batel']) {
        const unknown = await create(ana, withDistrict(id));
        expect(unknown.statusCode).toBe(422);
        expect(unknown.json().errors[0]).toMatchObject({
          title: notServed,
          source: { pointer: '/data/relationships/district' },
        });
      }
      const closed = await create(ana, withDistrict(district['pr-pinhais-centro']));
      expect(closed.statusCode).toBe(422);
      expect(closed.json().errors[0]).toMatchObject({
        title: 'Não estamos operando mais nessa cidade!',
        source: { pointer: '/data/relationships/district' },
      });
      await t.database.db
        .update(districts)
        .set({ active: false })
        .where(eq(districts.code, 'pr-curitiba-boa-vista'));
      const inactive = await create(ana, withDistrict(district['pr-curitiba-boa-vista']));
      expect(inactive.json().errors[0].title).toBe(notServed);
    });

    it('is for signed-in callers', async () => {
      expect((await create({ auth: {} })).statusCode).toBe(401);
    });
  });

  describe('listing', () => {
    it('pages 25 at a time, newest first, only the caller’s and never the deleted ones', async () => {
      const carla = await signUpAndIn(t, 'carla@exemplo.com');
      for (let n = 1; n <= 26; n++) {
        t.clock.advance(HOUR);
        await createdId(carla, body({ name: `Endereço ${n}` }));
      }
      const first = await request('GET', `/api/addresses?${INCLUDE}`, carla);
      const document = first.json();
      expect(document.data).toHaveLength(25);
      expect(document.data[0].attributes.name).toBe('Endereço 26');
      expect(document.meta).toEqual({ page_count: 2, record_count: 26 });
      expect(document.links.next).toBe(`/api/addresses?${INCLUDE}&page[number]=2&page[size]=25`);
      const second = (await request('GET', document.links.next, carla)).json();
      expect(second.data.map((a: Resource) => a.attributes.name)).toEqual(['Endereço 1']);

      await request('DELETE', `/api/addresses/${document.data[0].id}`, carla);
      const after = (await request('GET', '/api/addresses', carla)).json();
      expect(after.meta.record_count).toBe(25);
      expect(after.data[0].attributes.name).toBe('Endereço 25');
      expect((await request('GET', '/api/addresses', bruno)).json().data).toEqual([]);
    });

    it('lists an address in a closed city, flagged by its city being inactive', async () => {
      const dora = await signUpAndIn(t, 'dora@exemplo.com');
      await t.database.db.insert(addresses).values({
        accountId: dora.accountId,
        districtId: district['pr-pinhais-centro']!,
        name: 'Apartamento antigo',
        street: 'Rua Vinte e Dois de Abril',
        streetNumber: '250',
        zipCode: '83323240',
        latitude: -25.4443,
        longitude: -49.1921,
      });
      const document = (await request('GET', `/api/addresses?${INCLUDE}`, dora)).json();
      expect(document.data).toHaveLength(1);
      expect(document.data[0].attributes.lonlat).toBe('POINT(-49.1921 -25.4443)');
      const city = document.included.find((r: Resource) => r.type === 'cities');
      expect(city.attributes).toMatchObject({ display_name: 'Pinhais', active: false });
    });
  });

  describe('one address', () => {
    it('is shown, changed and deleted by its owner only; anyone else gets 404', async () => {
      const id = await createdId(ana);
      expect((await request('GET', `/api/addresses/${id}`, ana)).json().data.attributes.name).toBe('Casa');
      for (const [method, payload] of [
        ['GET', undefined],
        ['PATCH', { data: { attributes: { name: 'Minha agora' } } }],
        ['DELETE', undefined],
      ] as const) {
        const response = await request(method, `/api/addresses/${id}`, bruno, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json().errors[0].title).toBe('Endereço não encontrado!');
      }
      expect((await request('GET', '/api/addresses/nao-e-um-id', ana)).statusCode).toBe(404);
      expect((await request('DELETE', '/api/addresses/nao-e-um-id', ana)).statusCode).toBe(404);
      const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, id));
      expect(row).toMatchObject({ name: 'Casa', deletedAt: null });
    });

    it('changes only the name, complement and reference', async () => {
      const id = await createdId(ana);
      const patched = await request('PATCH', `/api/addresses/${id}`, ana, {
        data: {
          type: 'addresses',
          id,
          attributes: { name: 'Escritório', complement: '', reference: 'Em frente à praça', street: 'Outra' },
        },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().data.attributes).toMatchObject({
        name: 'Escritório',
        complement: null,
        reference: 'Em frente à praça',
        street: 'Avenida do Batel',
      });
      const nameOnly = await request('PATCH', `/api/addresses/${id}`, ana, {
        data: { attributes: { name: 'Sala' } },
      });
      expect(nameOnly.json().data.attributes).toMatchObject({ name: 'Sala', reference: 'Em frente à praça' });
    });

    it.each([
      ['name', { name: 'X' }, 'Deve ter ao menos 2 caracteres'],
      ['name', { name: '' }, 'Deve ter ao menos 2 caracteres'],
      ['complement', { complement: 'Y' }, 'Deve ter ao menos 2 caracteres'],
      ['reference', { reference: 'Ali' }, 'Deve ter ao menos 5 caracteres'],
      ['reference', { reference: 'R'.repeat(256) }, 'Deve ter no máximo 255 caracteres'],
    ])('refuses an edit with a bad %s (%j)', async (field, patch, title) => {
      const id = await createdId(ana);
      const response = await request('PATCH', `/api/addresses/${id}`, ana, { data: { attributes: patch } });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toEqual({
        status: '422',
        title,
        source: { pointer: `/data/attributes/${field}` },
      });
    });

    it('is not deleted while an order that is not over is there, and is once it is over', async () => {
      const id = await createdId(ana);
      const startsAt = new Date(t.clock.now().getTime() + 48 * HOUR);
      const [order] = await t.database.db
        .insert(orders)
        .values({
          customerId: ana.accountId,
          addressId: id,
          status: 'paid',
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3 * HOUR),
          durationHours: 3,
          subtotal: 12_000,
          total: 12_000,
        })
        .returning();
      const refused = await request('DELETE', `/api/addresses/${id}`, ana);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0]).toMatchObject({
        status: '409',
        title: 'Este endereço está em uso por um pedido em aberto e não pode ser removido.',
      });
      expect((await request('GET', `/api/addresses/${id}`, ana)).statusCode).toBe(200);

      await t.database.db.update(orders).set({ status: 'complete' }).where(eq(orders.id, order!.id));
      const deleted = await request('DELETE', `/api/addresses/${id}`, ana);
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      expect((await request('GET', `/api/addresses/${id}`, ana)).statusCode).toBe(404);
      expect((await request('DELETE', `/api/addresses/${id}`, ana)).statusCode).toBe(404);
      // The past order still points at the (soft-deleted) address.
      const [kept] = await t.database.db.select().from(addresses).where(eq(addresses.id, id));
      expect(kept!.deletedAt).toEqual(t.clock.now());
    });
  });

  describe('orderable addresses (for order creation)', () => {
    it('accepts a live address of the caller in a served city', async () => {
      const id = await createdId(ana);
      const orderable = await assertOrderableAddress(t.database.db, ana.accountId, id);
      expect(orderable.city.displayName).toBe('Curitiba');
      expect(orderable.district.displayName).toBe('Batel');
    });

    it('refuses a closed city, a known bad address, someone else’s and a deleted address', async () => {
      const [closed] = await t.database.db
        .insert(addresses)
        .values({
          accountId: ana.accountId,
          districtId: district['pr-pinhais-centro']!,
          name: 'Antigo',
          street: 'Rua Vinte e Dois de Abril',
          streetNumber: '250',
          zipCode: '83323240',
          latitude: -25.4443,
          longitude: -49.1921,
        })
        .returning();
      await expect(assertOrderableAddress(t.database.db, ana.accountId, closed!.id)).rejects.toMatchObject({
        status: 422,
        title: 'Não estamos operando mais nessa cidade!',
      });

      const bad = await createdId(ana, body({ zip_code: '80010000', street_number: '13' }));
      await t.database.db
        .insert(badAddresses)
        .values({ zipCode: '80010000', streetNumber: '13', reason: 'Área de risco' });
      await expect(assertOrderableAddress(t.database.db, ana.accountId, bad)).rejects.toMatchObject({
        status: 422,
        title: 'Não é possível agendar limpezas neste endereço. Entre em contato com o nosso suporte!',
      });
      const sameZipOtherNumber = await createdId(ana, body({ zip_code: '80010000', street_number: '15' }));
      await expect(
        assertOrderableAddress(t.database.db, ana.accountId, sameZipOtherNumber),
      ).resolves.toBeTruthy();

      await expect(
        assertOrderableAddress(t.database.db, bruno.accountId, sameZipOtherNumber),
      ).rejects.toMatchObject({ status: 404 });
      await request('DELETE', `/api/addresses/${sameZipOtherNumber}`, ana);
      await expect(
        assertOrderableAddress(t.database.db, ana.accountId, sameZipOtherNumber),
      ).rejects.toMatchObject({ status: 404 });
      await expect(assertOrderableAddress(t.database.db, ana.accountId, 'x')).rejects.toMatchObject({
        status: 404,
      });
    });

    it('works inside the order’s transaction', async () => {
      const id = await createdId(ana);
      const city = await t.database.db.transaction(async (tx) => {
        const orderable = await assertOrderableAddress(tx, ana.accountId, id);
        return orderable.city.displayName;
      });
      expect(city).toBe('Curitiba');
    });
  });
});
