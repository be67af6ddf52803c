import { messages } from '@brilho/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cities, districtPricings, districts, states } from '../../db/schema';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { CENTRO, type Customer, customerIn, NOW, PINHAIS, seedWorld } from '../orders/test-fixtures';

type Auth = Record<string, string>;

describe('operator: editing places', () => {
  let t: TestApp;
  let operator: Auth;
  let customer: Customer;
  let districtsByCode: Record<string, string>;
  let curitibaId: string;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districtsByCode = await seedWorld(t);
    operator = (await operatorSignedIn(t)).auth;
    customer = await customerIn(t, districtsByCode[CENTRO]!);
    const [curitiba] = await t.database.db.select().from(cities).where(eq(cities.displayName, 'Curitiba'));
    curitibaId = curitiba!.id;
  });
  afterAll(() => t.close());

  const patch = (url: string, attributes: object, headers: Auth = operator, relationships?: object) =>
    t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { data: { type: 'x', attributes, ...(relationships ? { relationships } : {}) } },
    });
  const auditOf = (action: string, subjectId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));

  it('refuses signed-out callers (401) and customers (403) on every edit', async () => {
    const [pr] = await t.database.db.select().from(states).where(eq(states.code, 'PR'));
    const targets = [
      `/api/states/${pr!.id}`,
      `/api/cities/${curitibaId}`,
      `/api/districts/${districtsByCode[CENTRO]}`,
    ];
    for (const url of targets) {
      expect((await patch(url, { display_name: 'Outro' }, {})).statusCode).toBe(401);
      expect((await patch(url, { display_name: 'Outro' }, customer.auth)).statusCode).toBe(403);
    }
    const [row] = await t.database.db.select().from(cities).where(eq(cities.id, curitibaId));
    expect(row!.displayName).toBe('Curitiba');
  });

  it('closing a city flags it on the customer’s addresses at once and is audited', async () => {
    const closed = await patch(`/api/cities/${curitibaId}`, { active: false });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.attributes.active).toBe(false);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/addresses?include=district.city.state.country,district.pricing',
      headers: customer.auth,
    });
    const city = listed.json().included.find((r: { type: string; id: string }) => r.type === 'cities');
    expect(city.attributes.active).toBe(false);

    const [entry] = await auditOf('city.close', curitibaId);
    expect(entry!.data).toEqual({ active: { from: true, to: false } });
    expect(entry!.at.toISOString()).toBe(NOW.toISOString());

    const reopened = await patch(`/api/cities/${curitibaId}`, { active: true });
    expect(reopened.json().data.attributes.active).toBe(true);
    expect(await auditOf('city.update', curitibaId)).toHaveLength(1);
  });

  it('renames a state and refuses a code another state holds, on the field', async () => {
    const [pr] = await t.database.db.select().from(states).where(eq(states.code, 'PR'));
    const taken = await patch(`/api/states/${pr!.id}`, { code: 'sp' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors[0]).toMatchObject({
      detail: messages.places.alreadyTaken,
      source: { pointer: '/data/attributes/code' },
    });
    // Its own code again is no conflict.
    const renamed = await patch(`/api/states/${pr!.id}`, { display_name: 'Estado do Paraná', code: 'PR' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.attributes.display_name).toBe('Estado do Paraná');
    expect(await auditOf('state.update', pr!.id)).toHaveLength(1);
  });

  it('edits a district’s active flag, rating and pricing (cents), audited', async () => {
    const id = districtsByCode[PINHAIS]!;
    const response = await patch(`/api/districts/${id}?include=rating,pricing`, {
      active: false,
      rating: { rating_min: 350, rating_max: 500 },
      pricing: { price: 1000, price_per_hour: 3550, fee: 200, fee_per_hour: 100 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data.attributes.active).toBe(false);
    const pricing = body.included.find((r: { type: string }) => r.type === 'district-pricings');
    expect(pricing.attributes).toEqual({ price: 1000, price_per_hour: 3550, fee: 200, fee_per_hour: 100 });
    const [stored] = await t.database.db
      .select()
      .from(districtPricings)
      .where(eq(districtPricings.districtId, id));
    expect(stored!.pricePerHour).toBe(3550);
    const [row] = await t.database.db.select().from(districts).where(eq(districts.id, id));
    expect(row!.active).toBe(false);
    const [entry] = await auditOf('district.update', id);
    expect(entry!.data).toMatchObject({ active: { from: true, to: false }, rating: { rating_min: 350 } });
  });

  it('refuses a bad rating with the field pointer', async () => {
    const response = await patch(`/api/districts/${districtsByCode[CENTRO]}`, {
      rating: { rating_min: 400, rating_max: 300 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source.pointer).toBe('/data/attributes/rating/rating_min');
  });

  it('records an audit entry when an operator creates a state, a city and a district', async () => {
    const state = await t.app.inject({
      method: 'POST',
      url: '/api/states',
      headers: operator,
      payload: { data: { type: 'states', attributes: { display_name: 'Distrito Teste', code: 'DT' } } },
    });
    expect(state.statusCode, state.body).toBe(201);
    const stateId = state.json().data.id;
    expect(await auditOf('state.create', stateId)).toHaveLength(1);
    const city = await t.app.inject({
      method: 'POST',
      url: '/api/cities',
      headers: operator,
      payload: {
        data: {
          type: 'cities',
          attributes: { display_name: 'Cidade Teste', code: 'dt-cidade' },
          relationships: { state: { data: { type: 'states', id: stateId } } },
        },
      },
    });
    expect(city.statusCode, city.body).toBe(201);
    expect(await auditOf('city.create', city.json().data.id)).toHaveLength(1);
    const district = await t.app.inject({
      method: 'POST',
      url: '/api/districts',
      headers: operator,
      payload: {
        data: {
          type: 'districts',
          attributes: {
            display_name: 'Bairro Teste',
            code: 'dt-bairro',
            active: true,
            rating: { rating_min: 0, rating_max: 500 },
            pricing: { price: 0, price_per_hour: 3000, fee: 0, fee_per_hour: 500 },
          },
          relationships: { city: { data: { type: 'cities', id: city.json().data.id } } },
        },
      },
    });
    expect(district.statusCode, district.body).toBe(201);
    expect(await auditOf('district.create', district.json().data.id)).toHaveLength(1);
    // A refused creation leaves no entry behind.
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/states',
      headers: operator,
      payload: { data: { type: 'states', attributes: { display_name: 'Outro Teste', code: 'DT' } } },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'state.create')),
    ).toHaveLength(1);
  });
});
