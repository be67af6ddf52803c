import { cleaningPrice, professionalEarning } from '@brilho/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { JOB_TEXTS } from '../../words/professional-side';
import { addWilling, assertEligible, isFreeFor, offerNotFound, statusAt } from '../offers';
import { currentProductsPricing, districtPricingOf } from '../orders';
import { findOfferable } from '../professionals';
import { type OfferInDistrict, offerWithPlace, openOffersInDistrictsOf } from './queries';
import type { ProfessionalOfferView } from './serializers';

/**
 * Open offers as a professional sees and takes them (contract: `GET /professional/offers`,
 * `POST /professional/offers/{id}/willing`). Who sees an offer is who may declare themselves willing
 * (offers/willing.ts): offerable, serving the address's district, free for the whole cleaning. A professional
 * who is not offerable (not validated yet, blocked, suspended) sees none.
 */

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export const OFFER_UNAVAILABLE = JOB_TEXTS.offerUnavailable;

/**
 * Prices offers as the customer would pay them without coupons, and what the job pays the professional (the
 * ledger's commission rule, domain `professionalEarning`); district prices read once per request.
 */
function pricer(db: Db) {
  const districtPrices = new Map<string, ReturnType<typeof districtPricingOf>>();
  let products: ReturnType<typeof currentProductsPricing> | null = null;
  return async (row: OfferInDistrict): Promise<{ total: number; professionalEarning: number }> => {
    if (!districtPrices.has(row.districtId))
      districtPrices.set(row.districtId, districtPricingOf(db, row.districtId));
    const district = await districtPrices.get(row.districtId)!;
    if (!district) return { total: 0, professionalEarning: 0 };
    products ??= currentProductsPricing(db);
    const withProducts = row.offer.shouldIncludeProducts ? await products : null;
    const hours = row.offer.durationHours;
    const total = cleaningPrice(district, hours, withProducts);
    const { earning } = professionalEarning({ district, products: withProducts, hours, total });
    return { total, professionalEarning: earning };
  };
}

export async function listOffers(ctx: Ctx, professionalId: string): Promise<ProfessionalOfferView[]> {
  const now = ctx.clock.now();
  if (!(await findOfferable(ctx, professionalId))) return [];
  const price = pricer(ctx.db);
  const visible: ProfessionalOfferView[] = [];
  for (const row of await openOffersInDistrictsOf(ctx.db, professionalId, now)) {
    if (!(await isFreeFor(ctx, professionalId, row.offer))) continue;
    visible.push({ ...row, ...(await price(row)), now });
  }
  return visible;
}

/** Idempotent: a professional already willing answers the offer again. */
export async function declareWilling(
  ctx: Ctx,
  professionalId: string,
  offerId: string,
): Promise<ProfessionalOfferView> {
  const row = isUuid(offerId) ? await offerWithPlace(ctx.db, offerId, professionalId) : null;
  if (!row) throw offerNotFound();
  if (statusAt(row.offer, ctx.clock.now()) !== 'open')
    throw new ApiError(422, OFFER_UNAVAILABLE, { code: `offer_${statusAt(row.offer, ctx.clock.now())}` });
  await assertEligible(ctx, professionalId, row.offer);
  await addWilling(ctx.db, row.offer.id, professionalId, ctx.clock.now());
  return { ...row, willing: true, ...(await pricer(ctx.db)(row)), now: ctx.clock.now() };
}
