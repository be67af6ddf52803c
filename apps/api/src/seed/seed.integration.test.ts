import { cleaningPrice } from '@brilho/domain';
import { count, eq, inArray, max, min } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openTestDatabase } from '../db';
import {
  accounts,
  addresses,
  cities,
  coupons,
  districtPricings,
  districts,
  feedbacks,
  productsPricing,
  professionalDistricts,
  professionals,
  profiles,
  scheduleEvents,
  states,
  termsOfUse,
  wallets,
} from '../db/schema';
import { verifyPassword } from '../modules/accounts/password';
import { fillAvailabilityHorizon } from '../modules/professionals/horizon';
import { signIn } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/app';
import { seedDemoData, seedDemoDataIfEmpty } from './index';

const silent = { info: () => {} } as unknown as FastifyBaseLogger;

const n = async (db: Db, table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
const countAll = async (db: Db) => ({
  accounts: await n(db, accounts),
  addresses: await n(db, addresses),
  states: await n(db, states),
  cities: await n(db, cities),
  districts: await n(db, districts),
  professionals: await n(db, professionals),
  professionalDistricts: await n(db, professionalDistricts),
  scheduleEvents: await n(db, scheduleEvents),
  feedbacks: await n(db, feedbacks),
  coupons: await n(db, coupons),
  productsPricing: await n(db, productsPricing),
  terms: await n(db, termsOfUse),
  wallets: await n(db, wallets),
});

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData({ db: t.database.db, clock: t.clock });
  });
  afterAll(() => t.close());

  const counts = () => countAll(t.database.db);

  it('seeds the catalogue the demo needs', async () => {
    const seeded = await counts();
    expect(seeded).toMatchObject({ states: 27, cities: 3, professionals: 41, terms: 1, productsPricing: 1 });
    // The spec's four coupons and one automatic coupon for some professionals.
    expect(seeded.coupons).toBeGreaterThan(4);
    expect(seeded.districts).toBeGreaterThanOrEqual(20);
    // At least one window a day for 36 days, minus Sundays off for half of them.
    expect(seeded.scheduleEvents).toBeGreaterThan(41 * 30);
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

  it('gives the demo customer a home in Curitiba and an old address in closed Pinhais', async () => {
    const db = t.database.db;
    const rows = await db
      .select({ name: addresses.name, city: cities.displayName, active: cities.active })
      .from(addresses)
      .innerJoin(accounts, eq(accounts.id, addresses.accountId))
      .innerJoin(districts, eq(districts.id, addresses.districtId))
      .innerJoin(cities, eq(cities.id, districts.cityId))
      .where(eq(accounts.email, 'cliente@brilho.test'));
    expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Apartamento antigo', city: 'Pinhais', active: false },
      { name: 'Casa', city: 'Curitiba', active: true },
    ]);
  });

  it('gives the demo customer a balance that pays a 2-hour cleaning in Curitiba but not an 8-hour one', async () => {
    const db = t.database.db;
    const [wallet] = await db
      .select({ available: wallets.availableToUse })
      .from(wallets)
      .innerJoin(accounts, eq(accounts.id, wallets.accountId))
      .where(eq(accounts.email, 'cliente@brilho.test'));
    const pricings = await db.select().from(districtPricings);
    const [products] = await db.select().from(productsPricing);
    const dearestTwoHours = Math.max(...pricings.map((p) => cleaningPrice(p, 2, products)));
    const cheapestEightHours = Math.min(...pricings.map((p) => cleaningPrice(p, 8)));
    expect(wallet!.available).toBeGreaterThanOrEqual(dearestTwoHours);
    expect(wallet!.available).toBeLessThan(cheapestEightHours);
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

  it('gives each demo account its own salt: the stored hashes differ and each still verifies brilho123', async () => {
    const demo = ['cliente@brilho.test', 'operador@brilho.test', 'profissional@brilho.test'];
    const rows = await t.database.db
      .select({ email: accounts.email, hash: accounts.passwordHash })
      .from(accounts)
      .where(inArray(accounts.email, demo));
    expect(rows.map((row) => row.email).sort()).toEqual([...demo].sort());
    expect(new Set(rows.map((row) => row.hash)).size).toBe(3);
    // argon2's encoded form: $argon2id$v=19$m=…,t=…,p=…$<salt>$<hash>
    expect(new Set(rows.map((row) => row.hash.split('$')[4])).size).toBe(3);
    for (const row of rows) expect(await verifyPassword(row.hash, 'brilho123'), row.email).toBe(true);
  });

  it('lets the operator and the professional in at /login, each with their own role', async () => {
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
    // Staff sign in at /login too; the web sends each to their area.
    expect(professional.statusCode, professional.body).toBe(200);
    expect(professional.json().account.role).toBe('professional');
  });

  it('offers free time from today to 35 days ahead, São Paulo business hours, for every professional', async () => {
    const db = t.database.db;
    const [range] = await db
      .select({ first: min(scheduleEvents.startsAt), last: max(scheduleEvents.endsAt) })
      .from(scheduleEvents);
    const now = t.clock.now().getTime();
    const day = 24 * 3600 * 1000;
    expect(range!.first!.getTime()).toBeGreaterThan(now - day);
    expect(range!.last!.getTime()).toBeGreaterThan(now + 34 * day);
    expect(range!.last!.getTime()).toBeLessThan(now + 37 * day);
    const booked = await db.select().from(scheduleEvents).where(eq(scheduleEvents.status, 'booked'));
    expect(booked).toEqual([]);
    const withoutTime = await t.database.executeSql(
      'SELECT p.id FROM professionals p WHERE NOT EXISTS (SELECT 1 FROM schedule_events e WHERE e.professional_id = p.id)',
    );
    expect(withoutTime.rows).toEqual([]);
  });

  it('gives every professional weekly hours, so the daily job keeps their free time 35 days ahead', async () => {
    const db = t.database.db;
    const withHours = await t.database.executeSql(
      'SELECT p.id FROM professionals p WHERE NOT EXISTS (SELECT 1 FROM professional_weekly_hours h WHERE h.professional_id = p.id)',
    );
    expect(withHours.rows).toEqual([]);
    const seededAt = t.clock.now();
    const later = new Date(seededAt.getTime() + 40 * 24 * 3600 * 1000);
    t.clock.set(later);
    try {
      expect(await fillAvailabilityHorizon(t.app.ctx)).toBeGreaterThan(0);
      const [range] = await db.select({ last: max(scheduleEvents.endsAt) }).from(scheduleEvents);
      expect(range!.last!.getTime()).toBeGreaterThan(later.getTime() + 34 * 24 * 3600 * 1000);
    } finally {
      t.clock.set(seededAt);
    }
  });

  it('gives the demo professional central Curitiba districts and every professional a portrait', async () => {
    const db = t.database.db;
    const served = await db
      .select({ name: districts.displayName })
      .from(professionalDistricts)
      .innerJoin(districts, eq(districts.id, professionalDistricts.districtId))
      .innerJoin(professionals, eq(professionals.id, professionalDistricts.professionalId))
      .innerJoin(accounts, eq(accounts.id, professionals.accountId))
      .where(eq(accounts.email, 'profissional@brilho.test'));
    expect(served.map((d) => d.name)).toEqual(expect.arrayContaining(['Centro', 'Batel']));
    const pictures = await db
      .select({ picture: profiles.profilePicture })
      .from(profiles)
      .innerJoin(professionals, eq(professionals.accountId, profiles.accountId));
    expect(pictures).toHaveLength(41);
    expect(pictures.every((p) => /^\/api\/avatars\/[a-z0-9-]+\.svg$/.test(p.picture ?? ''))).toBe(true);
  });
});

