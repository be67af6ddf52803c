import {
  couponResource,
  feedbackResource,
  professionalMetaResource,
  professionalRatingResource,
  professionalResource,
  publicAccountResource,
  publicProfileResource,
  scheduleEventResource,
  scheduleRefResource,
} from '@brilho/domain/contract';
import type { Coupon, Feedback, Professional } from '../../db/schema';
import {
  type JsonApiDocument,
  relation,
  type SerializeOptions,
  serialize,
  serializerOf,
} from '../../lib/jsonapi';

/**
 * What a customer may see of a professional's account: a name, the sign-up date, the public profile and
 * the schedule's id. Never the e-mail, phones or documents, so this is not the accounts module's serializer.
 */
export interface PublicAccountView {
  id: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  profile: PublicProfileView | null;
  scheduleId: string | null;
}

export interface PublicProfileView {
  id: string;
  profilePicture: string | null;
  bio: string | null;
}

/** A professional with what the request needs already loaded (undefined: not loaded, left out). */
export interface ProfessionalView extends Professional {
  account: PublicAccountView;
  activeCoupon: Coupon | null;
  latestFeedback?: Feedback | null;
  /** The start hours found free by an availability search (`available-by-duration`). */
  availableStartHours?: number[];
}

/** A free period (an available window minus booked/blocked time) or a stored booked/blocked event. */
export interface ScheduleEventView {
  id: string;
  /** The stored `available` event a free period comes from; null for a stored event itself. */
  windowId: string | null;
  status: 'available' | 'booked' | 'blocked';
  startsAt: Date;
  endsAt: Date;
}

export const scheduleSerializer = serializerOf<{ id: string }>()(scheduleRefResource, {
  id: (s) => s.id,
  attributes: () => ({}),
});

export const publicProfileSerializer = serializerOf<PublicProfileView>()(publicProfileResource, {
  id: (p) => p.id,
  attributes: (p) => ({ profile_picture: p.profilePicture, bio: p.bio }),
});

export const publicAccountSerializer = serializerOf<PublicAccountView>()(publicAccountResource, {
  id: (a) => a.id,
  attributes: (a) => ({
    first_name: a.firstName,
    last_name: a.lastName,
    created_at: a.createdAt.toISOString(),
  }),
  relationships: {
    profile: relation(
      () => publicProfileSerializer,
      (a) => a.profile,
    ),
    schedule: relation(
      () => scheduleSerializer,
      (a) => (a.scheduleId ? { id: a.scheduleId } : null),
    ),
  },
});

export const couponSerializer = serializerOf<Coupon>()(couponResource, {
  id: (c) => c.id,
  attributes: (c) => ({ name: c.name, value_type: c.valueType, value: c.value }),
});

export const feedbackSerializer = serializerOf<Feedback>()(feedbackResource, {
  id: (f) => f.id,
  attributes: (f) => ({
    rating: f.rating,
    description: f.description,
    created_at: f.createdAt.toISOString(),
  }),
});

/** The badges, as the spec's `professional_rating` resource; it shares the professional's id. */
export const professionalRatingSerializer = serializerOf<Professional>()(professionalRatingResource, {
  id: (p) => p.id,
  attributes: (p) => ({
    is_top_professional: p.isTopProfessional,
    in_high_demand: p.inHighDemand,
    has_products: p.hasProducts,
  }),
});

export const professionalSerializer = serializerOf<ProfessionalView>()(professionalResource, {
  id: (p) => p.id,
  attributes: (p) => ({
    completed_orders_count: p.completedOrdersCount,
    rating: p.rating,
    total_feedbacks_count: p.totalFeedbacksCount,
    ...(p.availableStartHours ? { available_start_hours: p.availableStartHours } : {}),
  }),
  relationships: {
    account: relation(
      () => publicAccountSerializer,
      (p) => p.account,
    ),
    active_coupon: relation(
      () => couponSerializer,
      (p) => p.activeCoupon,
    ),
    professional_rating: relation(
      () => professionalRatingSerializer,
      (p) => p,
    ),
    latest_feedback: relation(
      () => feedbackSerializer,
      (p) => p.latestFeedback,
    ),
  },
});

/** The public page's card (`/professionals/meta/{id}`), readable signed out. */
export const professionalMetaSerializer = serializerOf<ProfessionalView>()(professionalMetaResource, {
  id: (p) => p.id,
  attributes: (p) => ({
    fullname: `${p.account.firstName} ${p.account.lastName}`,
    rating: p.rating,
    profile_picture: p.account.profile?.profilePicture ?? null,
    cleanings: p.completedOrdersCount,
    register_at: p.account.createdAt.toISOString(),
    description: p.account.profile?.bio ?? p.bio ?? null,
  }),
});

export const scheduleEventSerializer = serializerOf<ScheduleEventView>()(scheduleEventResource, {
  id: (e) => e.id,
  attributes: (e) => ({
    starts_at: e.startsAt.toISOString(),
    ends_at: e.endsAt.toISOString(),
    /** Seconds, as the web's schedule event reads it. */
    duration: Math.round((e.endsAt.getTime() - e.startsAt.getTime()) / 1000),
    status: e.status,
    window_id: e.windowId,
  }),
});

/** The includes the scheduler's professional cards need, served when the request names none. */
export const CARD_INCLUDE = 'account,account.profile,active_coupon,professional_rating,latest_feedback';
/** The profile adds the newest feedback. */
export const PROFILE_INCLUDE = `${CARD_INCLUDE},latest_feedback`;

/** A list of professionals with `meta.record_count`; `include` falls back to the cards' includes. */
export function professionalsDocument(
  page: { professionals: ProfessionalView[]; total: number },
  include: unknown,
  extra: Pick<SerializeOptions, 'links' | 'meta'> = {},
): JsonApiDocument {
  return serialize(professionalSerializer, page.professionals, {
    include: typeof include === 'string' ? include : CARD_INCLUDE,
    meta: { record_count: page.total, ...extra.meta },
    ...(extra.links ? { links: extra.links } : {}),
  });
}
