import { addDays, saoPauloDate } from '@brilho/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed';
import { signIn } from './accounts';
import { buildTestApp, type TestApp } from './app';

/**
 * The hot requests' cost in statements: a fixed number per request, whatever the page size, so
 * a change that adds a query per row (N+1) or per request shows here, not in a timing test.
 */
describe('statements per hot request', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let statements = 0;
  let search: (limit: number) => string;

  /** Statements the request sent to the database (the driver's `query` and `exec` calls). */
  const countOf = async (url: string): Promise<number> => {
    const before = statements;
    const response = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(response.statusCode).toBe(200);
    // Each page really has rows (an empty page would prove nothing about per-row statements).
    expect((response.json() as { data: unknown[] }).data.length).toBeGreaterThan(0);
    return statements - before;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData({ db: t.database.db, clock: t.clock });
    // Counted at the driver, under Drizzle: PGlite (in-process or thread) and node-postgres's pool alike.
    const client = (t.database.db as unknown as { $client: Record<string, unknown> }).$client;
    for (const method of ['query', 'exec'] as const) {
      const original = client[method];
      if (typeof original !== 'function') continue;
      client[method] = function (this: unknown, ...args: unknown[]) {
        statements += 1;
        return original.apply(this, args);
      };
    }
    let accountId: string;
    ({ auth, accountId } = await signIn(t, 'cliente@brilho.test', 'brilho123'));
    // 30 past orders of the demo customer with a demo professional (the demo seeds none), as the bench does.
    await t.database.db.execute(sql`
      INSERT INTO orders (customer_id, professional_id, address_id, status, starts_at, ends_at, duration_hours,
                          subtotal, total, created_at, updated_at)
      SELECT ${accountId}, (SELECT id FROM professionals LIMIT 1),
             (SELECT id FROM addresses WHERE account_id = ${accountId} AND name = 'Casa'), 'complete',
             now() - (n || ' days')::interval, now() - (n || ' days')::interval + interval '2 hours', 2,
             9300, 9300, now() - (n || ' days')::interval, now() - (n || ' days')::interval
      FROM generate_series(1, 30) AS n`);
    // Signed in once already: the session's "last used" touch is not part of what is counted below.
    await t.app.inject({ method: 'GET', url: '/api/what-time-is-it', headers: auth });
    const rows = (await t.database.db.execute(
      sql`SELECT id FROM districts WHERE code = 'pr-curitiba-batel'`,
    )) as unknown as { rows: { id: string }[] };
    const date = addDays(saoPauloDate(t.clock.now()), 2);
    search = (limit) =>
      `/api/finders/professionals/available-by-district?filter[district_id]=${rows.rows[0]!.id}` +
      `&filter[date]=${date}&filter[initial_hour]=9&filter[duration]=3&page[limit]=${limit}` +
      '&include=account,account.profile,active_coupon,professional_rating';
    // The demo data is the fixture (its customer's orders, Curitiba's professionals): seconds to seed.
  }, 300_000);
  afterAll(() => t.close());

  it('searches availability in a fixed number of statements, whatever the page size', async () => {
    const one = await countOf(search(1));
    const fifteen = await countOf(search(15));
    console.log('COUNT search', one, fifteen);
    expect(fifteen).toBe(one);
    expect(fifteen).toBeLessThanOrEqual(SEARCH_STATEMENTS);
    // The same search again, nothing written in between: served from the result cache (decision 0113).
    expect(await countOf(search(15))).toBeLessThanOrEqual(SEARCH_HIT_STATEMENTS);
  });

  it('lists a page of orders with its includes in a fixed number of statements, whatever the page size', async () => {
    const page = (size: number) =>
      '/api/orders?include=schedule_event,professional.account,address,payments,amount,coupon' +
      `&page[number]=1&page[size]=${size}&sort=-created_at`;
    const one = await countOf(page(1));
    const twentyFive = await countOf(page(25));
    console.log('COUNT orders', one, twentyFive);
    expect(twentyFive).toBe(one);
    expect(twentyFive).toBeLessThanOrEqual(ORDER_PAGE_STATEMENTS);
    // The same page again, nothing written in between: served from the result cache (decision 0127).
    expect(await countOf(page(25))).toBeLessThanOrEqual(ORDER_PAGE_HIT_STATEMENTS);
  });
});

/**
 * What the requests cost, the session lookup included; lower them when they drop. 5 and 7 until the active coupon
 * came in the professionals' own statement (each statement is ~1 ms of fixed cost on PGlite); the
 * search's 5th is the availability version its result cache reads (decision 0113).
 */
const SEARCH_STATEMENTS = 5;
/** A search the result cache answers: the session lookup and the availability version (decision 0113). */
const SEARCH_HIT_STATEMENTS = 2;
/**
 * The order page: the session, the order history version (decision 0127), the page with its total, the
 * professionals, the addresses and the payments; a page the result cache answers: the session and the version.
 */
const ORDER_PAGE_STATEMENTS = 6;
const ORDER_PAGE_HIT_STATEMENTS = 2;
