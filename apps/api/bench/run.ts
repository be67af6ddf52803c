// `npm run bench`: API hot paths under concurrent load, next to a bare JSON route in the same run, so the
// figures read as ratios rather than machine-dependent absolutes. Loopback only, bounded in count and time.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openTestDatabase } from '../src/db';
import { ControllableClock } from '../src/lib/clock';
import { memoryMailer } from '../src/modules/mail/mailer';
import { memoryStorage } from '../src/modules/uploads/storage';
import { seedDemoData } from '../src/seed';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

async function measure(base: string, path: string, headers: Record<string, string> = {}) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { path, p50: at(0.5), p99: at(0.99), rps: latencies.length / seconds };
}

const database = await openTestDatabase();
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
const signIn = await fetch(`${base}/api/authentication`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'cliente@brilho.test', password: 'brilho123' }),
});
const { token, account } = (await signIn.json()) as { token: string; account: { id: string } };
const auth = { authorization: `Bearer ${token}` };

const rows = [
  await measure(base, '/bare'),
  await measure(base, '/api/terms-of-use'),
  await measure(
    base,
    `/api/accounts/${account.id}?include=accountable,profile,phones,accounts_terms_of_uses`,
    auth,
  ),
];
const bare = rows[0]!;
console.log(`${REQUESTS} requests, ${CONCURRENCY} concurrent, database: ${database.kind}`);
console.log(
  'path'.padEnd(70),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'req/s'.padStart(8),
  'p50 ×bare'.padStart(10),
);
for (const row of rows) {
  console.log(
    row.path.slice(0, 70).padEnd(70),
    row.p50.toFixed(2).padStart(8),
    row.p99.toFixed(2).padStart(8),
    row.rps.toFixed(0).padStart(8),
    (row.p50 / bare.p50).toFixed(1).padStart(10),
  );
}
await app.close();
await database.close();
