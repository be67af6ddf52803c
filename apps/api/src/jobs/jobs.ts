import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db';
import type { Clock } from '../lib/clock';
import { BOSS_SCHEMA, type ClaimedJob, claimDue, dateRetryByClock } from './claim';

/**
 * Durable jobs (DESIGN "Jobs"): pg-boss stores them in Postgres (PGlite when embedded, through the
 * `Database.executeSql` adapter), so any number of API/worker processes share one queue.
 *
 * Time follows the injected clock, not the database's: a job is sent with `startAfter` computed from
 * `clock.now()` and is due when that instant is at or before `clock.now()` (see `claim.ts`). Jobs run in
 * `runDue()`, a sweep over every registered queue; a worker process calls it every second, `/api/dev/clock`
 * calls it after each change, and tests call it when they want due work done, so nothing sleeps.
 */

/** A handler gets the job's data as stored (JSON) and must check it; throwing fails the job for a retry. */
export type JobHandler = (data: unknown) => Promise<void>;

export interface SendOptions {
  /** When the job becomes due, on the injected clock; absent: now. */
  startAfter?: Date;
  /**
   * Singleton queues only: at most one waiting job per key, a second send with the key is ignored (answers
   * null). A job that is running does not count, so its handler may send its own key again.
   */
  singletonKey?: string;
  /**
   * The caller's transaction: the job is stored through its connection, so it exists exactly when the
   * transaction commits (a crash or a rollback before the commit leaves neither the change nor its job).
   * Every job a state change owes is sent this way
   * (docs/decisions/0070-jobs-sent-in-the-transaction-that-owes-them-sweeps-behind-th.md). Needs `prepare()`
   * first (buildApp does it when the app is ready).
   */
  tx?: Db;
}

export interface WorkOptions {
  /**
   * One waiting job per `singletonKey` (pg-boss's `short` policy). Every send to such a queue needs a key:
   * keyless jobs would share one slot.
   */
  singleton?: boolean;
}

export interface Jobs {
  /** Stores a job of a registered queue; answers its id, or null when `singletonKey` already waits. */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /**
   * Installs pg-boss's tables and starts it, once. A transactional send can't do it itself (on PGlite the
   * one connection is held by that very transaction), so the app prepares when it is ready.
   */
  prepare(): Promise<void>;
  /** Registers a queue and its handler (once per name), in every process that sends or works it. */
  work(name: string, handler: JobHandler, options?: WorkOptions): void;
  /** The registered queues' names (docs/operations.md must list each one: a test checks it). */
  queueNames(): string[];
  /** Runs every job due by the clock, one sweep at a time per process; answers how many ran. */
  runDue(): Promise<number>;
  /** Worker mode: `runDue()` every `pollIntervalMs` until `stop()`. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobsOptions {
  database: Pick<Database, 'executeSql'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** A worker process: pg-boss maintenance on (expiring jobs of dead workers, archiving). */
  worker?: boolean;
  /** Worker mode's sweep period; 1 s by default. */
  pollIntervalMs?: number;
}

/**
 * Queue settings for every queue. A job running longer than `expireInSeconds` (a worker that died) is
 * failed by pg-boss's maintenance and retried.
 */
const QUEUE_OPTIONS = {
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 300,
} as const;

/** Jobs claimed per statement; a sweep claims again until nothing is due. */
const BATCH = 20;
/** A handler that keeps sending already-due jobs must not hold a sweep forever. */
const MAX_ROUNDS = 50;

export function createJobs(options: JobsOptions): Jobs {
  return new PgBossJobs(options);
}

