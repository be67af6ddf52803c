import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db';

/**
 * Transactions PostgreSQL may abort through no fault of their own: a deadlock (40P01) or a serialization
 * failure (40001). Both mean "run it again": the work is re-run from the start in a fresh transaction, a few
 * times, after a tiny jittered pause so the transactions that collided do not collide again in step. Only
 * the outermost transaction retries: an aborted savepoint takes its whole transaction with it.
 */

const RETRYABLE_CODES = new Set(['40P01', '40001']);

export interface RetryOptions {
  /** Runs of the work in all, the first included. */
  attempts?: number;
  /** The first pause; each next one doubles, times a random 0.5–1.5. */
  baseDelayMs?: number;
}

const DEFAULT_ATTEMPTS = 4;
const DEFAULT_BASE_DELAY_MS = 5;

/** True when `error` (Drizzle wraps the driver's error in `cause`) is a deadlock or a serialization failure. */
export function isTransientConflict(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
  }
  return false;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `db.transaction(work)`, retried on a transient conflict. `work` must be safe to run again: everything it
 * does goes through `tx`, so a failed run left nothing behind. When `db` is already a transaction the work
 * runs once as a savepoint and a conflict goes up to whoever opened the outer transaction.
 */
export async function transactionWithRetry<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  if (is(db, PgTransaction)) return db.transaction(work);
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  const base = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      await pause(base * 2 ** (attempt - 1) * (0.5 + Math.random()));
    }
  }
}
