/** The console's finance screen (summary and ledger). */
export const financeTexts = {
  revenue: 'Receita (comissão e taxas)',
  payoutsInTransit: 'Repasses em trânsito',
  description: 'Onde está o dinheiro: do cliente ao meio de pagamento, à plataforma e às profissionais.',
  exportLedger: 'Exportar razão (CSV)',
  seePeriod: 'Ver período',
  loadFailed: 'Não foi possível carregar o financeiro.',
  entries: 'Lançamentos',
  entriesFailed: 'Não foi possível carregar os lançamentos.',
  ledgerEntries: 'Lançamentos do razão',
  earningsInPeriod: 'Ganhos no período',
  commission: 'Comissão',
} as const;

/** The payouts section of the finance screen. */
export const payoutsTexts = {
  failureHint: 'Por exemplo: chave Pix inexistente, transferência recusada pelo banco.',
  label: 'Repasses às profissionais',
  action: 'Ação',
  failureMessage: (amount: string, name: string) =>
    `O repasse de ${amount} para ${name} não chegou. O valor volta aos ganhos a repassar dela e entra no próximo repasse.`,
} as const;
