import { z } from 'zod';
import { PIX_KEY_TYPES } from '../../pixKey';
import { phoneAttributes } from './accounts';
import { attributesOf, isoDateTime, noAttributes, resourceOf } from './resource';

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

/** A schedule only as a relationship's target (the professional's `schedule`; its events have their routes). */
export const scheduleRefResource = resourceOf('schedules', noAttributes);

/** The public page's card (`GET /professionals/meta/:id`), readable signed out. */
export const professionalMetaAttributes = attributesOf({
  fullname: z.string(),
  /** 10000 = 5 stars. */
  rating: z.number().int(),
  profile_picture: z.string().nullable(),
  /** Completed cleanings. */
  cleanings: z.number().int(),
  register_at: isoDateTime,
  description: z.string().nullable(),
});
export const professionalMetaResource = resourceOf('professional-metas', professionalMetaAttributes);

export const professionalValidation = z.enum(['registered', 'validated', 'refused']);

/** A professional as the operator console reads her: contact, standing, badges, districts, hours, validation. */
export const operatorProfessionalAttributes = attributesOf({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: phoneAttributes.nullable(),
  profile_picture: z.string().nullable(),
  bio: z.string().nullable(),
  /** Blocked wins over suspended; otherwise the validation. */
  status: z.enum([...professionalValidation.options, 'blocked', 'suspended']),
  validation: professionalValidation,
  validated_at: isoDateTime.nullable(),
  blocked_at: isoDateTime.nullable(),
  suspended_at: isoDateTime.nullable(),
  is_top_professional: z.boolean(),
  in_high_demand: z.boolean(),
  has_products: z.boolean(),
  rating: z.number().int(),
  completed_orders_count: z.number().int(),
  total_feedbacks_count: z.number().int(),
  districts: z.array(
    z.strictObject({ id: z.string(), display_name: z.string(), city_id: z.string(), city_name: z.string() }),
  ),
  weekly_hours: z.array(
    z.strictObject({ weekday: z.number().int(), start_hour: z.number().int(), end_hour: z.number().int() }),
  ),
  schedule_id: z.string().nullable(),
  /** Registered ones only: whole business hours since the request. */
  request_age_business_hours: z.number().int().nullable(),
  validation_overdue: z.boolean(),
  cpf: z.string().nullable(),
  pix_key: z.string().nullable(),
  pix_key_type: z.enum(PIX_KEY_TYPES).nullable(),
  document_urls: z.array(z.string()),
  refusal_reason: z.string().nullable(),
  created_at: isoDateTime,
});
export const operatorProfessionalResource = resourceOf('professionals', operatorProfessionalAttributes);

/** A professional only as a relationship's target. */
export const professionalRefResource = resourceOf('professionals', noAttributes);
