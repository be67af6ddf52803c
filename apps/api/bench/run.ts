// `npm run bench`: the API's hot paths under concurrent load, each beside a bare Fastify route served by the
// same process in the same run, so the figures read as ratios rather than machine-dependent absolutes.
// One run: the availability search at ~40, ~200 and ~1,000 professionals, the order history page, the
// event-loop delay while a search load runs, the cable fan-out and the start time — on PGlite and, when
// DATABASE_URL is set, on PostgreSQL too. BENCH_RUNS=3 repeats it and prints the medians. Loopback only;
// every load is bounded in requests and seconds (BENCH_SECONDS per row), so a run stays within minutes.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { addDays, saoPauloDate } from '@brilho/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { apiBuildIsStale, buildApi, serverBundle } from '../scripts/build.mjs';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { type Database, openDatabase, openTestDatabase } from '../src/db';
import { ControllableClock } from '../src/lib/clock';
import { memoryMailer } from '../src/modules/mail/mailer';
import { offeredPageSql } from '../src/modules/professionals/availability.queries';
import { candidateSlots } from '../src/modules/professionals/slots';
import { memoryStorage } from '../src/modules/uploads/storage';
import { seedDemoData } from '../src/seed';
import { BENCH_DAYS, seedBenchProfessionals } from './professionals';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const CABLE_CLIENTS = Number(process.env.BENCH_CABLE_CLIENTS ?? 1_000);
const CABLE_PUSHES = 10;
/** Parts to leave out, comma-separated: `cable`, `start` (e.g. while profiling the requests). */
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(','));
const benchDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** One figure of the table: its value and, when it has one, the reference it is read against. */
interface Figure {
  row: string;
  value: number;
  unit: string;
  /** The ratio to the reference (value ÷ reference, or reference ÷ value for "higher is better" rows). */
  ratio?: number;
  ratioLabel?: string;
}

interface Load {
  p50: number;
  p99: number;
  rps: number;
  count: number;
}

interface Request {
  headers?: Record<string, string>;
  /** A JSON body, sent as POST. */
  body?: unknown;
}

/** Runs a load on its own thread (bench/load.mjs), so the clients' work is not on the server's loop. */
function load(url: string, request: Request = {}, options: { concurrency?: number; seconds?: number } = {}) {
  const init = request.body
    ? {
        method: 'POST',
        headers: { ...request.headers, 'content-type': 'application/json' },
        body: JSON.stringify(request.body),
      }
    : { headers: request.headers ?? {} };
  const worker = new Worker(join(benchDir, 'load.mjs'), {
    workerData: {
      url,
      init,
      requests: REQUESTS,
      concurrency: options.concurrency ?? CONCURRENCY,
      seconds: options.seconds ?? SECONDS,
    },
  });
  return new Promise<Load>((resolve, reject) => {
    worker.once('message', (result: Load & { failure: string | null }) => {
      if (result.failure) reject(new Error(result.failure));
      else resolve(result);
    });
    worker.once('error', reject);
  });
}

const throughput = (row: string, measured: Load, bare: Load): Figure[] => [
  {
    row: `${row}: req/s`,
    value: measured.rps,
    unit: 'req/s',
    ratio: measured.rps / bare.rps,
    ratioLabel: '÷ bare',
  },
  {
    row: `${row}: p50`,
    value: measured.p50,
    unit: 'ms',
    ratio: measured.p50 / bare.p50,
    ratioLabel: '× bare',
  },
];

