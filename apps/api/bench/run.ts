// `npm run bench`: the API's hot paths under concurrent load, each beside a bare Fastify route served by the
// same process in the same run, so the figures read as ratios rather than machine-dependent absolutes.
// One run: the availability search at ~40, ~200 and ~1,000 professionals, the order history page, the
// event-loop delay while a search load runs, the cable fan-out and the start time — on PGlite and, when
// DATABASE_URL is set, on PostgreSQL too. BENCH_RUNS=3 repeats it and prints the medians. Loopback only;
// every load is bounded in requests and seconds (BENCH_SECONDS per row), so a run stays within minutes.

import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { addDays, saoPauloDate } from '@brilho/domain';
import { type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { type Database, openTestDatabase } from '../src/db';
import { ControllableClock } from '../src/lib/clock';
import { memoryMailer } from '../src/modules/mail/mailer';
import { offeredPageSql } from '../src/modules/professionals/availability.queries';
import { candidateSlots } from '../src/modules/professionals/slots';
import { memoryStorage } from '../src/modules/uploads/storage';
import { seedDemoData } from '../src/seed';
import { cableFanOut } from './cable';
import { type Figure, type Load, load, printTable, RUNS, SKIP, throughput } from './figures';
import { BENCH_DAYS, seedBenchProfessionals } from './professionals';
import { startTime } from './start-time';

/**
 * The search rows repeat one query: with the result cache on (the default) they measure cache hits, each
 * after the first miss; BENCH_SEARCH_CACHE=off measures the search itself (decision 0113).
 */
const CACHED = process.env.BENCH_SEARCH_CACHE === 'off' ? ' (uncached)' : ' (result cache)';

/** The database, seeded with the demo data, and the API on it listening on a free port. */
async function openBench(kind: 'pglite' | 'postgres') {
  // The server runs PGlite on its own thread (db/index.ts `openDatabase`): so does the bench.
  const database = await openTestDatabase({ thread: kind === 'pglite' });
  const clock = new ControllableClock();
  await seedDemoData({ db: database.db, clock });
  const app = await buildApp({
    // BENCH_SEARCH_CACHE=off: every search runs its statements (the search's own cost, decision 0113);
    // BENCH_HISTORY_CACHE=off: so does every order history page (its own cost, decision 0127).
    config: testConfig({
      ...(process.env.BENCH_SEARCH_CACHE === 'off' ? { SEARCH_CACHE_ENTRIES: 0 } : {}),
      ...(process.env.BENCH_HISTORY_CACHE === 'off' ? { ORDER_HISTORY_CACHE_ENTRIES: 0 } : {}),
    }),
    database,
    clock,
    mailer: memoryMailer(),
    storage: memoryStorage(),
  });
  app.get('/bare', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { database, clock, app, base };
}

/** Raw rows (`db.execute` answers `{ rows }` on both drivers; its type leaves them unknown). */
const rowsOf = async <T>(database: Database, query: SQL): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<Figure[]> {
  const { database, clock, app, base } = await openBench(kind);
  const figures: Figure[] = [];
  try {
    const signIn = await fetch(`${base}/api/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cliente@brilho.test', password: 'brilho123' }),
    });
    const { token, account } = (await signIn.json()) as { token: string; account: { id: string } };
    const auth = { authorization: `Bearer ${token}` };
    const today = saoPauloDate(clock.now());

    // The availability search: Batel (a quarter of the bench professionals serve it), two days ahead, 9h for 3 h.
    const [batel] = await rowsOf<{ id: string }>(
      database,
      sql`SELECT id FROM districts WHERE code = 'pr-curitiba-batel'`,
    );
    const districtId = batel!.id;
    const date = addDays(today, 2);
    const search =
      `${base}/api/finders/professionals/available-by-district?filter[district_id]=${districtId}` +
      `&filter[date]=${date}&filter[initial_hour]=9&filter[duration]=3&page[limit]=15` +
      '&include=account,account.profile,active_coupon,professional_rating';

    const bare = await load(`${base}/bare`);
    figures.push({ row: 'bare Fastify route: req/s', value: bare.rps, unit: 'req/s' });
    figures.push({ row: 'bare Fastify route: p50', value: bare.p50, unit: 'ms' });

    // The search as the table grows: the demo's ~40 professionals, then ~200, then ~1,000 (bench ones added).
    let seeded = 0;
    // BENCH_SKIP=search: the order history alone (while profiling it); it needs only the bench professionals.
    if (SKIP.has('search')) await seedBenchProfessionals(database.db, today, { from: 1, to: 10 });
    for (const target of SKIP.has('search') ? [] : [0, 160, 1_000]) {
      if (target > seeded) await seedBenchProfessionals(database.db, today, { from: seeded + 1, to: target });
      seeded = target;
      const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
        database,
        sql`SELECT count(*)::int AS n FROM professionals`,
      );
      figures.push(
        ...throughput(
          `search${CACHED}, ${n} professionals × ${BENCH_DAYS + 1} days`,
          await load(search, { headers: auth }),
          bare,
        ),
      );
    }
    const serial = SKIP.has('search')
      ? null
      : await load(search, { headers: auth }, { concurrency: 1, seconds: 2 });
    if (serial)
      figures.push({
        row: `search${CACHED} at ~1,000 professionals, serial p50`,
        value: serial.p50,
        unit: 'ms',
      });

    if (process.env.BENCH_EXPLAIN) {
      // The plan the figures rest on (set BENCH_EXPLAIN=1): the search statement exactly as the route sends it.
      const slots = candidateSlots({ date, startHour: 9, duration: 3 }, clock.now(), () => ({}));
      const plan = await rowsOf<Record<string, string>>(
        database,
        sql`EXPLAIN (ANALYZE, BUFFERS) ${offeredPageSql({ districtId, slots, limit: 15, offset: 0 })}`,
      );
      for (const row of plan) console.log(Object.values(row)[0]);
    }

    // BENCH_SKIP=history,probe,cable,start: the search rows alone (a search-only run takes a minute or so).
    if (!SKIP.has('history')) figures.push(...(await orderHistory(database, base, auth, account.id, bare)));
    if (!SKIP.has('probe')) figures.push(...(await probeUnderLoad(base, search, auth)));
    if (!SKIP.has('cable')) figures.push(...(await cableFanOut(app, base, token, account.id)));
  } finally {
    await app.close();
    await database.close();
  }
  return figures;
}

/** The order history page: 25 of the demo customer's 300 orders, newest first, with what the cards show. */
async function orderHistory(
  database: Database,
  base: string,
  auth: Record<string, string>,
  accountId: string,
  bare: Load,
): Promise<Figure[]> {
  const [someone] = await rowsOf<{ id: string }>(
    database,
    sql`SELECT p.id FROM professionals p JOIN accounts a ON a.id = p.account_id WHERE a.email = 'bench7@bench.brilho.test'`,
  );
  const [home] = await rowsOf<{ id: string }>(
    database,
    sql`SELECT id FROM addresses WHERE account_id = ${accountId} AND name = 'Casa'`,
  );
  await database.db.execute(sql`
    INSERT INTO orders (customer_id, professional_id, address_id, status, starts_at, ends_at, duration_hours,
                        subtotal, total, created_at, updated_at)
    SELECT ${accountId}, ${someone!.id}, ${home!.id}, 'complete',
           now() - (n || ' days')::interval, now() - (n || ' days')::interval + interval '2 hours', 2,
           9300, 9300, now() - (n || ' days')::interval, now() - (n || ' days')::interval
    FROM generate_series(1, 300) AS n`);
  const history =
    `${base}/api/orders?include=schedule_event,professional.account,address,payments,amount,coupon` +
    '&page[number]=1&page[size]=25&sort=-created_at';
  const cached = process.env.BENCH_HISTORY_CACHE === 'off' ? 'uncached' : 'result cache';
  return throughput(
    `order history (25 of 300, includes, ${cached})`,
    await load(history, { headers: auth }),
    bare,
  );
}

/** Nothing blocks the loop: a light probe of /api/what-time-is-it while the search load runs. */
async function probeUnderLoad(base: string, search: string, auth: Record<string, string>): Promise<Figure[]> {
  const idleProbe = await load(`${base}/api/what-time-is-it`, {}, { concurrency: 1, seconds: 1 });
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const [probe] = await Promise.all([
    load(`${base}/api/what-time-is-it`, {}, { concurrency: 1 }),
    load(search, { headers: auth }),
  ]);
  delay.disable();
  return [
    { row: 'what-time-is-it, idle: p50', value: idleProbe.p50, unit: 'ms' },
    { row: 'what-time-is-it under search load: p50', value: probe.p50, unit: 'ms' },
    { row: 'what-time-is-it under search load: p99', value: probe.p99, unit: 'ms' },
    { row: 'event-loop delay under search load: p50', value: delay.percentile(50) / 1e6, unit: 'ms' },
    { row: 'event-loop delay under search load: p99', value: delay.percentile(99) / 1e6, unit: 'ms' },
  ];
}

const kinds = (process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)).filter(
  (kind) => !(kind === 'pglite' && SKIP.has('pglite') && process.env.DATABASE_URL),
);
const names = { pglite: 'PGlite (on its own thread)', postgres: 'PostgreSQL' };
const benchStarted = performance.now();
const runsOf = new Map(kinds.map((kind) => [kind, [] as Figure[][]]));
// Run by run, each database in turn: an interrupted BENCH_RUNS=3 still printed whole runs of both.
for (let run = 1; run <= RUNS; run += 1) {
  for (const kind of kinds) {
    if (kind === 'postgres') process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
    else delete process.env.TEST_DATABASE_URL;
    const figures = [...(await benchDatabase(kind)), ...(SKIP.has('start') ? [] : await startTime(kind))];
    runsOf.get(kind)!.push(figures);
    if (RUNS > 1) printTable(`${names[kind]}: run ${run} of ${RUNS}`, [figures]);
    console.error(
      `${kind}: run ${run} of ${RUNS} done (${((performance.now() - benchStarted) / 1000).toFixed(0)} s)`,
    );
  }
}
for (const kind of kinds)
  printTable(`${names[kind]}: ${RUNS === 1 ? 'one run' : `medians of ${RUNS} runs`}`, runsOf.get(kind)!);
console.error(`bench took ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
