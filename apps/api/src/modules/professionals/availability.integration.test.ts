import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { createDistrict, createProfessional, type Span } from './test-fixtures';

// Monday 2026-11-23, 09:00 in São Paulo: Wednesday the 25th offers every start from 7h to 19h.
const NOW = new Date('2026-11-23T12:00:00Z');
const DAY = '2026-11-25';
const full = (date = DAY): Span[] => [
  { date, from: 7, to: 13 },
  { date, from: 13, to: 22 },
];

interface Doc {
  data: {
    id: string;
    type: string;
    attributes: Record<string, unknown>;
    relationships: Record<string, { data: unknown }>;
  }[];
  included: { id: string; type: string; attributes: Record<string, unknown> }[];
  meta: { record_count: number };
  errors?: { status: string; title: string; source: { parameter?: string; pointer?: string } }[];
}

describe('availability search (who is free for a cleaning)', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let district: string;
  let pagingDistrict: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    ({ auth } = await signUpAndIn(t));
    const db = t.database.db;
    // Bounds 4.5–5 stars: a rating of 9000 (4.5) is in, 8800 (4.4) is out.
    district = await createDistrict(db, { rating: [4.5, 5] });
    const elsewhere = await createDistrict(db);
    const make = async (key: string, spec: Parameters<typeof createProfessional>[1]) => {
      ids[key] = (await createProfessional(db, spec)).id;
    };
    await make('ana', {
      firstName: 'Ana',
      lastName: 'Souza',
      districtIds: [district, elsewhere],
      rating: 9_000,
      windows: full(),
      booked: [{ date: DAY, from: 10, to: 12 }],
      blockedTime: [{ date: DAY, from: 15, to: 16 }],
      coupon: { name: 'ANA5' },
    });
    await make('joao', {
      firstName: 'João',
      lastName: 'Gonçalves',
      districtIds: [district],
      rating: 10_000,
      isTop: true,
      windows: [{ date: DAY, from: 7, to: 13 }],
      coupon: { name: 'JOAO5', disabled: true },
    });
    await make('lowRated', { firstName: 'Carla', districtIds: [district], rating: 8_800, windows: full() });
    await make('notValidated', {
      firstName: 'Rita',
      districtIds: [district],
      validation: 'registered',
      windows: full(),
    });
    await make('blocked', { firstName: 'Bia', districtIds: [district], blocked: true, windows: full() });
    await make('suspended', { firstName: 'Lia', districtIds: [district], suspended: true, windows: full() });
    await make('accountBlocked', {
      firstName: 'Eva',
      districtIds: [district],
      accountBlocked: true,
      windows: full(),
    });
    await make('otherDistrict', { firstName: 'Paula', districtIds: [elsewhere], windows: full() });
    await make('noAgenda', { firstName: 'Mariana', lastName: 'Dias', districtIds: [district] });

    pagingDistrict = await createDistrict(db);
    for (let i = 0; i < 17; i += 1)
      await make(`page${i}`, {
        firstName: `Profissional${String(i).padStart(2, '0')}`,
        districtIds: [pagingDistrict],
        isTop: i === 16,
        rating: 9_000 + (i % 5) * 100,
        completed: i,
        windows: full(),
      });
  });
  afterAll(() => t.close());

  const find = async (filters: Record<string, string | number>, extra = '') => {
    const query = Object.entries({ district_id: district, date: DAY, ...filters })
      .map(([key, value]) => `filter[${key}]=${encodeURIComponent(value)}`)
      .join('&');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/finders/professionals/available-by-district?${query}${extra}`,
      headers: auth,
    });
    return { status: response.statusCode, body: response.json() as Doc };
  };
  const namesOf = (doc: Doc) => doc.data.map((p) => Object.keys(ids).find((key) => ids[key] === p.id));

  it('offers only validated, unblocked professionals serving the district within its rating bounds', async () => {
    const { status, body } = await find({ initial_hour: 8, duration: 2 });
    expect(status).toBe(200);
    // João first: top professional; Ana's 4.5 stars sits on the lower bound.
    expect(namesOf(body)).toEqual(['joao', 'ana']);
    expect(body.meta.record_count).toBe(2);
  });

  it('needs a window that holds the whole cleaning: ending at its end is fine, an hour past it is not', async () => {
    expect(namesOf((await find({ initial_hour: 10, duration: 3 })).body)).toContain('joao');
    expect(namesOf((await find({ initial_hour: 11, duration: 3 })).body)).not.toContain('joao');
    // Two adjacent windows are two periods: a cleaning across 13h needs one window holding it.
    expect(namesOf((await find({ initial_hour: 12, duration: 2 })).body)).not.toContain('ana');
  });

  it('hides a professional whose booked or blocked time overlaps, and allows back-to-back cleanings', async () => {
    const offered = async (hour: number) =>
      namesOf((await find({ initial_hour: hour, duration: 1 })).body).includes('ana');
    expect(await offered(9)).toBe(true); // ends when the booking starts
    expect(await offered(10)).toBe(false);
    expect(await offered(11)).toBe(false);
    expect(await offered(12)).toBe(true); // starts when the booking ends
    expect(await offered(14)).toBe(true); // ends when the blocked hour starts
    expect(await offered(15)).toBe(false);
    expect(await offered(16)).toBe(true);
  });

  it('filters by name ignoring accents and case, on first and last name', async () => {
    const named = async (name: string) =>
      namesOf((await find({ initial_hour: 8, duration: 1, professional_name: name })).body);
    expect(await named('joao')).toEqual(['joao']);
    expect(await named('GONÇ')).toEqual(['joao']);
    expect(await named('ão gon')).toEqual(['joao']);
    expect(await named('souza')).toEqual(['ana']);
    expect(await named('zz')).toEqual([]);
  });

  it('answers the cards with account, profile, active coupon and badges, and no private account data', async () => {
    const { body } = await find({ initial_hour: 8, duration: 2 });
    const ana = body.data.find((p) => p.id === ids.ana)!;
    expect(ana.attributes).toMatchObject({
      rating: 9_000,
      completed_orders_count: 10,
      total_feedbacks_count: 0,
    });
    const account = body.included.find((r) => r.type === 'accounts')!;
    expect(Object.keys(account.attributes).sort()).toEqual(['created_at', 'first_name', 'last_name']);
    expect(body.included.filter((r) => r.type === 'coupons').map((c) => c.attributes.name)).toEqual(['ANA5']);
    const joao = body.data.find((p) => p.id === ids.joao)!;
    expect(joao.relationships.active_coupon!.data).toBeNull(); // his only coupon is disabled
    expect(
      body.included.find((r) => r.type === 'professional-ratings' && r.id === ids.joao)!.attributes,
    ).toEqual({
      is_top_professional: true,
      in_high_demand: false,
      has_products: false,
    });
    expect(body.included.some((r) => r.type === 'profiles')).toBe(true);
  });

  it('pages by 15 in the ranking order: top professionals, then rating, then completed cleanings', async () => {
    const first = await find(
      { district_id: pagingDistrict, initial_hour: 9, duration: 4 },
      '&page[limit]=15&page[offset]=0',
    );
    expect(first.body.data).toHaveLength(15);
    expect(first.body.meta.record_count).toBe(17);
    const order = first.body.data.map((p) => p.attributes);
    expect(namesOf(first.body)[0]).toBe('page16');
    for (let i = 2; i < order.length; i += 1) {
      const [a, b] = [order[i - 1]!, order[i]!];
      expect(
        (a.rating as number) > (b.rating as number) ||
          (a.rating === b.rating &&
            (a.completed_orders_count as number) >= (b.completed_orders_count as number)),
      ).toBe(true);
    }
    const rest = await find(
      { district_id: pagingDistrict, initial_hour: 9, duration: 4 },
      '&page[limit]=15&page[offset]=15',
    );
    expect(rest.body.data).toHaveLength(2);
    expect(rest.body.meta.record_count).toBe(17);
    const seen = new Set([...first.body.data, ...rest.body.data].map((p) => p.id));
    expect(seen.size).toBe(17);
    const past = await find(
      { district_id: pagingDistrict, initial_hour: 9, duration: 4 },
      '&page[offset]=40',
    );
    expect(past.body).toMatchObject({ data: [], meta: { record_count: 17 } });
  });

  it('refuses a slot the scheduling rules refuse with 422 naming the filter', async () => {
    const refused = async (filters: Record<string, string | number>) => {
      const { status, body } = await find(filters);
      expect(status).toBe(422);
      return body.errors![0]!.source.parameter;
    };
    expect(await refused({ initial_hour: 20, duration: 1 })).toBe('filter[initial_hour]');
    expect(await refused({ date: '2026-12-29', initial_hour: 9, duration: 2 })).toBe('filter[date]'); // 36 days ahead
    expect(await refused({ date: '2026-12-25', initial_hour: 9, duration: 2 })).toBe('filter[date]');
    expect(await refused({ date: '2026-11-22', initial_hour: 9, duration: 2 })).toBe('filter[date]'); // yesterday
    expect(await refused({ initial_hour: 19, duration: 4 })).toBe('filter[duration]'); // would end at 23h
    expect(await refused({ date: '2026-11-23', initial_hour: 10, duration: 1 })).toBe('filter[initial_hour]'); // lead
    expect(await refused({ initial_hour: 9, duration: 9 })).toBe('filter[duration]');
    expect(await refused({ district_id: 'x', initial_hour: 9 })).toBe('filter[district_id]');
    expect(await refused({ date: '25/11/2026' })).toBe('filter[date]');
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/finders/professionals/available-by-district?filter[date]=${DAY}`,
      headers: auth,
    });
    expect(missing.json().errors[0]).toMatchObject({
      title: 'Campo obrigatório',
      source: { parameter: 'filter[district_id]' },
    });
  });

  it('searches by body on POST /professionals/available, with the same answer and body pointers', async () => {
    const post = (attributes: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/professionals/available?page[limit]=15',
        headers: auth,
        payload: { data: { attributes: { district_id: district, date: DAY, ...attributes } } },
      });
    const found = await post({ initial_hour: 8, duration: 2 });
    expect(found.statusCode).toBe(200);
    expect(namesOf(found.json())).toEqual(['joao', 'ana']);
    const named = await post({ initial_hour: 8, duration: 2, professional_name: 'ana' });
    expect(namesOf(named.json())).toEqual(['ana']);
    const refused = await post({ initial_hour: 20, duration: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].source.pointer).toBe('/data/attributes/initial_hour');
  });

  it('suggests, for a day and a duration, who is free and at which start hours', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/professionals/available-by-duration',
      headers: auth,
      payload: { data: { attributes: { district_id: district, date: DAY, duration: 2 } } },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Doc;
    expect(namesOf(body)).toEqual(['joao', 'ana']);
    const hours = (key: string) => body.data.find((p) => p.id === ids[key])!.attributes.available_start_hours;
    expect(hours('joao')).toEqual([7, 8, 9, 10, 11]);
    // Booked 10–12, blocked 15–16, windows 7–13 and 13–22.
    expect(hours('ana')).toEqual([7, 8, 13, 16, 17, 18, 19]);
  });

  it('leaves the start hour open: free at some hour of the day, each with the hours found', async () => {
    const { body } = await find({ duration: 6 });
    // Only Ana's 13–22 window holds six free hours (16h–22h); João's 7–13 window holds exactly six.
    expect(namesOf(body).sort()).toEqual(['ana', 'joao']);
    expect(body.data.find((p) => p.id === ids.ana)!.attributes.available_start_hours).toEqual([16]);
    expect(body.data.find((p) => p.id === ids.joao)!.attributes.available_start_hours).toEqual([7]);
  });

  it("takes blank filters as left open ('Qualquer' sends `filter[initial_hour]=`): the day alone lists everyone free", async () => {
    const dayOnly = await find({ initial_hour: '', duration: '' });
    expect(dayOnly.status).toBe(200);
    expect(namesOf(dayOnly.body).sort()).toEqual(['ana', 'joao']);
    // Free for at least an hour at these starts (Ana: booked 10–12, blocked 15–16).
    expect(dayOnly.body.data.find((p) => p.id === ids.ana)!.attributes.available_start_hours).toEqual([
      7, 8, 9, 12, 13, 14, 16, 17, 18, 19,
    ]);
    const dayAndHour = await find({ initial_hour: 11, duration: '' });
    expect(dayAndHour.status).toBe(200);
    expect(namesOf(dayAndHour.body)).toEqual(['joao']);
    const dayAndDuration = await find({ initial_hour: '', duration: 6 });
    expect(dayAndDuration.status).toBe(200);
    expect(namesOf(dayAndDuration.body).sort()).toEqual(['ana', 'joao']);
  });

  it('finds professionals of the district by name whatever their agenda', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/queries/professionals/available-on-district-by-name?professional_name=ANA&district_id=${district}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(namesOf(response.json()).sort()).toEqual(['ana', 'noAgenda']);
  });

  it('offers nobody in a district of a closed city', async () => {
    const closed = await createDistrict(t.database.db, { cityActive: false });
    await createProfessional(t.database.db, { firstName: 'Zélia', districtIds: [closed], windows: full() });
    const { status, body } = await find({ district_id: closed, initial_hour: 8, duration: 2 });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('is for signed-in callers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/finders/professionals/available-by-district?filter[district_id]=${district}&filter[date]=${DAY}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
