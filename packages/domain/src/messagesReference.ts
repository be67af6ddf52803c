/** The API reference's descriptions of shared query strings (shown at /api/docs). */
export const referenceTexts = {
  pageQuery: 'Paginação JSON:API',
  listQuery: 'Busca, ordenação e paginação de uma lista',
  ledgerFilters: 'Filtros do razão: from/to (AAAA-MM-DD), order_id, payout_id, professional_id, account',
} as const;
