import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { apiBuildIsStale, buildApi, serverBundle } from '../scripts/build.mjs';
import { openDatabase } from '../src/db';
import { ControllableClock } from '../src/lib/clock';
import { seedDemoData } from '../src/seed';
import type { Figure } from './figures';
import { repoRoot } from './figures';

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
export async function startTime(kind: 'pglite' | 'postgres'): Promise<Figure[]> {
  if (apiBuildIsStale()) await buildApi();
  // Below Linux's ephemeral range (32768–60999): a port there may be taken by any outgoing connection meanwhile.
  const port = 20_000 + Math.floor(Math.random() * 12_000);
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
