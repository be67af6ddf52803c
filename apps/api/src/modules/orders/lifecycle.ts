import { and, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { type Order, orders } from '../../db/schema';
import { ORDER_LIFECYCLE_JOB } from './lifecycle-job';
import { moveOrder, type Outbox, publishAll, sendOwedJobs } from './machine';
import { lockOrder } from './queries';

/**
 * The order lifecycle (the states, DESIGN "Jobs"): a `provisioning` order becomes `complete` at its end,
 * pushed on the OrderChannel. A paid order is NOT moved to `provisioning` by the clock: the professional
 * checks in (modules/professional-side, docs/decisions/0050-professional-side-issue-12.md); a paid order nobody checked
 * into stays paid (the customer may report the absence 30 min after the start). Two durable jobs on the
 * injected clock:
 *
 * - `order-lifecycle`, one per order (singleton by order id), due at the end of a provisioning order. Its
 *   handler re-reads the order under lock and moves only what `clock.now()` makes due, so a job running
 *   early, or for an order moved meanwhile, changes nothing (and re-sends itself for the order's current
 *   end). Sent in the transaction of any move to provisioning (`sendOwedJobs`) and by
 *   `scheduleOrderLifecycle`.
 * - `order-lifecycle-sweep`, one for the whole system, every 60 s: completes every provisioning order
 *   past its end whatever put it there (a professional who forgot to check out), the safety net
 *   (docs/decisions/0042-orders-lifecycle-jobs.md).
 */

export const ORDER_LIFECYCLE_SWEEP_JOB = 'order-lifecycle-sweep';
export const LIFECYCLE_SWEEP_SECONDS = 60;
const SWEEP_KEY = 'sweep';
/** Orders moved per sweep statement; a backlog larger than this is finished by the next sweeps. */
const SWEEP_BATCH = 500;

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jobs' | 'events'>;

const lifecycleData = z.object({ orderId: z.uuid() });

/** Queues the next step in `tx`, the transaction that moved the order; only a provisioning order has one. */
export async function scheduleOrderLifecycle(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Db,
  order: Pick<Order, 'id' | 'status' | 'startsAt' | 'endsAt'>,
): Promise<void> {
  if (order.status !== 'provisioning') return;
  await ctx.jobs.send(
    ORDER_LIFECYCLE_JOB,
    { orderId: order.id },
    { startAfter: order.endsAt, singletonKey: order.id, tx },
  );
}

/** Completes a provisioning order at its end (paid → provisioning is the professional's check-in). */
async function moveDue(tx: Db, outbox: Outbox, orderId: string, now: Date): Promise<Order | null> {
  let order = await lockOrder(tx, orderId);
  if (order?.status === 'provisioning' && now >= order.endsAt)
    order = (await moveOrder(tx, outbox, order, 'complete', now)) ?? order;
  return order;
}

/** Advances one order and answers it; still provisioning, its completion is scheduled. */
export async function advanceLifecycle(ctx: Ctx, orderId: string): Promise<Order | null> {
  const outbox: Outbox = [];
  const order = await ctx.db.transaction(async (tx) => {
    const moved = await moveDue(tx, outbox, orderId, ctx.clock.now());
    await sendOwedJobs(ctx, tx, outbox);
    if (moved) await scheduleOrderLifecycle(ctx, tx, moved);
    return moved;
  });
  await publishAll(ctx, outbox);
  return order;
}

async function dueOrderIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'provisioning'), lte(orders.endsAt, now)))
    .orderBy(orders.endsAt)
    .limit(SWEEP_BATCH);
  return rows.map((row) => row.id);
}

/** Moves every order due by the clock; answers how many it looked at. */
export async function sweepLifecycle(ctx: Ctx): Promise<number> {
  const ids = await dueOrderIds(ctx.db, ctx.clock.now());
  for (const id of ids) await advanceLifecycle(ctx, id);
  return ids.length;
}

/** Starts the recurring sweep (idempotent: one waiting sweep at most). The worker calls it once it is ready. */
export async function startLifecycleSweep(ctx: Pick<AppContext, 'jobs'>, at?: Date): Promise<void> {
  await ctx.jobs.send(
    ORDER_LIFECYCLE_SWEEP_JOB,
    {},
    { singletonKey: SWEEP_KEY, ...(at ? { startAfter: at } : {}) },
  );
}

export function registerOrderLifecycle(ctx: Ctx): void {
  ctx.jobs.work(
    ORDER_LIFECYCLE_JOB,
    async (data) => {
      await advanceLifecycle(ctx, lifecycleData.parse(data).orderId);
    },
    { singleton: true },
  );
  ctx.jobs.work(
    ORDER_LIFECYCLE_SWEEP_JOB,
    async () => {
      try {
        await sweepLifecycle(ctx);
      } finally {
        // The next round is sent even when this one failed, so the sweep never stops for good.
        await startLifecycleSweep(ctx, new Date(ctx.clock.now().getTime() + LIFECYCLE_SWEEP_SECONDS * 1000));
      }
    },
    { singleton: true },
  );
}
