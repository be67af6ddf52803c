/** The audit trail shown on a record's own screen (a customer, a professional). */
export const auditTrailTexts = {
  title: 'Registro de ações',
  empty: 'Nenhuma ação de operador registrada.',
} as const;
