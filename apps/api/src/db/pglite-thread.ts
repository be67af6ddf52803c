import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SERVER_TEXTS } from '../words/server';

/**
 * PGlite on a worker thread, with the part of PGlite's interface Drizzle, pg-boss and our raw SQL use:
 * `query`, `exec`, `transaction`, `close`, `dumpDataDir`. PGlite is one connection, so statements take turns
 * here as they do inside PGlite: a transaction holds the turn from BEGIN to COMMIT/ROLLBACK, and a statement
 * outside it waits (the same rule as in-process PGlite, whose `transaction` holds its own lock).
 */

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}
export interface Results<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
export interface ThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  /** The turn: each statement or transaction chains onto the previous one. */
  #turn: Promise<unknown> = Promise.resolve();
  /** Why the thread answers no more, once it failed or ended. */
  #stopped: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: { id: number; result?: unknown; error?: Record<string, string> }) => {
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.error) {
        // A plain Error carrying the driver's fields (code, constraint...), as callers read them.
        pending.reject(Object.assign(new Error(message.error.message), message.error));
      } else pending.resolve(message.result);
    });
    // A thread that failed or ended answers nothing more: what waits on it, and whatever asks it later, is
    // refused at once instead of waiting forever (every request of the server would hang on it).
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', (code) => this.#stop(new Error(SERVER_TEXTS.embeddedDatabaseStopped(code))));
  }

  #stop(error: Error): void {
    this.#stopped ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  /** Starts the thread and waits until its database is open. */
  static async create(options: { dataDir?: string; loadDataDir?: ArrayBuffer }): Promise<PgliteThread> {
    // A path, not `new URL(…, import.meta.url)`: Vite (vitest) would rewrite that pattern into an import.
    const worker = new Worker(join(dirname(fileURLToPath(import.meta.url)), 'pglite-worker.mjs'), {
      workerData: options,
      ...(options.loadDataDir ? { transferList: [options.loadDataDir] } : {}),
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return new PgliteThread(worker);
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, ...message });
    });
  }

  #query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#call({
      op: 'query',
      text,
      params: params ?? [],
      rowMode: options?.rowMode,
      identityTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
    });
  }

  /** Runs `work` when the previous turn is over; the next one waits for it, whatever its outcome. */
  #inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#turn.then(work, work);
    this.#turn = run.catch(() => undefined);
    return run;
  }

  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return this.#inTurn(() => this.#query<T>(text, params, options));
  }

  exec(text: string): Promise<Results[]> {
    return this.#inTurn(() => this.#call<Results[]>({ op: 'exec', text }));
  }

  transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    return this.#inTurn(async () => {
      await this.#call({ op: 'exec', text: 'BEGIN' });
      let closed = false;
      const tx: ThreadTransaction = {
        query: (text, params, options) => this.#query(text, params, options),
        exec: (text) => this.#call({ op: 'exec', text }),
        rollback: async () => {
          await this.#call({ op: 'exec', text: 'ROLLBACK' });
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await work(tx);
        if (!closed) await this.#call({ op: 'exec', text: 'COMMIT' });
        return result;
      } catch (error) {
        if (!closed) await this.#call({ op: 'exec', text: 'ROLLBACK' });
        throw error;
      } finally {
        closed = true;
      }
    });
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.#inTurn(() => this.#call<ArrayBuffer>({ op: 'dump' }))]);
  }

  async close(): Promise<void> {
    await this.#inTurn(() => this.#call({ op: 'close' }));
    await this.#worker.terminate();
  }
}
