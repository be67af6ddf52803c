import { messages } from '@brilho/domain';

/**
 * The payments API's refusal texts: the domain's catalogue (`messages.payments`) where it has one, and the
 * few the API alone says.
 */
export const PAYMENT_TEXTS = {
  ...messages.payments.refusals,
  walletOrdersOnly: messages.payments.wallet.ordersOnly,
  idempotencyConflict:
    'Esta tentativa de pagamento já foi enviada com outros dados. Recarregue a página e tente novamente.',
  useBalance: 'O seu saldo cobre todo o valor deste pedido. Pague utilizando o saldo.',
  gatewayCustomerMissing:
    'Conclua o cadastro no meio de pagamento antes de pagar (dados de cobrança incompletos).',
  boletoShortNotice: messages.payments.boleto.shortNotice,
  walletNotEnough: messages.payments.wallet.notEnough,
  cardNotFound: messages.payments.savedCards.notFound,
  paymentNotFound: 'Pagamento não encontrado!',
  pixUnavailable: 'Pagamento por Pix indisponível no momento. Escolha outra forma de pagamento.',
  pixExpired: 'O prazo para pagar este Pix terminou.',
  attemptLost: 'O pagamento não chegou a ser processado e nada foi cobrado. Tente novamente.',
  attemptStillRunning:
    'Este pagamento ainda está sendo processado. Aguarde alguns segundos e consulte o pedido antes de tentar de novo.',
} as const;
