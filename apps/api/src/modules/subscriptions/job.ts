import { cyclePaymentPeriod, nextDailyRun, nextReferenceMonth, referenceMonthDate } from '@brilho/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { Subscription } from '../../db/schema';
import { advanceCycleLife, cancelUnpaidCycle, openCycleForPayment } from '../payments';
import { buildCycle, ProfessionalBusyError } from './builder';
import {
  billingSubscriptions,
  cyclesInStatuses,
  cyclesOfSubscriptions,
  lockSubscription,
  updateSubscription,
} from './queries';

/**
 * The durable job `subscription-cycles` (docs/decisions/0051-subscriptions-and-cycles-issue-9.md), on the
 * injected clock: once a day at 00:05 São Paulo, and "now" after an acceptance. Each run
 *
 * 1. gives every accepted/active subscription its cycle for the next calendar month (São Paulo), with the
 *    orders and booked events (builder.ts); an accepted subscription becomes active once it has a cycle;
 * 2. opens for payment the `created` cycles whose payment period has begun (payments/cycles.ts,
 *    `openCycleForPayment`: created → requested_on_gateway → created_on_gateway);
 * 3. cancels the cycles still unpaid when their period closed (`cancelUnpaidCycle`, which leaves alone a
 *    cycle whose boleto waits or whose card is in analysis), releasing the professional's time;
 * 4. moves paid cycles along their life: `active` from the first cleaning's day, `ended` once the last
 *    cleaning is over (`advanceCycleLife`).
 *
 * Idempotent: the month's cycle is unique (cycles_one_per_month) and steps 2–3 act on statuses, so running
 * twice for the same day creates, opens or cancels nothing twice. One subscription's conflict (the
 * professional's time taken) is logged and skipped; the next day's run tries again.
 */

export const SUBSCRIPTION_CYCLES_JOB = 'subscription-cycles';
/** Created cycles opening within this many days of their first cleaning are looked at (periods are ~1 month). */
const OPENING_HORIZON_DAYS = 62;

type Ctx = AppContext;
export type JobLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;
const silent: JobLog = { warn: () => undefined, error: () => undefined };

const jobData = z.object({ run: z.enum(['daily', 'now']) });

/** Starts the daily recurrence (idempotent: one waiting daily run at most). The worker calls it once ready. */
export async function startSubscriptionCycles(ctx: Pick<AppContext, 'jobs' | 'clock'>): Promise<void> {
  await ctx.jobs.send(
    SUBSCRIPTION_CYCLES_JOB,
    { run: 'daily' },
    { singletonKey: 'daily', startAfter: nextDailyRun(ctx.clock.now()) },
  );
}

/**
 * A run as soon as jobs are worked, queued in `tx`, the acceptance's transaction (its cycle may open at
 * once): an acceptance that commits always has its run; the daily run is the net behind it.
 */
export async function runSubscriptionCyclesSoon(ctx: Pick<AppContext, 'jobs'>, tx: Db): Promise<void> {
  await ctx.jobs.send(SUBSCRIPTION_CYCLES_JOB, { run: 'now' }, { singletonKey: 'now', tx });
}

export interface CyclesRun {
  created: number;
  conflicts: number;
  opened: number;
  cancelled: number;
  /** Cycles that became active or ended. */
  advanced: number;
}

/** Step 1 for one subscription, in one transaction; answers whether a cycle was created. */
export async function ensureNextCycle(ctx: Ctx, subscriptionId: string): Promise<boolean> {
  const now = ctx.clock.now();
  const month = nextReferenceMonth(now);
  return ctx.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, subscriptionId);
    if (!subscription || (subscription.status !== 'accepted' && subscription.status !== 'active'))
      return false;
    const built = await buildCycle(tx, subscription, month, now);
    if (
      subscription.status === 'accepted' &&
      (built || (await cyclesOfSubscriptions(tx, [subscription.id])).length > 0)
    )
      await updateSubscription(tx, subscription.id, { status: 'active', updatedAt: now });
    return built !== null;
  });
}

