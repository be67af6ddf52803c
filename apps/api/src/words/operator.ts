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
