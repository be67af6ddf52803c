/** The business constants, in one place: screens, API and help page read them here. */
/** The product's name, in titles, e-mails and texts. */
export const PRODUCT_NAME = 'Brilho';
export const TIME_ZONE = 'America/Sao_Paulo';
/** `as const`: the wire contract's telemetry event has this literal as its `currency`. */
export const CURRENCY = 'BRL' as const;
export const COUNTRY_CODE = '55';
export const DEFAULT_COUNTRY = 'BRA';

export const REQUEST_TIMEOUT_MS = 30_000;
export const USER_REFRESH_POLL_MS = 7_500;
export const PAYMENT_STATUS_POLL_MS = 5_000;
export const GATEWAY_CREATION_POLL_MS = 10_000;
export const OFFER_POLL_MS = 10_000;
export const DELAY_AFTER_APPROVAL_MS = 2_500;
export const ORDER_PAYMENT_WINDOW_SECONDS = 1_200;
export const OFFER_WINDOW_SECONDS = 600;
export const SESSION_LOSS_WAIT_MS = 40_000;
export const SESSION_LOSS_LOGOUT_MS = 5_000;
export const VERIFY_EMAIL_REDIRECT_SECONDS = 8;
export const TOAST_DURATION_MS = 5_000;
export const REGISTRATION_422_TOAST_MS = 10_000;

export const PROFESSIONAL_SEARCH_PAGE_LIMIT = 15;
export const PROFESSIONAL_LIST_GROWTH = 5;
export const PROFESSIONAL_LIST_GROWTH_DELAY_MS = 1_000;
export const SUGGESTION_MIN_PROFESSIONALS = 4;
export const ALMOST_EMPTY_BELOW = 3;
export const SUPPORT_BANNER_INDEX = 2;
export const BADGES_BANNER_INDEX = 7;

export const DEBOUNCE_MS = {
  search: 10,
  searchRetrigger: 250,
  suggestion: 1_000,
  description: 1_000,
  reason: 1_000,
} as const;
export const PAGE_SIZES = {
  addresses: 25,
  orders: 25,
  scheduleEvents: 50,
  feedbacks: 10,
  states: 1_000,
} as const;
export const DASHBOARD_LIST_SIZE = 2;

export const BOOKABLE_WINDOW_DAYS = 35;
export const FIRST_START_HOUR = 7;
export const LAST_START_HOUR = 19;
export const DEC_24_LAST_START_HOUR = 15;
export const BUSINESS_HOURS = { start: 7, end: 22 } as const;
export const MAX_DURATION_HOURS = 8;
export const MIN_DURATION_HOURS = 1;
export const MIN_LEAD_HOURS = 3;
export const CANCEL_CUTOFF_HOURS = 3;
export const SHORT_NOTICE_HOURS = 24;
export const LATENESS_TOLERANCE_MINUTES = 30;
/** The "Order detail" screen: a boleto order booked with under this notice asks for proof of payment. */
export const PROOF_OF_PAYMENT_NOTICE_HOURS = 48;

export const TEXT_LIMITS = {
  passwordMin: 8,
  cvcMin: 3,
  cvcMax: 4,
  phoneMin: 10,
  phoneMax: 11,
  documentMin: 11,
  documentMax: 14,
  cardNickname: 24,
  description: 980,
  zip: 8,
  uf: 2,
} as const;

export const LAYOUT = {
  listBreakpointPx: 992,
  calendarColumnsBreakpointPx: 600,
  mapZoom: 17,
  addressWizardSteps: 5,
} as const;

export const SUPPORT_HOURS = {
  weekdays: { from: 8, to: 18 },
  saturday: { from: 8, to: 14 },
  emailReplyBusinessHours: 72,
} as const;

export const SUBSCRIPTION_FREQUENCIES = ['Mensal', 'Quinzenal', 'Semanal'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];
/** Yearly savings shown per frequency, in cents. */
export const SUBSCRIPTION_YEARLY_SAVINGS_CENTS: Record<SubscriptionFrequency, number> = {
  Mensal: 7_200,
  Quinzenal: 20_800,
  Semanal: 52_000,
};

export const PREFERENCE_KEYS = {
  allowProfessionalChangeOnNoShow: 'CUSTOMER_ALLOW_PROFESSIONAL_CHANGE_IN_NO_SHOW_CASE',
  requireProfessionalProducts: 'CUSTOMER_ORDER_REQUIRE_PROFESSIONAL_PRODUTCS',
} as const;

export const PROFILE_PREVIEW_IMAGE_PX = 100;
export const PROVIDER_VALIDATION_BUSINESS_HOURS = 72;
export const INACTIVE_ACCOUNT_YEARS = 1;
export const TERMS_OF_USE_DATE = '2020-10-08';
