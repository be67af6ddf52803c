import type { TicketKind } from '@brilho/domain';

/** The pt-BR texts of the operator's orders, dashboard and audit endpoints. */
export const OPS_TEXTS = {
  orderNotFound: 'Pedido não encontrado!',
  ticketNotFound: 'Solicitação não encontrada!',
  alreadyRefunded: 'Este pedido já foi reembolsado.',
  notRefundable: 'Este pedido não pode ser reembolsado: não há pagamento confirmado para ele.',
  alreadyCredit: 'Este pedido já foi convertido em crédito.',
  notCreditable: 'Este pedido não pode ser convertido em crédito no status atual.',
  gatewayRefundFailed:
    'O pedido foi marcado como reembolsado, mas o meio de pagamento recusou o estorno. Ele será pedido de novo automaticamente; se persistir, conclua-o pelo painel do meio de pagamento.',
  badFilter: 'Filtro inválido.',
} as const;

/** How the operator's order timeline names a payment method and a ticket's kind, mid-sentence. */
export const TIMELINE_METHOD_TEXTS: Record<string, string> = {
  boletos: 'boleto',
  credit_card: 'cartão de crédito',
  account_balance: 'saldo da carteira',
  pix: 'Pix',
};

export const TIMELINE_TICKET_KIND_TEXTS: Record<TicketKind, string> = {
  order_cancellation: 'cancelamento',
  order_rebooking: 'reagendamento',
  general_question: 'dúvida',
};

/** The audit log CSV's columns. */
export const AUDIT_CSV_HEADERS = {
  when: 'Quando',
  who: 'Quem',
  email: 'E-mail',
  action: 'Ação',
  actionCode: 'Código da ação',
  subject: 'Assunto',
  subjectId: 'Id do assunto',
  system: 'Sistema',
} as const;

/** The console's orders CSV columns. */
export const ORDER_CSV_HEADERS = {
  order: 'Pedido',
  start: 'Início',
  hours: 'Duração (h)',
  customer: 'Cliente',
  customerEmail: 'E-mail do cliente',
  professional: 'Profissional',
  address: 'Endereço',
  district: 'Bairro',
  status: 'Status',
  subtotal: 'Subtotal (R$)',
  discount: 'Desconto (R$)',
  total: 'Total (R$)',
  createdAt: 'Criado em',
} as const;
