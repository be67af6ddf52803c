import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { addFeedbacks, createDistrict, createProfessional } from './test-fixtures';

const NOW = new Date('2026-11-23T12:00:00Z');

interface FeedbackPage {
  data: { attributes: { created_at: string; description: string } }[];
  links: { next: string | null };
}

describe('professional profiles, public page and feedbacks', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let district: string;
  let ana: string;
  let hidden: string;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    ({ auth } = await signUpAndIn(t));
    const db = t.database.db;
    district = await createDistrict(db);
    const other = await createDistrict(db);
    ana = (
      await createProfessional(db, {
        firstName: 'Ana',
        lastName: 'Souza',
        districtIds: [district],
        rating: 9_400,
        completed: 42,
        bio: 'Caprichosa e pontual.',
        coupon: { name: 'ANA5' },
      })
    ).id;
    await addFeedbacks(db, ana, 23, new Date('2026-11-20T12:00:00Z'));
    hidden = (
      await createProfessional(db, { firstName: 'Rita', districtIds: [district], validation: 'registered' })
    ).id;
    for (let i = 0; i < 3; i += 1)
      await createProfessional(db, { firstName: `Outra${i}`, districtIds: [other] });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });

  it('shows a profile with account, profile, badges, active coupon and the newest feedback', async () => {
    const response = await get(`/professionals/${ana}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      type: 'professionals',
      id: ana,
      attributes: { completed_orders_count: 42, rating: 9_400, total_feedbacks_count: 0 },
    });
    const types = body.included.map((r: { type: string }) => r.type).sort();
    expect(types).toEqual(['accounts', 'coupons', 'feedbacks', 'professional-ratings', 'profiles']);
    const feedback = body.included.find((r: { type: string }) => r.type === 'feedbacks');
    expect(feedback.attributes.description).toBe('#1');
    const profile = body.included.find((r: { type: string }) => r.type === 'profiles');
    expect(profile.attributes.bio).toBe('Caprichosa e pontual.');
    const account = body.included.find((r: { type: string }) => r.type === 'accounts');
    expect(account.relationships.schedule.data.type).toBe('schedules');
  });

  it('answers 404 for a professional a customer may not be shown, or an id that is no id', async () => {
    expect((await get(`/professionals/${hidden}`)).statusCode).toBe(404);
    expect((await get('/professionals/nao-e-um-id')).statusCode).toBe(404);
  });

  it('lists offerable professionals page by page, optionally of one district', async () => {
    const all = await get('/professionals?page[size]=2');
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toHaveLength(2);
    expect(all.json().meta).toMatchObject({ record_count: 4, page_count: 2 });
    expect(all.json().links.next).toContain('page[number]=2');
    const ofDistrict = await get(`/professionals?filter[district_id]=${district}`);
    expect(ofDistrict.json().data.map((p: { id: string }) => p.id)).toEqual([ana]);
  });

  it('serves the public page card without sign-in', async () => {
    const response = await get(`/professionals/meta/${ana}`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      type: 'professional-metas',
      id: ana,
      attributes: {
        fullname: 'Ana Souza',
        rating: 9_400,
        cleanings: 42,
        description: 'Caprichosa e pontual.',
      },
    });
    expect(response.json().data.attributes.profile_picture).toMatch(/^\/api\/avatars\//);
    expect(response.json().data.attributes.register_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await get(`/professionals/meta/${hidden}`, {})).statusCode).toBe(404);
  });

  it('pages feedbacks newest first by cursor, 10 at a time, hiding none, until next is null', async () => {
    const seen: string[] = [];
    let url: string | null = `/api/feedbacks?filter[professional_id]=${ana}&page[size]=10`;
    const sizes: number[] = [];
    while (url) {
      const response: { statusCode: number; json(): FeedbackPage } = await t.app.inject({
        method: 'GET',
        url,
        headers: auth,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      sizes.push(body.data.length);
      for (const f of body.data) seen.push(f.attributes.created_at);
      url = body.links.next;
    }
    expect(sizes).toEqual([10, 10, 3]);
    expect(seen).toEqual([...seen].sort().reverse());
    expect(new Set(seen).size).toBe(23);
    const first = (await get(`/feedbacks?filter[professional_id]=${ana}`)).json();
    expect(
      first.data.map((f: { attributes: { description: string } }) => f.attributes.description),
    ).toContain('Sem informação');
  });

  it('refuses a feedback list without a professional or with a foreign cursor', async () => {
    expect((await get('/feedbacks')).statusCode).toBe(422);
    const foreign = await get(`/feedbacks?filter[professional_id]=${hidden}&page[cursor]=${ana}`);
    expect(foreign.statusCode).toBe(400);
    expect((await get(`/feedbacks?filter[professional_id]=${ana}`, {})).statusCode).toBe(401);
  });
});
