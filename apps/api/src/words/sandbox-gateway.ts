/** What the sandbox gateway answers, in pt-BR (its refusals reach the customer). */
export const ORDER_UNKNOWN = 'Pedido não encontrado no meio de pagamento.';
export const AMOUNT_INVALID = 'O valor da cobrança deve ser maior que zero.';
export const DUE_DATE_INVALID = 'A data de vencimento do boleto é inválida.';
export const NOT_REFUNDABLE = 'Este pagamento não pode ser estornado.';
export const BOLETO_ALREADY_PAID = 'Este boleto já foi pago.';
export const BOLETO_CANCELLED = 'Este boleto foi cancelado e não pode mais ser pago.';
export const BOLETO_LAPSED = 'Este boleto está vencido e não pode mais ser pago.';
export const BOLETO_NOT_ISSUED = 'Este boleto ainda está sendo registrado. Tente novamente em instantes.';
export const CHARGE_NOT_FOUND = 'Cobrança não encontrada no meio de pagamento.';
export const CHARGE_NOT_REVERSIBLE =
  'Só uma cobrança paga, e não estornada nem contestada, pode ser contestada.';

/** The sandbox boleto's printed labels. */
export const BOLETO_PDF = {
  bank: 'Banco Sandbox',
  notPayable: 'Boleto de teste: não pode ser pago em um banco.',
  beneficiary: 'Beneficiário',
  dueDate: 'Vencimento',
  payer: 'Pagador',
  amount: 'Valor do documento',
  lineCode: 'Linha digitável',
} as const;

/** The sandbox gateway's other refusals and reasons (cards, boletos). */
export const SANDBOX_TEXTS = {
  declined: 'Transação não autorizada pelo banco emissor. Tente outro cartão.',
  boletoExpired: 'O boleto venceu sem pagamento.',
  cardDataInvalid: 'Dados do cartão de crédito inválido!',
  cardUnreadable: 'Cartão Inválido!',
  boletoNotFound: 'Boleto não encontrado.',
  documentInvalid: 'O CPF ou CNPJ informado é inválido!',
} as const;
