import { nextReferenceMonth, SUBSCRIPTION_TEXTS, type SubscriptionStatus } from '@brilho/domain';
import type { Actor, AppContext } from '../../context';
import type { Subscription } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit } from '../audit';
import { cancelUnpaidCycle } from '../payments';
import { buildCycle } from './builder';
import { runSubscriptionCyclesSoon } from './job';
import { cyclesOfSubscriptions, lockSubscription, unpaidCyclesOf, updateSubscription } from './queries';

/**
 * The operator's actions on a subscription, each in one transaction with its audit row:
 *
 * - accept (requested, or paused to resume it) → accepted, and the next month's cycle is booked at once
 *   (builder.ts); with it the subscription is active. The professional's time taken on any date → 409
 *   'O profissional não está livre em {data}.' and nothing is written (status, audit, cycle, orders).
 *   After the commit a "run now" of the cycles job opens the cycle if its payment period already began.
 * - reject (requested) → rejected.
 * - pause (requested, accepted, active) → paused; cancel (anything not rejected or cancelled) → cancelled.
 *   Both then end the unpaid cycles (payments/cycles.ts `cancelUnpaidCycle`: orders cancelled, the
 *   professional's time released) — after the commit, each cycle in its own transaction.
 */

export type SubscriptionAction = 'accept' | 'reject' | 'pause' | 'cancel';

const ALLOWED_FROM: Record<SubscriptionAction, readonly SubscriptionStatus[]> = {
  accept: ['requested', 'created', 'paused'],
  reject: ['requested', 'created'],
  pause: ['requested', 'accepted', 'active'],
  cancel: ['requested', 'created', 'accepted', 'active', 'paused'],
};

const TARGET: Record<Exclude<SubscriptionAction, 'accept'>, SubscriptionStatus> = {
  reject: 'rejected',
  pause: 'paused',
  cancel: 'cancelled',
};

const notFound = () => new ApiError(404, SUBSCRIPTION_TEXTS.subscriptionNotFound);

export async function actOnSubscription(
  ctx: AppContext,
  actor: Actor,
  id: string,
  action: SubscriptionAction,
): Promise<Subscription> {
  if (!isUuid(id)) throw notFound();
  const now = ctx.clock.now();
  const subscription = await ctx.db.transaction(async (tx) => {
    const current = await lockSubscription(tx, id);
    if (!current) throw notFound();
    if (!ALLOWED_FROM[action].includes(current.status))
      throw new ApiError(422, SUBSCRIPTION_TEXTS.invalidTransition, {
        code: 'invalid_subscription_transition',
        detail: `Status atual: ${current.status}.`,
      });
    let next: SubscriptionStatus;
    let cycleId: string | null = null;
    if (action === 'accept') {
      const built = await buildCycle(tx, current, nextReferenceMonth(now), now);
      cycleId = built?.cycle.id ?? null;
      const hasCycle = built !== null || (await cyclesOfSubscriptions(tx, [current.id])).length > 0;
      next = hasCycle ? 'active' : 'accepted';
    } else next = TARGET[action];
    const updated = await updateSubscription(tx, current.id, { status: next, updatedAt: now });
    await recordAudit(
      tx,
      actor,
      {
        action: `subscription.${action}`,
        subjectType: 'subscriptions',
        subjectId: current.id,
        data: { from: current.status, to: next, ...(cycleId ? { cycle_id: cycleId } : {}) },
      },
      now,
    );
    if (action === 'accept') await runSubscriptionCyclesSoon(ctx, tx);
    return updated;
  });
  if (action === 'pause' || action === 'cancel')
    for (const cycle of await unpaidCyclesOf(ctx.db, subscription.id)) await cancelUnpaidCycle(ctx, cycle.id);
  return subscription;
}
