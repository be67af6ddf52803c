import { z } from 'zod';
import { attributesOf, cents, isoDateTime, noAttributes, resourceOf } from './resource';

export const offerStatus = z.enum(['open', 'converted', 'cancelled', 'expired']);

/** An offer to the professionals of a district (`GET /order-offers/:id`); the key only for its customer. */
export const offerAttributes = attributesOf({
  status: offerStatus,
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  /** Hours, as orders count them. */
  duration: z.number().int(),
  description: z.string().nullable(),
  should_include_products: z.boolean(),
  created_at: isoDateTime,
  expires_at: isoDateTime,
  /** Cancels and converts the offer: only its customer reads it. */
  key: z.string().optional(),
  seconds_left: z.number().int(),
});
export const offerResource = resourceOf('order-offers', offerAttributes);

/** An open offer as a professional sees it (`GET /professional/offers`): where, when, for how much. */
export const professionalOfferAttributes = offerAttributes
  .pick({
    starts_at: true,
    ends_at: true,
    duration: true,
    should_include_products: true,
    created_at: true,
    expires_at: true,
    seconds_left: true,
  })
  .extend({
    district: z.string(),
    city: z.string(),
    /** Cents the customer pays. */
    total: cents,
    /** Cents the job pays the professional. */
    professional_earning: cents,
    willing: z.boolean(),
  });
export const professionalOfferResource = resourceOf('order-offers', professionalOfferAttributes);

/** An offer only as a relationship's target. */
export const offerRefResource = resourceOf('order-offers', noAttributes);

/**
 * `POST /order-offers/willing`: the (offer, professional) pair recorded, known by its two relationships; it has
 * no attributes.
 */
export const willingResource = resourceOf('order-offer-willing-professionals', noAttributes);
