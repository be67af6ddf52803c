import { z } from 'zod';
import { attributesOf, cents, isoDateTime, resourceOf } from './resource';

/** A professional as the customer side reads her (`GET /professionals`, the availability searches). */
export const professionalAttributes = attributesOf({
  completed_orders_count: z.number().int(),
  /** 10000 = 5 stars. */
  rating: z.number().int(),
  total_feedbacks_count: z.number().int(),
  /** Only from the availability searches: the start hours found free. */
  available_start_hours: z.array(z.number().int()).optional(),
});
export const professionalResource = resourceOf('professionals', professionalAttributes);

/** What a customer may see of a professional's account: a name and the sign-up date. */
export const publicAccountAttributes = attributesOf({
  first_name: z.string(),
  last_name: z.string(),
  created_at: isoDateTime,
});
export const publicAccountResource = resourceOf('accounts', publicAccountAttributes);

export const publicProfileAttributes = attributesOf({
  profile_picture: z.string().nullable(),
  bio: z.string().nullable(),
});
export const publicProfileResource = resourceOf('profiles', publicProfileAttributes);

export const couponAttributes = attributesOf({
  name: z.string(),
  value_type: z.enum(['PERCENTAGE', 'VALUE']),
  /** Percent for PERCENTAGE, cents for VALUE. */
  value: z.number().int(),
});
export const couponResource = resourceOf('coupons', couponAttributes);

export const feedbackAttributes = attributesOf({
  /** 0 to 5. */
  rating: z.number().int(),
  description: z.string().nullable(),
  created_at: isoDateTime,
});
export const feedbackResource = resourceOf('feedbacks', feedbackAttributes);

/**
 * The customer's own rating of an order (`GET /orders/:id/feedback`): the comment as written (null for the
 * stored 'Sem informação') and until when it may change.
 */
export const orderFeedbackAttributes = attributesOf({
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: isoDateTime,
  edited_at: isoDateTime.nullable(),
  editable_until: isoDateTime,
});
export const orderFeedbackResource = resourceOf('feedbacks', orderFeedbackAttributes);

/** A rating as the professional rated reads it (`GET /professional/feedbacks`); demo ratings have no order. */
export const ownFeedbackAttributes = orderFeedbackAttributes.omit({ editable_until: true }).extend({
  order: z.strictObject({ id: z.string(), starts_at: isoDateTime.nullable() }).nullable(),
});
export const ownFeedbackResource = resourceOf('feedbacks', ownFeedbackAttributes);

/** The badges; the resource shares the professional's id. */
export const professionalRatingAttributes = attributesOf({
  is_top_professional: z.boolean(),
  in_high_demand: z.boolean(),
  has_products: z.boolean(),
});
export const professionalRatingResource = resourceOf('professional-ratings', professionalRatingAttributes);

/** A free period or a stored booked/blocked event. */
export const scheduleEventAttributes = attributesOf({
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  /** Seconds. */
  duration: z.number().int(),
  status: z.enum(['available', 'booked', 'blocked']),
  /** The stored `available` event a free period comes from; null for a stored event itself. */
  window_id: z.string().nullable(),
});
export const scheduleEventResource = resourceOf('schedule-events', scheduleEventAttributes);

/** The signed-in professional (`GET /professional/me`). */
export const professionalMeAttributes = attributesOf({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profile_picture: z.string().nullable(),
  bio: z.string().nullable(),
  validation: z.string(),
  refusal_reason: z.string().nullable(),
  rating: z.number().int(),
  completed_orders_count: z.number().int(),
  districts: z.array(z.strictObject({ id: z.string(), display_name: z.string(), city: z.string() })),
  weekly_hours: z.array(
    z.strictObject({ weekday: z.number().int(), start_hour: z.number().int(), end_hour: z.number().int() }),
  ),
});
export const professionalMeResource = resourceOf('professionals', professionalMeAttributes);
