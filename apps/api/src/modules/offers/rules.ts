import { OFFER_WINDOW_SECONDS } from '@brilho/domain';
import type { OrderOffer } from '../../db/schema';

/** The offer's clock rules (business constants: offer window 600 s, from the domain). Pure: `now` is the injected clock's. */

export { OFFER_WINDOW_SECONDS };

export type OfferStatus = OrderOffer['status'];

const HOUR_MS = 3_600_000;

export const expiresAtFrom = (now: Date): Date => new Date(now.getTime() + OFFER_WINDOW_SECONDS * 1000);

export const endsAtOf = (offer: Pick<OrderOffer, 'startsAt' | 'durationHours'>): Date =>
  new Date(offer.startsAt.getTime() + offer.durationHours * HOUR_MS);

/** An open offer past `expires_at` is expired, whether or not the expiry job has run yet. */
export function statusAt(offer: Pick<OrderOffer, 'status' | 'expiresAt'>, now: Date): OfferStatus {
  return offer.status === 'open' && now.getTime() >= offer.expiresAt.getTime() ? 'expired' : offer.status;
}

/** Whole seconds until expiry, rounded up so the countdown shows 1 until the very end; 0 unless open. */
export function secondsLeft(offer: Pick<OrderOffer, 'status' | 'expiresAt'>, now: Date): number {
  if (statusAt(offer, now) !== 'open') return 0;
  return Math.ceil((offer.expiresAt.getTime() - now.getTime()) / 1000);
}
