import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openTestDatabase } from '../db';
import { ControllableClock } from '../lib/clock';
import { buildTestApp, type TestApp } from '../test/app';
import { createJobs, type Jobs } from './jobs';
import { registerRecurring } from './recurring';

const NOW = new Date('2026-11-23T12:00:00Z');
const silent = { error: () => undefined, warn: () => undefined };

interface JobRow {
  state: string;
  retry_count: number;
  singleton_key: string | null;
}

async function jobsNamed(database: Database, name: string): Promise<JobRow[]> {
  const { rows } = await database.executeSql(
    'SELECT state, retry_count, singleton_key FROM pgboss.job WHERE name = $1 ORDER BY created_on',
    [name],
  );
  return rows as JobRow[];
}

describe('the jobs service (pg-boss on the test database)', () => {
  let database: Database;
  let clock: ControllableClock;
  let jobs: Jobs;

  beforeAll(async () => {
    database = await openTestDatabase();
    clock = new ControllableClock();
    clock.set(NOW);
    jobs = createJobs({ database, clock, log: silent });
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('runs a job once it is due by the injected clock, not before', async () => {
    const seen: unknown[] = [];
    jobs.work('due-by-clock', async (data) => {
      seen.push(data);
    });
    await jobs.send('due-by-clock', { n: 1 }, { startAfter: new Date(clock.now().getTime() + 600_000) });

    expect(await jobs.runDue()).toBe(0);
    clock.advance(599_000);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(1_000);
    expect(await jobs.runDue()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobs.runDue()).toBe(0);
    expect((await jobsNamed(database, 'due-by-clock')).map((j) => j.state)).toEqual(['completed']);
  });

  it('keeps one waiting job per singleton key', async () => {
    jobs.work('singleton', async () => undefined, { singleton: true });
    const later = { startAfter: new Date(clock.now().getTime() + 60_000), singletonKey: 'offer-1' };
    const first = await jobs.send('singleton', { n: 1 }, later);
    const second = await jobs.send('singleton', { n: 2 }, later);

    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(await jobsNamed(database, 'singleton')).toEqual([
      { state: 'created', retry_count: 0, singleton_key: 'offer-1' },
    ]);
    await expect(jobs.send('due-by-clock', {}, { singletonKey: 'x' })).rejects.toThrow(/not a singleton/);
    await expect(jobs.send('nobody-works-this', {})).rejects.toThrow(/no registered queue/);
  });

  it('retries a failed job later, then completes it', async () => {
    let calls = 0;
    jobs.work('flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('indisponível');
    });
    await jobs.send('flaky', {});

    expect(await jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect((await jobsNamed(database, 'flaky'))[0]!.state).toBe('retry');
    // The retry waits for its delay (10 s, on the injected clock however far real time is from it).
    clock.advance(9_000);
    await jobs.runDue();
    expect(calls).toBe(1);
    clock.advance(1_000);
    await jobs.runDue();
    expect(calls).toBe(2);
    expect(await jobsNamed(database, 'flaky')).toEqual([
      { state: 'completed', retry_count: 1, singleton_key: null },
    ]);
  });

  it('stores a job sent in a transaction only when that transaction commits', async () => {
    jobs.work('in-transaction', async () => undefined, { singleton: true });
    await jobs.prepare();
    const startAfter = new Date(clock.now().getTime() + 60_000);

    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send('in-transaction', { n: 1 }, { tx, startAfter, singletonKey: 'rolled-back' });
        throw new Error('crash before the commit');
      }),
    ).rejects.toThrow(/crash before the commit/);
    expect(await jobsNamed(database, 'in-transaction')).toEqual([]);

    const id = await database.db.transaction((tx) =>
      jobs.send('in-transaction', { n: 2 }, { tx, startAfter, singletonKey: 'committed' }),
    );
    expect(id).toEqual(expect.any(String));
    expect(await jobsNamed(database, 'in-transaction')).toEqual([
      { state: 'created', retry_count: 0, singleton_key: 'committed' },
    ]);
    // The singleton rule holds inside a transaction too.
    const again = await database.db.transaction((tx) =>
      jobs.send('in-transaction', { n: 3 }, { tx, startAfter, singletonKey: 'committed' }),
    );
    expect(again).toBeNull();
  });

  it('creates a queue no send has created yet from inside the transaction', async () => {
    const fresh = createJobs({ database, clock, log: silent });
    fresh.work('first-in-transaction', async () => undefined);
    await fresh.prepare();
    await database.db.transaction((tx) => fresh.send('first-in-transaction', { n: 1 }, { tx }));
    await fresh.stop();
    expect(await jobsNamed(database, 'first-in-transaction')).toHaveLength(1);
  });

  it('refuses a transactional send before prepare rather than wait on its own connection', async () => {
    const cold = createJobs({ database, clock, log: silent });
    cold.work('cold', async () => undefined);
    await expect(database.db.transaction((tx) => cold.send('cold', {}, { tx }))).rejects.toThrow(
      /not prepared/,
    );
    await cold.stop();
  });

  it('runs a recurring sweep on its period; a failed round is retried and the next one still comes', async () => {
    let rounds = 0;
    const sweep = registerRecurring({ jobs, clock }, 'recurring-sweep', 60, async () => {
      rounds += 1;
      if (rounds === 1) throw new Error('banco indisponível');
    });
    await sweep.start();
    await sweep.start();
    await jobs.runDue();
    expect(rounds).toBe(1);
    clock.advance(10_000);
    await jobs.runDue();
    expect(rounds).toBe(2);
    clock.advance(49_000);
    await jobs.runDue();
    expect(rounds).toBe(2);
    clock.advance(1_000);
    await jobs.runDue();
    expect(rounds).toBe(3);
    const waiting = (await jobsNamed(database, 'recurring-sweep')).filter((j) => j.state === 'created');
    expect(waiting).toHaveLength(1);
  });

  it('runs each job exactly once when two workers sweep at the same time', async () => {
    const runs = new Map<number, number>();
    const handler = async (data: unknown) => {
      const n = (data as { n: number }).n;
      runs.set(n, (runs.get(n) ?? 0) + 1);
    };
    jobs.work('shared', handler);
    const other = createJobs({ database, clock, log: silent });
    other.work('shared', handler);
    for (let n = 0; n < 45; n += 1) await jobs.send('shared', { n });

    await Promise.all([jobs.runDue(), other.runDue(), jobs.runDue(), other.runDue()]);
    await other.stop();

    expect(runs.size).toBe(45);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('a started worker runs due jobs by itself, and nothing after stop', async () => {
    const worker = createJobs({ database, clock, log: silent, worker: true, pollIntervalMs: 20 });
    const seen: unknown[] = [];
    worker.work('polled', async (data) => {
      seen.push(data);
    });
    await worker.start();
    await worker.send('polled', { n: 7 });
    await vi.waitFor(() => expect(seen).toEqual([{ n: 7 }]), { timeout: 5_000 });
    await worker.stop();
    expect(await worker.runDue()).toBe(0);
  });
});

describe('jobs in the app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
  });
  afterAll(() => t.close());

  it('are not polled in tests: due jobs wait for runDue', async () => {
    const seen: unknown[] = [];
    t.app.ctx.jobs.work('app-test', async (data) => {
      seen.push(data);
    });
    await t.app.ctx.jobs.send('app-test', { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    expect(await t.app.ctx.jobs.runDue()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('run at once when /api/dev/clock makes them due', async () => {
    const seen: unknown[] = [];
    t.app.ctx.jobs.work('clock-test', async (data) => {
      seen.push(data);
    });
    const startAfter = new Date(t.clock.now().getTime() + 600_000);
    await t.app.ctx.jobs.send('clock-test', { n: 2 }, { startAfter });

    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advance_seconds: 601 },
    });

    expect(moved.statusCode).toBe(200);
    expect(seen).toEqual([{ n: 2 }]);
  });
});
