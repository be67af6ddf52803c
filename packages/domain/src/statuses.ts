export {
  CYCLE_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
} from './messagesStatuses';
/** The status sets of the states, with their pt-BR labels. */
export const ORDER_STATUSES = [
  'created',
  'scheduled',
  'requested_on_gateway',
  'failed_to_create_on_gateway',
  'created_on_gateway',
  'failed_to_request_payment',
  'payment_requested',
  'waiting_payment',
  'paid',
  'not_paid',
  'rebooking',
  'rescheduling',
  'provisioning',
  'service_not_provided',
  'complete',
  'waiting_refund',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order in one of these is over: nothing more happens at its address (it may then be deleted). */
export const ORDER_FINAL_STATUSES = [
  'complete',
  'cancelled',
  'refunded',
] as const satisfies readonly OrderStatus[];

export const CYCLE_STATUSES = [
  'created',
  'requested_on_gateway',
  'created_on_gateway',
  'payment_requested',
  'waiting_payment',
  'paid',
  'active',
  'ended',
  'cancelled',
] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

export const SUBSCRIPTION_STATUSES = [
  'active',
  'accepted',
  'requested',
  'created',
  'paused',
  'rejected',
  'cancelled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export type ChipColor = 'pink' | 'green' | 'gray' | 'violet' | 'yellow' | 'red';

export const SUBSCRIPTION_STATUS_CHIPS: Record<SubscriptionStatus, ChipColor> = {
  active: 'green',
  accepted: 'violet',
  requested: 'yellow',
  created: 'yellow',
  paused: 'gray',
  rejected: 'red',
  cancelled: 'gray',
};

export const PAYMENT_STATUSES = [
  'created',
  'waiting',
  'in_analysis',
  'cancelled',
  'pre_authorized',
  'authorized',
  'settled',
  'refunded',
  'reversed',
  'available_for_withdrawal',
  'requested',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const PINK_PAYMENTS: readonly PaymentStatus[] = ['waiting', 'in_analysis', 'pre_authorized', 'requested'];
const GREEN_PAYMENTS: readonly PaymentStatus[] = ['authorized', 'settled', 'available_for_withdrawal'];

/** Pink while the payment is pending, green once money is in, gray for the rest. */
export function paymentChipColor(status: PaymentStatus): ChipColor {
  if (PINK_PAYMENTS.includes(status)) return 'pink';
  if (GREEN_PAYMENTS.includes(status)) return 'green';
  return 'gray';
}

export const USER_STATUSES = ['waiting_email_verification', 'email_verified', 'active'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Users who have not paid yet count as first-order users (the states). */
export const isFirstOrderUser = (status: UserStatus): boolean =>
  status === 'waiting_email_verification' || status === 'email_verified';
