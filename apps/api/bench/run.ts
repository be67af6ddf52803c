// `npm run bench`: API hot paths under concurrent load, next to a bare JSON route in the same run, so the
// figures read as ratios rather than machine-dependent absolutes. Loopback only, bounded in count and time.
import type { AddressInfo } from 'node:net';
import { addDays, saoPauloDate } from '@brilho/domain';
import { type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openTestDatabase } from '../src/db';
import { ControllableClock } from '../src/lib/clock';
import { memoryMailer } from '../src/modules/mail/mailer';
import { offeredPageSql } from '../src/modules/professionals/availability.queries';
import { candidateSlots } from '../src/modules/professionals/slots';
import { memoryStorage } from '../src/modules/uploads/storage';
import { seedDemoData } from '../src/seed';
import { BENCH_DAYS, BENCH_PROFESSIONALS, seedBenchProfessionals } from './professionals';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

interface Request {
  headers?: Record<string, string>;
  /** A JSON body, sent as POST. */
  body?: unknown;
  /** What the table calls the row (the path by default). */
  label?: string;
}

async function measure(base: string, path: string, request: Request = {}) {
  const init: RequestInit = request.body
    ? {
        method: 'POST',
        headers: { ...request.headers, 'content-type': 'application/json' },
        body: JSON.stringify(request.body),
      }
    : { headers: request.headers ?? {} };
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(`${base}${path}`, init);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { path: request.label ?? path, p50: at(0.5), p99: at(0.99), rps: latencies.length / seconds };
}

const database = await openTestDatabase();
const clock = new ControllableClock();
await seedDemoData({ db: database.db, clock });
const today = saoPauloDate(clock.now());
let seeded = performance.now();
await seedBenchProfessionals(database.db, today);
seeded = performance.now() - seeded;
/** Raw rows (`db.execute` answers `{ rows }` on both drivers; its type leaves them unknown). */
const rowsOf = async <T>(query: SQL): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const [events] = await rowsOf<{ n: number }>(sql`SELECT count(*)::int AS n FROM schedule_events`);
const app = await buildApp({
  config: testConfig(),
  database,
  clock,
  mailer: memoryMailer(),
  storage: memoryStorage(),
});
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const signIn = await fetch(`${base}/api/authentication`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'cliente@brilho.test', password: 'brilho123' }),
});
const { token, account } = (await signIn.json()) as { token: string; account: { id: string } };
const auth = { authorization: `Bearer ${token}` };

// The availability search: Batel (~250 of the 1,000 professionals serve it), two days ahead, 9h for 3 h.
const [batel] = await rowsOf<{ id: string }>(sql`SELECT id FROM districts WHERE code = 'pr-curitiba-batel'`);
const districtId = batel!.id;
const date = addDays(today, 2);
const search = `filter[district_id]=${districtId}&filter[date]=${date}&filter[initial_hour]=9&filter[duration]=3`;
const cards = 'include=account,account.profile,active_coupon,professional_rating';
const [someone] = await rowsOf<{ id: string }>(
  sql`SELECT p.id FROM professionals p JOIN accounts a ON a.id = p.account_id WHERE a.email = 'bench7@bench.brilho.test'`,
);

if (process.env.BENCH_EXPLAIN) {
  // The plan the figures rest on (set BENCH_EXPLAIN=1): the search statement exactly as the route sends it.
  const slots = candidateSlots({ date, startHour: 9, duration: 3 }, clock.now(), () => ({}));
  for (const [name, query] of [
    ['slot 9h/3h', { districtId, slots, limit: 15, offset: 0 }],
    [
      'by duration 3h',
      {
        districtId,
        slots: candidateSlots({ date, duration: 3 }, clock.now(), () => ({})),
        limit: 15,
        offset: 0,
      },
    ],
  ] as const) {
    const plan = await rowsOf<Record<string, string>>(
      sql`EXPLAIN (ANALYZE, BUFFERS) ${offeredPageSql(query)}`,
    );
    console.log(`\nEXPLAIN ANALYZE, ${name}:`);
    for (const row of plan) console.log(Object.values(row)[0]);
  }
}

// The order history: 300 orders of the demo customer (the page the web asks for: 25, newest first, with
// what the cards show).
const [home] = await rowsOf<{ id: string }>(
  sql`SELECT id FROM addresses WHERE account_id = ${account.id} AND name = 'Casa'`,
);
await database.db.execute(sql`
  INSERT INTO orders (customer_id, professional_id, address_id, status, starts_at, ends_at, duration_hours,
                      subtotal, total, created_at, updated_at)
  SELECT ${account.id}, ${someone!.id}, ${home!.id}, 'complete',
         now() - (n || ' days')::interval, now() - (n || ' days')::interval + interval '2 hours', 2,
         9300, 9300, now() - (n || ' days')::interval, now() - (n || ' days')::interval
  FROM generate_series(1, 300) AS n`);
const history =
  'include=schedule_event,professional.account,address,payments,amount,coupon&page[number]=1&page[size]=25&sort=-created_at';

const rows = [
  await measure(base, '/bare'),
  await measure(base, '/api/terms-of-use'),
  await measure(
    base,
    `/api/accounts/${account.id}?include=accountable,profile,phones,accounts_terms_of_uses`,
    { headers: auth },
  ),
  await measure(base, `/api/finders/professionals/available-by-district?${search}&page[limit]=15&${cards}`, {
    headers: auth,
    label: 'GET available-by-district (9h, 3 h, page 15)',
  }),
  await measure(base, '/api/professionals/available-by-duration?page[limit]=15', {
    headers: auth,
    body: { data: { attributes: { district_id: districtId, date, duration: 3 } } },
    label: 'POST available-by-duration (3 h, every start hour)',
  }),
  await measure(
    base,
    `/api/finders/professionals/schedule-events?filter[professional_id]=${someone!.id}&filter[date]=${date}`,
    { headers: auth, label: 'GET schedule-events (one professional, one day)' },
  ),
  await measure(base, `/api/orders?${history}`, {
    headers: auth,
    label: 'GET /orders (history page: 25 of 300, with includes)',
  }),
];
const bare = rows[0]!;
console.log(
  `${BENCH_PROFESSIONALS} bench professionals x ${BENCH_DAYS + 1} days: ${events!.n} schedule events ` +
    `(seeded in ${(seeded / 1000).toFixed(1)} s)`,
);
console.log(`${REQUESTS} requests, ${CONCURRENCY} concurrent, database: ${database.kind}`);
console.log(
  'path'.padEnd(70),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'req/s'.padStart(8),
  'p50 ×bare'.padStart(10),
  'req/s ÷bare'.padStart(12),
);
for (const row of rows) {
  console.log(
    row.path.slice(0, 70).padEnd(70),
    row.p50.toFixed(2).padStart(8),
    row.p99.toFixed(2).padStart(8),
    row.rps.toFixed(0).padStart(8),
    (row.p50 / bare.p50).toFixed(1).padStart(10),
    (row.rps / bare.rps).toFixed(3).padStart(12),
  );
}
await app.close();
await database.close();
