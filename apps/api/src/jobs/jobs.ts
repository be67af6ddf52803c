import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db';
import type { Clock } from '../lib/clock';
import { BOSS_SCHEMA, type ClaimedJob, claimDue, dateRetryByClock } from './claim';

/**
 * Durable jobs (DESIGN §1 "Jobs"): pg-boss stores them in Postgres (PGlite when embedded, through the
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
  /** Registers a queue and its handler (once per name), in every process that sends or works it. */
  work(name: string, handler: JobHandler, options?: WorkOptions): void;
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
  private booting: Promise<PgBoss> | null = null;
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
    const boss = await this.queue(name);
    return boss.send(name, data, {
      // Always an instant of ours: pg-boss's default would be the database's now(), another clock.
      startAfter: options.startAfter ?? this.options.clock.now(),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  }

  work(name: string, handler: JobHandler, options: WorkOptions = {}): void {
    if (this.handlers.has(name)) throw new Error(`Job ${name} already has a handler`);
    this.handlers.set(name, { handler, singleton: options.singleton ?? false });
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
    return boss;
  }

  /** pg-boss 10 needs a queue before its first job; creating one is idempotent (ON CONFLICT DO NOTHING). */
  private async queue(name: string): Promise<PgBoss> {
    const boss = await this.ready();
    let created = this.queues.get(name);
    if (!created) {
      const policy = this.handlers.get(name)?.singleton ? 'short' : 'standard';
      created = boss.createQueue(name, { name, policy, ...QUEUE_OPTIONS });
      this.queues.set(name, created);
      created.catch(() => this.queues.delete(name));
    }
    await created;
    return boss;
  }

  private async sweep(): Promise<number> {
    let ran = 0;
    for (const [name, { handler }] of this.handlers) {
      const boss = await this.queue(name);
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const due = await claimDue(this.options.database, name, this.options.clock.now(), BATCH);
        for (const job of due) await this.runOne(boss, job, handler);
        ran += due.length;
        if (due.length < BATCH) break;
      }
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