async function createCycles(ctx: Ctx, log: JobLog, run: CyclesRun): Promise<void> {
  const month = referenceMonthDate(nextReferenceMonth(ctx.clock.now()));
  const subscriptions: Subscription[] = await billingSubscriptions(ctx.db, month);
  for (const subscription of subscriptions) {
    try {
      if (await ensureNextCycle(ctx, subscription.id)) run.created += 1;
    } catch (error) {
      if (error instanceof ProfessionalBusyError) {
        run.conflicts += 1;
        log.warn(
          { subscription: subscription.id, date: error.date },
          'subscription cycle: professional not free',
        );
      } else log.error({ err: error, subscription: subscription.id }, 'subscription cycle failed');
    }
  }
}

async function openCycles(ctx: Ctx, log: JobLog, run: CyclesRun): Promise<void> {
  const now = ctx.clock.now();
  const horizon = new Date(now.getTime() + OPENING_HORIZON_DAYS * 86_400_000);
  for (const { cycle, subscription } of await cyclesInStatuses(ctx.db, ['created'], horizon)) {
    if (subscription.status !== 'accepted' && subscription.status !== 'active') continue;
    const period = cyclePaymentPeriod({
      referenceMonth: cycle.referenceMonth,
      firstCleaningStartsAt: cycle.startsAt,
      paymentEmissionDay: subscription.paymentEmissionDay,
    });
    if (now < period.opensAt || now >= period.closesAt) continue;
    try {
      const opened = await openCycleForPayment(ctx, cycle.id, log);
      if (opened && opened.status !== 'created') run.opened += 1;
    } catch (error) {
      log.error({ err: error, cycle: cycle.id }, 'opening a cycle for payment failed');
    }
  }
}

async function cancelLapsedCycles(ctx: Ctx, log: JobLog, run: CyclesRun): Promise<void> {
  const now = ctx.clock.now();
  // The period closes at 00:00 of the first cleaning's day: only cycles starting by tomorrow can be past it.
  const until = new Date(now.getTime() + 86_400_000);
  const lapsed = await cyclesInStatuses(
    ctx.db,
    ['created', 'requested_on_gateway', 'created_on_gateway', 'payment_requested', 'waiting_payment'],
    until,
  );
  for (const { cycle, subscription } of lapsed) {
    const period = cyclePaymentPeriod({
      referenceMonth: cycle.referenceMonth,
      firstCleaningStartsAt: cycle.startsAt,
      paymentEmissionDay: subscription.paymentEmissionDay,
    });
    if (now < period.closesAt) continue;
    try {
      if (await cancelUnpaidCycle(ctx, cycle.id)) run.cancelled += 1;
    } catch (error) {
      log.error({ err: error, cycle: cycle.id }, 'cancelling an unpaid cycle failed');
    }
  }
}

async function advancePaidCycles(ctx: Ctx, log: JobLog, run: CyclesRun): Promise<void> {
  const now = ctx.clock.now();
  // A paid cycle becomes active on its first cleaning's day: only those starting by tomorrow can.
  const until = new Date(now.getTime() + 86_400_000);
  for (const { cycle } of await cyclesInStatuses(ctx.db, ['paid', 'active'], until)) {
    try {
      if ((await advanceCycleLife(ctx, cycle.id)).length > 0) run.advanced += 1;
    } catch (error) {
      log.error({ err: error, cycle: cycle.id }, 'moving a paid cycle along its life failed');
    }
  }
}

/** One run of the four steps; answers what it did. */
export async function runSubscriptionCycles(ctx: Ctx, log: JobLog = silent): Promise<CyclesRun> {
  const run: CyclesRun = { created: 0, conflicts: 0, opened: 0, cancelled: 0, advanced: 0 };
  await createCycles(ctx, log, run);
  await openCycles(ctx, log, run);
  await cancelLapsedCycles(ctx, log, run);
  await advancePaidCycles(ctx, log, run);
  return run;
}

export function registerSubscriptionCycles(ctx: Ctx, log: JobLog = silent): void {
  ctx.jobs.work(
    SUBSCRIPTION_CYCLES_JOB,
    async (data) => {
      const { run } = jobData.parse(data);
      try {
        await runSubscriptionCycles(ctx, log);
      } finally {
        // The next day's run is sent even when this one failed, so the recurrence never stops for good.
        if (run === 'daily') await startSubscriptionCycles(ctx);
      }
    },
    { singleton: true },
  );
}
