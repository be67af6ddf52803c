import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The bench's settings (environment), its figures, the load runner and the printed table. */

export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
export const RUNS = Number(process.env.BENCH_RUNS ?? 1);
/**
 * Parts to leave out, comma-separated: `cable`, `start`, `history`, `probe` (e.g. while profiling the requests; all
 * four: the search rows alone), `search` (the search rows; with probe, cable, start: the order history alone),
 * `pglite` (PostgreSQL only, with DATABASE_URL).
 */
export const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(','));
export const benchDir = fileURLToPath(new URL('.', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** One figure of the table: its value and, when it has one, the reference it is read against. */
export interface Figure {
  row: string;
  value: number;
  unit: string;
  /** The ratio to the reference (value ÷ reference, or reference ÷ value for "higher is better" rows). */
  ratio?: number;
  ratioLabel?: string;
}

export interface Load {
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
export function load(
  url: string,
  request: Request = {},
  options: { concurrency?: number; seconds?: number } = {},
) {
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

export const throughput = (row: string, measured: Load, bare: Load): Figure[] => [
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Prints one table: the medians of `runs` (one run: its figures as they are). */
export function printTable(title: string, runs: Figure[][]): void {
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
