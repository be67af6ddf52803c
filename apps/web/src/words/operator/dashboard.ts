/** The console's dashboard (the day's figures). */
export const dashboardTexts = {
  description: 'O dia da operação num relance.',
  loadFailed: 'Ocorreu um erro ao buscar os números do painel!',
  cardsInReview: 'cartões em análise',
  lastDays: (days: number) => `Últimos ${days} dias`,
  conversion: 'Conversão (compras / carrinho)',
} as const;
