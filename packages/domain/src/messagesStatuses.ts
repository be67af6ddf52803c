/** The pt-BR labels of the states (orders, cycles, subscriptions, payments) and of the audit log's codes. */
import type { CycleStatus, OrderStatus, PaymentStatus, SubscriptionStatus } from './statuses';

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

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Ativa',
  accepted: 'Aceita',
  requested: 'Solicitada',
  created: 'Criada',
  paused: 'Pausada',
  rejected: 'Recusada',
  cancelled: 'Cancelada',
};

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
