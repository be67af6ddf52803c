import { messages } from '@brilho/domain';

/** The pt-BR texts of the orders API: booking refusals, changes, the receipt, preferences. */

export const BOOKING_TEXTS = {
  professionalUnavailable: 'Este profissional não está disponível para agendamentos.',
  notServingDistrict: 'Este profissional não atende o bairro do endereço escolhido.',
  productsUnavailable: 'Os produtos de limpeza não estão disponíveis no momento.',
} as const;

export const CHANGE_TEXTS = {
  notPayable: 'O cupom não pode ser aplicado ao pedido!',
  orderOver: 'Este pedido foi encerrado e não pode mais ser alterado.',
} as const;

export const ORDER_TEXTS = {
  notForYou: 'Você só pode criar pedidos para a sua própria conta.',
  emailNotVerified:
    'Você precisa confirmar o seu e-mail antes de agendar uma limpeza. Verifique a sua caixa de entrada.',
  termsNotAnswered: 'Você precisa responder aos termos de uso atualizados antes de agendar uma limpeza.',
  /** Suspended by an operator: may sign in and read, may not order or offer. */
  suspended: 'Sua conta está suspensa. Fale com o nosso suporte.',
  /** The web runs the first-order gateway flow before creating the order; reaching here means it did not. */
  gatewayCustomerRequired: messages.auth.firstOrderGatewayFailure,
  gatewayCustomerDetail:
    'Antes do primeiro pedido, crie a conta e o cliente no meio de pagamento (POST /payment-gateway-accounts, POST /payment-gateway-customers e POST /payment-gateway-accounts/create-on-gateway); a conta passa a active e o pedido pode ser criado.',
} as const;

export const INVOICE_TEXTS = {
  notAvailable: 'O recibo fica disponível quando o pagamento do pedido é confirmado.',
  orderNotFound: 'Pedido não encontrado!',
} as const;

export const FUNDING_LABELS: Record<string, string> = {
  credit_card: 'Cartão de crédito',
  boletos: 'Boleto',
  account_balance: 'Saldo da conta',
};

export const PREFERENCE_TEXTS = {
  fieldNotFound: 'Pergunta não encontrada.',
  invalidAnswer: (keys: string[]) => `Resposta inválida: use ${keys.join(' ou ')}.`,
  optionNotFound: 'Opção não encontrada.',
  preferenceNotFound: 'Preferência não encontrada.',
} as const;

/** The customer's e-mails about a cleaning: `line` names it (`customerCleaningLineText`), `name` the .ics file. */
export const CUSTOMER_ORDER_EMAILS: Record<
  'confirmed' | 'rescheduled' | 'cancelled',
  { subject: string; heading: string; lead: (line: string) => string; file: (name: string) => string }
> = {
  confirmed: {
    subject: 'Brilho - Sua limpeza está confirmada',
    heading: 'Limpeza confirmada!',
    lead: (line) => `O pagamento foi confirmado e a sua limpeza está agendada: ${line}.`,
    file: (name) => `Para adicionar à sua agenda, abra o arquivo anexo (${name}).`,
  },
  rescheduled: {
    subject: 'Brilho - Sua limpeza foi reagendada',
    heading: 'Limpeza reagendada',
    lead: (line) => `A sua limpeza foi reagendada para ${line}.`,
    file: (name) => `O arquivo anexo (${name}) atualiza o evento na sua agenda.`,
  },
  cancelled: {
    subject: 'Brilho - Sua limpeza foi cancelada',
    heading: 'Limpeza cancelada',
    lead: (line) => `A limpeza de ${line} foi cancelada.`,
    file: (name) => `O arquivo anexo (${name}) remove o evento da sua agenda.`,
  },
};

export const ORDER_EMAIL_ACTION = 'Ver pedido';

/** 'quarta-feira, 25/11/2026, das 10:00 às 13:00, em Casa (Batel), com Ana' */
export const customerCleaningLineText = (
  weekday: string,
  date: string,
  from: string,
  to: string,
  place: string,
  who: string,
) => `${weekday}, ${date}, das ${from} às ${to}, em ${place}${who}`;

export const withProfessionalText = (name: string) => `, com ${name}`;

/** The printed receipt's labels (a one-page PDF). */
export const RECEIPT_TEXTS = {
  order: 'Pedido',
  customer: 'Cliente',
  document: 'Documento',
  email: 'E-mail',
  professional: 'Profissional',
  address: 'Endereço',
  date: 'Data',
  time: 'Horário',
  timeRange: (from: string, to: string, hours: number) => `${from} às ${to} (${hours} h)`,
  status: 'Status',
  payment: 'Forma de pagamento',
  notInvoice: 'Este recibo comprova o pagamento da limpeza intermediada pela Brilho. Não é nota fiscal.',
  title: (orderId: string) => `Recibo do pedido ${orderId}`,
} as const;

/** The order body's field errors. */
export const ORDER_BODY_TEXTS = {
  badInstant: 'Data e hora inválidas (use ISO 8601 com fuso, ex.: 2026-11-24T13:00:00Z)',
  badCoupon: 'Cupom inválido',
  productsPriceNotFound: 'Preço dos produtos não encontrado',
} as const;
