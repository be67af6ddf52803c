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
  badPaymentType: 'Tipo de pagamento inválido',
  badIdempotencyKey: 'Idempotency-Key inválida.',
  badSignature: 'Assinatura inválida',
  unknownClientCertificate: 'Certificado de cliente não reconhecido',
  badPixWebhook: 'Webhook Pix inválido',
  pixWebhookBody: 'O corpo deve ser uma lista pix[].',
} as const;

/** What the first order's gateway registration asks for first. */
export const FIRST_ORDER_TEXTS = {
  needsAddress: 'Cadastre um endereço antes de fazer o seu primeiro pedido.',
  needsPhone: 'Cadastre um celular antes de fazer o seu primeiro pedido.',
  needsVerifiedEmail: 'Confirme o seu e-mail antes de fazer o seu primeiro pedido.',
  gatewayStepsMissing: 'Crie a conta e o cliente no meio de pagamento antes de registrá-los.',
  accountNotFound: 'Conta não encontrada',
} as const;

/** What the Pix adapter and the local Pix simulator say (the simulator answers as a PSP's API would). */
export const PIX_TEXTS = {
  refundUnavailable: (problem: string) => `API Pix: devolução ${problem}`,
  removedByBank: 'Cobrança Pix removida pelo banco.',
  badToken: 'Token de acesso inválido ou expirado.',
  badTxid: 'txid deve ter de 26 a 35 letras e dígitos.',
  badChargeBody: 'Corpo da cobrança inválido.',
  foreignKey: 'A chave não pertence a este recebedor.',
  chargeNotFound: 'Cobrança não encontrada.',
  badRefundId: 'id da devolução inválido.',
  badRefundBody: 'Corpo da devolução inválido.',
  pixChargeNotFound: 'Cobrança Pix não encontrada.',
  txidTaken: 'txid já utilizado por outra cobrança.',
  alreadyPaidOrRemoved: 'Esta cobrança Pix já foi paga ou removida.',
  expired: 'Esta cobrança Pix expirou.',
  pixNotFound: 'Pix não encontrado.',
  otherRefundId: 'Este Pix já tem uma devolução com outro id.',
} as const;
