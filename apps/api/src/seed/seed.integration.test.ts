import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  cities,
  coupons,
  districts,
  feedbacks,
  professionals,
  scheduleEvents,
  states,
  termsOfUse,
} from '../db/schema';
import { buildTestApp, type TestApp } from '../test/app';
import { seedDemoData } from './index';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData({ db: t.database.db, clock: t.clock });
  });
  afterAll(() => t.close());

  const counts = async () => {
    const db = t.database.db;
    const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
    return {
      accounts: await n(accounts),
      states: await n(states),
      cities: await n(cities),
      districts: await n(districts),
      professionals: await n(professionals),
      scheduleEvents: await n(scheduleEvents),
      feedbacks: await n(feedbacks),
      coupons: await n(coupons),
      terms: await n(termsOfUse),
    };
  };

  it('seeds the catalogue the demo needs', async () => {
    const seeded = await counts();
    expect(seeded).toMatchObject({ states: 27, cities: 3, professionals: 41, terms: 1 });
    expect(seeded.districts).toBeGreaterThanOrEqual(20);
    // Two windows a day for 36 days, minus Sundays off for half of them.
    expect(seeded.scheduleEvents).toBeGreaterThan(41 * 60);
    const closed = await t.database.db.select().from(cities);
    expect(
      closed
        .filter((c) => !c.active)
        .map((c) => c.displayName)
        .sort(),
    ).toEqual(['Pinhais', 'São José dos Pinhais']);
    const hidden = await t.database.db.select().from(feedbacks);
    expect(hidden.some((f) => f.description === 'Sem informação')).toBe(true);
  });

  it('changes nothing on a second run', async () => {
    const before = await counts();
    await seedDemoData({ db: t.database.db, clock: t.clock });
    expect(await counts()).toEqual(before);
  });

  it('lets the demo customer sign in with answered terms and a verified e-mail', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'cliente@brilho.test', password: 'brilho123' },
    });
    expect(signIn.statusCode).toBe(200);
    const { token, account } = signIn.json();
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${account.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.attributes).toMatchObject({
      status: 'email_verified',
      answered_current_terms: true,
      first_name: 'Camila',
    });
  });

  it('lets the operator in and keeps the professional out of the customer app', async () => {
    const operator = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'operador@brilho.test', password: 'brilho123' },
    });
    expect(operator.json().account.role).toBe('operator');
    const professional = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'profissional@brilho.test', password: 'brilho123' },
    });
    expect(professional.statusCode).toBe(403);
  });
});
