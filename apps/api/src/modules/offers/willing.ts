import type { Actor, AppContext } from '../../context';
import type { OrderOffer } from '../../db/schema';
import { requiredRelationshipId } from '../../lib/body';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { WILLING_TEXTS } from '../../words/offers';
import { BOOKING_TEXTS, servesDistrict } from '../orders';
import { findOfferable, freePeriods } from '../professionals';
import { addWilling, districtOfAddress, findOffer, professionalIdOfAccount } from './queries';
import { endsAtOf, statusAt } from './rules';
import type { WillingView } from './serializers';
import { offerNotFound, offerNotOpen } from './service';

/**
 * `POST /order-offers/willing`: a professional declares they would take an open offer (the professional
 * side's API; operators and tests drive it for now). Only a professional the customer could have booked for
 * the slot is recorded: offerable (validated, not blocked or suspended), serving the address's district and
 * free for the whole cleaning by the availability search's rules (one available window holds it, nothing
 * booked or blocked overlaps it), so converting the offer can only fail if the time is taken meanwhile.
 */

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const PROFESSIONAL = '/data/relationships/professional';

export { WILLING_TEXTS };

/** The professional acting: the caller's own record, or the one an operator names. */
async function actingProfessional(ctx: Ctx, actor: Actor, body: unknown): Promise<string> {
  if (actor.role === 'operator') return requiredRelationshipId(body, 'professional');
  const id = await professionalIdOfAccount(ctx.db, actor.accountId);
  if (!id) throw new ApiError(403, WILLING_TEXTS.notAProfessional);
  return id;
}

const refuse = (status: number, title: string, code: string) =>
  new ApiError(status, title, { pointer: PROFESSIONAL, code });

/** Whether [start, end) lies inside one free period of the professional. */
export async function isFreeFor(ctx: Ctx, professionalId: string, offer: OrderOffer): Promise<boolean> {
  const startsAt = offer.startsAt;
  const endsAt = endsAtOf(offer);
  const periods = await freePeriods(ctx, professionalId, { from: startsAt, to: endsAt });
  return periods.some((p) => p.startsAt <= startsAt && p.endsAt >= endsAt);
}

/** Refuses (422) a professional the customer could not have booked for the offer's slot. */
export async function assertEligible(ctx: Ctx, professionalId: string, offer: OrderOffer): Promise<void> {
  if (!isUuid(professionalId) || !(await findOfferable(ctx, professionalId)))
    throw refuse(422, BOOKING_TEXTS.professionalUnavailable, 'professional_unavailable');
  const districtId = await districtOfAddress(ctx.db, offer.addressId);
  if (!districtId || !(await servesDistrict(ctx.db, professionalId, districtId)))
    throw refuse(422, BOOKING_TEXTS.notServingDistrict, 'professional_not_serving_district');
  if (!(await isFreeFor(ctx, professionalId, offer)))
    throw refuse(422, WILLING_TEXTS.notFree, 'professional_not_free');
}

export async function recordWilling(ctx: Ctx, actor: Actor, body: unknown): Promise<WillingView> {
  const offerId = requiredRelationshipId(body, 'order_offer');
  const professionalId = await actingProfessional(ctx, actor, body);
  const offer = isUuid(offerId) ? await findOffer(ctx.db, offerId) : null;
  if (!offer) throw offerNotFound();
  const status = statusAt(offer, ctx.clock.now());
  if (status !== 'open') throw offerNotOpen(status);
  await assertEligible(ctx, professionalId, offer);
  await addWilling(ctx.db, offer.id, professionalId, ctx.clock.now());
  return { offerId: offer.id, professionalId };
}
