import { z } from 'zod';
import type { AppContext } from '../../context';
import type { OrderOffer } from '../../db/schema';
import { notifyOfferClosed } from '../professional-side/notify';
import { expireDue, findOffer } from './queries';

/**
 * Offer expiry (spec rules §9, 600 s) as a durable job. The job is sent with the offer's `expires_at` (the
 * injected clock's time) and the offer id as singleton key; its handler re-checks the condition against
 * `clock.now()` in the UPDATE itself, so a cancelled or converted offer, or a job that somehow runs early,
 * changes nothing. Cancelling or converting an offer leaves its job in place: it finds nothing to do.
 */

export const OFFER_EXPIRY_JOB = 'order-offer-expiry';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jobs'>;

const expiryData = z.object({ offerId: z.uuid() });

export async function scheduleExpiry(ctx: Ctx, offer: Pick<OrderOffer, 'id' | 'expiresAt'>): Promise<void> {
  await ctx.jobs.send(
    OFFER_EXPIRY_JOB,
    { offerId: offer.id },
    { startAfter: offer.expiresAt, singletonKey: offer.id },
  );
}

/** Expires the offer when its time is up; an offer still open by the clock (set back) gets a new job. */
async function expireOffer(ctx: Ctx, offerId: string): Promise<void> {
  const offer = await findOffer(ctx.db, offerId);
  if (offer?.status !== 'open') return;
  if (ctx.clock.now() < offer.expiresAt) return scheduleExpiry(ctx, offer);
  if ((await expireDue(ctx.db, ctx.clock.now(), { id: offerId })) > 0) await notifyOfferClosed(ctx, offerId);
}

export function registerOfferExpiry(ctx: Ctx): void {
  ctx.jobs.work(OFFER_EXPIRY_JOB, async (data) => expireOffer(ctx, expiryData.parse(data).offerId), {
    singleton: true,
  });
}
