import { and, eq, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { type Order, orders } from '../../db/schema';
import { moveOrder, type Outbox, publishAll } from '../payments/machine';
import { lockOrder } from '../payments/queries';

/**
 * The order lifecycle (spec product §4, DESIGN "Jobs"): a paid order becomes `provisioning` at its start
 * and `complete` at its end, each move pushed on the OrderChannel. Two durable jobs on the injected clock:
 *
 * - `order-lifecycle`, one per order (singleton by order id), due at the start, then at the end. Its
 *   handler re-reads the order under lock and moves only what `clock.now()` makes due, so a job running
 *   early, or for an order cancelled or rescheduled meanwhile, changes nothing (and re-sends itself for
 *   the order's current start). Sent by code that makes an order paid and knows it (a reschedule approved).
 * - `order-lifecycle-sweep`, one for the whole system, every 60 s: moves every due order whatever made it
 *   paid. Orders are paid by the payments module's webhooks, which this module does not edit, so the sweep
 *   is what moves them (at most a minute late) until that module calls `scheduleOrderLifecycle` after its
 *   commit; it stays as the safety net after (docs/decisions.md "Orders: lifecycle jobs").
 */

export const ORDER_LIFECYCLE_JOB = 'order-lifecycle';
export const ORDER_LIFECYCLE_SWEEP_JOB = 'order-lifecycle-sweep';
export const LIFECYCLE_SWEEP_SECONDS = 60;
const SWEEP_KEY = 'sweep';
/** Orders moved per sweep statement; a backlog larger than this is finished by the next sweeps. */
const SWEEP_BATCH = 500;

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jobs' | 'events'>;

const lifecycleData = z.object({ orderId: z.uuid() });

/** Call after the transaction that made the order paid committed. */
export async function scheduleOrderLifecycle(
  ctx: Pick<AppContext, 'jobs'>,
  order: Pick<Order, 'id' | 'status' | 'startsAt' | 'endsAt'>,
): Promise<void> {
  if (order.status !== 'paid' && order.status !== 'provisioning') return;
  await ctx.jobs.send(
    ORDER_LIFECYCLE_JOB,
    { orderId: order.id },
    { startAfter: order.status === 'paid' ? order.startsAt : order.endsAt, singletonKey: order.id },
  );
}

/** Moves one order as far as the clock says: paid → provisioning at the start, → complete at the end. */
async function moveDue(tx: Db, outbox: Outbox, orderId: string, now: Date): Promise<Order | null> {
  let order = await lockOrder(tx, orderId);
  if (order?.status === 'paid' && now >= order.startsAt)
    order = (await moveOrder(tx, outbox, order, 'provisioning', now)) ?? order;
  if (order?.status === 'provisioning' && now >= order.endsAt)
    order = (await moveOrder(tx, outbox, order, 'complete', now)) ?? order;
  return order;
}

/** Advances one order and answers it; still paid or provisioning, its next step is scheduled. */
export async function advanceLifecycle(ctx: Ctx, orderId: string): Promise<Order | null> {
  const outbox: Outbox = [];
  const order = await ctx.db.transaction((tx) => moveDue(tx, outbox, orderId, ctx.clock.now()));
  await publishAll(ctx, outbox);
  if (order) await scheduleOrderLifecycle(ctx, order);
  return order;
}

async function dueOrderIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      or(
        and(eq(orders.status, 'paid'), lte(orders.startsAt, now)),
        and(eq(orders.status, 'provisioning'), lte(orders.endsAt, now)),
      ),
    )
    .orderBy(orders.startsAt)
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