class PgBossJobs implements Jobs {
  private readonly handlers = new Map<string, { handler: JobHandler; singleton: boolean }>();
  private readonly queues = new Map<string, Promise<void>>();
  /** Queues known to exist (committed), so a transactional send needs no `create_queue`. */
  private readonly created = new Set<string>();
  private booting: Promise<PgBoss> | null = null;
  /** pg-boss once started: what a transactional send needs without touching the app's own connection. */
  private booted: PgBoss | null = null;
  private sweeping: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly options: JobsOptions) {}

  async send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    const queue = this.handlers.get(name);
    if (!queue) throw new Error(`Job ${name} has no registered queue`);
    // pg-boss ignores a key on other policies; refusing here keeps "one waiting job per key" true.
    if (options.singletonKey !== undefined && !queue.singleton)
      throw new Error(`Job ${name} is not a singleton queue`);
    const boss = options.tx ? await this.queueIn(options.tx, name) : await this.queue(name);
    return boss.send(name, data, {
      // Always an instant of ours: pg-boss's default would be the database's now(), another clock.
      startAfter: options.startAfter ?? this.options.clock.now(),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.tx ? { db: sqlOf(options.tx) } : {}),
    });
  }

  async prepare(): Promise<void> {
    await this.ready();
  }

  work(name: string, handler: JobHandler, options: WorkOptions = {}): void {
    if (this.handlers.has(name)) throw new Error(`Job ${name} already has a handler`);
    this.handlers.set(name, { handler, singleton: options.singleton ?? false });
  }

  queueNames(): string[] {
    return [...this.handlers.keys()];
  }

  runDue(): Promise<number> {
    // Sweeps queue up behind each other, so a caller awaiting runDue sees its effects (the clock route).
    const run = this.sweeping.then(() => (this.stopped ? 0 : this.sweep()));
    this.sweeping = run.catch(() => undefined);
    return run;
  }

  async start(): Promise<void> {
    await this.ready();
    const every = this.options.pollIntervalMs ?? 1000;
    this.timer = setInterval(() => {
      this.runDue().catch((error: unknown) => this.options.log.error({ err: error }, 'jobs sweep failed'));
    }, every);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
    const boss = this.booting ? await this.booting.catch(() => null) : null;
    // The database is the app's (closed after us), so pg-boss must not close it.
    await boss?.stop({ graceful: false, close: false });
  }

  /** pg-boss installed (or migrated) and started, once; lazily, so apps that never use jobs pay nothing. */
  private ready(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('Jobs are stopped'));
    this.booting ??= this.boot();
    return this.booting;
  }

  private async boot(): Promise<PgBoss> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.options.database.executeSql(text, values) },
      schema: BOSS_SCHEMA,
      migrate: true,
      // Cron lives elsewhere (no pg-boss schedules); maintenance only where jobs are worked.
      schedule: false,
      supervise: this.options.worker ?? false,
    });
    boss.on('error', (error) => this.options.log.error({ err: error }, 'pg-boss error'));
    await boss.start();
    this.booted = boss;
    return boss;
  }

  /**
   * The queue, created through the caller's transaction when this process has not created it yet: pg-boss
   * silently drops a job whose queue does not exist, and the app's own connection may be the one the
   * transaction holds. `create_queue` is idempotent (a no-op when the queue exists).
   */
  private async queueIn(tx: Db, name: string): Promise<PgBoss> {
    const boss = this.booted;
    if (!boss || this.stopped) throw new Error(`Jobs are not prepared: cannot send ${name} in a transaction`);
    if (!this.created.has(name))
      await sqlOf(tx).executeSql(`SELECT ${BOSS_SCHEMA}.create_queue($1, $2)`, [
        name,
        { policy: this.policyOf(name), ...QUEUE_OPTIONS },
      ]);
    return boss;
  }

  private policyOf(name: string): 'short' | 'standard' {
    return this.handlers.get(name)?.singleton ? 'short' : 'standard';
  }

  /** pg-boss 10 needs a queue before its first job; creating one is idempotent (ON CONFLICT DO NOTHING). */
  private async queue(name: string): Promise<PgBoss> {
    const boss = await this.ready();
    let created = this.queues.get(name);
    if (!created) {
      created = boss.createQueue(name, { name, policy: this.policyOf(name), ...QUEUE_OPTIONS });
      this.queues.set(name, created);
      created.then(
        () => this.created.add(name),
        () => this.queues.delete(name),
      );
    }
    await created;
    return boss;
  }

  /**
   * Every queue, again while the last pass ran something: a job a handler sends (a notification queued by
   * an expiry) runs in the same sweep whatever order the queues were registered in.
   */
  private async sweep(): Promise<number> {
    let ran = 0;
    for (let pass = 0; pass < MAX_ROUNDS; pass += 1) {
      const before = ran;
      for (const [name, { handler }] of this.handlers) ran += await this.sweepQueue(name, handler);
      if (ran === before) break;
    }
    return ran;
  }

  private async sweepQueue(name: string, handler: JobHandler): Promise<number> {
    let ran = 0;
    const boss = await this.queue(name);
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const due = await claimDue(this.options.database, name, this.options.clock.now(), BATCH);
      for (const job of due) await this.runOne(boss, job, handler);
      ran += due.length;
      if (due.length < BATCH) break;
    }
    return ran;
  }

  /** Completes the job, or fails it with the error's message so pg-boss retries it later. */
  private async runOne(boss: PgBoss, job: ClaimedJob, handler: JobHandler): Promise<void> {
    try {
      await handler(job.data);
    } catch (error) {
      this.options.log.warn({ err: error, job: job.id, queue: job.name }, 'job failed');
      await boss.fail(job.name, job.id, { message: error instanceof Error ? error.message : String(error) });
      await dateRetryByClock(this.options.database, job, this.options.clock.now());
      return;
    }
    await boss.complete(job.name, job.id);
  }
}

/**
 * pg-boss's `db` option over a Drizzle transaction (PGlite or node-postgres): its statements, with their
 * `$n` parameters, run on the transaction's own connection. `prepareQuery` is Drizzle's raw-statement path
 * (no fields: the driver's rows as they come).
 */
function sqlOf(tx: Db): { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } {
  return {
    executeSql: async (text, values = []) => {
      const result = await tx._.session
        .prepareQuery({ sql: text, params: values }, undefined, undefined, false)
        .execute();
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}
