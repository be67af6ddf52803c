/** The audit log's action codes and subject types in pt-BR (the console, the audit CSV and its search). */

/**
 * The audit log's action codes in pt-BR, in one table read by the console (the log, the trails of
 * an order or a ticket), the API's audit CSV and its search: an operator reads 'Bloqueou cliente', not
 * `customer.block`. A code the table does not know yet reads as itself.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'order.refund': 'Reembolsou o pedido',
  'order.gateway_refund_failed': 'Estorno recusado pelo meio de pagamento',
  'order.credit': 'Converteu o pedido em crédito',
  'order.service_not_provided': 'Marcou como serviço não prestado',
  'order.professional_decline': 'Profissional desistiu do pedido',
  'ticket.credit': 'Resolveu o chamado como crédito',
  'ticket.refund': 'Concluiu o reembolso do chamado',
  'ticket.approve_reschedule': 'Aprovou reagendamento',
  'coupon.create': 'Criou o cupom',
  'coupon.disable': 'Desativou o cupom',
  'subscription.accept': 'Aceitou a assinatura',
  'subscription.reject': 'Recusou a assinatura',
  'subscription.pause': 'Pausou a assinatura',
  'subscription.cancel': 'Cancelou a assinatura',
  'customer.block': 'Bloqueou cliente',
  'customer.suspend': 'Suspendeu cliente',
  'customer.reactivate': 'Reativou cliente',
  'customer.anonymize': 'Removeu os dados do cliente',
  'account.verify_email': 'Confirmou o e-mail da conta',
  'professional.create': 'Cadastrou profissional',
  'professional.update': 'Editou profissional',
  'professional.self_update': 'Profissional editou seus dados',
  'professional.validate': 'Validou profissional',
  'professional.refuse': 'Recusou profissional',
  'professional.block': 'Bloqueou profissional',
  'professional.suspend': 'Suspendeu profissional',
  'professional.reactivate': 'Reativou profissional',
  'state.create': 'Criou estado',
  'state.update': 'Editou estado',
  'city.create': 'Criou cidade',
  'city.update': 'Editou cidade',
  'city.close': 'Fechou cidade',
  'district.create': 'Criou bairro',
  'district.update': 'Editou bairro',
  'payout_batch.approve': 'Aprovou lote de repasses',
  'payout.paid': 'Marcou repasse como pago',
  'payout.failed': 'Marcou repasse como falho',
};

/** What each subject type of the log is, in pt-BR. */
export const AUDIT_SUBJECT_LABELS: Readonly<Record<string, string>> = {
  orders: 'Pedido',
  tickets: 'Chamado',
  coupons: 'Cupom',
  subscriptions: 'Assinatura',
  professionals: 'Profissional',
  accounts: 'Cliente',
  states: 'Estado',
  cities: 'Cidade',
  districts: 'Bairro',
  payouts: 'Repasse',
  payout_batches: 'Lote de repasses',
};
