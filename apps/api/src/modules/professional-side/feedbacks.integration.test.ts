import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  at,
  CENTRO,
  type Customer,
  customerIn,
  fullDays,
  NOW,
  orderBody,
  postOrder,
  seedWorld,
  THURSDAY,
  TUESDAY,
  WEDNESDAY,
} from '../orders/test-fixtures';
import { setStatus } from '../tickets/test-fixtures';
import { professionalIn, proGet, type SignedInPro } from './test-fixtures';

/** The professional sees her ratings in her area: `GET /professional/feedbacks`, hers only. */

const HOUR = 3_600_000;

interface OwnFeedbackResource {
  id: string;
  type: string;
  attributes: {
    rating: number;
    comment: string | null;
    created_at: string;
    edited_at: string | null;
    order: { id: string; starts_at: string | null } | null;
  };
}

describe("the professional's own ratings", () => {
  let t: TestApp;
  let rosa: SignedInPro;
  let lia: SignedInPro;
  let ana: Customer;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    const districts = await seedWorld(t);
    const days = fullDays(TUESDAY, WEDNESDAY, THURSDAY);
    rosa = await professionalIn(t, { districtIds: [districts[CENTRO]!], windows: days });
    lia = await professionalIn(t, { districtIds: [districts[CENTRO]!], windows: days });
    ana = await customerIn(t, districts[CENTRO]!);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  /** A complete cleaning of `pro` on `date`, rated by Ana now. */
  async function rated(pro: SignedInPro, date: string, rating: number, comment?: string) {
    const created = await postOrder(t, ana, orderBody(ana, pro.id, { date, hour: 10, hours: 2 }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    await setStatus(t, id, 'complete');
    const given = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/feedback`,
      headers: ana.auth,
      payload: { data: { type: 'feedbacks', attributes: { rating, ...(comment ? { comment } : {}) } } },
    });
    expect(given.statusCode, given.body).toBe(201);
    return id;
  }

  const list = async (pro: SignedInPro, query = '') => {
    const response = await proGet(t, pro.auth, `/feedbacks${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: OwnFeedbackResource[];
      links: { next: string | null };
      meta: { total: number; rating: number };
    };
  };

  it('lists her ratings newest first with score, comment, date and the cleaning rated; none of anyone else’s', async () => {
    const first = await rated(rosa, TUESDAY, 4, 'Caprichou na cozinha');
    t.clock.set(new Date(NOW.getTime() + HOUR));
    const second = await rated(rosa, WEDNESDAY, 5);
    await rated(lia, THURSDAY, 2, 'Atrasou');

    const page = await list(rosa);
    expect(page.data.map((f) => f.attributes)).toEqual([
      {
        rating: 5,
        comment: null,
        created_at: new Date(NOW.getTime() + HOUR).toISOString(),
        edited_at: null,
        order: { id: second, starts_at: at(WEDNESDAY, 10).toISOString() },
      },
      {
        rating: 4,
        comment: 'Caprichou na cozinha',
        created_at: NOW.toISOString(),
        edited_at: null,
        order: { id: first, starts_at: at(TUESDAY, 10).toISOString() },
      },
    ]);
    expect(page.meta).toEqual({ total: 2, rating: 9000 });
    expect(page.links.next).toBeNull();
    expect((await list(lia)).data.map((f) => f.attributes.comment)).toEqual(['Atrasou']);
  });

  it('pages by cursor and refuses a cursor from another professional’s list', async () => {
    const page = await list(rosa, '?page[size]=1');
    expect(page.data).toHaveLength(1);
    expect(page.links.next).toBe(`/api/professional/feedbacks?page[size]=1&page[cursor]=${page.data[0]!.id}`);
    const next = await t.app.inject({ method: 'GET', url: page.links.next!, headers: rosa.auth });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data[0].attributes.rating).toBe(4);

    const liaFeedback = (await list(lia)).data[0]!.id;
    for (const cursor of [liaFeedback, 'x']) {
      const refused = await proGet(t, rosa.auth, `/feedbacks?page[cursor]=${cursor}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].title).toBe('Cursor inválido');
    }
    expect((await proGet(t, rosa.auth, '/feedbacks?page[size]=abc')).statusCode).toBe(400);
  });

  it('is the professional’s only: signed out 401, a customer 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/professional/feedbacks' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/professional/feedbacks', headers: ana.auth }))
        .statusCode,
    ).toBe(403);
  });
});
