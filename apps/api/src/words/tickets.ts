import type { TicketKind } from '@brilho/domain';

/**
 * The pt-BR texts of the tickets API: refusals (422 titles the modal's error panel shows) and the e-mails.
 * The modal's own titles ('Sua solicitação foi enviada!', 'Ops, encontramos um problema!') live in the web.
 */
export const TICKET_TEXTS = {
  orderNotFound: 'Pedido não encontrado!',
  cannotCancel:
    'Não é mais possível cancelar esta limpeza: cancelamentos são aceitos até 3 horas antes do início.',
  cannotReschedule:
    'Não é possível reagendar esta limpeza. Limpezas pagas podem ser reagendadas até 3 horas após o horário de início.',
  notLate:
    'A falta da profissional só pode ser comunicada após 30 minutos de tolerância do horário de início.',
  orderRequired: 'Informe o pedido.',
  refundDataRequired: 'Informe os dados bancários para o reembolso.',
  refundDataOnlyBoleto: 'Os dados bancários só são aceitos para reembolso de pedidos pagos com boleto.',
  refundNotPossible:
    'Não é possível solicitar o reembolso deste pedido agora. Fale com o nosso suporte pelo chat.',
  creditShortNotice:
    'Com menos de 24 horas para o início, só é possível cancelar o agendamento: a limpeza não pode virar crédito.',
  creditNotPossible: 'Esta limpeza não gera crédito: o valor restante é zero.',
  openRebooking: 'Já existe uma solicitação de reagendamento em análise para este pedido.',
  invalidSlot: 'Escolha uma data e um horário disponíveis para o reagendamento.',
  ticketNotFound: 'Solicitação não encontrada!',
  ticketResolved: 'Esta solicitação já foi resolvida.',
  wrongTicketKind: 'Esta ação não se aplica a esta solicitação.',
  orderNotMovable: 'O pedido não pode passar para este status agora.',
  keepProfessional: 'O cliente pediu para manter a mesma profissional.',
  wrongDuration: 'A duração do novo horário deve ser a da limpeza a reagendar.',
  professionalNotFree: 'Ops, parece que esse profissional não possui mais horários disponíveis.',
  keptProfessionalNotFree:
    'A profissional que o cliente pediu para manter não está livre neste horário. Escolha outro horário ou fale com o cliente.',
  chosenProfessionalNotFree:
    'A profissional escolhida pelo cliente não está livre neste horário. Escolha outro horário ou outra das profissionais escolhidas.',
  chosenProfessional: 'O cliente escolheu outra profissional para o reagendamento.',
  professionalRequired: 'Escolha a profissional do novo horário.',
  unknownProfessional: 'Profissional inválida.',
  tooManyChosen: 'Escolha no máximo 3 profissionais.',
  serviceNotProvidedTooEarly: 'A limpeza ainda não começou.',
} as const;

export const REFUND_FIELD_TEXTS = {
  bank: 'O campo Banco é obrigatório!',
  agency: 'O campo Agência é obrigatório!',
  account: 'O campo Conta com dígito é obrigatório!',
  account_type: 'Escolha o tipo de conta: Conta corrente, Conta poupança ou Outro.',
  accountTypes: ['Conta corrente', 'Conta poupança', 'Outro'],
} as const;

/** The ticket's topic as people read it (e-mail subjects). */
export const TOPIC_LABELS = {
  general: 'Dúvida geral',
  'professional-not-arrived': 'Profissional não chegou',
} as const;

export const OUTCOME_TEXTS: Record<string, string> = {
  credit:
    'A sua limpeza foi mantida como crédito. Para usá-lo, acesse o seu painel e toque em “reagendar limpeza”.',
  refunded:
    'O seu reembolso foi concluído. Conforme a forma de pagamento, o valor pode levar alguns dias úteis para aparecer.',
  rescheduled: 'A sua limpeza foi reagendada.',
  service_not_provided: 'Registramos que a limpeza não foi realizada. A nossa equipe segue à disposição.',
};

export const TICKET_KIND_NAMES: Record<TicketKind, string> = {
  order_cancellation: 'Cancelamento',
  order_rebooking: 'Reagendamento',
  general_question: 'Dúvida',
};

/** The tickets' e-mails: the operations inbox's copy of a question, the customer's receipt and resolution. */
export const TICKET_EMAILS = {
  orderLine: (orderId: string, date: string, hour: number, hours: number, status: string) =>
    `Pedido ${orderId}: limpeza em ${date} às ${hour}h (${hours} h), status ${status}.`,
  operations: {
    from: (name: string, email: string) => `Nova solicitação de ${name} (${email}).`,
    topic: (topic: string) => `Assunto: ${topic}.`,
    message: (question: string) => `Mensagem: ${question}`,
    ticket: (id: string) => `Solicitação ${id}.`,
    urgent: '[URGENTE] ',
    subject: (topic: string, name: string) => `Brilho - ${topic} - ${name}`,
  },
  receipt: {
    notArrived:
      'Recebemos o seu aviso de que a profissional não chegou. A nossa equipe já foi avisada e vai entrar em contato com você o quanto antes.',
    question: 'Recebemos a sua mensagem. A nossa equipe responde por e-mail em até 72 horas úteis.',
    sent: (question: string) => `Mensagem enviada: ${question}`,
    subject: 'Brilho - Sua solicitação foi enviada!',
    heading: 'Sua solicitação foi enviada!',
  },
  resolution: {
    analysed: 'A sua solicitação foi analisada pela nossa equipe.',
    rescheduled: (date: string, hour: number) => `A sua limpeza foi reagendada para ${date} às ${hour}h.`,
    resolved: 'A sua solicitação foi resolvida.',
    questions: 'Se tiver qualquer dúvida, fale com a gente pelo chat de atendimento.',
    subject: 'Brilho - Sua solicitação foi resolvida',
    heading: 'Sua solicitação foi resolvida',
  },
} as const;

/** The console's tickets CSV columns. */
export const TICKET_CSV_HEADERS = {
  ticket: 'Chamado',
  openedAt: 'Aberto em',
  kind: 'Tipo',
  status: 'Status',
  customerEmail: 'E-mail do cliente',
  order: 'Pedido',
  topic: 'Assunto',
  message: 'Mensagem',
  resolvedAt: 'Resolvido em',
  resolution: 'Resolução',
  customer: 'Cliente',
} as const;
