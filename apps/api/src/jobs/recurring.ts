import type { Clock } from '../lib/clock';
import type { Jobs } from './jobs';

/**
 * A sweep that runs every `everySeconds` on the injected clock, as a durable singleton job that re-sends
 * itself when done (even when the run failed, so it never stops for good). Sweeps are the safety net
 * behind per-row jobs: whatever a crash lost, the next round finds by the rows' own state. Each sweep is
 * idempotent and callable directly (tests, `runDue` after the dev clock moves).
 */
export interface Recurring {
  /** Queues the first round (idempotent: one waiting round at most). The worker calls it once ready. */
  start(at?: Date): Promise<void>;
}

const NEXT_ROUND = 'next';

export function registerRecurring(
  ctx: { jobs: Jobs; clock: Clock },
  name: string,
  everySeconds: number,
  run: () => Promise<unknown>,
): Recurring {
  const start = async (at?: Date) => {
    await ctx.jobs.send(name, {}, { singletonKey: NEXT_ROUND, ...(at ? { startAfter: at } : {}) });
  };
  ctx.jobs.work(
    name,
    async () => {
      try {
        await run();
      } finally {
        await start(new Date(ctx.clock.now().getTime() + everySeconds * 1000));
      }
    },
    { singleton: true },
  );
  return { start };
}
