import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { benchDir, type Figure } from './figures';

const CABLE_CLIENTS = Number(process.env.BENCH_CABLE_CLIENTS ?? 1_000);
const CABLE_PUSHES = 10;

/** The cable: N subscribers in a child process, 10 pushes, delivery p95 and the server's memory per socket. */
export async function cableFanOut(
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
