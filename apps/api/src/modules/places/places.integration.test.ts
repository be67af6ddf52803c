import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, districts } from '../../db/schema';
import { seedPlaces } from '../../seed/places';
import { operatorSignedIn, signUpAndIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

type Auth = Record<string, string>;
interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { type: string; id: string } | { type: string; id: string }[] }>;
}

describe('places', () => {
  let t: TestApp;
  let customer: Auth;
  let operator: Auth;
  let curitibaId: string;
  let pinhaisId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    await seedPlaces({ db: t.database.db });
    customer = (await signUpAndIn(t)).auth;
    operator = (await operatorSignedIn(t)).auth;
    const all = await t.database.db.select().from(cities);
    curitibaId = all.find((c) => c.displayName === 'Curitiba')!.id;
    pinhaisId = all.find((c) => c.displayName === 'Pinhais')!.id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Auth = customer) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Auth = operator) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const names = (body: { data: Resource[] }) => body.data.map((r) => r.attributes.display_name);

  describe('states', () => {
    it('pages the 27 states by name, 25 a page, with the page count and links', async () => {
      const first = await get('/api/states?include=country');
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toContain('application/vnd.api+json');
      const body = first.json();
      expect(body.data).toHaveLength(25);
      expect(names(body).slice(0, 4)).toEqual(['Acre', 'Alagoas', 'Amapá', 'Amazonas']);
      expect(body.meta).toEqual({ page_count: 2, record_count: 27 });
      expect(body.links).toEqual({
        first: '/api/states?include=country&page[number]=1&page[size]=25',
        prev: null,
        next: '/api/states?include=country&page[number]=2&page[size]=25',
        last: '/api/states?include=country&page[number]=2&page[size]=25',
      });
      expect(body.included).toEqual([
        { type: 'countries', id: expect.any(String), attributes: { code: 'BRA', display_name: 'Brasil' } },
      ]);
      const second = (await get('/api/states?include=country&page[number]=2&page[size]=25')).json();
      expect(names(second)).toEqual(['Sergipe', 'Tocantins']);
      expect(second.links.prev).toBe('/api/states?include=country&page[number]=1&page[size]=25');
    });

    it('answers every state on one page with page[limit]=1000, and sorts by code or name descending', async () => {
      expect((await get('/api/states?page[limit]=1000')).json().data).toHaveLength(27);
      const byCode = (await get('/api/states?sort=code&page[size]=3')).json();
      expect(byCode.data.map((s: Resource) => s.attributes.code)).toEqual(['AC', 'AL', 'AM']);
      expect(names((await get('/api/states?sort=-display_name&page[size]=2')).json())).toEqual([
        'Tocantins',
        'Sergipe',
      ]);
      const bad = await get('/api/states?sort=created_at');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].source).toEqual({ parameter: 'sort' });
    });

    it('is for signed-in callers only', async () => {
      expect((await get('/api/states', {})).statusCode).toBe(401);
    });

    it('lets an operator create a state, in Brazil unless told otherwise, and refuses a customer', async () => {
      const payload = { data: { type: 'states', attributes: { display_name: 'Guanabara', code: 'GB' } } };
      expect((await post('/api/states', payload, customer)).statusCode).toBe(403);
      const created = await post('/api/states?include=country', payload);
      expect(created.statusCode).toBe(201);
      const body = created.json();
      expect(body.data.attributes).toEqual({ display_name: 'Guanabara', code: 'GB' });
      expect(body.included[0].attributes.code).toBe('BRA');
    });

    it('reports a code or a name already used with "já está sendo usado" on each field', async () => {
      const duplicate = await post('/api/states', {
        data: { type: 'states', attributes: { display_name: 'parana', code: 'pr' } },
      });
      expect(duplicate.statusCode).toBe(422);
      expect(duplicate.json().errors).toEqual([
        {
          status: '422',
          title: 'já está sendo usado',
          detail: 'já está sendo usado',
          source: { pointer: '/data/attributes/code' },
        },
        {
          status: '422',
          title: 'já está sendo usado',
          detail: 'já está sendo usado',
          source: { pointer: '/data/attributes/display_name' },
        },
      ]);
    });

    it('validates the body with the domain schema', async () => {
      const invalid = await post('/api/states', { data: { attributes: { display_name: 'X', code: 'a b' } } });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
        '/data/attributes/display_name',
        '/data/attributes/code',
      ]);
      const unknownCountry = await post('/api/states', {
        data: {
          attributes: { display_name: 'Lugar', code: 'LG' },
          relationships: { country: { data: { type: 'countries', id: 'nao-existe' } } },
        },
      });
      expect(unknownCountry.statusCode).toBe(422);
      expect(unknownCountry.json().errors[0].source.pointer).toBe('/data/relationships/country');
    });
  });

  describe('cities', () => {
    it('lists cities with their state, country and districts, closed ones flagged', async () => {
      const response = await get('/api/cities?include=districts,state,state.country&sort=display_name');
      const body = response.json();
      expect(names(body)).toEqual(['Curitiba', 'Pinhais', 'São José dos Pinhais']);
      const [curitiba, pinhais] = body.data as Resource[];
      expect(curitiba!.attributes).toEqual({
        display_name: 'Curitiba',
        code: 'pr-curitiba',
        active: true,
        latitude: -25.4284,
        longitude: -49.2733,
      });
      expect(pinhais!.attributes.active).toBe(false);
      expect(curitiba!.relationships!.districts!.data).toHaveLength(20);
      const types = new Set(body.included.map((r: Resource) => r.type));
      expect(types).toEqual(new Set(['districts', 'states', 'countries']));
      expect(body.meta).toEqual({ page_count: 1, record_count: 3 });
    });

    it('finds a city by its whole name, ignoring accents and case, and filters by active and state', async () => {
      const byName = (
        await get('/api/cities?filter[display_name]=sao jose dos PINHAIS&include=state')
      ).json();
      expect(names(byName)).toEqual(['São José dos Pinhais']);
      expect(byName.included[0].attributes.code).toBe('PR');
      expect(names((await get('/api/cities?filter[display_name]=Pinhais')).json())).toEqual(['Pinhais']);
      expect(
        names((await get('/api/cities?filter[display_name]=Curitiba&filter[active]=true')).json()),
      ).toEqual(['Curitiba']);
      expect(names((await get('/api/cities?filter[active]=false&sort=-display_name')).json())).toEqual([
        'São José dos Pinhais',
        'Pinhais',
      ]);
      const [curitiba] = await t.database.db.select().from(cities).where(eq(cities.id, curitibaId));
      expect((await get(`/api/cities?filter[state_id]=${curitiba!.stateId}`)).json().data).toHaveLength(3);
      expect((await get('/api/cities?filter[state_id]=nao-e-id')).json().data).toEqual([]);
      expect((await get('/api/cities?filter[active]=talvez')).statusCode).toBe(400);
    });

    it('lets an operator create a city in a state, once per state', async () => {
      const [{ stateId }] = (await t.database.db
        .select({ stateId: cities.stateId })
        .from(cities)
        .where(eq(cities.id, curitibaId))) as [{ stateId: string }];
      const body = (displayName: string, code: string, state: string | null = stateId) => ({
        data: {
          type: 'cities',
          attributes: { display_name: displayName, code },
          relationships: state ? { state: { data: { type: 'states', id: state } } } : {},
        },
      });
      expect((await post('/api/cities', body('Londrina', 'pr-londrina'), customer)).statusCode).toBe(403);
      const created = await post('/api/cities?include=state', body('Londrina', 'pr-londrina'));
      expect(created.statusCode).toBe(201);
      expect(created.json().data.attributes).toMatchObject({ display_name: 'Londrina', active: true });
      expect(created.json().included[0].attributes.code).toBe('PR');

      const again = await post('/api/cities', body('LONDRINA', 'pr-londrina-2'));
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual([
        expect.objectContaining({
          detail: 'já está sendo usado',
          source: { pointer: '/data/attributes/display_name' },
        }),
      ]);
      const sameCode = await post('/api/cities', body('Maringá', 'PR-CURITIBA'));
      expect(sameCode.json().errors[0].source.pointer).toBe('/data/attributes/code');

      const elsewhere = (await get('/api/states?filter[code]=SP&sort=code&page[limit]=1000')).json();
      const saoPaulo = elsewhere.data.find((s: Resource) => s.attributes.code === 'SP');
      expect((await post('/api/cities', body('Londrina', 'sp-londrina', saoPaulo.id))).statusCode).toBe(201);

      const noState = await post('/api/cities', body('Cascavel', 'pr-cascavel', null));
      expect(noState.statusCode).toBe(422);
      expect(noState.json().errors[0].source.pointer).toBe('/data/relationships/state');
    });

    it("lists all of a city's districts by name with rating and pricing", async () => {
      const response = await get(`/api/cities/${curitibaId}/districts?include=rating,pricing`);
      const body = response.json();
      expect(body.data).toHaveLength(20);
      expect(names(body).slice(0, 3)).toEqual(['Água Verde', 'Alto da XV', 'Bacacheri']);
      const ratings = body.included.filter((r: Resource) => r.type === 'district-ratings');
      const pricings = body.included.filter((r: Resource) => r.type === 'district-pricings');
      expect(ratings[0].attributes).toEqual({ rating_min: 400, rating_max: 500 });
      expect(pricings).toHaveLength(20);
      expect(pricings[0].attributes).toEqual({ price: 0, price_per_hour: 3700, fee: 500, fee_per_hour: 500 });
      expect((await get('/api/cities/00000000-0000-4000-8000-000000000000/districts')).statusCode).toBe(404);
      expect((await get('/api/cities/curitiba/districts')).statusCode).toBe(404);
    });
  });

  describe('districts', () => {
    it("searches a name's part ignoring accents and case: 'agua' finds 'Água Verde'", async () => {
      const found = (
        await get(`/api/districts?filter[city_id]=${curitibaId}&filter[display_name]=agua`)
      ).json();
      expect(names(found)).toEqual(['Água Verde']);
      expect(names((await get('/api/districts?filter[display_name]=ÁGUA VER')).json())).toEqual([
        'Água Verde',
      ]);
      const centres = (await get('/api/districts?filter[display_name]=centro&include=city')).json();
      expect(names(centres)).toEqual(['Centro', 'Centro', 'Centro']);
      const inPinhais = (
        await get(`/api/districts?filter[city_id]=${pinhaisId}&filter[display_name]=cen`)
      ).json();
      expect(inPinhais.data).toHaveLength(1);
      expect(inPinhais.data[0].relationships).toBeUndefined();
      expect((await get('/api/districts?filter[display_name]=100%25')).json().data).toEqual([]);
      expect((await get('/api/districts?filter[city_id]=x&filter[display_name]=centro')).json().data).toEqual(
        [],
      );
    });

    it('asks for at least 3 characters', async () => {
      const short = await get(`/api/districts?filter[city_id]=${curitibaId}&filter[display_name]=ág`);
      expect(short.statusCode).toBe(422);
      expect(short.json().errors[0]).toEqual({
        status: '422',
        title: 'A busca deve conter ao menos 3 caracteres!',
        source: { parameter: 'filter[display_name]' },
      });
    });

    it('offers only active districts', async () => {
      await t.database.db
        .update(districts)
        .set({ active: false })
        .where(eq(districts.code, 'pr-curitiba-cabral'));
      expect((await get('/api/districts?filter[display_name]=cabral')).json().data).toEqual([]);
      const all = (await get(`/api/cities/${curitibaId}/districts`)).json();
      expect(names(all)).toContain('Cabral');
    });

    it('lets an operator create a district with its rating (×100) and pricing (cents)', async () => {
      const body = (displayName: string, code: string, rating = { rating_min: 350, rating_max: 500 }) => ({
        data: {
          type: 'districts',
          attributes: {
            display_name: displayName,
            code,
            active: true,
            rating,
            pricing: { price: 1000, price_per_hour: 3550, fee: 500, fee_per_hour: 250 },
          },
          relationships: { city: { data: { type: 'cities', id: curitibaId } } },
        },
      });
      expect((await post('/api/districts', body('Ahú', 'pr-curitiba-ahu'), customer)).statusCode).toBe(403);
      const created = await post('/api/districts', body('Ahú', 'pr-curitiba-ahu'));
      expect(created.statusCode).toBe(201);
      const document = created.json();
      expect(document.data.attributes).toEqual({
        display_name: 'Ahú',
        code: 'pr-curitiba-ahu',
        active: true,
      });
      expect(document.included.map((r: Resource) => [r.type, r.attributes])).toEqual([
        ['district-ratings', { rating_min: 350, rating_max: 500 }],
        ['district-pricings', { price: 1000, price_per_hour: 3550, fee: 500, fee_per_hour: 250 }],
      ]);
      expect(names((await get('/api/districts?filter[display_name]=ahu')).json())).toEqual(['Ahú']);

      const duplicate = await post('/api/districts', body('Água verde', 'pr-curitiba-agua-verde-2'));
      expect(duplicate.statusCode).toBe(422);
      expect(duplicate.json().errors[0]).toMatchObject({
        detail: 'já está sendo usado',
        source: { pointer: '/data/attributes/display_name' },
      });
      const badRating = await post(
        '/api/districts',
        body('Tarumã', 'pr-curitiba-taruma', { rating_min: 480, rating_max: 400 }),
      );
      expect(badRating.statusCode).toBe(422);
      expect(badRating.json().errors[0].source.pointer).toBe('/data/attributes/rating/rating_min');
    });

    it('refuses the second of two identical districts created at the same moment', async () => {
      const payload = {
        data: {
          type: 'districts',
          attributes: {
            display_name: 'Tingui',
            code: 'pr-curitiba-tingui',
            rating: { rating_min: 400, rating_max: 500 },
            pricing: { price: 0, price_per_hour: 3500, fee: 500, fee_per_hour: 500 },
          },
          relationships: { city: { data: { type: 'cities', id: curitibaId } } },
        },
      };
      const answers = await Promise.all([post('/api/districts', payload), post('/api/districts', payload)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
      const refused = answers.find((a) => a.statusCode === 422)!;
      expect(refused.json().errors[0].detail).toBe('já está sendo usado');
      const rows = await t.database.db
        .select()
        .from(districts)
        .where(eq(districts.code, 'pr-curitiba-tingui'));
      expect(rows).toHaveLength(1);
    });
  });
});
