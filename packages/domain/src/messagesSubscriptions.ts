/** The subscription requests' errors. */

export const SUBSCRIPTION_TEXTS = {
  /** Error catalogue: every failed request. */
  requestFailed: 'Ops. Não foi possível criar a solicitação...',
  /** A second request for the same order (409). */
  alreadyRequested: 'Você já solicitou uma assinatura para esta limpeza.',
  orderNotFound: 'Não encontramos a limpeza informada.',
  orderNotPaid: 'A assinatura só pode ser solicitada para uma limpeza paga.',
  noProfessional: 'Esta limpeza não tem um profissional definido.',
  alreadyInSubscription: 'Esta limpeza já faz parte de uma assinatura.',
  invalidFrequency: 'Escolha a frequência: Mensal, Quinzenal ou Semanal.',
  /** Accepting a subscription when the professional's time is taken on a date (409). */
  professionalBusy: (date: string): string => `O profissional não está livre em ${date}.`,
  invalidTransition: 'Esta ação não é possível no status atual da assinatura.',
  subscriptionNotFound: 'Assinatura não encontrada.',
  cycleNotFound: 'Ocorreu um erro ao buscar o ciclo!',
} as const;
