/** The console's subscriptions screen and its actions' confirmations. */
export const subscriptionsTexts = {
  approveMessage:
    'O ciclo do próximo mês é criado e os horários do profissional ficam reservados. Se ele não estiver livre em alguma data, nada é alterado.',
  reactivateMessage: 'A assinatura volta a valer e o ciclo do próximo mês é criado, se ainda não existir.',
  refuseMessage: 'A solicitação é recusada. O cliente continua com a limpeza avulsa.',
  pauseMessage: 'Os ciclos ainda não pagos são cancelados e os horários do profissional, liberados.',
  cancelMessage:
    'A assinatura termina: os ciclos ainda não pagos são cancelados e os horários do profissional, liberados.',
  frequency: 'Frequência',
  latestCycle: 'Último ciclo',
  description: 'Solicitações e assinaturas de limpezas recorrentes.',
  pages: 'Páginas de assinaturas',
} as const;
