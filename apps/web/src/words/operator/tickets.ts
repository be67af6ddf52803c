import { formatMoney } from '@brilho/domain';

/** The console's ticket screen ('/operador/chamados/:id'). */
export const ticketTexts = {
  pageTitle: 'Operador - Chamado',
  loadFailed: 'Ocorreu um erro ao buscar o chamado!',
  back: '← Chamados',
  heading: (kind: string, customer: string | null) => `${kind} de ${customer ?? 'cliente'}`,
  open: 'Aberto',
  resolved: 'Resolvido',
  outcomes: {
    credit: 'Mantida como crédito',
    refunded: 'Reembolsado',
    refund_requested: 'Reembolso solicitado',
    rescheduled: 'Reagendado',
    cancelled: 'Cancelado',
    service_not_provided: 'Serviço não prestado',
  } as Record<string, string>,
  facts: {
    customer: 'Cliente',
    openedAt: 'Aberto em',
    resolvedAt: 'Resolvido em',
    reason: 'Motivo',
    message: 'Mensagem',
    customerAsked: 'Pedido do cliente',
    bankDetails: 'Dados bancários',
    policy: 'Política aplicada',
  },
  askedRefund: (refund: boolean) => (refund ? 'Reembolso' : 'Crédito'),
  bankDetails: (bank: string, agency: string, account: string, type: string) =>
    `${bank} · agência ${agency} · conta ${account} (${type})`,
  policyApplied: (returned: number, retained: number, creditHours: number) =>
    `Devolver ${formatMoney(returned)}, reter ${formatMoney(retained)} · crédito de ${creditHours} h`,
  cleaningOf: (when: string) => `Limpeza de ${when}`,
  noProfessional: 'Sem profissional',
  seeOrder: 'ver pedido',
  reschedule: {
    currentProfessional: 'Profissional atual',
    chooseProfessional: 'Escolha o profissional da nova data.',
    approved: 'Reagendamento aprovado. O cliente foi avisado.',
    unexpected: 'Ocorreu um erro inesperado, tente novamente.',
    title: 'Aprovar reagendamento',
    asked: (day: string, hour: number, hours: number, option: string) =>
      `Pedido do cliente: ${day} às ${hour}h, ${hours} h — ${option}.`,
    date: 'Data',
    startHour: 'Hora de início',
    professional: 'Profissional',
    sameProfessional: 'O cliente pediu o mesmo profissional.',
    chosenProfessionals: 'O cliente escolheu as profissionais: escolha uma delas na lista.',
    anyProfessional: 'Mantenha o atual, escolha uma livre na lista ou busque outro pelo nome.',
    submit: 'Aprovar reagendamento',
  },
  resolve: {
    title: 'Resolver',
    policy:
      'Política de cancelamento: grátis até 24 horas úteis antes; entre 24 h e 3 h o cliente perde 1 hora da duração; com menos de 3 h a limpeza conta como realizada.',
    credit: 'Resolver como crédito',
    creditAfterRefundAsked:
      'O cliente pediu reembolso: use quando ele concordar em trocá-lo pelo crédito. A limpeza fica como crédito para reagendar; o cliente recebe um e-mail e o aviso no painel.',
    creditMessage:
      'A limpeza fica como crédito para o cliente reagendar. O cliente recebe um e-mail e o aviso no painel.',
    confirmCredit: 'Confirmar crédito',
    credited: 'Chamado resolvido como crédito.',
    refund: 'Concluir reembolso',
    refundTransfer: (bank: string, agency: string, account: string, type: string) =>
      `Confirme que a transferência foi feita para ${bank}, agência ${agency}, conta ${account} (${type}).`,
    refundBack: 'O valor pago volta ao cliente (cartão: estorno; saldo: volta para a conta).',
    refunded: 'Reembolso concluído.',
  },
} as const;

/** Who is free at a ticket's time (the ticket screen). */
export const freeProfessionalsTexts = {
  title: 'Livres neste horário',
  loadFailed: 'Não foi possível buscar quem está livre neste horário.',
  none: 'Nenhuma profissional livre neste horário.',
  askedNotFree: (name: string) => `${name}, pedida pelo cliente, não está livre neste horário.`,
  askedNotFreeMany: (names: string) => `${names}, pedidas pelo cliente, não estão livres neste horário.`,
} as const;
