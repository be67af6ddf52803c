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

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'Criado',
  scheduled: 'Agendado',
  requested_on_gateway: 'Enviando ao meio de pagamento',
  failed_to_create_on_gateway: 'Falha no meio de pagamento',
  created_on_gateway: 'Criado no meio de pagamento',
  failed_to_request_payment: 'Falha ao solicitar pagamento',
  payment_requested: 'Pagamento solicitado',
  waiting_payment: 'Aguardando pagamento',
  paid: 'Pago',
  not_paid: 'Não pago',
  rebooking: 'Reagendando',
  rescheduling: 'Em reagendamento',
  provisioning: 'Em andamento',
  service_not_provided: 'Serviço não prestado',
  complete: 'Concluído',
  waiting_refund: 'Aguardando reembolso',
  cancelled: 'Cancelado',
  refunded: 'Reembolsado',
};

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

export const CYCLE_STATUS_LABELS: Record<CycleStatus, string> = {
  created: 'Criado',
  requested_on_gateway: 'Enviando ao meio de pagamento',
  created_on_gateway: 'Aberto para pagamento',
  payment_requested: 'Pagamento solicitado',
  waiting_payment: 'Aguardando pagamento',
  paid: 'Pago',
  active: 'Ativo',
  ended: 'Encerrado',
  cancelled: 'Cancelado',
};

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

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Ativa',
  accepted: 'Aceita',
  requested: 'Solicitada',
  created: 'Criada',
  paused: 'Pausada',
  rejected: 'Recusada',
  cancelled: 'Cancelada',
};

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

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: 'criado',
  waiting: 'aguardando pagamento',
  in_analysis: 'em análise',
  cancelled: 'cancelado',
  pre_authorized: 'pré-autorizado',
  authorized: 'autorizado',
  settled: 'pago',
  refunded: 'reembolsado',
  reversed: 'revertido',
  available_for_withdrawal: 'pago',
  requested: 'requisitado',
};

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