/** The cable: N subscribers in a child process, 10 pushes, delivery p95 and the server's memory per socket. */
async function cableFanOut(
  app: FastifyInstance,
  base: string,
  token: string,
  accountId: string,
): Promise<Figure[]> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  const child = spawn(
    process.execPath,
    [
      join(benchDir, 'cable-clients.mjs'),
      `${base.replace('http', 'ws')}/api/cable?token=${token}`,
      String(CABLE_CLIENTS),
      String(CABLE_PUSHES),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = linesOf(child);
  if ((await lines.next()).value !== 'ready') throw new Error('cable clients did not connect');
  await new Promise((resolve) => setTimeout(resolve, 500));
  gc?.();
  const connected = process.memoryUsage();
  for (let push = 0; push < CABLE_PUSHES; push += 1) {
    await app.ctx.events.publish({
      channel: 'AccountChannel',
      key: accountId,
      data: { to_state: 'bench', sent_at: performance.timeOrigin + performance.now() },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const latencies = (JSON.parse((await lines.next()).value as string) as number[]).sort((a, b) => a - b);
  const p95 = latencies[Math.floor(0.95 * latencies.length)]!;
  return [
    { row: `cable: ${CABLE_CLIENTS} clients, push p95`, value: p95, unit: 'ms' },
    {
      row: 'cable: heap per idle socket (server)',
      value: (connected.heapUsed - before.heapUsed) / CABLE_CLIENTS / 1024,
      unit: 'KB',
    },
    {
      row: 'cable: resident memory per idle socket (server)',
      value: (connected.rss - before.rss) / CABLE_CLIENTS / 1024,
      unit: 'KB',
    },
  ];
}

async function* linesOf(child: ChildProcess): AsyncGenerator<string> {
  let buffered = '';
  for await (const chunk of child.stdout!) {
    buffered += String(chunk);
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      yield buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      newline = buffered.indexOf('\n');
    }
  }
}

/** The database, seeded with the demo data, and the API on it listening on a free port. */
async function openBench(kind: 'pglite' | 'postgres') {
  // The server runs PGlite on its own thread (db/index.ts `openDatabase`): so does the bench.
  const database = await openTestDatabase({ thread: kind === 'pglite' });
  const clock = new ControllableClock();
  await seedDemoData({ db: database.db, clock });
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
    for (const target of [0, 160, 1_000]) {
      if (target > seeded) await seedBenchProfessionals(database.db, today, { from: seeded + 1, to: target });
      seeded = target;
      const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
        database,
        sql`SELECT count(*)::int AS n FROM professionals`,
      );
      figures.push(
        ...throughput(
          `search, ${n} professionals × ${BENCH_DAYS + 1} days`,
          await load(search, { headers: auth }),
          bare,
        ),
      );
    }
    const serial = await load(search, { headers: auth }, { concurrency: 1, seconds: 2 });
    figures.push({ row: 'search at ~1,000 professionals, serial p50', value: serial.p50, unit: 'ms' });

    if (process.env.BENCH_EXPLAIN) {
      // The plan the figures rest on (set BENCH_EXPLAIN=1): the search statement exactly as the route sends it.
      const slots = candidateSlots({ date, startHour: 9, duration: 3 }, clock.now(), () => ({}));
      const plan = await rowsOf<Record<string, string>>(
        database,
        sql`EXPLAIN (ANALYZE, BUFFERS) ${offeredPageSql({ districtId, slots, limit: 15, offset: 0 })}`,
      );
      for (const row of plan) console.log(Object.values(row)[0]);
    }

    // The order history page: 25 of the demo customer's 300 orders, newest first, with what the cards show.
    const [someone] = await rowsOf<{ id: string }>(
      database,
      sql`SELECT p.id FROM professionals p JOIN accounts a ON a.id = p.account_id WHERE a.email = 'bench7@bench.brilho.test'`,
    );
    const [home] = await rowsOf<{ id: string }>(
      database,
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
      `${base}/api/orders?include=schedule_event,professional.account,address,payments,amount,coupon` +
      '&page[number]=1&page[size]=25&sort=-created_at';
    figures.push(
      ...throughput('order history (25 of 300, includes)', await load(history, { headers: auth }), bare),
    );

    // Nothing blocks the loop: a light probe of /api/what-time-is-it while the search load runs.
    const idleProbe = await load(`${base}/api/what-time-is-it`, {}, { concurrency: 1, seconds: 1 });
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const [probe] = await Promise.all([
      load(`${base}/api/what-time-is-it`, {}, { concurrency: 1 }),
      load(search, { headers: auth }),
    ]);
    delay.disable();
    figures.push(
      { row: 'what-time-is-it, idle: p50', value: idleProbe.p50, unit: 'ms' },
      { row: 'what-time-is-it under search load: p50', value: probe.p50, unit: 'ms' },
      { row: 'what-time-is-it under search load: p99', value: probe.p99, unit: 'ms' },
      { row: 'event-loop delay under search load: p50', value: delay.percentile(50) / 1e6, unit: 'ms' },
      { row: 'event-loop delay under search load: p99', value: delay.percentile(99) / 1e6, unit: 'ms' },
    );

    if (!SKIP.has('cable')) figures.push(...(await cableFanOut(app, base, token, account.id)));
  } finally {
    await app.close();
    await database.close();
  }
  return figures;
}

/** Milliseconds from spawning `args` to its first good answer at `url`, and its resident memory then. */
async function timeToHealth(args: string[], url: string, env: NodeJS.ProcessEnv) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'], cwd: repoRoot });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      if (performance.now() - started > 300_000) throw new Error(`${args.join(' ')} did not start`);
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const ms = performance.now() - started;
    // Idle a moment (jobs start, first sweeps), then its resident memory.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const status = await import('node:fs').then((fs) => fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'));
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    return { ms, rssMb: rssKb / 1024 };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** `npm start`'s server (the compiled bundle) on an existing data directory, beside a bare Fastify process. */
async function startTime(kind: 'pglite' | 'postgres'): Promise<Figure[]> {
  if (apiBuildIsStale()) await buildApi();
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const bareScript =
    "import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ ok: true }));" +
    `await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const bare = await timeToHealth(['--input-type=module', '-e', bareScript], `http://127.0.0.1:${port}/`, {
    ...process.env,
    NODE_PATH: join(repoRoot, 'node_modules'),
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'brilho-bench-start-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const name = `brilho_bench_start_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port + 1),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl ?? '',
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  try {
    // An existing database, migrated and seeded here as the first start would, so the start measured is
    // what every later start costs.
    const existing = await openDatabase({ url: databaseUrl, dataDir: join(dataDir, 'db') });
    await seedDemoData({ db: existing.db, clock: new ControllableClock() });
    await existing.close();
    const health = `http://127.0.0.1:${port + 1}/api/health`;
    const again = await timeToHealth(['--enable-source-maps', serverBundle], health, env);
    return [
      { row: 'bare Fastify process: start', value: bare.ms, unit: 'ms' },
      { row: 'bare Fastify process: resident memory, idle', value: bare.rssMb, unit: 'MB' },
      {
        row: 'server (compiled): start, existing data',
        value: again.ms,
        unit: 'ms',
        ratio: again.ms / bare.ms,
        ratioLabel: '× bare',
      },
      { row: 'server (compiled): resident memory, idle', value: again.rssMb, unit: 'MB' },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Prints one table: the medians of `runs` (one run: its figures as they are). */
function printTable(title: string, runs: Figure[][]): void {
  console.log(`\n${title}, ${CONCURRENCY} connections, ≤ ${SECONDS} s or ${REQUESTS} requests a row`);
  console.log('what'.padEnd(62), 'value'.padStart(10), 'unit'.padEnd(6), 'ratio'.padStart(16));
  for (const [index, figure] of runs[0]!.entries()) {
    const value = median(runs.map((figures) => figures[index]!.value));
    const ratios = runs.map((figures) => figures[index]!.ratio).filter((r): r is number => r !== undefined);
    const ratio =
      ratios.length > 0
        ? `${median(ratios).toFixed(figure.ratioLabel === '÷ bare' ? 3 : 1)} ${figure.ratioLabel}`
        : '';
    console.log(
      figure.row.slice(0, 62).padEnd(62),
      value.toFixed(value >= 100 ? 0 : 2).padStart(10),
      figure.unit.padEnd(6),
      ratio.padStart(16),
    );
  }
}

const kinds: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
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