describe('demo catalogue for the scheduler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData({ db: t.database.db, clock: t.clock });
  }, 300_000);
  afterAll(() => t.close());

  it("has more professionals free for a slot at the demo home than the first page, so 'carregar mais' shows", async () => {
    const { auth } = await signIn(t, 'cliente@brilho.test', 'brilho123');
    const [batel] = await t.database.db
      .select()
      .from(districts)
      .where(eq(districts.code, 'pr-curitiba-batel'));
    const search = (offset: number) =>
      t.app.inject({
        method: 'GET',
        // Wednesday two days after the seeding Monday, 9 h for 4 hours.
        url: `/api/finders/professionals/available-by-district?filter[district_id]=${batel!.id}&filter[date]=2026-11-25&filter[initial_hour]=9&filter[duration]=4&page[limit]=15&page[offset]=${offset}`,
        headers: auth,
      });
    const first = await search(0);
    expect(first.statusCode).toBe(200);
    // The scheduler shows 15, then 5 more per 'carregar mais': more than 20 shows the button twice.
    expect(first.json().meta.record_count).toBeGreaterThan(20);
    expect(first.json().data).toHaveLength(15);
    expect((await search(15)).json().data.length).toBeGreaterThan(5);
  });

  it('gives no two professionals the same name', async () => {
    const names = await t.database.db
      .select({ first: accounts.firstName, last: accounts.lastName })
      .from(professionals)
      .innerJoin(accounts, eq(accounts.id, professionals.accountId));
    const full = names.map((name) => `${name.first} ${name.last}`);
    expect(new Set(full).size).toBe(full.length);
  });

  it("dates 'Na Brilho desde' back as far as the cleanings done need (three a week at most)", async () => {
    const rows = await t.database.db
      .select({
        since: accounts.createdAt,
        completed: professionals.completedOrdersCount,
        id: professionals.id,
      })
      .from(professionals)
      .innerJoin(accounts, eq(accounts.id, professionals.accountId));
    const now = t.clock.now().getTime();
    const week = 7 * 24 * 3600 * 1000;
    for (const row of rows) {
      const weeks = (now - row.since.getTime()) / week;
      expect(weeks * 3, `${row.completed} cleanings in ${weeks.toFixed(1)} weeks`).toBeGreaterThanOrEqual(
        row.completed,
      );
      const given = await t.database.db
        .select({ n: count(), first: min(feedbacks.createdAt) })
        .from(feedbacks)
        .where(eq(feedbacks.professionalId, row.id));
      expect(given[0]!.n).toBeLessThanOrEqual(row.completed);
      if (given[0]!.first) expect(given[0]!.first.getTime()).toBeGreaterThan(row.since.getTime());
    }
  });
});

describe('seeding on start', () => {
  const clock = { now: () => new Date('2026-11-23T12:00:00Z') };

  it('seeds an empty database once, even when two processes start together', async () => {
    const database = await openTestDatabase();
    try {
      const results = await Promise.all([
        seedDemoDataIfEmpty({ db: database.db, clock }, silent),
        seedDemoDataIfEmpty({ db: database.db, clock }, silent),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const once = await countAll(database.db);
      expect(once.professionals).toBe(41);
      expect(await seedDemoDataIfEmpty({ db: database.db, clock }, silent)).toBe(false);
      await seedDemoData({ db: database.db, clock });
      expect(await countAll(database.db)).toEqual(once);
    } finally {
      await database.close();
    }
  });

  it('leaves a database that already has accounts alone', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.insert(accounts).values({
        email: 'real@cliente.com',
        passwordHash: 'x',
        firstName: 'Real',
        lastName: 'Cliente',
        accountableType: 'Physical',
      });
      expect(await seedDemoDataIfEmpty({ db: database.db, clock }, silent)).toBe(false);
      expect(await countAll(database.db)).toMatchObject({ accounts: 1, states: 0, professionals: 0 });
    } finally {
      await database.close();
    }
  });
});
