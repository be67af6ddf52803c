import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { OrderOffer } from '../../db/schema';
import { type Recurring, registerRecurring } from '../../jobs/recurring';
import { notifyOfferClosed } from '../professional-side';
import { expireDue, findOffer } from './queries';

/**
 * Offer expiry (business constants, 600 s) as a durable job. The job is sent in the offer's own transaction with
 * the offer's `expires_at` (the injected clock's time) and the offer id as singleton key; its handler
 * re-checks the condition against `clock.now()` in the UPDATE itself, so a cancelled or converted offer, or
 * a job that somehow runs early, changes nothing. Cancelling or converting an offer leaves its job in
 * place: it finds nothing to do. A recurring sweep expires any open offer past its time whatever its job
 * says (the net for a job lost or failed for good).
 */

export const OFFER_EXPIRY_JOB = 'order-offer-expiry';
export const OFFER_EXPIRY_SWEEP_JOB = 'order-offer-expiry-sweep';
export const OFFER_EXPIRY_SWEEP_SECONDS = 60;

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jobs'>;

const expiryData = z.object({ offerId: z.uuid() });

/** Queues the offer's expiry in `tx`, the transaction that creates it (or the db, to re-send it). */
export async function scheduleExpiry(
  ctx: Ctx,
  tx: Db,
  offer: Pick<OrderOffer, 'id' | 'expiresAt'>,
): Promise<void> {
  await ctx.jobs.send(
    OFFER_EXPIRY_JOB,
    { offerId: offer.id },
    { startAfter: offer.expiresAt, singletonKey: offer.id, tx },
  );
}

/** Expires due offers (one, or a batch of any) and queues the professionals' notices with the change. */
async function expireAndNotify(ctx: Ctx, which: { id: string } | 'all'): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const expired = await expireDue(tx, ctx.clock.now(), which);
    for (const id of expired) await notifyOfferClosed(ctx, tx, id);
    return expired.length;
  });
}

/** Expires the offer when its time is up; an offer still open by the clock (set back) gets a new job. */
async function expireOffer(ctx: Ctx, offerId: string): Promise<void> {
  const offer = await findOffer(ctx.db, offerId);
  if (offer?.status !== 'open') return;
  if (ctx.clock.now() < offer.expiresAt) return scheduleExpiry(ctx, ctx.db, offer);
  await expireAndNotify(ctx, { id: offerId });
}

/** Every open offer past its time, expired; idempotent. Answers how many it expired. */
export async function sweepOfferExpiry(ctx: Ctx): Promise<number> {
  return expireAndNotify(ctx, 'all');
}

export function registerOfferExpiry(ctx: Ctx): Recurring {
  ctx.jobs.work(OFFER_EXPIRY_JOB, async (data) => expireOffer(ctx, expiryData.parse(data).offerId), {
    singleton: true,
  });
  return registerRecurring(ctx, OFFER_EXPIRY_SWEEP_JOB, OFFER_EXPIRY_SWEEP_SECONDS, () =>
    sweepOfferExpiry(ctx),
  );
}
