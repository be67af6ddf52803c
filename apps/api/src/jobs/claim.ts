import type { Database } from '../db';

/**
 * The one statement of ours that touches pg-boss's tables (schema `pgboss`, pg-boss 10.x). It is pg-boss's
 * own `fetch` (plans.js `fetchNextJob`) with a single difference: a job is due when `start_after` is at or
 * before the *injected clock's* now, passed in, not the database's `now()`. That is what lets the dev clock
 * and the tests move time for jobs too. Everything else (install, queues, send with singleton keys,
 * complete, fail with retries, maintenance) goes through pg-boss's API.
 */

export const BOSS_SCHEMA = 'pgboss';

export interface ClaimedJob {
  id: string;
  name: string;
  data: unknown;
}

/**
 * Marks up to `limit` due jobs of queue `name` active and answers them. `FOR UPDATE SKIP LOCKED`: two
 * workers (processes or a sweep racing the poller) never claim the same job. `retry_count` grows on a
 * second start, as pg-boss's fetch does.
 */
const CLAIM_SQL = `
  WITH next AS (
    SELECT id FROM ${BOSS_SCHEMA}.job
    WHERE name = $1 AND state < 'active' AND start_after <= $2::timestamptz
    ORDER BY priority DESC, created_on, id
    LIMIT $3
    FOR UPDATE SKIP LOCKED
  )
  UPDATE ${BOSS_SCHEMA}.job j SET
    state = 'active',
    started_on = now(),
    retry_count = CASE WHEN j.started_on IS NOT NULL THEN j.retry_count + 1 ELSE j.retry_count END
  FROM next
  WHERE j.name = $1 AND j.id = next.id
  RETURNING j.id, j.name, j.data`;

export async function claimDue(
  database: Pick<Database, 'executeSql'>,
  name: string,
  now: Date,
  limit: number,
): Promise<ClaimedJob[]> {
  const { rows } = await database.executeSql(CLAIM_SQL, [name, now.toISOString(), limit]);
  return rows as ClaimedJob[];
}

/**
 * pg-boss dates a failed job's retry from the database's `now()`; this re-dates it from the injected
 * clock's (same delay, same backoff), so a retry is due by the clock the rest of the jobs follow — with the
 * dev clock moved, or a test clock behind real time, a retry would otherwise wait for real time.
 */
const RETRY_SQL = `
  UPDATE ${BOSS_SCHEMA}.job SET start_after = $3::timestamptz
    + (CASE WHEN retry_backoff THEN retry_delay * power(2, retry_count) ELSE retry_delay END)
      * interval '1 second'
  WHERE name = $1 AND id = $2 AND state = 'retry'`;

export async function dateRetryByClock(
  database: Pick<Database, 'executeSql'>,
  job: Pick<ClaimedJob, 'id' | 'name'>,
  now: Date,
): Promise<void> {
  await database.executeSql(RETRY_SQL, [job.name, job.id, now.toISOString()]);
}
