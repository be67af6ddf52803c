// A professional as the customer side reads it from the API (order and coupon calls, the professional and offer calls): attributes in snake_case,
// related resources resolved from `included` by the client. Shared by the booking, the orders, the
// subscriptions, checkout and the public profile (decision 0111).

export interface ProfessionalProfile {
  id: string;
  type: 'profiles';
  profile_picture: string | null;
  bio: string | null;
}

export interface ProfessionalAccount {
  id: string;
  type: 'accounts';
  first_name: string;
  last_name: string;
  created_at: string;
  profile?: ProfessionalProfile | null;
}

export interface Coupon {
  id: string;
  type: 'coupons';
  name: string;
  value_type: 'PERCENTAGE' | 'VALUE';
  /** Percent for PERCENTAGE, cents for VALUE. */
  value: number;
}

export interface ProfessionalRating {
  id: string;
  type: 'professional-ratings';
  is_top_professional: boolean;
  in_high_demand: boolean;
  has_products: boolean;
}

export interface Feedback {
  id: string;
  type: 'feedbacks';
  /** 0 to 5. */
  rating: number;
  description: string | null;
  created_at: string;
}

export interface Professional {
  id: string;
  type: 'professionals';
  completed_orders_count: number;
  /** 10000 = 5 stars. */
  rating: number;
  total_feedbacks_count: number;
  /** Only from the availability searches: the start hours found free. */
  available_start_hours?: number[];
  account?: ProfessionalAccount;
  active_coupon?: Coupon | null;
  professional_rating?: ProfessionalRating;
  latest_feedback?: Feedback | null;
}

export interface ScheduleEvent {
  id: string;
  type: 'schedule-events';
  starts_at: string;
  ends_at: string;
  /** Seconds. */
  duration: number;
  status: 'available' | 'booked' | 'blocked';
  window_id: string | null;
}

export interface FeedbackPage {
  feedbacks: Feedback[];
  next: string | null;
}

/** 'Maria Silva'. */
export const professionalName = (professional: Professional): string =>
  [professional.account?.first_name, professional.account?.last_name].filter(Boolean).join(' ');
