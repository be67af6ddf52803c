/** The professional's earnings page (its own chunk). */
export const earningsTexts = {
  payoutProposed: 'Em preparação',
  pendingHint: 'Limpezas ainda não concluídas',
  payable: 'Disponível',
  payableHint: 'Entra no próximo repasse',
  noPayouts: 'Nenhum repasse ainda. Repasses saem às segundas-feiras, a partir de R$ 50,00.',
} as const;
